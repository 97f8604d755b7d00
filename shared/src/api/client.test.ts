import { afterEach, describe, expect, it, vi } from 'vitest';
import { toApiError } from './api-error';
import {
  createApi,
  defaultRetryDelay,
  DEFAULT_TIMEOUT_MS,
  HttpError,
  MAX_RETRY_AFTER_MS,
  whenReadsSettled,
  readsSentBeforeServiceWorker,
  type ApiAdapter,
  type CreateApiOptions,
} from './client';
import { createTestAdapter, type Reply } from './test-adapter';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(replies: Reply[], options: CreateApiOptions = {}) {
  const test = createTestAdapter(replies);
  const client = createApi({
    baseURL: () => 'https://api.example.test',
    getToken: () => 'stored-token',
    retryDelay: () => 0,
    adapter: test.adapter,
    ...options,
  });
  return { client, requests: test.requests };
}

describe('headers (spec §6/§7 "All go to the configured base URL with Accept: application/json and the Bearer token")', () => {
  it('GET: base URL, Accept, Bearer token, query parameters and a JSON content type, no Idempotency-Key', async () => {
    const { client, requests } = setup([{ status: 200, body: { ok: true } }]);
    const response = await client.get('/workerapi/shifts', { params: { month: '2024-04' } });
    expect(response.data).toEqual({ ok: true });
    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req).toMatchObject({ method: 'GET', url: '/workerapi/shifts', baseURL: 'https://api.example.test', params: { month: '2024-04' } });
    expect(req?.headers).toMatchObject({
      Accept: 'application/json',
      Authorization: 'Bearer stored-token',
      'Content-Type': 'application/json',
    });
    expect(req?.headers['Idempotency-Key']).toBeUndefined();
  });

  it('reads the base URL and the token for each request (config and sign-in come later than the module)', async () => {
    let token: string | null = null;
    let base = '';
    const { client, requests } = setup([{ status: 200, body: {} }], { getToken: () => token, baseURL: () => base });
    await client.get('/a');
    token = 'later-token';
    base = 'https://later.example.test';
    await client.get('/b');
    expect(requests[0]?.headers.Authorization).toBeUndefined();
    expect(requests[0]?.baseURL).toBe('');
    expect(requests[1]?.headers.Authorization).toBe('Bearer later-token');
    expect(requests[1]?.baseURL).toBe('https://later.example.test');
  });

  it('a mutation sends JSON with an Idempotency-Key (a UUID)', async () => {
    const { client, requests } = setup([{ status: 201, body: {} }]);
    await client.post('/workerapi/shifts', { date: '2024-04-01', answer: 'maru' });
    const [req] = requests;
    expect(req?.headers['Content-Type']).toBe('application/json');
    expect(req?.headers['Idempotency-Key']).toMatch(UUID);
    expect(JSON.parse(String(req?.data))).toEqual({ date: '2024-04-01', answer: 'maru' });
  });

  it('each logical mutation gets its own key', async () => {
    const { client, requests } = setup([{ status: 200, body: {} }]);
    await client.post('/x', {});
    await client.delete('/workerapi/shifts/1');
    await client.patch('/x', {});
    await client.put('/x', {});
    const keys = requests.map((r) => r.headers['Idempotency-Key']);
    keys.forEach((k) => expect(k).toMatch(UUID));
    expect(new Set(keys).size).toBe(4);
  });

  it('FormData passes through as multipart (no JSON content type, not turned into JSON)', async () => {
    const { client, requests } = setup([{ status: 200, body: {} }]);
    const form = new FormData();
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await client.post('/workerapi/update/image', form);
    const [req] = requests;
    expect(req?.data).toBe(form);
    expect(req?.headers['Content-Type']).toBe('multipart/form-data');
    expect(req?.headers['Idempotency-Key']).toMatch(UUID);
  });

  it('keeps an Authorization header the caller set', async () => {
    const { client, requests } = setup([{ status: 200, body: {} }]);
    await client.post('/workerapi/workers/login', {}, { headers: { Authorization: 'Bearer fresh-id-token' } });
    expect(requests[0]?.headers.Authorization).toBe('Bearer fresh-id-token');
  });
});

