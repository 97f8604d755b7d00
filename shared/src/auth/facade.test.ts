import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError } from 'shared/api';
import { resetConfig, setConfig } from 'shared/config';
import { profileDraftKey, readProfileDraft, sessionStore, writeProfileDraft } from 'shared/store';
import { createTestAdapter, type RecordedRequest, type Reply } from '../api/test-adapter';
import type * as FirebaseImpl from './firebase-impl';
import type { IdTokenUser } from './types';
import { testJwt } from './test-session';
import {
  AuthError,
  loadWorker,
  ProfileLoadError,
  reauthenticate,
  sendPasswordReset,
  signIn,
  signOut,
  startSessionSync,
} from './index';

type Impl = typeof FirebaseImpl;

// No real Firebase in unit tests: the implementation module is replaced.
const firebase = vi.hoisted(() => {
  const listeners = new Set<(user: IdTokenUser | null) => void>();
  return {
    listeners,
    signInWithPassword: vi.fn<Impl['signInWithPassword']>(),
    signOutUser: vi.fn<Impl['signOutUser']>(),
    subscribeIdToken: vi.fn<Impl['subscribeIdToken']>((listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    }),
    sendPasswordReset: vi.fn<Impl['sendPasswordReset']>(),
    reauthenticate: vi.fn<Impl['reauthenticate']>(),
  };
});
vi.mock('./firebase-impl', () => firebase);

const KEY = 'jwt-token-worker';
const worker = { id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };
const originalAdapter = api.defaults.adapter;
let requests: RecordedRequest[] = [];

function server(replies: Reply[] | ((request: RecordedRequest) => Reply)): void {
  const test = createTestAdapter(replies);
  requests = test.requests;
  api.defaults.adapter = test.adapter;
}

const user = (token: string): IdTokenUser => ({ getIdToken: async () => token });
const emit = (u: IdTokenUser | null): void => firebase.listeners.forEach((listener) => listener(u));

beforeEach(() => {
  setConfig({ environment: 'test', apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, remotes: {} });
  sessionStore.getState().clearSession();
  firebase.signInWithPassword.mockReset().mockResolvedValue('id-token');
  firebase.signOutUser.mockReset().mockResolvedValue(undefined);
  firebase.sendPasswordReset.mockReset().mockResolvedValue(undefined);
  firebase.reauthenticate.mockReset().mockResolvedValue(undefined);
  firebase.subscribeIdToken.mockClear();
  server([{ status: 200, body: { worker } }]);
});

afterEach(async () => {
  // signIn starts the session sync: stop it so every test begins unsubscribed.
  (await startSessionSync())();
  api.defaults.adapter = originalAdapter;
  resetConfig();
});

