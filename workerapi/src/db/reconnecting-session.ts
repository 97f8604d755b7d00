// One dedicated, direct PostgreSQL session that is set up again whenever it drops (a restart, a failover, a
// killed backend), with a bounded back-off: what the LISTEN connection (pg-listen.ts) and the process lock
// (process-lock.ts) each hold for as long as the process lives.

/** What a reconnecting session needs of a pg.Client (a fake in the unit tests). */
export interface SessionClient {
  connect(): Promise<unknown>;
  end(): Promise<void>;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 5_000;

/** Wait before reconnect attempt `attempt` (1, 2, …): 250 ms doubling, never more than 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
}

export interface Timers {
  delayMs?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

export interface ReconnectingSessionOptions<C extends SessionClient> extends Timers {
  /** A new, unconnected client each time (pg.Client on DATABASE_URL). */
  newClient: () => C;
  /** After connect: what makes the session useful (LISTEN, take the lock). A throw fails the attempt. */
  setup: (client: C) => Promise<void>;
  /**
   * The first attempt failing: false (default) — start() rejects and nothing is retried (the caller decides);
   * true — start() resolves null and the session keeps trying in the background.
   */
  retryFirst?: boolean;
  /** An established session dropped (its client is already gone); a reconnect follows. */
  onLost?: (err: Error | undefined) => void;
  /** A session is up: `attempts` — 0 for a first attempt that worked, else the attempt that did (1, 2, …). */
  onUp?: (attempts: number) => void;
  /** A (re)connect attempt failed; the next one follows in `retryInMs`. */
  onRetryFailed?: (err: unknown, attempt: number, retryInMs: number) => void;
}

export interface ReconnectingSession<C> {
  /** The first attempt: the client, or (retryFirst) null while it keeps trying. */
  start(): Promise<C | null>;
  /** The client while the session is up; null otherwise. */
  current(): C | null;
  /** Ends the session and stops reconnecting (never rejects). */
  close(): Promise<void>;
}

/**
 * The reconnect loop: a dropped session ('error' or 'end' — never an unhandled error that takes the process down)
 * is reported (onLost) and set up again after delayMs(1), delayMs(2), … until it is back (onUp) or closed.
 * The client of an attempt that fails, or that succeeds after close(), is ended.
 */
export function reconnectingSession<C extends SessionClient>({
  newClient,
  setup,
  retryFirst = false,
  onLost,
  onUp,
  onRetryFailed,
  delayMs = reconnectDelayMs,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ReconnectingSessionOptions<C>): ReconnectingSession<C> {
  let closed = false;
  let client: C | null = null;
  let timer: unknown = null;
  /** The attempt under way since the session was last up (0: none failed yet). */
  let attempt = 0;

  const open = async (): Promise<C> => {
    const c = newClient();
    let failed = false;
    const lost = (err?: Error): void => {
      if (failed) return;
      failed = true;
      c.end().catch(() => undefined);
      if (client !== c) return; // still being set up: open() rejects instead
      client = null;
      if (closed) return;
      onLost?.(err);
      retry();
    };
    c.on('error', lost);
    c.on('end', () => lost());
    try {
      await c.connect();
      await setup(c);
    } catch (e) {
      failed = true;
      await c.end().catch(() => undefined);
      throw e;
    }
    if (failed) throw new Error('the connection closed while it was being set up');
    return c;
  };

  const up = (c: C): C | null => {
    if (closed) {
      c.end().catch(() => undefined);
      return null;
    }
    client = c;
    onUp?.(attempt);
    attempt = 0;
    return c;
  };

  const failedAttempt = (err: unknown): null => {
    if (closed) return null;
    onRetryFailed?.(err, attempt, delayMs(attempt + 1));
    retry();
    return null;
  };

  function retry(): void {
    if (closed || timer !== null) return;
    attempt += 1;
    timer = setTimer(() => {
      timer = null;
      if (!closed) void open().then(up, failedAttempt);
    }, delayMs(attempt));
  }

  return {
    start: () => {
      if (!retryFirst) return open().then(up);
      attempt = 1;
      return open().then(up, failedAttempt);
    },
    current: () => client,
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
