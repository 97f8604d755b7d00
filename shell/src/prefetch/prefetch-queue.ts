// Route preloads with a cap on how many run at once (spec §2 "At most about 4 route preloads run in
// parallel" → MAX_PARALLEL_PRELOADS). Each key is preloaded once; what the worker points at (hover,
// focus, touch) jumps ahead of links that merely scrolled into view.
import { MAX_PARALLEL_PRELOADS } from 'shared/domain';

export type Priority = 'intent' | 'visible';

export interface PrefetchStats {
  started: number;
  done: number;
  failed: number;
  inFlight: number;
  maxInFlight: number;
  queued: number;
}

export interface PrefetchQueue {
  /** Queues a preload unless the key was seen before; returns whether it was queued. */
  add: (key: string, run: () => Promise<unknown>, priority: Priority) => boolean;
  stats: () => PrefetchStats;
  /** Drops what has not started (e.g. the connection switched to data saver). */
  clear: () => void;
}

export function createPrefetchQueue(maxParallel: number = MAX_PARALLEL_PRELOADS): PrefetchQueue {
  const seen = new Set<string>();
  const waiting: { key: string; run: () => Promise<unknown> }[] = [];
  const stats: PrefetchStats = { started: 0, done: 0, failed: 0, inFlight: 0, maxInFlight: 0, queued: 0 };

  function pump() {
    while (stats.inFlight < maxParallel && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) break;
      stats.inFlight += 1;
      stats.started += 1;
      stats.maxInFlight = Math.max(stats.maxInFlight, stats.inFlight);
      stats.queued = waiting.length;
      let result: Promise<unknown>;
      try {
        result = next.run();
      } catch (error) {
        result = Promise.reject(error);
      }
      result.then(
        () => { stats.done += 1; },
        () => {
          stats.failed += 1;
          seen.delete(next.key); // a failure (e.g. offline) may be retried by a later hover
        },
      ).finally(() => {
        stats.inFlight -= 1;
        pump();
      });
    }
  }

  return {
    add(key, run, priority) {
      if (seen.has(key)) {
        // Already waiting as 'visible' and now pointed at: move it to the front.
        const index = waiting.findIndex((w) => w.key === key);
        if (priority === 'intent' && index > 0) waiting.unshift(...waiting.splice(index, 1));
        return false;
      }
      seen.add(key);
      if (priority === 'intent') waiting.unshift({ key, run });
      else waiting.push({ key, run });
      stats.queued = waiting.length;
      pump();
      return true;
    },
    stats: () => ({ ...stats }),
    clear() {
      for (const w of waiting) seen.delete(w.key);
      waiting.length = 0;
      stats.queued = 0;
    },
  };
}
