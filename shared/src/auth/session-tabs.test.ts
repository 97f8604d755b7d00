// A stored session is followed without Firebase (docs/decisions.md "Firebase Auth loads when the session needs
// it"): the token's life plans its refresh, and the other tabs' sign-out, refreshes and sign-in reach this tab
// through jwt-token-worker's storage events.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from 'shared/api';
import { TOKEN_REFRESH_BEFORE_EXPIRY_MS } from 'shared/domain';
import { sessionStore } from 'shared/store';
import { createTestAdapter, type RecordedRequest } from '../api/test-adapter';
import type * as FirebaseImpl from './firebase-impl';
import { TEST_WORKER, endSessionTest, startSessionTest, testJwt } from './test-session';
import { followSession, onSessionChangedElsewhere, refreshSession, signOut, whileAccountChanges, type ElsewhereChange } from './index';
import { REFRESHED_ELSEWHERE_WAIT_MS } from './session';

type Impl = typeof FirebaseImpl;
const loads = vi.hoisted(() => ({ impl: 0 }));
const firebase = vi.hoisted(() => ({
  currentIdToken: vi.fn<Impl['currentIdToken']>(),
  renewSession: vi.fn<Impl['renewSession']>(),
  signOutUser: vi.fn<Impl['signOutUser']>(() => Promise.resolve()),
}));
vi.mock('./firebase-impl', () => {
  loads.impl += 1;
  return firebase;
});

const KEY = 'jwt-token-worker';
const NOW = Date.parse('2026-11-26T08:00:00Z');
const HOUR = 3_600_000;
const jwt = testJwt;
const worker = TEST_WORKER;
let requests: RecordedRequest[] = [];

/** What another tab does to localStorage, and the event this tab then receives. */
function otherTab(token: string | null) {
  if (token === null) window.localStorage.removeItem(KEY);
  else window.localStorage.setItem(KEY, token);
  window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: token, storageArea: window.localStorage }));
}

let stop: () => void = () => undefined;
let changes: ElsewhereChange[] = [];
let stopListening: () => void = () => undefined;

beforeEach(() => {
  startSessionTest(NOW);
  firebase.currentIdToken.mockReset();
  const test = createTestAdapter([{ status: 200, body: { worker } }]);
  requests = test.requests;
  api.defaults.adapter = test.adapter;
  changes = [];
  stopListening = onSessionChangedElsewhere((change) => changes.push(change));
});
afterEach(() => {
  stop();
  stopListening();
  endSessionTest();
});

describe('a stored session is followed without loading Firebase', () => {
  it('Firebase loads only when the token is due for its refresh, and the refreshed token is stored', async () => {
    const stored = jwt(NOW + HOUR, 1);
    const refreshed = jwt(NOW + 2 * HOUR, 2);
    sessionStore.getState().setToken(stored);
    firebase.currentIdToken.mockResolvedValue(refreshed);
    stop = followSession();
    expect(followSession()).toBe(stop); // once, however often it is called

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(loads.impl).toBe(0);
    expect(firebase.currentIdToken).not.toHaveBeenCalled();

    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(refreshed));
    expect(loads.impl).toBe(1);
    expect(firebase.currentIdToken).toHaveBeenCalledWith(true);
    expect(window.localStorage.getItem(KEY)).toBe(refreshed);
  });
});

describe('the provider no longer has the worker signed in', () => {
  it('when the refresh finds no user, the session ends and the shell is told', async () => {
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    sessionStore.getState().setWorker(worker);
    firebase.currentIdToken.mockResolvedValue(null);
    stop = followSession();

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    await vi.waitFor(() => expect(changes).toEqual(['session-ended']));
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().worker).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });
});

/** An answer in the API's error shape (docs/contracts.md). */
const apiError = (status: number, code: string) => ({ status, body: { error: { code, message: 'x' } } });

