import type { Listen } from './database';
import { reconnectingSession, type SessionClient, type Timers } from './reconnecting-session';

/** What the reconnecting LISTEN needs of a pg.Client (a fake in the unit test). */
export interface ListenClient extends SessionClient {
  query(text: string): Promise<unknown>;
  escapeIdentifier(name: string): string;
  on(event: 'notification', listener: (n: { channel: string; payload?: string | undefined }) => void): unknown;
  on(event: 'error', listener: (e: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
}

export { RECONNECT_FIRST_MS, RECONNECT_MAX_MS, reconnectDelayMs } from './reconnecting-session';

export interface ReconnectingListenOptions extends Timers {
  /** A new, unconnected client each time (pg.Client on DATABASE_URL). */
  newClient: () => ListenClient;
}

/**
 * LISTEN on a dedicated PostgreSQL connection that survives the server going away (restart, failover): when the
 * connection drops, it connects again with a bounded back-off (reconnectDelayMs) for as long as it is wanted,
 * LISTENs again and calls `onReconnect` — the caller catches up on what was NOTIFYed while nobody listened (the
 * event hub wakes every open stream, which reads the event log after its last id). The first connection's failure
 * rejects (the caller decides); after that, failures are retried and logged (type, code and a scrubbed message
 * through the logger's `err` serializer — never the connection string). The loop: reconnecting-session.ts.
 */
export function reconnectingListen({ newClient, ...timers }: ReconnectingListenOptions): Listen {
  return async (channel, onPayload, { onReconnect, logger } = {}) => {
    const session = reconnectingSession<ListenClient>({
      ...timers,
      newClient,
      setup: async (c) => {
        c.on('notification', (n) => {
          if (n.channel === channel) onPayload(n.payload ?? '');
        });
        await c.query(`LISTEN ${c.escapeIdentifier(channel)}`);
      },
      onLost: (err) => logger?.warn({ ...(err ? { err } : {}), channel }, 'LISTEN connection lost; reconnecting'),
      onUp: (attempts) => {
        if (attempts === 0) return;
        logger?.info({ channel, attempts }, 'LISTEN connection restored');
        onReconnect?.();
      },
      onRetryFailed: (err, attempt, retryInMs) => logger?.warn({ err, channel, attempt, retryInMs }, 'LISTEN reconnect failed; retrying'),
    });
    await session.start();
    return () => session.close();
  };
}
