import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { reconnectingSession, type SessionClient, type Timers } from './reconnecting-session';

/** What the process lock needs of a pg.Client (a fake in the unit test). */
export interface LockClient extends SessionClient {
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
}

/** A random advisory-lock key for one process: a positive 63-bit integer, as a decimal string (an int8). */
export function randomLockKey(): string {
  const key = randomBytes(8).readBigUInt64BE() & 0x7fff_ffff_ffff_ffffn;
  return (key === 0n ? 1n : key).toString();
}

const LOCK_KEY = /^[1-9][0-9]{0,18}$/;

export interface ProcessLockOptions extends Timers {
  /** A new, unconnected client each time (pg.Client on DATABASE_URL: a direct session, as LISTEN needs). */
  newClient: () => LockClient;
  /** This process's key (default randomLockKey()). */
  key?: string;
  /**
   * Called when a lock that was held is lost (its session dropped while the process lives on): the caller makes
   * sure nothing it holds under the key is mistaken for a dead holder's (idempotency's abandonReservations).
   */
  onLost?: (key: string) => void;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

export interface ProcessLock {
  /** This process's key, held or not. */
  readonly key: string;
  /** The key while this process's session is up and holds its lock; null otherwise. */
  current(): string | null;
  /** Settles after the first attempt: true when the lock is held (false: it keeps trying in the background). */
  readonly ready: Promise<boolean>;
  /** Ends the session (the lock goes with it) and stops reconnecting. */
  close(): Promise<void>;
}

/**
 * The process's liveness in PostgreSQL itself: one dedicated, direct session holds a session-level advisory lock
 * on a key of this process (pg_try_advisory_lock) for as long as the process lives. PostgreSQL releases the lock
 * when the session ends — the process died, or its connection dropped — so another process can tell a dead holder
 * (the key is free) from a slow one (the key is held). When the session drops, the lock is reported lost (onLost)
 * and taken again on a new session with the same back-off as the LISTEN connection (250 ms doubling, at most 5 s;
 * the loop: reconnecting-session.ts);
 * a key still held by the old session (the server has not noticed it is gone) or by another process's check
 * counts as a failed attempt and is retried. Never rejects, never takes the process down; logged without the
 * connection string.
 */
export function holdProcessLock({ newClient, key = randomLockKey(), onLost, logger, ...timers }: ProcessLockOptions): ProcessLock {
  if (!LOCK_KEY.test(key) || BigInt(key) > 0x7fff_ffff_ffff_ffffn) throw new Error('the process lock key must be a positive int8');
  let everHeld = false;
  const session = reconnectingSession<LockClient>({
    ...timers,
    newClient,
    retryFirst: true,
    setup: async (c) => {
      // The key is digits only (checked above): safe to inline, and pg.Client's simple query takes no parameters here.
      const { rows } = await c.query(`select pg_try_advisory_lock(${key}::bigint) as locked`);
      if (rows[0]?.locked !== true) throw new Error('the process lock key is still held (the old session or another process’s check)');
    },
    onLost: (err) => {
      logger?.warn({ ...(err ? { err } : {}), lockKey: key }, 'process lock lost; reconnecting');
      onLost?.(key);
    },
    onUp: (attempts) => {
      if (everHeld) logger?.info({ lockKey: key, attempts }, 'process lock restored');
      everHeld = true;
    },
    onRetryFailed: (err, attempt, retryInMs) => logger?.warn({ err, lockKey: key, attempt, retryInMs }, 'process lock not taken; retrying'),
  });
  const ready = session.start().then((c) => c !== null);
  return {
    key,
    current: () => (session.current() !== null ? key : null),
    ready,
    close: () => session.close(),
  };
}
