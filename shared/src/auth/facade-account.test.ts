import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api, ApiError, reportSessionRefused } from 'shared/api';
import { resetConfig, setConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import { createTestAdapter, type RecordedRequest, type Reply } from '../api/test-adapter';
import type * as FirebaseImpl from './firebase-impl';
import {
  AuthError,
  changePassword,
  getPasswordPolicy,
  isPasswordPolicyError,
  reauthenticate,
  refreshSession,
  signUp,
  startSessionSync,
} from './index';

type Impl = typeof FirebaseImpl;

// The account flows of the auth facade: sign-up (with its half-made-account recovery), password change,
// session refresh after an e-mail change, and the password policy. Firebase is replaced by plain stubs:
// a vi.fn whose promise rejects is reported as unhandled by vitest even when caught (team rules).
const firebase = vi.hoisted(() => {
  type Step = () => Promise<unknown>;
  const ok = (value: unknown): Step => () => Promise.resolve(value);
  const state = {
    calls: [] as string[],
    createUser: ok('new-token') as Step,
    signIn: ok('signed-in-token') as Step,
    reauth: ok(undefined) as Step,
    change: ok(undefined) as Step,
    renew: ok('renewed-token') as Step,
    policy: ok(undefined) as Step,
  };
  return { state, ok };
});

vi.mock('./firebase-impl', (): Partial<Impl> => {
  const { state } = firebase;
  const record = <T,>(name: string, step: () => Promise<unknown>) => {
    state.calls.push(name);
    return step() as Promise<T>;
  };
  return {
    createUserWithPassword: (email, password) => record(`createUser ${email} ${password}`, state.createUser),
    signInWithPassword: (email, password) => record(`signIn ${email} ${password}`, state.signIn),
    signOutUser: () => record('signOut', () => Promise.resolve()),
    subscribeIdToken: () => () => undefined,
    reauthenticate: (password) => record(`reauthenticate ${password}`, state.reauth),
    changePassword: (password) => record(`changePassword ${password}`, state.change),
    currentIdToken: () => record('currentIdToken', () => Promise.resolve('refreshed-token')),
    renewSession: () => record('renewSession', state.renew),
    readPasswordPolicy: (refresh) => record(`readPasswordPolicy ${String(refresh)}`, state.policy),
  };
});

const KEY = 'jwt-token-worker';
const newWorker = { id: 'w9', email: 'new@example.jp', name: '', charge: 0, margin: 0, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: false };
const completeWorker = { ...newWorker, name: '既存 太郎', profileCompleted: true };
const originalAdapter = api.defaults.adapter;
let requests: RecordedRequest[] = [];
const reject = (code: string) => () => Promise.reject(Object.assign(new Error(code), { code }));

function server(reply: (request: RecordedRequest) => Reply): void {
  const test = createTestAdapter(reply);
  requests = test.requests;
  api.defaults.adapter = test.adapter;
}

const input = { email: 'new@example.jp', password: 'secret12', adminKey: 'the-key' };

beforeEach(() => {
  setConfig({ environment: 'test', apiBaseUrl: '', firebase: { apiKey: 'k', authDomain: 'd', projectId: 'p' }, remotes: {} });
  sessionStore.getState().clearSession();
  const { state, ok } = firebase;
  state.calls = [];
  state.createUser = ok('new-token');
  state.signIn = ok('signed-in-token');
  state.reauth = ok(undefined);
  state.change = ok(undefined);
  state.renew = ok('renewed-token');
  state.policy = ok(undefined);
  server((request) => {
    if (request.url === '/workerapi/workers/check/signup-admin-key') return { status: 200, body: { valid: true } };
    if (request.url === '/workerapi/workers/signup') return { status: 201, body: { worker: newWorker } };
    if (request.url === '/workerapi/me') return { status: 200, body: { worker: { ...completeWorker, email: 'changed@example.jp' } } };
    return { status: 404 };
  });
});

afterEach(async () => {
  (await startSessionSync())();
  api.defaults.adapter = originalAdapter;
  resetConfig();
});

describe('signUp — admin key first, then the provider account, then POST /workerapi/workers/signup', () => {
  it('runs the three steps in order and stores the session (spec §4 "signed in after a successful sign-up")', async () => {
    await expect(signUp(input)).resolves.toEqual(newWorker);
    expect(requests.map((r) => r.url)).toEqual(['/workerapi/workers/check/signup-admin-key', '/workerapi/workers/signup']);
    expect(JSON.parse(String(requests[0]?.data))).toEqual({ adminKey: 'the-key' });
    expect(JSON.parse(String(requests[1]?.data))).toEqual({ email: 'new@example.jp', token: 'new-token', adminKey: 'the-key' });
    expect(requests[1]?.headers.Authorization).toBe('Bearer new-token');
    expect(firebase.state.calls).toEqual(['createUser new@example.jp secret12']);
    expect(sessionStore.getState()).toMatchObject({ token: 'new-token', worker: newWorker });
    expect(window.localStorage.getItem(KEY)).toBe('new-token');
  });

  it('a wrong admin key stops before anything is created', async () => {
    server(() => ({ status: 403, body: { error: { code: 'ADMIN_KEY_INVALID', message: '管理者キーが正しくありません。' } } }));
    const error: unknown = await signUp(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 403, message: '管理者キーが正しくありません。' });
    expect(firebase.state.calls).toEqual([]);
    expect(requests).toHaveLength(1);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('when the last step fails, the provider session ends and nothing is stored', async () => {
    server((request) =>
      request.url === '/workerapi/workers/signup' ? { networkError: true } : { status: 200, body: { valid: true } },
    );
    const error: unknown = await signUp(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', key: 'NETWORK_ERROR' });
    expect(firebase.state.calls).toEqual(['createUser new@example.jp secret12', 'signOut']);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a retry after such a failure resumes the half-made account: signs in with the same e-mail and password and registers', async () => {
    firebase.state.createUser = reject('auth/email-already-in-use');
    await expect(signUp(input)).resolves.toEqual(newWorker);
    expect(firebase.state.calls).toEqual(['createUser new@example.jp secret12', 'signIn new@example.jp secret12']);
    expect(JSON.parse(String(requests[1]?.data))).toMatchObject({ token: 'signed-in-token' });
    expect(sessionStore.getState()).toMatchObject({ token: 'signed-in-token', worker: newWorker });
  });

  it("the new account's token refused by the sign-up call (401): signs in again with the same credentials and registers, once", async () => {
    let calls = 0;
    server((request) => {
      if (request.url !== '/workerapi/workers/signup') return { status: 200, body: { valid: true } };
      calls += 1;
      return calls === 1 ? { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: '認証が必要です。ログインしてください。' } } } : { status: 201, body: { worker: newWorker } };
    });
    await expect(signUp(input)).resolves.toEqual(newWorker);
    expect(firebase.state.calls).toEqual(['createUser new@example.jp secret12', 'signIn new@example.jp secret12']);
    expect(requests.slice(1).map((r) => r.headers.Authorization)).toEqual(['Bearer new-token', 'Bearer signed-in-token']);
    expect(sessionStore.getState()).toMatchObject({ token: 'signed-in-token', worker: newWorker });
  });

  it('a second refusal is reported (no loop): the provider session ends and nothing is stored', async () => {
    server((request) =>
      request.url === '/workerapi/workers/signup'
        ? { status: 401, body: { error: { code: 'UNAUTHENTICATED', message: '認証が必要です。ログインしてください。' } } }
        : { status: 200, body: { valid: true } },
    );
    const error: unknown = await signUp(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ApiError', status: 401 });
    expect(firebase.state.calls).toEqual(['createUser new@example.jp secret12', 'signIn new@example.jp secret12', 'signOut']);
    expect(requests.filter((r) => r.url === '/workerapi/workers/signup')).toHaveLength(2);
    expect(sessionStore.getState().token).toBeNull();
  });

  it("someone else's address (the password does not sign in) → 'すでに登録されているメールアドレスです', no sign-up call", async () => {
    firebase.state.createUser = reject('auth/email-already-in-use');
    firebase.state.signIn = reject('auth/wrong-password');
    const error: unknown = await signUp(input).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(AuthError);
    expect(error).toMatchObject({ code: 'auth/email-already-in-use', message: 'すでに登録されているメールアドレスです' });
    expect(requests.map((r) => r.url)).toEqual(['/workerapi/workers/check/signup-admin-key']);
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a worker who already completed sign-up is not signed in through sign-up: the spec message, signed out', async () => {
    firebase.state.createUser = reject('auth/email-already-in-use');
    server((request) =>
      request.url === '/workerapi/workers/signup' ? { status: 200, body: { worker: completeWorker } } : { status: 200, body: { valid: true } },
    );
    const error: unknown = await signUp(input).catch((e: unknown) => e);
    expect(error).toMatchObject({ message: 'すでに登録されているメールアドレスです' });
    expect(firebase.state.calls.at(-1)).toBe('signOut');
    expect(sessionStore.getState().token).toBeNull();
  });

  it('a provider refusal of the password is reported as a policy error', async () => {
    firebase.state.createUser = reject('auth/password-does-not-meet-requirements');
    const error: unknown = await signUp(input).catch((e: unknown) => e);
    expect(isPasswordPolicyError(error)).toBe(true);
    expect(isPasswordPolicyError(new AuthError('auth/wrong-password'))).toBe(false);
  });
});

describe('reauthenticate / changePassword (/mypage/password)', () => {
  it.each(['auth/wrong-password', 'auth/invalid-credential', 'auth/invalid-login-credentials'])(
    '%s → spec §8 "wrong-password: \'パスワードが間違っています\'"',
    async (code) => {
      firebase.state.reauth = reject(code);
      await expect(reauthenticate('bad')).rejects.toMatchObject({ code: 'auth/wrong-password', message: 'パスワードが間違っています' });
    },
  );

  it('stores the token of the reauthentication before it resolves (the next call carries the new sign-in time)', async () => {
    sessionStore.getState().setToken('old-token');
    await reauthenticate('pass');
    expect(firebase.state.calls).toEqual(['reauthenticate pass', 'currentIdToken']);
    expect(sessionStore.getState().token).toBe('refreshed-token');
  });

  it('a wrong current password changes nothing', async () => {
    firebase.state.reauth = reject('auth/wrong-password');
    await expect(changePassword('bad-pass', 'new-pass1')).rejects.toMatchObject({ message: 'パスワードが間違っています' });
    expect(firebase.state.calls).toEqual(['reauthenticate bad-pass']);
  });

  it('reauthenticates, changes the password and stores the refreshed token (the session keeps working)', async () => {
    sessionStore.getState().setToken('old-token');
    await changePassword('old-pass', 'new-pass1');
    expect(firebase.state.calls).toEqual(['reauthenticate old-pass', 'currentIdToken', 'changePassword new-pass1', 'currentIdToken']);
    expect(sessionStore.getState().token).toBe('refreshed-token');
    expect(window.localStorage.getItem(KEY)).toBe('refreshed-token');
  });
});

describe('changePassword while the provider revokes the old sessions', () => {
  it('a call refused meanwhile (a token of the session before the change) does not end the session; the new token is stored', async () => {
    sessionStore.getState().setToken('old-token');
    sessionStore.getState().setWorker(completeWorker);
    firebase.state.change = () => {
      // The event stream reconnecting with a token the change revoked: workerapi answers 401 UNAUTHENTICATED.
      reportSessionRefused('session-expired');
      return Promise.resolve();
    };
    await changePassword('old-pass', 'new-pass1');
    expect(sessionStore.getState().token).toBe('refreshed-token');
    expect(sessionStore.getState().worker).toEqual(completeWorker);
    // After the change, a refusal ends the session as before.
    reportSessionRefused('session-expired');
    expect(sessionStore.getState().token).toBeNull();
  });
});

describe('refreshSession (after the e-mail change is confirmed)', () => {
  it('stores the renewed token and reloads the worker with it', async () => {
    sessionStore.getState().setToken('old-token');
    await expect(refreshSession()).resolves.toMatchObject({ email: 'changed@example.jp' });
    expect(sessionStore.getState().token).toBe('renewed-token');
    expect(requests.at(-1)?.headers.Authorization).toBe('Bearer renewed-token');
  });

  it('rejects with an AuthError when the session cannot be renewed', async () => {
    firebase.state.renew = reject('auth/user-token-expired');
    await expect(refreshSession()).rejects.toBeInstanceOf(AuthError);
  });
});

describe('getPasswordPolicy (spec §5)', () => {
  it('falls back to the default minimum of 6 when the policy cannot be fetched (the emulator answers 501)', async () => {
    firebase.state.policy = reject('auth/internal-error');
    await expect(getPasswordPolicy({ refresh: true })).resolves.toMatchObject({ minLength: 6, maxLength: null });
  });

  it('keeps the fetched policy and fetches again on refresh', async () => {
    const strict = { minLength: 10, maxLength: null, requireLowercase: true, requireUppercase: false, requireNumeric: false, requireNonAlphanumeric: false, allowedNonAlphanumeric: '' };
    firebase.state.policy = firebase.ok(strict);
    await expect(getPasswordPolicy({ refresh: true })).resolves.toEqual(strict);
    await expect(getPasswordPolicy()).resolves.toEqual(strict);
    expect(firebase.state.calls.filter((c) => c.startsWith('readPasswordPolicy'))).toEqual(['readPasswordPolicy true']);
    await getPasswordPolicy({ refresh: true });
    expect(firebase.state.calls.filter((c) => c.startsWith('readPasswordPolicy'))).toEqual(['readPasswordPolicy true', 'readPasswordPolicy true']);
  });
});