describe('signIn — spec §4 "Signed out → signed in after a successful sign-in"', () => {
  it('signs in with the provider, exchanges the ID token at /workerapi/workers/login, stores token and worker', async () => {
    await expect(signIn('taro@example.com', 'secret1')).resolves.toEqual(worker);
    expect(firebase.signInWithPassword).toHaveBeenCalledWith('taro@example.com', 'secret1');
    expect(requests).toHaveLength(1);
    expect(requests[0]).toMatchObject({ method: 'POST', url: '/workerapi/workers/login' });
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ email: 'taro@example.com', token: 'id-token' });
    expect(sessionStore.getState()).toMatchObject({ token: 'id-token', worker });
    expect(window.localStorage.getItem(KEY)).toBe('id-token');
  });

  it('starts following token refreshes after signing in', async () => {
    await signIn('taro@example.com', 'secret1');
    await vi.waitFor(() => expect(firebase.listeners.size).toBe(1));
    emit(user('refreshed-token'));
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe('refreshed-token'));
    expect(window.localStorage.getItem(KEY)).toBe('refreshed-token');
  });

  it.each([
    ['auth/wrong-password', 'パスワードが間違っています'],
    ['auth/user-not-found', 'メールアドレスが間違っています'],
    ['auth/invalid-credential', 'メールアドレスまたはパスワードが間違っています'],
    ['auth/network-request-failed', 'ネットワークエラーが発生しました。接続を確認してください。'],
    ['auth/internal-error', 'エラーが発生しました。'],
  ])('a provider failure %s rejects with AuthError "%s" and calls no API', async (code, message) => {
    firebase.signInWithPassword.mockRejectedValue(Object.assign(new Error('Firebase: Error'), { code }));
    const error: unknown = await signIn('taro@example.com', 'bad').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code, message });
    expect(requests).toHaveLength(0);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a failed login call passes the ApiError through and ends the provider session', async () => {
    server([{ status: 403, body: { error: { code: 'FORBIDDEN', message: 'ワーカーとして登録されていません' } } }]);
    const error: unknown = await signIn('taro@example.com', 'secret1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, key: 'ACCESS_DENIED', message: 'ワーカーとして登録されていません' });
    expect(firebase.signOutUser).toHaveBeenCalledTimes(1);
    expect(sessionStore.getState()).toMatchObject({ token: null, worker: null });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('over a kept session of another worker (the sign-in page after a failed profile load), nothing of that worker stays', async () => {
    const previous = testJwt(Date.now() + 3_600_000, 1, 'uid-a');
    const next = testJwt(Date.now() + 3_600_000, 2, 'uid-b');
    sessionStore.getState().setToken(previous);
    sessionStore.getState().setAccount({ bankCode: '0001' } as never);
    sessionStore.getState().setCanAccountEdit(true);
    const ends: unknown[] = [];
    const stopWatching = sessionStore.subscribe((state, before) => {
      if (before.token !== null && state.token === null) ends.push(before.token);
    });
    firebase.signInWithPassword.mockResolvedValue(next);
    const other = { ...worker, id: 'w2', email: 'jiro@example.com' };
    server([{ status: 200, body: { worker: other } }]);

    await signIn('jiro@example.com', 'secret2');
    stopWatching();
    expect(sessionStore.getState()).toMatchObject({ token: next, worker: other, account: null, canAccountEdit: false });
    // The previous session ended (what follows the session — cached API copies, chat drafts — is cleared then).
    expect(ends).toEqual([previous]);
  });
});

