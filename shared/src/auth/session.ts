// The session (spec §4): sign-in, sign-out, the worker profile, following the provider's token changes, and the
// token's life (spec §9: refreshed 5 minutes before expiry, back-off 30 s → 960 s, expired 30 s early, time-out
// 30 s desktop / 60 s mobile). The account flows (sign-up, password and e-mail changes, reset) are in ./account-flows.
import { getMe, login, setSessionRefusedHandler, setTokenRefresher, toApiError } from 'shared/api';
import { TOKEN_STORAGE_KEY } from 'shared/domain';
import { SESSION_ENDED_MESSAGE } from 'shared/messages';
import type { Worker } from 'shared/schemas';
import { forgetProfileDraftsInMemory, readStoredToken, sessionStore } from 'shared/store';
import { AuthError, ProfileLoadError, toAuthError } from './errors';
import { firebase, isSigningIn, loadImpl, provider, whileSigningIn } from './provider';
import { createTokenRefresher, isRefreshDue, isTokenExpired, refreshTimeoutMs, tokenSubject, withTimeout } from './token-life';
import type { IdTokenUser } from './types';

const REFRESH_TIMEOUT_MS = refreshTimeoutMs(typeof navigator === 'undefined' ? undefined : navigator);

/** The one refresher of the stored token (jwt-token-worker); the API client asks it on a 401 TOKEN_EXPIRED. */
const tokenLife = createTokenRefresher({
  refresh: refreshOneTabAtATime,
  store: (token) => sessionStore.getState().setToken(token),
  timeoutMs: REFRESH_TIMEOUT_MS,
});
setTokenRefresher(() => tokenLife.refreshNow());

/**
 * Plans the refresh of every token the store holds from now on, and checks again when a hidden tab comes back
 * (timers of a sleeping device fire late). Returns the function that stops it.
 */
function followTokenLife(): () => void {
  tokenLife.schedule(sessionStore.getState().token);
  const unsubscribe = sessionStore.subscribe((state, previous) => {
    if (state.token !== previous.token) tokenLife.schedule(state.token);
  });
  const onVisible = () => {
    const token = sessionStore.getState().token;
    if (typeof document !== 'undefined' && document.visibilityState === 'visible' && token !== null && isTokenExpired(token, Date.now())) {
      void tokenLife.refreshNow();
    }
  };
  if (typeof document !== 'undefined') document.addEventListener('visibilitychange', onVisible);
  return () => {
    unsubscribe();
    tokenLife.stop();
    if (typeof document !== 'undefined') document.removeEventListener('visibilitychange', onVisible);
  };
}

/**
 * What happened outside this tab: the worker signed in or out in another tab ('signed-in', 'signed-out'), the
 * provider no longer has the worker signed in when the token is refreshed ('session-ended'), or the API refused the
 * session in answer to a call: the token is not one it accepts ('session-ended') or no worker has its account any
 * more ('access-denied').
 */
export type ElsewhereChange = 'signed-in' | 'signed-out' | 'session-ended' | 'access-denied';

const elsewhereListeners = new Set<(change: ElsewhereChange) => void>();

/**
 * Calls `listener` when this tab's session began or ended outside this tab: the worker signed in or out in another
 * tab, or the provider no longer has the worker signed in when the token is refreshed (the shell then shows my page
 * or the sign-in page). Returns the function that removes it.
 */
export function onSessionChangedElsewhere(listener: (change: ElsewhereChange) => void): () => void {
  elsewhereListeners.add(listener);
  return () => {
    elsewhereListeners.delete(listener);
  };
}

/** The session ended outside this tab's sign-out: cleared here, and the shell told (it shows the sign-in page). */
function endedElsewhere(change: Exclude<ElsewhereChange, 'signed-in'>): void {
  sessionStore.getState().clearSession();
  for (const listener of elsewhereListeners) listener(change);
}

// A call with the stored token refused for the session itself (shared/api: 401 UNAUTHENTICATED, 403 ACCESS_DENIED):
// no call of this session can succeed, so it ends here, whichever page made the call. Not while a sign-in or a
// session renewal runs: that flow handles its own refusal (it signs out, or says why).
setSessionRefusedHandler((refusal) => {
  if (isSigningIn()) return;
  endedElsewhere(refusal === 'access-denied' ? 'access-denied' : 'session-ended');
});

/** The Web Lock the worker's tabs take to refresh: one refreshes, the others then take its token (below). */
const REFRESH_LOCK = `${TOKEN_STORAGE_KEY} refresh`;

