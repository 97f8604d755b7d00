import { describe, expect, it } from 'vitest';
import { captureLog } from '../http/capture-log';
import { RECONNECT_MAX_MS, reconnectDelayMs, reconnectingListen, type ListenClient } from './pg-listen';
import { FakeSessionClient, fakeTimers, refused } from './fake-session';

/** A pg.Client stand-in: the test decides whether connect() works and drops the connection at will. */
class FakeClient extends FakeSessionClient implements ListenClient {
  queries: string[] = [];
  constructor(refuse: Error | null) {
    super(refuse, 'Connection terminated unexpectedly');
  }
  query(text: string): Promise<void> {
    this.queries.push(text);
    return Promise.resolve();
  }
  escapeIdentifier(name: string): string {
    return `"${name}"`;
  }
  notify(channel: string, payload: string): void {
    this.emit('notification', { channel, payload });
  }
}

/** Clients handed out in order; `refuse` names the attempts (0 = first) whose connect() fails. */
function harness(refuse: Set<number> = new Set()) {
  const clients: FakeClient[] = [];
  const { timers, options, fire } = fakeTimers();
  const listen = reconnectingListen({
    newClient: () => {
      const c = new FakeClient(refuse.has(clients.length) ? refused() : null);
      clients.push(c);
      return c;
    },
    ...options,
  });
  return { listen, clients, timers, fire };
}

describe('reconnecting LISTEN (PostgreSQL)', () => {
  it('LISTENs on its channel and passes on only that channel’s payloads', async () => {
    const h = harness();
    const got: string[] = [];
    const unlisten = await h.listen('worker_events', (p) => got.push(p));
    expect(h.clients).toHaveLength(1);
    expect(h.clients[0]?.queries).toEqual(['LISTEN "worker_events"']);
    h.clients[0]?.notify('worker_events', '{"w":"1"}');
    h.clients[0]?.notify('other', '{"w":"2"}');
    expect(got).toEqual(['{"w":"1"}']);
    await unlisten();
    expect(h.clients[0]?.ended).toBe(true);
    expect(h.timers).toEqual([]); // closing on purpose is not a lost connection
  });

  it('the first connection failing rejects (the caller decides)', async () => {
    const h = harness(new Set([0]));
    await expect(h.listen('worker_events', () => undefined)).rejects.toThrow('ECONNREFUSED');
    expect(h.timers).toEqual([]);
  });

  it('a dropped connection is replaced with a growing, bounded back-off, LISTENs again and reports the reconnect', async () => {
    // Attempts 1 and 2 after the drop are refused (PostgreSQL still down), the third works.
    const h = harness(new Set([1, 2]));
    const log = captureLog();
    const got: string[] = [];
    let reconnects = 0;
    const unlisten = await h.listen('worker_events', (p) => got.push(p), { onReconnect: () => (reconnects += 1), logger: log.logger });

    h.clients[0]?.drop();
    expect(h.timers.map((t) => t.ms)).toEqual([reconnectDelayMs(1)]);
    await h.fire(); // refused
    expect(h.timers.map((t) => t.ms)).toEqual([reconnectDelayMs(1), reconnectDelayMs(2)]);
    await h.fire(); // refused
    expect(reconnects).toBe(0);
    await h.fire(); // connected
    expect(h.clients).toHaveLength(4);
    expect(h.clients[3]?.queries).toEqual(['LISTEN "worker_events"']);
    expect(reconnects).toBe(1);
    expect(h.timers.map((t) => t.ms)).toEqual([250, 500, 1000]);

    h.clients[3]?.notify('worker_events', '{"w":"after"}');
    expect(got).toEqual(['{"w":"after"}']);

    // The back-off starts again from the first step after a success.
    h.clients[3]?.drop();
    expect(h.timers.at(-1)?.ms).toBe(reconnectDelayMs(1));
    await h.fire();
    expect(reconnects).toBe(2);

    const text = log.text();
    expect(text).toContain('LISTEN connection lost; reconnecting');
    expect(text).toContain('LISTEN reconnect failed; retrying');
    expect(text).toContain('LISTEN connection restored');
    expect(text).toContain('"code":"ECONNREFUSED"');
    // Errors go through the scrubbing serializer: the port (4+ digits) is masked, no raw error object.
    expect(text).not.toContain('5433');
    expect(text).toContain('127.0.0.1:[digits]');
    await unlisten();
  });

  it('stops reconnecting once unlistened', async () => {
    const h = harness();
    const unlisten = await h.listen('worker_events', () => undefined);
    h.clients[0]?.drop();
    expect(h.timers).toHaveLength(1);
    await unlisten();
    expect(h.timers[0]?.cleared).toBe(true);
    expect(h.clients).toHaveLength(1);
  });

  it('never waits more than RECONNECT_MAX_MS between attempts', () => {
    const delays = Array.from({ length: 40 }, (_, i) => reconnectDelayMs(i + 1));
    expect(delays.slice(0, 5)).toEqual([250, 500, 1000, 2000, 4000]);
    expect(Math.max(...delays)).toBe(RECONNECT_MAX_MS);
    expect(delays.every((d, i) => i === 0 || d >= (delays[i - 1] ?? 0))).toBe(true);
  });
});