describe('retry policy (spec §7 "retries idempotent requests 0 times and mutating ones once on statuses 408, 409, 425, 429, 500, 502, 503, 504")', () => {
  const retried = [408, 409, 425, 429, 500, 502, 503, 504];

  it.each(retried)('POST is retried once on %i, with the same Idempotency-Key', async (status) => {
    const { client, requests } = setup([{ status }, { status: 201, body: { saved: true } }]);
    const response = await client.post('/workerapi/shifts', { date: '2024-04-01' });
    expect(response.data).toEqual({ saved: true });
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first?.headers['Idempotency-Key']).toMatch(UUID);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(second?.data).toBe(first?.data);
    expect(second?.headers['Content-Type']).toBe('application/json');
  });

  it('POST is retried at most once', async () => {
    const { client, requests } = setup([{ status: 503 }]);
    await expect(client.post('/x', {})).rejects.toMatchObject({ response: { status: 503 } });
    expect(requests).toHaveLength(2);
  });

  it.each(retried)('PATCH is retried once on %i', async (status) => {
    const { client, requests } = setup([{ status }, { status: 200, body: {} }]);
    await client.patch('/x', { a: 1 });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers['Idempotency-Key']).toBe(requests[0]?.headers['Idempotency-Key']);
  });

  it.each([400, 401, 403, 404, 410, 422, 501])('POST is not retried on %i', async (status) => {
    const { client, requests } = setup([{ status }, { status: 200, body: {} }]);
    await expect(client.post('/x', {})).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('POST is not retried on a network error (the spec lists statuses only)', async () => {
    const { client, requests } = setup([{ networkError: true }, { status: 200, body: {} }]);
    await expect(client.post('/x', {})).rejects.toMatchObject({ code: 'ERR_NETWORK' });
    expect(requests).toHaveLength(1);
  });

  it.each(['get', 'head', 'options', 'put', 'delete'] as const)('%s is never retried, even on 503', async (method) => {
    const { client, requests } = setup([{ status: 503 }, { status: 200, body: {} }]);
    await expect(client.request({ method, url: '/x' })).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });

  it('GET is not retried on a network error', async () => {
    const { client, requests } = setup([{ networkError: true }, { status: 200, body: {} }]);
    await expect(client.get('/x')).rejects.toBeTruthy();
    expect(requests).toHaveLength(1);
  });
});

describe('responses', () => {
  it('a non-2xx rejects with an HttpError carrying the parsed body, the status and the headers', async () => {
    const body = { error: { code: 'VALIDATION_ERROR', message: '入力内容を確認してください' } };
    const { client } = setup([{ status: 422, body, headers: { 'X-Request-Id': 'r1' } }]);
    const error = await client.post('/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ code: 'ERR_BAD_REQUEST', config: { method: 'post', url: '/x' }, response: { status: 422, data: body } });
    expect(error instanceof HttpError ? error.response?.headers['x-request-id'] : null).toBe('r1');
    const { client: failing } = setup([{ status: 500 }]);
    await expect(failing.get('/x')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 500, data: '' } });
  });

  it('an empty body is an empty string; a non-JSON body stays text', async () => {
    const adapter: ApiAdapter = async () => new Response('<html>oops</html>', { status: 502, headers: { 'content-type': 'text/html' } });
    const { client } = setup([{ status: 204 }]);
    await expect(client.delete('/x')).resolves.toMatchObject({ status: 204, data: '' });
    const { client: html } = setup([], { adapter });
    await expect(html.get('/x')).rejects.toMatchObject({ response: { status: 502, data: '<html>oops</html>' } });
  });

  it('a 2xx with invalid JSON is a bad response (SERVER_ERROR for the worker), not data', async () => {
    const adapter: ApiAdapter = async () => new Response('{"worker":', { status: 200, headers: { 'content-type': 'application/json; charset=utf-8' } });
    const { client } = setup([], { adapter });
    const error = await client.get('/workerapi/me').catch((e: unknown) => e);
    expect(error).toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 200, data: '{"worker":' } });
    expect(toApiError(error)).toMatchObject({ status: 200, key: 'SERVER_ERROR' });
  });

  it("responseType 'blob' returns the body as a Blob", async () => {
    const bytes = new Uint8Array([0xff, 0xd8, 0xff]);
    const adapter: ApiAdapter = async () => new Response(bytes, { status: 200, headers: { 'content-type': 'image/jpeg' } });
    const { client } = setup([], { adapter });
    const { data } = await client.get('/workerapi/me/image', { responseType: 'blob' });
    // jsdom's global Blob is not the class fetch's Response makes in tests (in a browser they are one): check the tag.
    expect(Object.prototype.toString.call(data)).toBe('[object Blob]');
    const blob = new Response(isBlob(data) ? data : null);
    expect(new Uint8Array(await blob.arrayBuffer())).toEqual(bytes);
    expect(isBlob(data) ? data.type : null).toBe('image/jpeg');
  });
});

