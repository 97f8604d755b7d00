import { api, preloadApi, type ApiAdapter } from './client';
import { afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { resetConfig, setConfig } from 'shared/config';
import { sessionStore } from 'shared/store';

// Test helper (not exported from shared/api): a tiny client adapter that records requests and answers from a script.

// The HTTP stack (axios) is imported lazily on the first call; a test file that uses this helper loads it first,
// so its first test does not pay for transforming axios (seconds on a busy machine) inside its own timeout.
beforeAll(() => preloadApi(), 60_000);

/**
 * `{ status, body?, headers? }` answers (body as JSON text, content-type application/json unless `headers` says
 * otherwise); `{ networkError: true }` fails like fetch does offline (a TypeError); `{ hang: true }` never answers
 * and fails only when the request is aborted (timeout or the caller's signal), as fetch does.
 */
export type Reply = { status: number; body?: unknown; headers?: Record<string, string> } | { networkError: true } | { hang: true };

export interface RecordedRequest {
  /** Upper case. */
  method: string;
  /** The path as given to the client. */
  url: string;
  baseURL: string | undefined;
  /** As sent, plus 'Content-Type: multipart/form-data' for a FormData body (the type the browser writes, boundary aside). */
  headers: Record<string, string>;
  params: unknown;
  /** The body as sent: a JSON string, or the FormData itself. */
  data: unknown;
}

export interface TestAdapter {
  adapter: ApiAdapter;
  requests: RecordedRequest[];
}

/** Answers each request with the next reply (the last one repeats), or with `reply(request)` when a function. */
export function createTestAdapter(replies: Reply[] | ((request: RecordedRequest) => Reply)): TestAdapter {
  const requests: RecordedRequest[] = [];
  const adapter: ApiAdapter = async (prepared) => {
    const multipart = typeof FormData !== 'undefined' && prepared.body instanceof FormData;
    const request: RecordedRequest = {
      method: prepared.method.toUpperCase(),
      url: prepared.path,
      baseURL: prepared.baseURL,
      headers: multipart ? { ...prepared.headers, 'Content-Type': 'multipart/form-data' } : { ...prepared.headers },
      params: prepared.params,
      data: prepared.body,
    };
    requests.push(request);
    const reply = typeof replies === 'function' ? replies(request) : (replies[requests.length - 1] ?? replies[replies.length - 1]);
    if (!reply) throw new Error('test adapter: no reply scripted');
    if ('networkError' in reply) throw new TypeError('Failed to fetch');
    if ('hang' in reply) {
      const { signal } = prepared;
      return new Promise<Response>((_resolve, reject) => {
        const fail = () => reject(new DOMException('This operation was aborted', 'AbortError'));
        if (signal.aborted) fail();
        else signal.addEventListener('abort', fail, { once: true });
      });
    }
    // As a server sends it: JSON text, parsed by the client.
    return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
      status: reply.status,
      headers: { 'content-type': 'application/json', ...reply.headers },
    });
  };
  return { adapter, requests };
}

/**
 * For an endpoint test file: before each test, a test config (empty base URL) and a stored `token`; after each,
 * the real transport, config and session back. Returns `reply(replies)`, which scripts the answers of the one
 * client (`api`) and gives the requests it recorded.
 */
export function scriptedApi(token = 'tok'): (replies: Reply[]) => RecordedRequest[] {
  const originalAdapter = api.defaults.adapter;
  beforeEach(() => {
    setConfig({ environment: 'test', apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, remotes: {} });
    sessionStore.getState().setToken(token);
  });
  afterEach(() => {
    api.defaults.adapter = originalAdapter;
    sessionStore.getState().clearSession();
    resetConfig();
  });
  return (replies) => {
    const test = createTestAdapter(replies);
    api.defaults.adapter = test.adapter;
    return test.requests;
  };
}

/**
 * For checking a route's declared `calls` (shared/remote-contract RemotePage.calls) against its page: `open()`
 * renders the page with every request answered 503; returns the route's declared calls and the distinct requests
 * the page sent as it opened (once at least as many as declared were sent), both as 'GET /workerapi/…' — a request
 * with query parameters with '?…', so it never equals a declared call.
 */
export async function firstCalls(
  reply: (replies: Reply[]) => RecordedRequest[],
  routes: readonly { path: string; calls?: readonly string[] }[],
  path: string,
  open: () => void,
): Promise<{ declared: string[]; sent: string[] }> {
  const requests = reply([{ status: 503, body: { error: { code: 'UNAVAILABLE', message: '' } } }]);
  const declared = (routes.find((r) => r.path === path)?.calls ?? []).map((call) => `GET ${call}`);
  open();
  const sent = () => [...new Set(requests.map((r) => `${r.method} ${r.url}${r.params === undefined ? '' : `?${new URLSearchParams(r.params as Record<string, string>).toString()}`}`))];
  await vi.waitFor(() => {
    if (sent().length < Math.max(1, declared.length)) throw new Error(`${sent().length} of ${declared.length} requests sent so far`);
  });
  return { declared, sent: sent() };
}