describe('signOut — spec §4 "Sign-out clears the token and the worker state"', () => {
  it('clears token, storage and worker, and ends the provider session', async () => {
    await signIn('taro@example.com', 'secret1');
    sessionStore.getState().setCanAccountEdit(true);
    await signOut();
    expect(sessionStore.getState()).toMatchObject({ token: null, worker: null, account: null, canAccountEdit: false });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    expect(firebase.signOutUser).toHaveBeenCalledTimes(1);
  });

  it('still signs out locally when the provider fails', async () => {
    sessionStore.getState().setToken('t');
    firebase.signOutUser.mockRejectedValue(new Error('offline'));
    await expect(signOut()).resolves.toBeUndefined();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('forgets the profile typed and not saved, also the copy in this tab’s memory (ログアウト said it is deleted)', async () => {
    await signIn('taro@example.com', 'secret1');
    writeProfileDraft(worker.id, { name: '太郎', nameKana: '', displayName: '', phone: '', bio: '' });
    await signOut();
    window.localStorage.removeItem(profileDraftKey(worker.id)); // the phone's copy: shared/events removes it (its test)
    expect(readProfileDraft(worker.id)).toBeNull();
  });
});

describe('loadWorker — spec §4 "If loading fails, the status code and message are passed on as the rejection"', () => {
  it('loads /workerapi/me into the store', async () => {
    sessionStore.getState().setToken('stored');
    await expect(loadWorker()).resolves.toEqual(worker);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/me' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer stored');
    expect(sessionStore.getState().worker).toEqual(worker);
  });

  it.each([
    [{ status: 401, body: { error: { code: 'UNAUTHENTICATED', message: 'もう一度ログインしてください' } } }, 401, 'もう一度ログインしてください'],
    [{ status: 500 }, 500, 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。'],
    [{ status: 404 }, 404, 'お探しのページが見つかりませんでした。'],
    [{ networkError: true as const }, null, 'ネットワークエラーが発生しました。接続を確認してください。'],
  ])('rejects with ProfileLoadError(status, message) — %#', async (reply, status, message) => {
    server([reply]);
    const error: unknown = await loadWorker().catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ProfileLoadError);
    expect(error).toBeInstanceOf(Error);
    expect(error).toMatchObject({ status, message });
    expect(sessionStore.getState().worker).toBeNull();
  });

  it('concurrent calls share one request', async () => {
    const [a, b] = await Promise.all([loadWorker(), loadWorker()]);
    expect(a).toEqual(worker);
    expect(b).toEqual(worker);
    expect(requests).toHaveLength(1);
  });

  /** GET /workerapi/me answers only when the test says so, with the worker of the token it was sent with. */
  function heldProfiles(workers: Record<string, typeof worker>) {
    const answers: (() => void)[] = [];
    const sentWith: string[] = [];
    api.defaults.adapter = (prepared) => {
      const token = String(prepared.headers.Authorization).replace('Bearer ', '');
      sentWith.push(token);
      return new Promise<Response>((resolve) => {
        answers.push(() => resolve(new Response(JSON.stringify({ worker: workers[token] }), { status: 200, headers: { 'content-type': 'application/json' } })));
      });
    };
    return { answer: () => answers.shift()?.(), sentWith };
  }

  it('a profile that arrives after the worker signed out is not kept: the next worker on the phone never sees it', async () => {
    const other = { ...worker, id: 'w2', email: 'jiro@example.com', name: '鈴木 次郎' };
    const server = heldProfiles({ a: worker, b: other });
    sessionStore.getState().setToken('a');
    const first = loadWorker().catch((e: unknown) => e);
    await vi.waitFor(() => expect(server.sentWith).toEqual(['a']));

    await signOut();
    sessionStore.getState().setToken('b'); // the next worker signs in (another tab's sign-in reaches this one so)
    const second = loadWorker();
    server.answer();
    expect(await first).toBeInstanceOf(ProfileLoadError);
    expect(sessionStore.getState().worker).toBeNull();

    // The new session's load is its own request, with its own token.
    await vi.waitFor(() => expect(server.sentWith).toEqual(['a', 'b']));
    server.answer();
    await expect(second).resolves.toEqual(other);
    expect(sessionStore.getState().worker).toEqual(other);
  });
});

describe('startSessionSync — spec §4 "On an authentication state change, the token is refreshed and stored and the worker profile is loaded"', () => {
  it('stores each new token and loads the worker with it', async () => {
    const stop = await startSessionSync();
    emit(user('fresh-token'));
    await vi.waitFor(() => expect(sessionStore.getState().worker).toEqual(worker));
    expect(sessionStore.getState().token).toBe('fresh-token');
    expect(window.localStorage.getItem(KEY)).toBe('fresh-token');
    expect(requests.at(-1)?.headers.Authorization).toBe('Bearer fresh-token');

    emit(user('refreshed-token'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests[1]?.headers.Authorization).toBe('Bearer refreshed-token');
    expect(window.localStorage.getItem(KEY)).toBe('refreshed-token');
    stop();
  });

  it('does not reload the worker when the token did not change', async () => {
    sessionStore.getState().setToken('same');
    sessionStore.getState().setWorker(worker);
    const stop = await startSessionSync();
    emit(user('same'));
    // A barrier instead of a sleep: a changed token, announced after the unchanged one, is followed by exactly one
    // profile load — with its own token. Had the unchanged token loaded too, there would be two (or one with 'same').
    emit(user('changed'));
    await vi.waitFor(() => expect(requests.length).toBeGreaterThan(0));
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe('changed'));
    expect(requests.map((r) => r.headers.Authorization)).toEqual(['Bearer changed']);
    stop();
  });

  it('clears the session when the provider has no user but a token was stored', async () => {
    sessionStore.getState().setToken('stale');
    sessionStore.getState().setWorker(worker);
    const stop = await startSessionSync();
    emit(null);
    expect(sessionStore.getState()).toMatchObject({ token: null, worker: null, canAccountEdit: false });
    expect(window.localStorage.getItem(KEY)).toBeNull();
    stop();
  });

  it('reports a profile load failure as ProfileLoadError with status and message', async () => {
    server([{ status: 500 }]);
    const onError = vi.fn();
    const stop = await startSessionSync({ onError });
    emit(user('t'));
    await vi.waitFor(() => expect(onError).toHaveBeenCalledTimes(1));
    expect(onError.mock.calls[0]?.[0]).toBeInstanceOf(ProfileLoadError);
    expect(onError.mock.calls[0]?.[0]).toMatchObject({ status: 500 });
    stop();
  });

  it('subscribes once however often it is started, and stops', async () => {
    const [stop, again] = await Promise.all([startSessionSync(), startSessionSync()]);
    expect(again).toBe(stop);
    expect(firebase.subscribeIdToken).toHaveBeenCalledTimes(1);
    expect(firebase.listeners.size).toBe(1);
    stop();
    expect(firebase.listeners.size).toBe(0);
  });

  it('leaves the store to a running signIn (no duplicate profile load)', async () => {
    const stop = await startSessionSync();
    firebase.signInWithPassword.mockImplementation(async () => {
      emit(user('id-token')); // the provider announces the user while signIn is still exchanging the token
      return 'id-token';
    });
    await signIn('taro@example.com', 'secret1');
    expect(sessionStore.getState()).toMatchObject({ token: 'id-token', worker });
    // A barrier instead of a sleep: the next provider event after signIn is followed (one /me with its token);
    // the event during signIn must have added nothing before it.
    emit(user('later-token'));
    await vi.waitFor(() => expect(requests).toHaveLength(2));
    expect(requests.map((r) => r.url)).toEqual(['/workerapi/workers/login', '/workerapi/me']);
    expect(requests[1]?.headers.Authorization).toBe('Bearer later-token');
    stop();
  });
});

describe('other provider operations map errors to Japanese', () => {
  it('sendPasswordReset', async () => {
    await sendPasswordReset('taro@example.com');
    expect(firebase.sendPasswordReset).toHaveBeenCalledWith('taro@example.com');
    firebase.sendPasswordReset.mockRejectedValue({ code: 'auth/user-not-found' });
    await expect(sendPasswordReset('x@example.com')).rejects.toMatchObject({ name: 'AuthError', message: 'メールアドレスが間違っています' });
  });

  it('reauthenticate', async () => {
    firebase.reauthenticate.mockRejectedValue({ code: 'auth/wrong-password' });
    await expect(reauthenticate('bad')).rejects.toMatchObject({ code: 'auth/wrong-password', message: 'パスワードが間違っています' });
  });

  it('warmUp loads the implementation, never rejects when it cannot, and loads again next time', async () => {
    vi.resetModules(); // a fresh facade that has loaded nothing yet
    let loads = 0;
    let offline = true;
    vi.doMock('./firebase-impl', () => {
      loads += 1;
      if (offline) throw new Error('Failed to fetch dynamically imported module');
      return firebase;
    });
    try {
      const fresh = await import('./index');
      await expect(fresh.warmUp()).resolves.toBeUndefined();
      expect(loads).toBe(1);
      offline = false;
      await fresh.warmUp();
      expect(loads).toBe(2);
      await fresh.warmUp();
      expect(loads).toBe(2);
    } finally {
      vi.doUnmock('./firebase-impl');
    }
  });
});