/**
 * How long a tab that waited for REFRESH_LOCK waits for the token of the tab that held it. localStorage reaches the
 * other tabs a moment after it is written, and the lock can be granted before. The wait ends as soon as the token
 * arrives; it runs out only when the other tab's refresh failed, and this tab then refreshes itself.
 */
export const REFRESHED_ELSEWHERE_WAIT_MS = 2_000;

/** What the lock's callback returns when `ifAvailable` found the lock held by another tab. */
const LOCK_HELD_ELSEWHERE = Symbol('held elsewhere');

/**
 * Refreshes the token, one tab at a time: under REFRESH_LOCK the worker's tabs, whose timers come due at the same
 * moment, do not all load Firebase and refresh. A free lock: this tab refreshes. A held lock: another tab is
 * refreshing; this tab waits for the lock and then takes that tab's token. Without Web Locks each tab refreshes on
 * its own. Each turn holds the lock for the refresh's time-out at most, so a stalled refresh never holds the others.
 */
async function refreshOneTabAtATime(): Promise<string | null> {
  const replacing = sessionStore.getState().token;
  const session = sessionEpoch;
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return ofSession(session, await refreshUnlessRefreshedElsewhere(replacing, 0, session));
  const now = await locks.request(REFRESH_LOCK, { ifAvailable: true }, (lock) =>
    lock === null ? LOCK_HELD_ELSEWHERE : withTimeout(refreshUnlessRefreshedElsewhere(replacing, 0, session), REFRESH_TIMEOUT_MS));
  if (now !== LOCK_HELD_ELSEWHERE) return ofSession(session, now);
  return ofSession(session, await locks.request(REFRESH_LOCK, () =>
    withTimeout(refreshUnlessRefreshedElsewhere(replacing, REFRESHED_ELSEWHERE_WAIT_MS, session), REFRESH_TIMEOUT_MS)));
}

/**
 * Counts the sessions that ended in this tab (the token went from a value to none: a sign-out here or in another
 * tab, a session the API or the provider refused). A refresh is of the session it began in: a token it brings after
 * that session ended is dropped — stored, it would sign the worker in again after a sign-out (this tab and, through
 * jwt-token-worker, every other), or replace the session of the worker who signed in meanwhile on the same phone.
 */
let sessionEpoch = 0;
sessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) sessionEpoch += 1;
});

/** `token` while the session `epoch` is still this tab's, else null (it ended while the refresh ran). */
function ofSession(epoch: number, token: string | null): string | null {
  return epoch === sessionEpoch ? token : null;
}

/**
 * A token in jwt-token-worker other than the one this refresh was asked to replace, and not yet due for its
 * refresh: another tab has refreshed meanwhile, so this tab takes it instead of loading Firebase.
 */
function tokenRefreshedElsewhere(replacing: string | null): string | null {
  const stored = readStoredToken();
  return stored === null || stored === replacing || isRefreshDue(stored, Date.now()) ? null : stored;
}

/** The other tab's refreshed token as soon as its storage event arrives, or null after `waitMs`. */
function tokenFromOtherTab(replacing: string | null, waitMs: number): Promise<string | null> {
  const found = tokenRefreshedElsewhere(replacing);
  if (found !== null || waitMs <= 0 || typeof window === 'undefined') return Promise.resolve(found);
  return new Promise((resolve) => {
    const done = (token: string | null) => {
      clearTimeout(timer);
      window.removeEventListener('storage', onStorage);
      resolve(token);
    };
    const onStorage = (event: StorageEvent) => {
      if (event.key !== TOKEN_STORAGE_KEY) return;
      const token = tokenRefreshedElsewhere(replacing);
      if (token !== null) done(token);
    };
    const timer = setTimeout(() => done(null), waitMs);
    window.addEventListener('storage', onStorage);
  });
}

/**
 * The refresh of `replacing` (the token when the refresh was asked for), run while this tab holds the lock: another
 * tab's token when it has one (waiting up to `waitMs` for it), else the provider's. A token from the provider is
 * stored before the lock is let go.
 */
async function refreshUnlessRefreshedElsewhere(replacing: string | null, waitMs: number, session: number): Promise<string | null> {
  const theirs = await tokenFromOtherTab(replacing, waitMs);
  if (theirs !== null) return theirs;
  const token = ofSession(session, await refreshFromProvider(session));
  if (token !== null) sessionStore.getState().setToken(token);
  return token;
}

/**
 * A newly issued token from the provider for the token life, asked for in the session `session`. No signed-in user
 * there (signed out through another tab's provider session, the account disabled or its e-mail changed) ends this
 * tab's session too.
 */
