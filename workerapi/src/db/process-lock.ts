import { randomBytes } from 'node:crypto';
import type { Logger } from 'pino';
import { reconnectDelayMs } from './pg-listen';

/** What the process lock needs of a pg.Client (a fake in the unit test). */
export interface LockClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<{ rows: Record<string, unknown>[] }>;
  end(): Promise<void>;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

/** A random advisory-lock key for one process: a positive 63-bit integer, as a decimal string (an int8). */
export function randomLockKey(): string {
  const key = randomBytes(8).readBigUInt64BE() & 0x7fff_ffff_ffff_ffffn;
  return (key === 0n ? 1n : key).toString();
}

const LOCK_KEY = /^[1-9][0-9]{0,18}$/;

export interface ProcessLockOptions {
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
  delayMs?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
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
 * and taken again on a new session with the same back-off as the LISTEN connection (250 ms doubling, at most 5 s);
 * a key still held by the old session (the server has not noticed it is gone) or by another process's check
 * counts as a failed attempt and is retried. Never rejects, never takes the process down; logged without the
 * connection string.
 */
export function holdProcessLock({
  newClient,
  key = randomLockKey(),
  onLost,
  logger,
  delayMs = reconnectDelayMs,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ProcessLockOptions): ProcessLock {
  if (!LOCK_KEY.test(key) || BigInt(key) > 0x7fff_ffff_ffff_ffffn) throw new Error('the process lock key must be a positive int8');
  let closed = false;
  let client: LockClient | null = null;
  let timer: unknown = null;
  /** The number of the attempt under way (1 = the first since start or since the lock was lost). */
  let attempt = 1;
  let everHeld = false;

  const open = async (): Promise<LockClient> => {
    const c = newClient();
    let failed = false;
    const lost = (err?: Error): void => {
      if (failed) return;
      failed = true;
      c.end().catch(() => undefined);
      if (client !== c) return; // still being set up: open() rejects instead
      client = null;
      if (closed) return;
      logger?.warn({ ...(err ? { err } : {}), lockKey: key }, 'process lock lost; reconnecting');
      onLost?.(key);
      retry();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      // The key is digits only (checked above): safe to inline, and pg.Client's simple query takes no parameters here.
      const { rows } = await c.query(`select pg_try_advisory_lock(${key}::bigint) as locked`);
      if (rows[0]?.locked !== true) throw new Error('the process lock key is still held (the old session or another process’s check)');
    } catch (e) {
      failed = true;
      await c.end().catch(() => undefined);
      throw e;
    }
    if (failed) throw new Error('the process lock connection closed while it was being set up');
    return c;
  };

  const attemptOnce = (): Promise<boolean> =>
    open().then(
      (c) => {
        if (closed) {
          c.end().catch(() => undefined);
          return false;
        }
        client = c;
        if (everHeld) logger?.info({ lockKey: key, attempts: attempt }, 'process lock restored');
        everHeld = true;
        attempt = 0;
        return true;
      },
      (err: unknown) => {
        if (closed) return false;
        logger?.warn({ err, lockKey: key, attempt, retryInMs: delayMs(attempt + 1) }, 'process lock not taken; retrying');
        retry();
        return false;
      },
    );

  const retry = (): void => {
    if (closed || timer !== null) return;
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      if (!closed) void attemptOnce();
    }, delayMs(attempt));
  };

  const ready = attemptOnce();
  return {
    key,
    current: () => (client !== null ? key : null),
    ready,
    async close() {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const c = client;
      client = null;
      await c?.end().catch(() => undefined);
    },
  };
}
