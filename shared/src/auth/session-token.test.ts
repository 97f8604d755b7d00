// The session keeps jwt-token-worker fresh (spec §9) and answers the API client's TOKEN_EXPIRED (issue 12).
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, getMe } from 'shared/api';
import { TOKEN_REFRESH_BEFORE_EXPIRY_MS } from 'shared/domain';
import { sessionStore } from 'shared/store';
import { createTestAdapter, type RecordedRequest, type Reply } from '../api/test-adapter';
import type * as FirebaseImpl from './firebase-impl';
import { TEST_WORKER, endSessionTest, startSessionTest, testJwt } from './test-session';
import { signIn, startSessionSync, warmUp } from './index';

type Impl = typeof FirebaseImpl;
const firebase = vi.hoisted(() => ({
  signInWithPassword: vi.fn<Impl['signInWithPassword']>(),
  signOutUser: vi.fn<Impl['signOutUser']>(() => Promise.resolve()),
  subscribeIdToken: vi.fn<Impl['subscribeIdToken']>(() => () => undefined),
  currentIdToken: vi.fn<Impl['currentIdToken']>(),
}));
vi.mock('./firebase-impl', () => firebase);

const NOW = Date.parse('2026-11-23T08:00:00Z');
const HOUR = 3_600_000;
const jwt = testJwt;
const worker = TEST_WORKER;
let requests: RecordedRequest[] = [];
function server(replies: Reply[]) {
  const test = createTestAdapter(replies);
  requests = test.requests;
  api.defaults.adapter = test.adapter;
}

// The implementation module is loaded with real timers (the module loader uses them), then time is faked.
beforeAll(() => warmUp());
beforeEach(() => {
  startSessionTest(NOW);
  firebase.currentIdToken.mockReset();
});
afterEach(async () => {
  (await startSessionSync())();
  endSessionTest();
});

describe('spec §9: the stored token is refreshed 5 minutes before expiry', () => {
  it('after sign-in, the token is refreshed at expiry − 5 min and jwt-token-worker holds the new one', async () => {
    const first = jwt(NOW + HOUR, 1);
    const second = jwt(NOW + 2 * HOUR, 2);
    firebase.signInWithPassword.mockResolvedValue(first);
    firebase.currentIdToken.mockResolvedValue(second);
    server([{ status: 200, body: { worker } }]);
    await signIn('taro@example.com', 'secret1');
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(firebase.currentIdToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(firebase.currentIdToken).toHaveBeenCalledWith(true);
    expect(sessionStore.getState().token).toBe(second);
    expect(window.localStorage.getItem('jwt-token-worker')).toBe(second);
  });
});

describe('issue 12: a call answered 401 TOKEN_EXPIRED is sent again once with a refreshed token', () => {
  it('GET /workerapi/me: refresh forced, the store updated, the call retried and answered', async () => {
    sessionStore.getState().setToken('old-token');
    firebase.currentIdToken.mockResolvedValue('new-token');
    server([
      { status: 401, body: { error: { code: 'TOKEN_EXPIRED', message: 'ログインの有効期限が切れました。もう一度ログインしてください。' } } },
      { status: 200, body: { worker } },
    ]);
    await expect(getMe()).resolves.toEqual({ worker });
    expect(firebase.currentIdToken).toHaveBeenCalledWith(true);
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer old-token', 'Bearer new-token']);
    expect(sessionStore.getState().token).toBe('new-token');
  });
});