async function refreshFromProvider(session: number): Promise<string | null> {
  const token = await provider((f) => f.currentIdToken(true));
  // (Not when the session ended meanwhile: no user then is that sign-out's, and a token now is another session's.)
  if (token === null && session === sessionEpoch && sessionStore.getState().token !== null && !isSigningIn()) endedElsewhere('session-ended');
  return token;
}

/** Whether two tokens are of one worker (a token whose user cannot be read counts as the same one). */
function sameWorker(a: string, b: string): boolean {
  const [subA, subB] = [tokenSubject(a), tokenSubject(b)];
  return subA === null || subB === null || subA === subB;
}

/**
 * Another tab changed jwt-token-worker (the event fires only in the other tabs), and this tab follows (spec §4: on
 * an authentication state change the token is stored and the worker loaded): a sign-out there ends this tab's
 * session, a refreshed token there replaces this tab's, a sign-in there signs this tab in once the worker loaded.
 * Another worker's token in place of this tab's (the tab slept through a sign-out and the next worker's sign-in:
 * the storage is read when the event is handled) is both: this session ends first, so that nothing of the previous
 * worker stays beside the next worker's token.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== TOKEN_STORAGE_KEY && event.key !== null) return; // null: the other tab cleared the storage
  const state = sessionStore.getState();
  const stored = readStoredToken();
  if (stored === state.token) return;
  if (stored === null) {
    endedElsewhere('signed-out');
    return;
  }
  if (state.token !== null && sameWorker(state.token, stored)) {
    state.setToken(stored);
    return;
  }
  if (state.token !== null) endedElsewhere('signed-out');
  sessionStore.getState().setToken(stored);
  loadWorker().then(
    () => {
      for (const listener of elsewhereListeners) listener('signed-in');
    },
    () => undefined, // the next page's guard loads the worker again, or sends the worker to /login
  );
}

let following: (() => void) | null = null;

/**
 * Follows the session without loading Firebase: the token's life (a refresh 5 minutes before expiry, at once when
 * it has expired — Firebase loads for that refresh) and the other tabs' sign-in, sign-out and refreshes.
 * Idempotent; returns the function that stops it. The shell calls it at start, signed in or not (a sign-in in
 * another tab reaches a signed-out tab too); startSessionSync calls it as well.
 */
export function followSession(): () => void {
  if (following) return following;
  const stopTokenLife = followTokenLife();
  const onStorage = (event: StorageEvent) => followOtherTabs(event);
  if (typeof window !== 'undefined') window.addEventListener('storage', onStorage);
  const stop = () => {
    stopTokenLife();
    if (typeof window !== 'undefined') window.removeEventListener('storage', onStorage);
    if (following === stop) following = null;
  };
  following = stop;
  return stop;
}

/**
 * Signs in with e-mail and password (spec §4 "Signed out → signed in"): provider sign-in → ID token →
 * POST /workerapi/workers/login → the token is stored (jwt-token-worker) and the worker kept in the store.
 * @throws AuthError (provider failure, Japanese message per spec §8) or ApiError (the login call failed;
 *   the provider session is then ended too, so the two never disagree).
 */
export function signIn(email: string, password: string): Promise<Worker> {
  return whileSigningIn(async () => {
    const loaded = await firebase();
    const token = await provider(() => loaded.signInWithPassword(email, password));
    let worker: Worker;
    try {
      ({ worker } = await login({ email, token }));
    } catch (error) {
      await loaded.signOutUser().catch(() => undefined);
      throw toApiError(error);
    }
    beginSession(token, worker);
    // Follow token refreshes from now on (the ID token lives an hour).
    void startSessionSync();
    return worker;
  });
}

/**
 * Stores the token and the worker of a sign-in or sign-up. A session of another worker still held (the sign-in page
 * keeps the token when the profile could not be loaded) ends first, so that nothing of that worker — the bank account
 * in the store, and what follows the session's end: the service worker's API copies, chat drafts — stays.
 */
export function beginSession(token: string, worker: Worker): void {
  const held = sessionStore.getState().token;
  if (held !== null && !sameWorker(held, token)) sessionStore.getState().clearSession();
  const { setToken, setWorker } = sessionStore.getState();
  setToken(token);
  setWorker(worker);
}

/**
 * Signs out (spec §4 "Sign-out clears the token and the worker state"). The store is cleared at once; the
 * provider session is ended too — loading Firebase if needed, otherwise its persisted user would sign the
 * worker back in on the next visit. A provider failure is ignored: the app is already signed out.
 */
export async function signOut(): Promise<void> {
  forgetProfileDraftsInMemory(); // the phone's copy goes with the session (shared/events), as ログアウト said
  sessionStore.getState().clearSession();
  try {
    const loaded = await loadImpl();
    await loaded.signOutUser();
  } catch {
    // Offline or the SDK failed: local state is cleared, which is what the worker sees.
  }
}

