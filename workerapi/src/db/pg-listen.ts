import type { Listen } from './database';

/** What the reconnecting LISTEN needs of a pg.Client (a fake in the unit test). */
export interface ListenClient {
  connect(): Promise<unknown>;
  query(text: string): Promise<unknown>;
  end(): Promise<void>;
  escapeIdentifier(name: string): string;
  on(event: 'notification', listener: (n: { channel: string; payload?: string | undefined }) => void): unknown;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export const RECONNECT_FIRST_MS = 250;
export const RECONNECT_MAX_MS = 5_000;

/** Wait before reconnect attempt `attempt` (1, 2, …): 250 ms doubling, never more than 5 s. */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, Math.min(attempt - 1, 20)));
}

export interface ReconnectingListenOptions {
  /** A new, unconnected client each time (pg.Client on DATABASE_URL). */
  newClient: () => ListenClient;
  delayMs?: (attempt: number) => number;
  setTimer?: (run: () => void, ms: number) => unknown;
  clearTimer?: (timer: unknown) => void;
}

/**
 * LISTEN on a dedicated PostgreSQL connection that survives the server going away (restart, failover): when the
 * connection drops, it connects again with a bounded back-off (reconnectDelayMs) for as long as it is wanted,
 * LISTENs again and calls `onReconnect` — the caller catches up on what was NOTIFYed while nobody listened (the
 * event hub wakes every open stream, which reads the event log after its last id). The first connection's failure
 * rejects (the caller decides); after that, failures are retried and logged (type, code and a scrubbed message
 * through the logger's `err` serializer — never the connection string).
 */
export function reconnectingListen({
  newClient,
  delayMs = reconnectDelayMs,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: ReconnectingListenOptions): Listen {
  return async (channel, onPayload, { onReconnect, logger } = {}) => {
    let closed = false;
    let client: ListenClient | null = null;
    let timer: unknown = null;
    let attempt = 0;

    const open = async (): Promise<ListenClient> => {
      const c = newClient();
      let failed = false;
      c.on('notification', (n) => {
        if (n.channel === channel) onPayload(n.payload ?? '');
      });
      const lost = (err?: Error): void => {
        if (failed) return;
        failed = true;
        c.end().catch(() => undefined);
        if (client !== c) return; // still being set up: open() rejects instead
        client = null;
        if (closed) return;
        logger?.warn({ ...(err ? { err } : {}), channel }, 'LISTEN connection lost; reconnecting');
        retry();
      };
      // A dropped connection must never take the process down: it is an 'error' (and an 'end') here.
      c.on('error', lost);
      c.on('end', () => lost());
      try {
        await c.connect();
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      } catch (e) {
        failed = true;
        await c.end().catch(() => undefined);
        throw e;
      }
      if (failed) throw new Error('the LISTEN connection closed while it was being set up');
      return c;
    };

    const retry = (): void => {
      if (closed || timer !== null) return;
      attempt += 1;
      const wait = delayMs(attempt);
      timer = setTimer(() => {
        timer = null;
        if (closed) return;
        open().then(
          (c) => {
            if (closed) {
              c.end().catch(() => undefined);
              return;
            }
            client = c;
            logger?.info({ channel, attempts: attempt }, 'LISTEN connection restored');
            attempt = 0;
            onReconnect?.();
          },
          (err: unknown) => {
            logger?.warn({ err, channel, attempt, retryInMs: delayMs(attempt + 1) }, 'LISTEN reconnect failed; retrying');
            retry();
          },
        );
      }, wait);
    };

    client = await open();
    return async () => {
      closed = true;
      if (timer !== null) clearTimer(timer);
      timer = null;
      const c = client;
      client = null;
      await c?.end();
    };
  };
}
