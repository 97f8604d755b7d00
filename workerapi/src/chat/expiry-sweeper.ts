import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { expireOverdue } from './reservation-repository';

/** How often every worker's overdue requests are expired: a page open on a request learns within this time. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export interface ExpirySweeper {
  /** One sweep now (the timer's work); resolves to how many requests expired, 0 when the database failed. */
  sweep(): Promise<number>;
  stop(): void;
}

/**
 * Expires the requests whose answer deadline passed, for every worker, every `intervalMs` — so the `reservation`
 * event reaches the worker's open pages when the deadline passes, not at their next call. Replicas may sweep at the
 * same time: each request expires once. A failed sweep (the database away) is logged and the next one tries again.
 */
export function startExpirySweeper(db: Db, logger?: Logger, intervalMs = EXPIRY_SWEEP_INTERVAL_MS, now: () => Date = () => new Date()): ExpirySweeper {
  let running: Promise<number> | null = null;
  const sweep = (): Promise<number> => {
    running ??= expireOverdue(db, null, now())
      .then(
        (expired) => {
          if (expired > 0) logger?.info({ expired }, 'reservation requests expired');
          return expired;
        },
        (error: unknown) => {
          logger?.warn({ err: error }, 'expiry sweep failed; the next one tries again');
          return 0;
        },
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => void sweep(), intervalMs);
  timer.unref();
  return {
    sweep,
    stop: () => clearInterval(timer),
  };
}
