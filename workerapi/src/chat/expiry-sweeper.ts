import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { startSweeper, type Sweeper } from '../db/periodic-sweep';
import { expireOverdue } from './reservation-repository';

/** How often every worker's overdue requests are expired: a page open on a request learns within this time. */
export const EXPIRY_SWEEP_INTERVAL_MS = 60_000;

export type ExpirySweeper = Sweeper;

/**
 * Expires the requests whose answer deadline passed, for every worker, every `intervalMs` — so the `reservation`
 * event reaches the worker's open pages when the deadline passes, not at their next call. Replicas may sweep at the
 * same time: each request expires once. A failed sweep (the database away) is logged and the next one tries again.
 */
export function startExpirySweeper(db: Db, logger?: Logger, intervalMs = EXPIRY_SWEEP_INTERVAL_MS, now: () => Date = () => new Date()): ExpirySweeper {
  return startSweeper(() => expireOverdue(db, null, now()), intervalMs, {
    done: (expired) => {
      if (expired > 0) logger?.info({ expired }, 'reservation requests expired');
    },
    failed: (error) => logger?.warn({ err: error }, 'expiry sweep failed; the next one tries again'),
  });
}
