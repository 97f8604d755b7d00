import { describe, expect, it } from 'vitest';
import type { LiveEvent, StreamStatus } from 'shared/schemas';
import { backoffDelay, BACKOFF_MAX_MS, startStream, type StreamOptions } from './stream';

/** A response whose body the test writes to, and ends. */
function sseResponse() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => { controller = c; } });
  const enc = new TextEncoder();
  return {
    response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } }),
    write: (text: string) => controller.enqueue(enc.encode(text)),
    end: () => controller.close(),
  };
}

function waitFor(check: () => boolean): Promise<void> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const tick = () => {
      if (check()) resolve();
      else if (Date.now() - started > 3000) reject(new Error('timed out'));
      else setTimeout(tick, 5);
    };
    tick();
  });
}

function harness(overrides: Partial<StreamOptions> = {}) {
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const bodies: ReturnType<typeof sseResponse>[] = [];
  const events: LiveEvent[] = [];
  const statuses: StreamStatus[] = [];
  let token: string | null = 'tok-1';
  const tokenListeners = new Set<() => void>();
  const options: StreamOptions = {
    url: () => '/workerapi/events',
    getToken: () => token,
    onTokenChange: (l) => {
      tokenListeners.add(l);
      return () => tokenListeners.delete(l);
    },
    emit: (e) => events.push(e),
    setStatus: (s) => statuses.push(s),
    fetchImpl: (url, init) => {
      const headers: Record<string, string> = {};
      new Headers(init.headers).forEach((v, k) => (headers[k] = v));
      requests.push({ url, headers });
      const b = sseResponse();
      bodies.push(b);
      init.signal?.addEventListener('abort', () => b.end());
      return Promise.resolve(b.response);
    },
    random: () => 0,
    ...overrides,
  };
  const handle = startStream(options);
  return {
    handle, requests, bodies, events, statuses,
    setToken(t: string | null) {
      token = t;
      for (const l of [...tokenListeners]) l();
    },
  };
}

