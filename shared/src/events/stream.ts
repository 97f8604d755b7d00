import { createParser } from 'eventsource-parser';
import { parseLiveEvent, type LiveEvent, type StreamStatus } from 'shared/schemas';

// The connection loop of the one event stream of a tab (loaded with a dynamic import on the first
// subscription, so nothing of it is downloaded before a worker is signed in). fetch + eventsource-parser:
// the token goes in the Authorization header, never in the URL (an EventSource cannot send headers).

export const EVENTS_PATH = '/workerapi/events';
/** The server sends a heartbeat comment every 15 s; a stream silent for this long is treated as dead. */
export const STALE_STREAM_MS = 45_000;
export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_MAX_MS = 30_000;

/** Delay before reconnect attempt `attempt` (1, 2, …): 1 s, 2 s, 4 s … up to 30 s, ±20 % jitter. */
export function backoffDelay(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(BACKOFF_MAX_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
  return Math.round(base * (0.8 + 0.4 * random()));
}

export interface StreamOptions {
  url: () => string;
  getToken: () => string | null;
  /** Calls back when the token changes (sign-in, refresh, sign-out); returns the unsubscribe. */
  onTokenChange: (listener: () => void) => () => void;
  emit: (event: LiveEvent) => void;
  setStatus: (status: StreamStatus) => void;
  fetchImpl?: (url: string, init: RequestInit) => Promise<Response>;
  random?: () => number;
  /** The document whose visibility triggers a refetch (none in tests without it). */
  doc?: Pick<Document, 'addEventListener' | 'removeEventListener' | 'visibilityState'>;
  /**
   * The window whose `online` event reconnects at once (the browser says the connection is back): without it a
   * reconnect waited out its back-off (up to 30 s), the live updates and the views' refetch (`resync`) with it.
   */
  win?: Pick<Window, 'addEventListener' | 'removeEventListener'>;
  staleMs?: number;
  /**
   * Called with an answer that did not open the stream while `token` is still the session's: its status and JSON
   * body (null when it has none). Whether it refuses the session is shared/api's rule (sessionRefusalOf).
   */
  onNotOpened?: (status: number, body: unknown) => void;
  /**
   * The first open also emits `resync` (reason 'reconnected'), as a reconnect does: the stream starts at the server's
   * latest event, so what changed between the page's reads and the stream's opening would otherwise never reach it.
   * That resync says `first: true` (a view no live event concerns may skip it).
   */
  resyncOnFirstOpen?: boolean;
}

export interface StreamHandle {
  stop(): void;
  /** Reconnect at once (skips a pending back-off). */
  kick(): void;
}

export function startStream(options: StreamOptions): StreamHandle {
  const fetchImpl = options.fetchImpl ?? ((input: string, init?: RequestInit) => fetch(input, init));
  const staleMs = options.staleMs ?? STALE_STREAM_MS;
  let stopped = false;
  let lastEventId: string | null = null;
  let connectedBefore = false;
  let current: AbortController | null = null;
  let wake: (() => void) | null = null;

  const sleep = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(done, ms);
      function done() {
        clearTimeout(timer);
        wake = null;
        resolve();
      }
      wake = done;
    });

  const waitForToken = () =>
    new Promise<void>((resolve) => {
      const unsubscribe = options.onTokenChange(() => {
        if (options.getToken() !== null || stopped) finish();
      });
      function finish() {
        unsubscribe();
        wake = null;
        resolve();
      }
      wake = finish;
    });

  // A new token (refresh, another worker) reconnects with it; sign-out (null) closes the stream.
  let lastToken = options.getToken();
  const offToken = options.onTokenChange(() => {
    const token = options.getToken();
    if (token === lastToken) return;
    lastToken = token;
    current?.abort();
  });

  const onVisibility = () => {
    if (options.doc?.visibilityState !== 'visible') return;
    options.emit({ type: 'resync', data: { reason: 'visible' } });
    wake?.();
  };
  options.doc?.addEventListener('visibilitychange', onVisibility);
  const onOnline = () => wake?.();
  options.win?.addEventListener('online', onOnline);

  /** One connection; resolves (never rejects) with whether the stream opened before it ended. */
  async function connectOnce(token: string): Promise<boolean> {
    let opened = false;
    const controller = new AbortController();
    current = controller;
    let staleTimer: ReturnType<typeof setTimeout> | undefined;
    const armStale = () => {
      clearTimeout(staleTimer);
      staleTimer = setTimeout(() => controller.abort(), staleMs);
    };
    try {
      const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
      if (lastEventId !== null) headers['Last-Event-ID'] = lastEventId;
      armStale();
      const response = await fetchImpl(options.url(), { headers, signal: controller.signal, cache: 'no-store' });
      if (!response.ok && options.onNotOpened && options.getToken() === token) {
        options.onNotOpened(response.status, await response.json().catch(() => null));
      }
      if (!response.ok || !response.body) throw new Error(`event stream answered ${response.status}`);
      opened = true;
      options.setStatus('open');
      if (connectedBefore) options.emit({ type: 'resync', data: { reason: 'reconnected' } });
      else if (options.resyncOnFirstOpen) options.emit({ type: 'resync', data: { reason: 'reconnected', first: true } });
      connectedBefore = true;
      const parser = createParser({
        onEvent(message) {
          if (message.id !== undefined && message.id !== '') lastEventId = message.id;
          const event = parseLiveEvent(message.event, message.data);
          if (event) options.emit(event);
        },
      });
      const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        armStale();
        parser.feed(value);
      }
    } catch {
      // network error, abort, HTTP error: the loop backs off and reconnects
    } finally {
      clearTimeout(staleTimer);
      if (current === controller) current = null;
    }
    return opened;
  }

  async function run(): Promise<void> {
    let attempt = 0;
    while (!stopped) {
      const token = options.getToken();
      if (token === null) {
        options.setStatus('idle');
        await waitForToken();
        continue;
      }
      options.setStatus(connectedBefore ? 'reconnecting' : 'connecting');
      const opened = await connectOnce(token);
      if (stopped) break;
      attempt = opened ? 1 : attempt + 1;
      options.setStatus('reconnecting');
      await sleep(backoffDelay(attempt, options.random));
    }
    options.setStatus('idle');
  }

  void run();

  return {
    stop() {
      stopped = true;
      offToken();
      options.doc?.removeEventListener('visibilitychange', onVisibility);
      options.win?.removeEventListener('online', onOnline);
      current?.abort();
      wake?.();
    },
    kick() {
      wake?.();
    },
  };
}