describe('the API refuses the session in answer to a page’s call', () => {
  it.each([
    [403, 'ACCESS_DENIED', 'access-denied'],
    [401, 'UNAUTHENTICATED', 'session-ended'],
  ] as const)('%i %s: the session ends and the shell is told %s; the call still rejects', async (status, code, change) => {
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    sessionStore.getState().setWorker(worker);
    api.defaults.adapter = createTestAdapter([apiError(status, code)]).adapter;

    await expect(api.get('/workerapi/shifts')).rejects.toMatchObject({ response: { status } });
    expect(changes).toEqual([change]);
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().worker).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('not while the session is renewed (an e-mail change): the renewal’s caller handles the refused token', async () => {
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    const renewed = jwt(NOW + HOUR, 2);
    firebase.renewSession.mockResolvedValue(renewed);
    api.defaults.adapter = createTestAdapter([apiError(401, 'UNAUTHENTICATED')]).adapter;

    await expect(refreshSession()).rejects.toMatchObject({ status: 401 });
    expect(changes).toEqual([]);
    expect(sessionStore.getState().token).toBe(renewed);
  });

  it('not while an account change runs (the e-mail confirmation): another call refused meanwhile is the change’s to handle', async () => {
    const token = jwt(NOW + HOUR, 1);
    sessionStore.getState().setToken(token);
    api.defaults.adapter = createTestAdapter([
      apiError(401, 'UNAUTHENTICATED'),
      apiError(401, 'UNAUTHENTICATED'),
    ]).adapter;
    // The header's badge asks while the confirmation is on its way; the provider has already revoked the token.
    const result = await whileAccountChanges(async () => {
      await api.get('/workerapi/messages/unread').catch(() => undefined);
      return 'changed';
    });
    expect(result).toBe('changed');
    expect(changes).toEqual([]);
    expect(sessionStore.getState().token).toBe(token);
    // Once it is over, a refusal ends the session as before.
    await api.get('/workerapi/messages/unread').catch(() => undefined);
    expect(changes).toEqual(['session-ended']);
  });

  it('a page’s own error (404, a validation error) leaves the session as it is', async () => {
    const token = jwt(NOW + HOUR, 1);
    sessionStore.getState().setToken(token);
    api.defaults.adapter = createTestAdapter([
      apiError(404, 'NOT_FOUND'),
      apiError(400, 'VALIDATION_ERROR'),
    ]).adapter;
    await api.get('/workerapi/reservations/r-1').catch(() => undefined);
    await api.post('/workerapi/update', {}).catch(() => undefined);
    expect(changes).toEqual([]);
    expect(sessionStore.getState().token).toBe(token);
  });
});

describe('the other tabs of the app', () => {
  it('a sign-out in another tab ends this tab’s session and tells the shell', async () => {
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    sessionStore.getState().setWorker(worker);
    stop = followSession();

    otherTab(null);
    expect(sessionStore.getState().token).toBeNull();
    expect(sessionStore.getState().worker).toBeNull();
    expect(changes).toEqual(['signed-out']);
  });

  it('a token refreshed in another tab replaces this tab’s, and its refresh is planned from the new expiry', async () => {
    const mine = jwt(NOW + HOUR, 1);
    const theirs = jwt(NOW + 2 * HOUR, 2);
    sessionStore.getState().setToken(mine);
    sessionStore.getState().setWorker(worker);
    stop = followSession();

    otherTab(theirs);
    expect(sessionStore.getState().token).toBe(theirs);
    expect(sessionStore.getState().worker).toEqual(worker);
    expect(changes).toEqual([]);
    expect(requests).toEqual([]); // the same worker: nothing is loaded again

    // The old token's refresh time passes without a refresh: the new token is good for another hour.
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    expect(firebase.currentIdToken).not.toHaveBeenCalled();
  });

  it('a sign-in in another tab signs this signed-out tab in once the worker is loaded', async () => {
    stop = followSession();
    const theirs = jwt(NOW + HOUR, 1);

    otherTab(theirs);
    expect(sessionStore.getState().token).toBe(theirs);
    await vi.waitFor(() => expect(changes).toEqual(['signed-in']));
    expect(sessionStore.getState().worker).toEqual(worker);
    expect(requests.map((r) => [r.method, r.url, r.headers.Authorization])).toEqual([['GET', '/workerapi/me', `Bearer ${theirs}`]]);
  });

  it('another worker’s token in place of this tab’s (a sign-out and a sign-in there, read at once) is a sign-out, then a sign-in', async () => {
    const mine = jwt(NOW + HOUR, 1, 'uid-a');
    sessionStore.getState().setToken(mine);
    sessionStore.getState().setWorker(worker);
    stop = followSession();

    // This tab was asleep (a phone's background tab): the other tab's sign-out and the next worker's sign-in are both
    // in jwt-token-worker when its first storage event is handled.
    const next = jwt(NOW + HOUR, 2, 'uid-b');
    window.localStorage.setItem(KEY, next);
    window.dispatchEvent(new StorageEvent('storage', { key: KEY, newValue: null, storageArea: window.localStorage }));
    expect(sessionStore.getState().worker).toBeNull(); // never the previous worker's profile beside the next one's token
    await vi.waitFor(() => expect(changes).toEqual(['signed-out', 'signed-in']));
    expect(sessionStore.getState().token).toBe(next);
    expect(requests.map((r) => r.headers.Authorization)).toEqual([`Bearer ${next}`]);
  });

  it('other keys, and an event that repeats this tab’s own token, change nothing', () => {
    const mine = jwt(NOW + HOUR, 1);
    sessionStore.getState().setToken(mine);
    stop = followSession();

    window.dispatchEvent(new StorageEvent('storage', { key: 'something-else', newValue: null, storageArea: window.localStorage }));
    otherTab(mine);
    expect(sessionStore.getState().token).toBe(mine);
    expect(changes).toEqual([]);
  });

  it('after stop, another tab’s sign-out no longer reaches this tab', () => {
    const mine = jwt(NOW + HOUR, 1);
    sessionStore.getState().setToken(mine);
    followSession()();

    otherTab(null);
    expect(sessionStore.getState().token).toBe(mine);
    expect(changes).toEqual([]);
  });
});

describe('the worker’s tabs refresh one at a time', () => {
  const LOCK = 'jwt-token-worker refresh';
  type Grant = (lock: { name: string } | null) => unknown;

  /** A LockManager of one browser: exclusive locks granted in order; `ifAvailable` gets null while one is held. */
  function installLocks() {
    const names: string[] = [];
    let held = false;
    const waiting: (() => void)[] = [];
    const acquire = (): Promise<void> => {
      if (!held) {
        held = true;
        return Promise.resolve();
      }
      return new Promise<void>((resolve) => waiting.push(resolve));
    };
    const letGo = () => {
      const next = waiting.shift();
      if (next) next();
      else held = false;
    };
    const locks = {
      names,
      request(name: string, a: Grant | { ifAvailable?: boolean }, b?: Grant): Promise<unknown> {
        names.push(name);
        const grant = typeof a === 'function' ? a : b;
        if (!grant) throw new Error('no callback');
        if (typeof a !== 'function' && a.ifAvailable && held) return Promise.resolve().then(() => grant(null));
        return acquire().then(async () => {
          try {
            return await grant({ name });
          } finally {
            letGo();
          }
        });
      },
    };
    Object.defineProperty(navigator, 'locks', { value: locks, configurable: true });
    return locks;
  }
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'locks');
  });

  /**
   * Another tab takes the lock (it is refreshing); then this tab's refresh comes due and waits for the lock.
   * Returns the lock manager and the function that lets the other tab's lock go.
   */
  async function dueWhileOtherTabRefreshes() {
    const locks = installLocks();
    let release: () => void = () => undefined;
    void locks.request(LOCK, () => new Promise<void>((resolve) => {
      release = resolve;
    }));
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    stop = followSession();
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    return { locks, release: () => release() };
  }

  it('when its refresh comes due, a tab takes the token another tab has just refreshed instead of loading Firebase', async () => {
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    stop = followSession();
    const theirs = jwt(NOW + 2 * HOUR, 2);
    window.localStorage.setItem(KEY, theirs); // written by the other tab; its storage event has not arrived yet

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(theirs));
    expect(firebase.currentIdToken).not.toHaveBeenCalled();
    expect(changes).toEqual([]);
  });

  it('a stored token that is due too is refreshed at the provider, under the lock', async () => {
    const locks = installLocks();
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    stop = followSession();
    window.localStorage.setItem(KEY, jwt(NOW + HOUR, 2)); // another tab's, as old as this tab's
    const refreshed = jwt(NOW + 2 * HOUR, 3);
    firebase.currentIdToken.mockResolvedValue(refreshed);

    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(refreshed));
    expect(firebase.currentIdToken).toHaveBeenCalledTimes(1);
    expect(locks.names).toEqual([LOCK]);
  });

  it('a tab waits for the lock while another tab refreshes, then takes its token', async () => {
    const { locks, release } = await dueWhileOtherTabRefreshes();
    expect(locks.names).toEqual([LOCK, LOCK, LOCK]); // the other tab's, this tab's `ifAvailable`, then its wait
    expect(firebase.currentIdToken).not.toHaveBeenCalled();

    const theirs = jwt(NOW + 2 * HOUR, 2);
    otherTab(theirs);
    release();
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(theirs));
    expect(firebase.currentIdToken).not.toHaveBeenCalled();
  });

  it('the other tab’s token may reach this tab only after the lock: the tab waits for it', async () => {
    const { release } = await dueWhileOtherTabRefreshes();
    release(); // the lock comes first …
    await vi.advanceTimersByTimeAsync(REFRESHED_ELSEWHERE_WAIT_MS / 2);
    const theirs = jwt(NOW + 2 * HOUR, 2);
    otherTab(theirs); // … then the token
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(theirs));
    await vi.advanceTimersByTimeAsync(REFRESHED_ELSEWHERE_WAIT_MS);
    expect(firebase.currentIdToken).not.toHaveBeenCalled();
  });

  it('when the other tab’s refresh brought no token, the tab refreshes at the provider after the wait', async () => {
    const refreshed = jwt(NOW + 2 * HOUR, 3);
    firebase.currentIdToken.mockResolvedValue(refreshed);
    const { release } = await dueWhileOtherTabRefreshes();
    release();
    await vi.advanceTimersByTimeAsync(REFRESHED_ELSEWHERE_WAIT_MS - 1);
    expect(firebase.currentIdToken).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(refreshed));
    expect(firebase.currentIdToken).toHaveBeenCalledTimes(1);
  });
});