let loadingWorker: { session: number; worker: Promise<Worker> } | null = null;

/**
 * Loads the worker profile (GET /workerapi/me) into the store. Concurrent calls of one session share one request.
 * A profile that arrives after its session ended (the worker signed out meanwhile) is not kept: the load rejects as
 * a 401 would, and a load for the next session is a request of its own.
 * @throws ProfileLoadError with the status code and Japanese message (spec §4 "If loading fails, the status
 *   code and message are passed on as the rejection").
 */
export function loadWorker(): Promise<Worker> {
  const session = sessionEpoch;
  if (loadingWorker?.session === session) return loadingWorker.worker;
  const worker = fetchWorker(session).finally(() => {
    if (loadingWorker?.worker === worker) loadingWorker = null;
  });
  loadingWorker = { session, worker };
  return worker;
}

/** GET /workerapi/me into the store, unless the session `session` ended while it was on its way. */
async function fetchWorker(session: number): Promise<Worker> {
  let worker: Worker;
  try {
    ({ worker } = await getMe());
  } catch (error) {
    const apiError = toApiError(error);
    throw new ProfileLoadError(apiError.status, apiError.message, { key: apiError.key, cause: apiError });
  }
  if (session !== sessionEpoch) throw new ProfileLoadError(401, SESSION_ENDED_MESSAGE, { key: 'DEFAULT' });
  sessionStore.getState().setWorker(worker);
  return worker;
}

export interface SessionSyncOptions {
  /** Called when a token change could not be followed (profile load or token refresh failed). */
  onError?: (error: ProfileLoadError | AuthError) => void;
}

let sync: Promise<() => void> | null = null;
/** The latest onError given to startSessionSync (the sync is shared, its error handler is the caller's). */
let syncOnError: SessionSyncOptions['onError'];

async function followUser(user: IdTokenUser | null): Promise<void> {
  if (isSigningIn()) return; // signIn stores the token and the worker itself
  const state = sessionStore.getState();
  if (!user) {
    if (state.token !== null) state.clearSession();
    return;
  }
  try {
    const token = await user.getIdToken();
    const unchanged = token === sessionStore.getState().token && sessionStore.getState().worker !== null;
    sessionStore.getState().setToken(token);
    if (!unchanged) await loadWorker();
  } catch (error) {
    syncOnError?.(error instanceof ProfileLoadError ? error : toAuthError(error));
  }
}

/**
 * Keeps the stored token fresh (spec §4 "On an authentication state change, the token is refreshed and
 * stored and the worker profile is loaded"): loads Firebase, then on every ID-token change stores the new
 * token and loads the worker; when the provider reports no user but a token was stored, the session is
 * cleared. Idempotent; resolves to a function that stops the sync. Never rejects: if Firebase cannot be
 * loaded (offline), `onError` receives an AuthError, the promise resolves to a no-op and a later call retries.
 * `signIn` starts it too, so a session begun on the login page stays fresh.
 */
export function startSessionSync(options: SessionSyncOptions = {}): Promise<() => void> {
  if (options.onError) syncOnError = options.onError;
  sync ??= firebase().then(
    (loaded) => {
      const unsubscribe = loaded.subscribeIdToken((user) => {
        void followUser(user);
      });
      const stopFollowing = followSession();
      return () => {
        unsubscribe();
        stopFollowing();
        sync = null;
      };
    },
    (error: unknown) => {
      sync = null;
      syncOnError?.(toAuthError(error));
      return () => undefined;
    },
  );
  return sync;
}

/** The current ID token from the provider (refreshed when `forceRefresh`), or null when signed out. */
export function getIdToken(forceRefresh = false): Promise<string | null> {
  return provider((f) => f.currentIdToken(forceRefresh));
}


/**
 * After the sign-in e-mail changed on the server (/mypage/email confirmation): reloads the provider user,
 * stores a freshly issued ID token (its email claim is the new address) and loads the worker.
 * It runs as a sign-in does (whileSigningIn): a refusal of the renewed token (the provider revokes an account's
 * tokens when its e-mail changes, and the API then answers 401) is the caller's to handle — the confirmation page
 * says the change is made and asks for a sign-in with the new address — not a session that ended elsewhere.
 * @throws AuthError when the session cannot be renewed — the worker then signs in again with the new address;
 *   ProfileLoadError when the worker cannot be loaded.
 */
export function refreshSession(): Promise<Worker> {
  return whileSigningIn(async () => {
    const token = await provider((f) => f.renewSession());
    sessionStore.getState().setToken(token);
    return loadWorker();
  });
}