function isBlob(value: unknown): value is Blob {
  return Object.prototype.toString.call(value) === '[object Blob]';
}

describe('timeout and cancel', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it(`a request that hangs fails after DEFAULT_TIMEOUT_MS (${DEFAULT_TIMEOUT_MS} ms) as ERR_TIMEOUT → NETWORK_ERROR, not canceled`, async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client, requests } = setup([{ hang: true }]);
    let settled: unknown = 'pending';
    const pending = client.get('/x').catch((e: unknown) => e).then((e) => (settled = e));
    await vi.advanceTimersByTimeAsync(DEFAULT_TIMEOUT_MS - 1);
    expect(settled).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    await pending;
    expect(requests).toHaveLength(1);
    expect(settled).toMatchObject({ code: 'ERR_TIMEOUT', message: `timeout of ${DEFAULT_TIMEOUT_MS}ms exceeded` });
    expect(toApiError(settled)).toMatchObject({ status: null, key: 'NETWORK_ERROR', canceled: false });
  });

  it('a per-request timeout overrides the client one, and a timed-out POST is not retried', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    const { client, requests } = setup([{ hang: true }, { status: 200, body: {} }]);
    const pending = client.post('/x', {}, { timeout: 500 }).catch((e: unknown) => e);
    await vi.advanceTimersByTimeAsync(500);
    expect(await pending).toMatchObject({ code: 'ERR_TIMEOUT' });
    expect(requests).toHaveLength(1);
  });

  it("the caller's signal aborts the request: ERR_CANCELED → NETWORK_ERROR marked canceled", async () => {
    const { client, requests } = setup([{ hang: true }]);
    const controller = new AbortController();
    const pending = client.get('/x', { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(requests).toHaveLength(1)); // in flight (the HTTP stack loads lazily first)
    controller.abort();
    const error = await pending;
    expect(error).toMatchObject({ code: 'ERR_CANCELED' });
    expect(toApiError(error)).toMatchObject({ status: null, key: 'NETWORK_ERROR', canceled: true });
    expect(requests).toHaveLength(1);
  });

  it('an already aborted signal sends nothing', async () => {
    const { client, requests } = setup([{ status: 200, body: {} }]);
    await expect(client.get('/x', { signal: AbortSignal.abort() })).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    expect(requests).toHaveLength(0);
  });

  it('aborting while the retry waits cancels it: the retry is not sent', async () => {
    const { client, requests } = setup([{ status: 503 }, { status: 200, body: {} }], { retryDelay: () => 5_000 });
    const controller = new AbortController();
    const pending = client.post('/x', {}, { signal: controller.signal }).catch((e: unknown) => e);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    controller.abort();
    expect(await pending).toMatchObject({ code: 'ERR_CANCELED' });
    expect(requests).toHaveLength(1);
  });

  it('the retry shares the timeout: when the delay would use it up, the first error stands and nothing is re-sent', async () => {
    const { client, requests } = setup([{ status: 503 }, { status: 200, body: {} }], { retryDelay: () => 1_500, timeout: 1_000 });
    await expect(client.post('/x', {})).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 503 } });
    expect(requests).toHaveLength(1);
  });
});

