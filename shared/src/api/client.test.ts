import { describe, expect, it } from 'vitest';
import { createApi, type CreateApiOptions } from './client';
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
