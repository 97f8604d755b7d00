import { describe, expect, it } from 'vitest';
import { createApi, HttpError, type CreateApiOptions } from './client';
import { createTestAdapter, type RecordedRequest, type Reply } from './test-adapter';

const EXPIRED: Reply = { status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: 'ログインの有効期限が切れました' } } };
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

function setup(replies: Reply[] | ((request: RecordedRequest) => Reply), options: CreateApiOptions = {}) {
  const test = createTestAdapter(replies);
  let token = 'old-token';
  let refreshes = 0;
  const client = createApi({
    baseURL: () => '',
    getToken: () => token,
    retryDelay: () => 0,
    adapter: test.adapter,
    onTokenExpired: async () => {
      refreshes += 1;
      token = 'new-token';
      return token;
    },
    ...options,
  });
  return { client, requests: test.requests, refreshes: () => refreshes };
}

describe('onTokenExpired (401 TOKEN_EXPIRED → one forced refresh, the call once more)', () => {
  it('GET: refreshes once and repeats the call with the new token', async () => {
    const { client, requests, refreshes } = setup([EXPIRED, { status: 200, body: { worker: 'w1' } }]);
    await expect(client.get('/workerapi/me')).resolves.toMatchObject({ status: 200, data: { worker: 'w1' } });
    expect(refreshes()).toBe(1);
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
  });

  it('POST: the repeated call carries the same Idempotency-Key and body', async () => {
    const { client, requests } = setup([EXPIRED, { status: 201, body: {} }]);
    await client.post('/workerapi/shifts', { date: '2024-04-01' });
    expect(requests).toHaveLength(2);
    const [first, second] = requests;
    expect(first?.headers['Idempotency-Key']).toMatch(UUID);
    expect(second?.headers['Idempotency-Key']).toBe(first?.headers['Idempotency-Key']);
    expect(JSON.parse(String(second?.data))).toEqual({ date: '2024-04-01' });
    expect(second?.headers.Authorization).toBe('Bearer new-token');
  });

  it('FormData: the upload is repeated as multipart with the same key', async () => {
    const { client, requests } = setup([EXPIRED, { status: 200, body: {} }]);
    const form = new FormData();
    form.append('image', new Blob(['png'], { type: 'image/png' }), 'me.png');
    await client.post('/workerapi/update/image', form);
    expect(requests[1]?.data).toBe(form);
    expect(requests[1]?.headers['Content-Type']).toBe('multipart/form-data');
    expect(requests[1]?.headers['Idempotency-Key']).toBe(requests[0]?.headers['Idempotency-Key']);
  });

  it('only once: a second TOKEN_EXPIRED is the answer', async () => {
    const { client, requests, refreshes } = setup([EXPIRED, EXPIRED, { status: 200, body: {} }]);
    const error = await client.get('/x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ response: { status: 401 } });
    expect(requests).toHaveLength(2);
    expect(refreshes()).toBe(1);
  });

  it('no new token (the refresh failed or resolved null): the 401 stands and nothing is re-sent', async () => {
    for (const onTokenExpired of [async () => null, async (): Promise<string | null> => Promise.reject(new Error('offline'))]) {
      const { client, requests } = setup([EXPIRED, { status: 200, body: {} }], { onTokenExpired });
      await expect(client.get('/x')).rejects.toMatchObject({ code: 'ERR_BAD_REQUEST', response: { status: 401 } });
      expect(requests).toHaveLength(1);
    }
  });

  it('other 401s (not TOKEN_EXPIRED) and calls with their own Authorization are not refreshed', async () => {
    const unauthenticated: Reply = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'ログインしてください' } } };
    const a = setup([unauthenticated, { status: 200, body: {} }]);
    await expect(a.client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(a.refreshes()).toBe(0);
    const b = setup([EXPIRED, { status: 200, body: {} }]);
    await expect(b.client.post('/workerapi/workers/login', {}, { headers: { Authorization: 'Bearer id-token' } })).rejects.toMatchObject({ response: { status: 401 } });
    expect(b.refreshes()).toBe(0);
    expect(b.requests).toHaveLength(1);
  });

  it('calls that expire together share one refresh', async () => {
    const { client, requests, refreshes } = setup((request) => (request.headers.Authorization === 'Bearer old-token' ? EXPIRED : { status: 200, body: {} }));
    await Promise.all([client.get('/a'), client.get('/b'), client.post('/c', {})]);
    expect(refreshes()).toBe(1);
    expect(requests.filter((r) => r.headers.Authorization === 'Bearer new-token')).toHaveLength(3);
  });

  it('without the option a TOKEN_EXPIRED 401 is simply the answer', async () => {
    const test = createTestAdapter([EXPIRED, { status: 200, body: {} }]);
    const client = createApi({ baseURL: () => '', getToken: () => 'old-token', adapter: test.adapter });
    await expect(client.get('/x')).rejects.toMatchObject({ response: { status: 401 } });
    expect(test.requests).toHaveLength(1);
  });
});

describe('refreshAfterTokenExpired (the event stream, which is not sent through the client)', () => {
  it('asks the registered refresher for a new token on 401 TOKEN_EXPIRED only', async () => {
    const { refreshAfterTokenExpired, setTokenRefresher } = await import('./token-expired');
    let asked = 0;
    setTokenRefresher(async () => {
      asked += 1;
      return 'new-token';
    });
    try {
      expect(refreshAfterTokenExpired(401, EXPIRED.body)).toBe(true);
      expect(asked).toBe(1);
      // a session refused, another error, no body: not a refresh
      expect(refreshAfterTokenExpired(401, { error: { code: 'UNAUTHENTICATED', message: '' } })).toBe(false);
      expect(refreshAfterTokenExpired(403, EXPIRED.body)).toBe(false);
      expect(refreshAfterTokenExpired(401, null)).toBe(false);
      expect(asked).toBe(1);
    } finally {
      setTokenRefresher(null);
    }
  });
});
