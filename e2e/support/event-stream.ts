import { expect, type Page, type Response } from '@playwright/test';

// GET /workerapi/events read from the test process (no browser): the worker's live events as the server sends
// them, so a test can open a stream on one workerapi replica and cause an event on another.

export interface StreamEvent {
  id?: string;
  event?: string;
  data: string;
}

export interface EventStream {
  /** Every event received so far, in order. */
  readonly events: StreamEvent[];
  /** Resolves with the first event (received before or after the call) that matches; fails after `timeoutMs`. */
  waitFor(what: string, match: (e: StreamEvent) => boolean, timeoutMs?: number): Promise<StreamEvent>;
  /** True once the server ended the stream or the connection broke. */
  readonly ended: boolean;
  close(): void;
}

/** The chat or inquiry message text of a `message` event (undefined for other events). */
export function messageText(e: StreamEvent): string | undefined {
  if (e.event !== 'message') return undefined;
  const data = JSON.parse(e.data) as { message?: { text?: unknown } };
  return typeof data.message?.text === 'string' ? data.message.text : undefined;
}

/**
 * Opens the worker's event stream at `base` (an origin: nginx or one replica directly) and waits until it is
 * live: the server subscribes before it sends the first event (the unread count).
 */
export async function openEventStream(base: string, token: string, options: { lastEventId?: string } = {}): Promise<EventStream> {
  const abort = new AbortController();
  const res = await fetch(`${base}/workerapi/events`, {
    headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream', ...(options.lastEventId ? { 'Last-Event-ID': options.lastEventId } : {}) },
    signal: abort.signal,
  });
  expect(res.status, `GET ${base}/workerapi/events`).toBe(200);
  expect(res.headers.get('content-type')).toContain('text/event-stream');
  const events: StreamEvent[] = [];
  const waiters = new Set<() => void>();
  let ended = false;
  const notify = () => {
    for (const w of waiters) w();
  };
  void (async () => {
    const reader = (res.body ?? new ReadableStream<Uint8Array>()).getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: StreamEvent = { data: '' };
          for (const line of block.split('\n')) {
            if (line.startsWith('id:')) e.id = line.slice(3).trim();
            else if (line.startsWith('event:')) e.event = line.slice(6).trim();
            else if (line.startsWith('data:')) e.data += line.slice(5).replace(/^ /, '');
          }
          if (e.event !== undefined || e.data !== '') {
            events.push(e);
            notify();
          }
        }
      }
    } catch {
      // aborted by close(), or the connection broke
    } finally {
      ended = true;
      notify();
    }
  })();

  const stream: EventStream = {
    events,
    get ended() {
      return ended;
    },
    waitFor(what, match, timeoutMs = 10_000) {
      return new Promise<StreamEvent>((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (found) {
            done();
            resolve(found);
          } else if (ended) {
            done();
            reject(new Error(`${base}: the event stream ended before ${what} (got: ${JSON.stringify(events)})`));
          }
        };
        const timer = setTimeout(() => {
          done();
          reject(new Error(`${base}: ${what} did not arrive within ${timeoutMs} ms (got: ${JSON.stringify(events)})`));
        }, timeoutMs);
        const done = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
        check();
      });
    },
    close: () => abort.abort(),
  };
  await stream.waitFor('the first event (unread count)', (e) => e.event === 'unread');
  return stream;
}

/**
 * Resolves when the page's own event stream (GET /workerapi/events) has answered: workerapi has noted where the
 * stream starts, so every event after that reaches the page. Call before the navigation that opens it.
 */
export function pageStreamOpen(page: Page): Promise<Response> {
  return page.waitForResponse((res) => new URL(res.url()).pathname === '/workerapi/events' && res.status() === 200);
}