describe('a sign-out while a token refresh is on its way', () => {
  /** The provider's answer to the refresh, held until the test lets it go. */
  function heldRefresh() {
    let answer: (token: string | null) => void = () => undefined;
    firebase.currentIdToken.mockImplementation(() => new Promise((resolve) => {
      answer = resolve;
    }));
    return (token: string | null) => answer(token);
  }

  it('the refreshed token that lands after the worker signed out in this tab is not stored: the tab stays signed out', async () => {
    const answer = heldRefresh();
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    sessionStore.getState().setWorker(worker);
    stop = followSession();
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    await vi.waitFor(() => expect(firebase.currentIdToken).toHaveBeenCalledTimes(1));

    await signOut();
    answer(jwt(NOW + 2 * HOUR, 2));
    await vi.advanceTimersByTimeAsync(0);

    expect(sessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
    // Nor is a refresh of the ended session planned.
    await vi.advanceTimersByTimeAsync(3 * HOUR);
    expect(firebase.currentIdToken).toHaveBeenCalledTimes(1);
  });

  it('… nor after a sign-out in another tab (it would sign every tab in again)', async () => {
    const answer = heldRefresh();
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    stop = followSession();
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    await vi.waitFor(() => expect(firebase.currentIdToken).toHaveBeenCalledTimes(1));

    otherTab(null);
    answer(jwt(NOW + 2 * HOUR, 2));
    await vi.advanceTimersByTimeAsync(0);

    expect(changes).toEqual(['signed-out']);
    expect(sessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('… nor over the session of the worker who signed in meanwhile', async () => {
    const answer = heldRefresh();
    sessionStore.getState().setToken(jwt(NOW + HOUR, 1));
    stop = followSession();
    await vi.advanceTimersByTimeAsync(HOUR - TOKEN_REFRESH_BEFORE_EXPIRY_MS);
    await vi.waitFor(() => expect(firebase.currentIdToken).toHaveBeenCalledTimes(1));

    await signOut();
    const next = jwt(NOW + 2 * HOUR, 3); // another worker's sign-in on the same phone
    sessionStore.getState().setToken(next);
    answer(jwt(NOW + 2 * HOUR, 2));
    await vi.advanceTimersByTimeAsync(0);

    expect(sessionStore.getState().token).toBe(next);
    expect(window.localStorage.getItem(KEY)).toBe(next);
    // The new session's own refresh is still planned (5 minutes before its token expires).
    const refreshed = jwt(NOW + 3 * HOUR, 4);
    firebase.currentIdToken.mockResolvedValue(refreshed);
    await vi.advanceTimersByTimeAsync(HOUR);
    await vi.waitFor(() => expect(sessionStore.getState().token).toBe(refreshed));
  });
});