describe('retry delay', () => {
  const failed = (headers: Record<string, string>) =>
    new HttpError('Request failed with status code 503', 'ERR_BAD_RESPONSE', { method: 'post', url: '/x' }, { status: 503, data: '', headers });

  it('the retryDelay option gets the retry number and the failed response (with its Retry-After)', async () => {
    const seen: [number, string | undefined][] = [];
    const retryDelay = (count: number, error: HttpError) => {
      seen.push([count, error.response?.headers['retry-after']]);
      return 0;
    };
    const { client, requests } = setup([{ status: 429, headers: { 'Retry-After': '2' } }, { status: 201, body: {} }], { retryDelay });
    await client.post('/x', {});
    expect(seen).toEqual([[1, '2']]);
    expect(requests).toHaveLength(2);
  });

  it('by default waits what Retry-After says (seconds) before the retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    const test = createTestAdapter([{ status: 503, headers: { 'Retry-After': '3' } }, { status: 201, body: { ok: true } }]);
    const client = createApi({ baseURL: () => '', getToken: () => null, adapter: test.adapter });
    const pending = client.post('/x', {});
    await vi.advanceTimersByTimeAsync(2_999);
    expect(test.requests).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(pending).resolves.toMatchObject({ status: 201, data: { ok: true } });
    expect(test.requests).toHaveLength(2);
    vi.useRealTimers();
  });

  it('defaultRetryDelay: 2^1 × 100 ms + up to 20 % without Retry-After; Retry-After in seconds or as a date, at most 10 s', () => {
    const random = vi.spyOn(Math, 'random');
    random.mockReturnValue(0);
    expect(defaultRetryDelay(1, failed({}))).toBe(200);
    expect(defaultRetryDelay(1, failed({ 'retry-after': '0' }))).toBe(200);
    expect(defaultRetryDelay(1, failed({ 'retry-after': '2' }))).toBe(2_000);
    expect(defaultRetryDelay(1, failed({ 'retry-after': '3600' }))).toBe(MAX_RETRY_AFTER_MS);
    expect(defaultRetryDelay(1, failed({ 'retry-after': new Date(Date.now() + 60_000).toUTCString() }))).toBe(MAX_RETRY_AFTER_MS);
    expect(defaultRetryDelay(1, failed({ 'retry-after': new Date(Date.now() - 60_000).toUTCString() }))).toBe(200);
    expect(defaultRetryDelay(1, failed({ 'retry-after': 'soon' }))).toBe(200);
    const inFive = defaultRetryDelay(1, failed({ 'retry-after': new Date(Date.now() + 5_000).toUTCString() }));
    expect(inFive).toBeGreaterThan(3_000);
    expect(inFive).toBeLessThanOrEqual(5_000);
    random.mockReturnValue(0.999);
    expect(defaultRetryDelay(1, failed({}))).toBeCloseTo(239.96, 1);
  });
});

