import { describe, expect, it } from 'vitest';
import { createApi, HttpError } from './client';
import { createTestAdapter, type RecordedRequest, type Reply } from './test-adapter';
import { refusalForStatus, sessionRefusalOf, type SessionRefusal } from './session-refused';

const UNAUTHENTICATED: Reply = { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: '認証が必要です' } } };
const ACCESS_DENIED: Reply = { status: 403, body: { error: { code: 'ACCESS_DENIED', message: 'アクセスが拒否されました。' } } };
const EXPIRED: Reply = { status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: 'ログインの有効期限が切れました' } } };

function setup(replies: Reply[] | ((request: RecordedRequest) => Reply), refresh: () => Promise<string | null> = async () => null) {
  const test = createTestAdapter(replies);
  const session = { token: 'stored-token' as string | null };
  const refusals: SessionRefusal[] = [];
  const client = createApi({
    baseURL: () => '',
    getToken: () => session.token,
    retryDelay: () => 0,
    adapter: test.adapter,
    onTokenExpired: refresh,
    onSessionRefused: (refusal) => refusals.push(refusal),
  });
  return { client, session, refusals, requests: test.requests };
}

describe('onSessionRefused (a call with the stored token refused for the session itself)', () => {
  it('403 ACCESS_DENIED: reported as access-denied, and the call still rejects with the answer', async () => {
    const { client, refusals } = setup([ACCESS_DENIED]);
    const error = await client.get('/workerapi/shifts').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ response: { status: 403 } });
    expect(refusals).toEqual(['access-denied']);
  });

  it('401 UNAUTHENTICATED: reported as session-expired, for a mutation too', async () => {
    const { client, refusals } = setup([UNAUTHENTICATED]);
    await expect(client.post('/workerapi/update', { name: 'x' })).rejects.toMatchObject({ response: { status: 401 } });
    expect(refusals).toEqual(['session-expired']);
  });

  it('the refreshed token refused after a TOKEN_EXPIRED: reported once', async () => {
    const { client, session, refusals, requests } = setup([EXPIRED, ACCESS_DENIED], async () => {
      session.token = 'new-token';
      return session.token;
    });
    await expect(client.get('/workerapi/me')).rejects.toMatchObject({ response: { status: 403 } });
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer stored-token', 'Bearer new-token']);
    expect(refusals).toEqual(['access-denied']);
  });

  it('not a refusal: TOKEN_EXPIRED whose refresh failed, other codes of 401 and 403, other statuses', async () => {
    const { client, refusals } = setup([
      EXPIRED,
      { status: 403, body: { error: { code: 'ADMIN_KEY_INVALID', message: '管理者キーが正しくありません' } } },
      { status: 401, body: { error: { code: 'EMAIL_MISMATCH', message: 'x' } } },
      { status: 403, body: '<html>proxy</html>' },
      { status: 404, body: { error: { code: 'NOT_FOUND', message: 'x' } } },
    ]);
    for (let i = 0; i < 5; i += 1) await client.get('/workerapi/x').catch(() => undefined);
    expect(refusals).toEqual([]);
  });

  it('a call with its own Authorization (sign-in, sign-up) is not the session: not reported', async () => {
    const { client, refusals } = setup([ACCESS_DENIED]);
    await client.post('/workerapi/workers/login', {}, { headers: { Authorization: 'Bearer fresh-id-token' } }).catch(() => undefined);
    expect(refusals).toEqual([]);
  });

  it('a token stored since the call was sent (a new sign-in) or none at all: not reported', async () => {
    const { client, session, refusals } = setup((request) => {
      session.token = request.headers.Authorization === 'Bearer stored-token' ? 'signed-in-again' : null;
      return ACCESS_DENIED;
    });
    await client.get('/workerapi/me').catch(() => undefined); // the store now holds another token
    await client.get('/workerapi/me').catch(() => undefined); // the store now holds none
    expect(refusals).toEqual([]);
  });
});

describe('sessionRefusalOf (the same rule for the event stream, which answers through fetch)', () => {
  it('only 401 UNAUTHENTICATED and 403 ACCESS_DENIED bodies are refusals', () => {
    expect(sessionRefusalOf(401, { error: { code: 'UNAUTHENTICATED', message: 'x' } })).toBe('session-expired');
    expect(sessionRefusalOf(403, { error: { code: 'ACCESS_DENIED', message: 'x' } })).toBe('access-denied');
    expect(sessionRefusalOf(401, { error: { code: 'TOKEN_EXPIRED', message: 'x' } })).toBeNull();
    expect(sessionRefusalOf(403, { error: { code: 'UNAUTHENTICATED' } })).toBeNull();
    expect(sessionRefusalOf(404, { error: { code: 'ACCESS_DENIED' } })).toBeNull();
    expect(sessionRefusalOf(403, null)).toBeNull();
    expect(sessionRefusalOf(403, 'ACCESS_DENIED')).toBeNull();
  });
});

describe('refusalForStatus (the guard: any 401 or 403 of its profile load ends the session)', () => {
  it('401 → session-expired, 403 → access-denied, anything else → null', () => {
    expect([401, 403, 400, 404, 500].map(refusalForStatus)).toEqual(['session-expired', 'access-denied', null, null, null]);
  });
});
