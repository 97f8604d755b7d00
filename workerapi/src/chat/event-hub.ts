import type { Logger } from 'pino';
import { listenerOf, type Db, type Listen } from '../db/database';
import { EVENTS_CHANNEL } from './messaging-repository';

/**
 * Fan-out of worker events inside one workerapi process. Writers append to worker_events and NOTIFY
 * (messaging-repository publishEvent); this hub LISTENs once per process and wakes the open streams of the
 * worker named in the payload, which then read the log after their last id. Several processes on one database
 * each LISTEN, so a message stored by any of them reaches every stream. When the LISTEN connection was lost and
 * is back (PostgreSQL restarted), every open stream is woken once: it reads the log after its last id, so what
 * was NOTIFYed while nobody listened still arrives.
 */
export interface EventHub {
  /** `wake` runs whenever an event for the worker may be waiting. Resolves once listening. */
  subscribe(workerId: string, wake: () => void): Promise<() => void>;
  /** True after close(): open streams end (so a shutdown is not held open by them; clients reconnect elsewhere). */
  isClosed(): boolean;
  close(): Promise<void>;
}

/** Without LISTEN (a Db opened elsewhere) streams also look every few seconds. */
export const FALLBACK_POLL_MS = 2_000;

export function createEventHub(db: Db, logger?: Logger, listen: Listen | undefined = listenerOf(db)): EventHub {
  const wakers = new Map<string, Set<() => void>>();
  let listening: Promise<(() => Promise<void>) | null> | null = null;
  let poll: ReturnType<typeof setInterval> | null = null;
  let closed = false;

  function dispatch(payload: string): void {
    let workerId: unknown;
    try {
      const parsed: unknown = JSON.parse(payload);
      workerId = typeof parsed === 'object' && parsed !== null && 'w' in parsed ? parsed.w : undefined;
    } catch {
      return;
    }
    if (typeof workerId !== 'string') return;
    for (const wake of wakers.get(workerId) ?? []) wake();
  }

  function wakeAll(): void {
    for (const set of wakers.values()) for (const wake of set) wake();
  }

  function start(): Promise<(() => Promise<void>) | null> {
    if (listening) return listening;
    if (listen === undefined) {
      poll = setInterval(wakeAll, FALLBACK_POLL_MS);
      listening = Promise.resolve(null);
    } else {
      listening = listen(EVENTS_CHANNEL, dispatch, { onReconnect: wakeAll, ...(logger ? { logger } : {}) }).then(
        (unlisten) => {
          // Streams that subscribed while an earlier attempt failed have heard nothing: they catch up now.
          wakeAll();
          return unlisten;
        },
        (e: unknown) => {
          logger?.error({ err: e }, 'LISTEN failed; the next stream to open tries again');
          listening = null;
          return null;
        },
      );
    }
    return listening;
  }

  return {
    async subscribe(workerId, wake) {
      let set = wakers.get(workerId);
      if (!set) {
        set = new Set();
        wakers.set(workerId, set);
      }
      set.add(wake);
      await start();
      return () => {
        set.delete(wake);
        if (set.size === 0) wakers.delete(workerId);
      };
    },
    isClosed: () => closed,
    async close() {
      closed = true;
      wakeAll();
      if (poll) clearInterval(poll);
      const unlisten = await listening;
      listening = null;
      await unlisten?.().catch(() => undefined);
    },
  };
}