describe('the real adapter (fetch)', () => {
  type Call = { url: string; init: RequestInit | undefined };

  async function withFetch(run: (calls: Call[]) => Promise<void>): Promise<void> {
    const calls: Call[] = [];
    const stub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
      calls.push({ url: String(input), init });
      return new Response(JSON.stringify({ ok: true }), { status: 200, headers: { 'content-type': 'application/json' } });
    };
    vi.stubGlobal('fetch', stub);
    try {
      await run(calls);
    } finally {
      vi.unstubAllGlobals();
    }
  }

  const client = () => createApi({ baseURL: () => 'https://api.example.test/', getToken: () => 'tok' });

  it('GET: full URL with the query, no body, JSON headers and the token', async () => {
    await withFetch(async (calls) => {
      await expect(client().get('/workerapi/banks', { params: { q: 'みずほ 銀行', page: 2, skip: undefined } })).resolves.toMatchObject({ data: { ok: true } });
      const [call] = calls;
      expect(call?.url).toBe('https://api.example.test/workerapi/banks?q=%E3%81%BF%E3%81%9A%E3%81%BB+%E9%8A%80%E8%A1%8C&page=2');
      expect(call?.init).toMatchObject({ method: 'GET', headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Content-Type': 'application/json' } });
      expect(call?.init?.body).toBeUndefined();
      expect(call?.init?.signal).toBeInstanceOf(AbortSignal);
    });
  });

  it('URLs: an absolute one ignores the base URL; a path that has a query gets the params with &; an empty base keeps the path', async () => {
    await withFetch(async (calls) => {
      await client().get('https://other.example.test/img');
      await client().get('/workerapi/me/image?v=abc', { params: { size: 'small' } });
      await createApi({ baseURL: () => '', getToken: () => null }).get('/workerapi/me');
      expect(calls.map((c) => c.url)).toEqual([
        'https://other.example.test/img',
        'https://api.example.test/workerapi/me/image?v=abc&size=small',
        '/workerapi/me',
      ]);
    });
  });

  it('PATCH: the method in upper case (fetch does not normalise it) and a JSON body', async () => {
    await withFetch(async (calls) => {
      await client().patch('/x', { a: 1 });
      expect(calls[0]?.init).toMatchObject({ method: 'PATCH', body: '{"a":1}', headers: { 'Content-Type': 'application/json' } });
    });
  });

  it('FormData: sent as is with NO Content-Type, so the browser writes multipart with its boundary', async () => {
    await withFetch(async (calls) => {
      const form = new FormData();
      form.append('image', new Blob(['png'], { type: 'image/png' }), 'me.png');
      await client().post('/workerapi/update/image', form, { headers: { 'content-type': 'application/json' } });
      const init = calls[0]?.init;
      expect(init?.body).toBe(form);
      const headers = new Headers(init?.headers);
      expect(headers.has('content-type')).toBe(false);
      expect(headers.get('authorization')).toBe('Bearer tok');
      expect(headers.get('idempotency-key')).toBeTruthy();
    });
  });

  it('a rejected fetch (offline) is ERR_NETWORK and a POST is not retried', async () => {
    let calls = 0;
    vi.stubGlobal('fetch', (): Promise<Response> => {
      calls += 1;
      return Promise.reject(new TypeError('Failed to fetch'));
    });
    try {
      await expect(client().post('/x', {})).rejects.toMatchObject({ code: 'ERR_NETWORK', message: 'Network Error' });
      expect(calls).toBe(1);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});

describe('headers set by the caller', () => {
  it('are matched whatever their case: an Idempotency-Key or Authorization is kept, not doubled', async () => {
    const { client, requests } = setup([{ status: 200, body: {} }]);
    await client.post('/x', {}, { headers: { 'idempotency-key': 'k-1', authorization: 'Bearer mine' } });
    const headers = requests[0]?.headers ?? {};
    expect(headers).toMatchObject({ 'idempotency-key': 'k-1', authorization: 'Bearer mine' });
    expect(headers['Idempotency-Key']).toBeUndefined();
    expect(headers.Authorization).toBeUndefined();
  });
});

describe('spec §9 / issue 12: a 401 TOKEN_EXPIRED forces one refresh and the call is sent once more', () => {
  const expired: Reply = { status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: 'ログインの有効期限が切れました。もう一度ログインしてください。' } } };

  it('retries once with the refreshed token and the same Idempotency-Key', async () => {
    const onTokenExpired = vi.fn(() => Promise.resolve('fresh-token'));
    const { client, requests } = setup([expired, { status: 201, body: { ok: true } }], { onTokenExpired });
    const res = await client.post('/workerapi/shifts', { a: 1 });
    expect(res.status).toBe(201);
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
    expect(requests[0]?.headers.Authorization).toBe('Bearer stored-token');
    expect(requests[1]?.headers.Authorization).toBe('Bearer fresh-token');
    expect(requests[1]?.headers['Idempotency-Key']).toMatch(UUID);
    expect(requests[1]?.headers['Idempotency-Key']).toBe(requests[0]?.headers['Idempotency-Key']);
  });

  it('refreshes only once: a second TOKEN_EXPIRED stands', async () => {
    const onTokenExpired = vi.fn(() => Promise.resolve('fresh-token'));
    const { client, requests } = setup([expired, expired], { onTokenExpired });
    await expect(client.get('/workerapi/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(onTokenExpired).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(2);
  });

  it('no refreshed token (signed out): the 401 stands and nothing is sent again', async () => {
    const { client, requests } = setup([expired], { onTokenExpired: () => Promise.resolve(null) });
    await expect(client.get('/workerapi/me')).rejects.toMatchObject({ response: { status: 401 } });
    expect(requests).toHaveLength(1);
  });

  it('other 401s and calls that bring their own Authorization (login) are not refreshed', async () => {
    const onTokenExpired = vi.fn(() => Promise.resolve('fresh-token'));
    const unauthenticated: Reply = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: '認証が必要です。ログインしてください。' } } };
    const first = setup([unauthenticated], { onTokenExpired });
    await expect(first.client.get('/workerapi/me')).rejects.toMatchObject({ response: { status: 401 } });
    const second = setup([expired], { onTokenExpired });
    await expect(second.client.post('/workerapi/workers/login', {}, { headers: { Authorization: 'Bearer id-token' } })).rejects.toMatchObject({ response: { status: 401 } });
    expect(onTokenExpired).not.toHaveBeenCalled();
  });
});

describe('whenReadsSettled (what the shell waits for before its background work)', () => {
  it('resolves at once with no read in flight, and once every GET in flight is answered or failed — a mutation does not count', async () => {
    await expect(whenReadsSettled()).resolves.toBeUndefined();
    const answers: Array<(response: Response) => void> = [];
    const client = createApi({
      baseURL: () => 'https://api.example.test',
      getToken: () => null,
      adapter: () => new Promise<Response>((resolve) => answers.push(resolve)),
    });
    const ok = () => new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } });
    const first = client.get('/workerapi/shifts');
    const second = client.get('/workerapi/notices');
    const post = client.post('/workerapi/inquiries', { body: 'x' });
    let settled = false;
    void whenReadsSettled().then(() => { settled = true; });
    await vi.waitFor(() => expect(answers).toHaveLength(3));
    answers[0]!(ok());
    await first;
    expect(settled).toBe(false);
    answers[1]!(new Response('{"code":"X"}', { status: 500, headers: { 'content-type': 'application/json' } }));
    await expect(second).rejects.toBeInstanceOf(HttpError);
    await vi.waitFor(() => expect(settled).toBe(true)); // the POST is still unanswered
    answers[2]!(ok());
    await post;
  });
});

describe('readsSentBeforeServiceWorker (a first visit: the page\'s data went past the worker being installed)', () => {
  const worker = { controller: null as object | null };
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
    worker.controller = null;
  });

  it('keeps the paths of GETs sent while no service worker controls the page, never a mutation, never after', async () => {
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, get: () => worker });
    const { client } = setup([{ status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} }, { status: 200, body: {} }]);
    await client.get('/workerapi/notices-first', { params: { limit: 3 } });
    await client.get('/workerapi/shifts-first?month=2026-12');
    await client.post('/workerapi/update-first', { name: 'x' });
    worker.controller = {};
    await client.get('/workerapi/salaries-first');
    const kept = [...readsSentBeforeServiceWorker()].filter((path) => path.endsWith('-first'));
    expect(kept).toEqual(['/workerapi/notices-first', '/workerapi/shifts-first']);
  });

  it('keeps nothing in a browser without service workers', async () => {
    const { client } = setup([{ status: 200, body: {} }]);
    await client.get('/workerapi/no-worker-api');
    expect(readsSentBeforeServiceWorker().has('/workerapi/no-worker-api')).toBe(false);
  });
});