describe('the event stream client', () => {
  it('sends the token in the Authorization header, never in the URL, and parses typed events', async () => {
    const h = harness();
    await waitFor(() => h.bodies.length === 1);
    expect(h.requests[0]?.url).toBe('/workerapi/events');
    expect(h.requests[0]?.headers.authorization).toBe('Bearer tok-1');
    h.bodies[0]?.write('event: unread\ndata: {"total":2}\n\n: heartbeat\n\nevent: unknown\ndata: {}\n\nevent: unread\ndata: not json\n\n');
    await waitFor(() => h.events.length === 1);
    expect(h.events).toEqual([{ type: 'unread', data: { total: 2 } }]);
    h.handle.stop();
  });

  it('reconnects after the stream ends with Last-Event-ID, and asks every view to refetch', async () => {
    const h = harness();
    await waitFor(() => h.bodies.length === 1);
    h.bodies[0]?.write('id: 41\nevent: unread\ndata: {"total":1}\n\n');
    await waitFor(() => h.events.length === 1);
    h.bodies[0]?.end();
    await waitFor(() => h.bodies.length === 2);
    expect(h.requests[1]?.headers['last-event-id']).toBe('41');
    await waitFor(() => h.events.some((e) => e.type === 'resync'));
    expect(h.events.at(-1)).toEqual({ type: 'resync', data: { reason: 'reconnected' } });
    expect(h.statuses).toContain('reconnecting');
    h.handle.stop();
  });

  it('with resyncOnFirstOpen the first open asks every view to refetch too (what changed since the page read its data)', async () => {
    const h = harness({ resyncOnFirstOpen: true });
    await waitFor(() => h.events.length === 1);
    expect(h.events).toEqual([{ type: 'resync', data: { reason: 'reconnected', first: true } }]);
    h.bodies[0]?.write('event: unread\ndata: {"total":3}\n\n');
    await waitFor(() => h.events.length === 2);
    expect(h.events[1]).toEqual({ type: 'unread', data: { total: 3 } });
    // A later reconnect's resync is not the first one (every view loads again, those no live event concerns too).
    h.bodies[0]?.end();
    await waitFor(() => h.events.length === 3);
    expect(h.events[2]).toEqual({ type: 'resync', data: { reason: 'reconnected' } });
    h.handle.stop();
  });

  it('stops connecting while signed out and reconnects with the new token', async () => {
    const h = harness();
    await waitFor(() => h.bodies.length === 1);
    h.setToken(null);
    await waitFor(() => h.statuses.at(-1) === 'idle');
    h.setToken('tok-2');
    await waitFor(() => h.requests.length === 2);
    expect(h.requests[1]?.headers.authorization).toBe('Bearer tok-2');
    h.handle.stop();
  });

  it('an answer that did not open the stream for the session’s token is passed on with its body (shared/api decides whether it refuses the session), then backed off', async () => {
    const refused: { status: number; body: unknown }[] = [];
    const answers = [
      new Response(JSON.stringify({ error: { code: 'ACCESS_DENIED', message: 'アクセスが拒否されました。' } }), { status: 403 }),
      new Response('', { status: 401 }),
      new Response('busy', { status: 503 }),
    ];
    const h = harness({
      fetchImpl: () => Promise.resolve(answers.shift() ?? new Response('', { status: 503 })),
      onNotOpened: (status, body) => refused.push({ status, body }),
    });
    await waitFor(() => refused.length === 3);
    expect(refused.slice(0, 3)).toEqual([
      { status: 403, body: { error: { code: 'ACCESS_DENIED', message: 'アクセスが拒否されました。' } } },
      { status: 401, body: null },
      { status: 503, body: null },
    ]);
    expect(h.statuses).toContain('reconnecting');
    h.handle.stop();
  });

  it('a refusal of a token the session no longer holds is not passed on', async () => {
    const refused: number[] = [];
    let answer: (response: Response) => void = () => undefined;
    const h = harness({
      fetchImpl: () => new Promise<Response>((resolve) => { answer = resolve; }),
      onNotOpened: (status) => refused.push(status),
    });
    await waitFor(() => h.statuses.includes('connecting'));
    h.setToken('tok-2'); // signed in again while the first answer was on its way
    answer(new Response(JSON.stringify({ error: { code: 'ACCESS_DENIED', message: 'x' } }), { status: 403 }));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(refused).toEqual([]);
    h.handle.stop();
  });

  it("the browser's online event reconnects at once, not after the back-off, and every view refetches", async () => {
    const win = new EventTarget();
    let opens = 0;
    const h = harness({
      win: win as unknown as Window,
      // The first connection fails (offline), so the loop backs off; a later one opens.
      fetchImpl: (url, init) => {
        opens += 1;
        if (opens === 1) return Promise.reject(new TypeError('Failed to fetch'));
        const b = sseResponse();
        init.signal?.addEventListener('abort', () => b.end());
        return Promise.resolve(b.response);
      },
      random: () => 1, // a back-off of 1.2 s
      resyncOnFirstOpen: true, // as the app's stream: the first open after the failure asks the views to refetch
    });
    await waitFor(() => h.statuses.at(-1) === 'reconnecting');
    const before = Date.now();
    win.dispatchEvent(new Event('online'));
    await waitFor(() => h.events.some((e) => e.type === 'resync'));
    expect(Date.now() - before).toBeLessThan(1000); // not after the back-off
    expect(opens).toBe(2);
    h.handle.stop();
  });

  it('backs off 1 s, 2 s, 4 s … up to 30 s', () => {
    expect([1, 2, 3, 4, 10].map((a) => backoffDelay(a, () => 0.5))).toEqual([1000, 2000, 4000, 8000, BACKOFF_MAX_MS]);
    expect(backoffDelay(1, () => 0)).toBe(800);
    expect(backoffDelay(1, () => 1)).toBe(1200);
  });
});
