/** Event streams one worker may have open on one workerapi process (GET /events). */
export const MAX_STREAMS_PER_WORKER = 10;

/**
 * The open event streams of this process, per worker, oldest first. Opening one beyond the cap closes the worker's
 * oldest: a worker with many tabs keeps the newest ones live, and the one closed reconnects by itself (shared/events,
 * with Last-Event-ID: nothing is lost) — while one worker can never hold more than `max` streams here. A stream
 * whose client is gone without a word (a phone that lost its network) is the oldest too, so it makes room first.
 */
export interface StreamSlots {
  /** Takes a slot for a stream; `close` ends it when a newer one needs the slot. Returns the release. */
  open(workerId: string, close: () => void): () => void;
}

export function createStreamSlots(max: number = MAX_STREAMS_PER_WORKER): StreamSlots {
  const byWorker = new Map<string, Set<() => void>>();
  return {
    open(workerId, close) {
      let streams = byWorker.get(workerId);
      if (!streams) {
        streams = new Set();
        byWorker.set(workerId, streams);
      }
      // A fresh function per stream, so the same `close` passed twice still takes two slots.
      const slot = () => close();
      streams.add(slot);
      for (const oldest of streams) {
        if (streams.size <= max) break;
        streams.delete(oldest);
        oldest();
      }
      const mine = streams;
      return () => {
        mine.delete(slot);
        if (mine.size === 0 && byWorker.get(workerId) === mine) byWorker.delete(workerId);
      };
    },
  };
}
