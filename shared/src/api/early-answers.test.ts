import { beforeEach, describe, expect, it, vi } from 'vitest';
import { createApi, HttpError, type CreateApiOptions, type EarlyAnswerTaker } from './client';
import { fullUrl } from './early-answers';
import { createTestAdapter, type Reply } from './test-adapter';

// The HTTP stack's constructor, counted: a call answered early with plain data must not load it.
const stack = vi.hoisted(() => ({ created: 0 }));
vi.mock('./axios-transport', async (importOriginal) => {
  const real = await importOriginal<typeof import('./axios-transport')>();
  return {
    ...real,
    createTransport: (...args: Parameters<typeof real.createTransport>) => {
      stack.created += 1;
      return real.createTransport(...args);
    },
  };
});

const json = (status: number, body: unknown) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } });

/** A client whose early answers are `early` (by full URL), each taken once, over a network of `replies`. */
function setup(early: Record<string, Promise<Response>>, replies: Reply[] = [], options: CreateApiOptions = {}) {
  const network = createTestAdapter(replies);
  let token = 'tok';
  const client = createApi({
    baseURL: () => 'https://api.example.test',
    getToken: () => token,
    retryDelay: () => 0,
    adapter: network.adapter,
    onTokenExpired: async () => {
      token = 'new-tok';
      return token;
    },
    ...options,
  });
  const asked: { url: string; authorization: string | undefined }[] = [];
  const take: EarlyAnswerTaker = (request) => {
    asked.push(request);
    const answer = early[request.url];
    delete early[request.url];
    return request.authorization === 'Bearer tok' ? answer : undefined;
  };
  client.defaults.takeEarlyAnswer = take;
  return { client, network: network.requests, asked };
}

beforeEach(() => {
  stack.created = 0;
});

describe('a GET answered by an early request (the boot script)', () => {
  it('2xx JSON: the caller gets the data as the stack would give it, nothing is sent and axios is not loaded', async () => {
    const { client, network, asked } = setup({ 'https://api.example.test/workerapi/notices': Promise.resolve(json(200, { notices: [1, 2, 3] })) });
    const response = await client.get('/workerapi/notices');
    expect(response).toEqual({ status: 200, data: { notices: [1, 2, 3] }, headers: { 'content-type': 'application/json; charset=utf-8' } });
    expect(asked).toEqual([{ url: 'https://api.example.test/workerapi/notices', authorization: 'Bearer tok' }]);
    expect(network).toEqual([]);
    expect(stack.created).toBe(0);
  });

  it('an error answer goes through the stack: a GET is not retried, the caller gets the HttpError with the answer', async () => {
    const { client, network } = setup({ 'https://api.example.test/workerapi/shifts': Promise.resolve(json(503, { error: { code: 'SERVER_ERROR', message: 'x' } })) });
    const failure = await client.get('/workerapi/shifts').catch((e: unknown) => e);
    expect(failure).toBeInstanceOf(HttpError);
    expect(failure).toMatchObject({ code: 'ERR_BAD_RESPONSE', response: { status: 503, data: { error: { code: 'SERVER_ERROR' } } } });
    expect(network).toEqual([]);
    expect(stack.created).toBe(1);
  });

  it('401 TOKEN_EXPIRED: the stack refreshes the token and sends the call once more, with the new token', async () => {
    const { client, network } = setup(
      { 'https://api.example.test/workerapi/me': Promise.resolve(json(401, { error: { code: 'TOKEN_EXPIRED', message: 'x' } })) },
      [{ status: 200, body: { worker: 'w1' } }],
    );
    await expect(client.get('/workerapi/me')).resolves.toMatchObject({ status: 200, data: { worker: 'w1' } });
    expect(network.map((r) => r.headers.Authorization)).toEqual(['Bearer new-tok']);
  });

  it('a 2xx that says JSON but is not: the stack calls it a broken answer, as for any call', async () => {
    const broken = new Response('<html>', { status: 200, headers: { 'Content-Type': 'application/json' } });
    const { client } = setup({ 'https://api.example.test/workerapi/me': Promise.resolve(broken) });
    await expect(client.get('/workerapi/me')).rejects.toMatchObject({ code: 'ERR_BAD_RESPONSE' });
  });

  it('a failed early request (offline then) is sent by the stack', async () => {
    const { client, network } = setup({ 'https://api.example.test/workerapi/me': Promise.reject(new TypeError('Failed to fetch')) }, [{ status: 200, body: { worker: 'w1' } }]);
    await expect(client.get('/workerapi/me')).resolves.toMatchObject({ data: { worker: 'w1' } });
    expect(network).toHaveLength(1);
  });

  it("the caller's abort and the call's timeout apply while it waits for the early answer", async () => {
    const pending = new Promise<Response>(() => undefined);
    const { client } = setup({ 'https://api.example.test/workerapi/me': pending, 'https://api.example.test/workerapi/notices': pending }, [], { timeout: 20 });
    const controller = new AbortController();
    const aborted = client.get('/workerapi/me', { signal: controller.signal });
    controller.abort();
    await expect(aborted).rejects.toMatchObject({ code: 'ERR_CANCELED' });
    await expect(client.get('/workerapi/notices')).rejects.toMatchObject({ code: 'ERR_TIMEOUT' });
  });

  it('is not asked for a call with query parameters or a mutation', async () => {
    const { client, asked, network } = setup({}, [{ status: 200, body: {} }, { status: 201, body: {} }]);
    await client.get('/workerapi/shifts', { params: { month: '2026-12' } });
    await client.post('/workerapi/shifts', {});
    expect(asked).toEqual([]);
    expect(network).toHaveLength(2);
  });

  it('once the stack is loaded too: the same answer, nothing sent', async () => {
    const { client, network } = setup({ 'https://api.example.test/workerapi/notices': Promise.resolve(json(200, { notices: [] })) }, [{ status: 201, body: {} }]);
    await client.post('/workerapi/shifts', {}); // loads the stack
    await expect(client.get('/workerapi/notices')).resolves.toMatchObject({ data: { notices: [] } });
    expect(network).toHaveLength(1);
  });
});

describe('fullUrl', () => {
  it('joins as axios does: one slash between the base URL and a path; an absolute URL as it is; no base, the path', () => {
    expect(fullUrl('https://api.example.test/', '/workerapi/me')).toBe('https://api.example.test/workerapi/me');
    expect(fullUrl('https://api.example.test', 'workerapi/me')).toBe('https://api.example.test/workerapi/me');
    expect(fullUrl('', '/workerapi/me')).toBe('/workerapi/me');
    expect(fullUrl('https://api.example.test', 'https://other.example/x')).toBe('https://other.example/x');
  });
});
