// The auth facade (PERFORMANCE.md lever 4): Firebase is reached only through the dynamic
// import('./firebase-impl') below, so it loads on a sign-in form's first focus or after first paint —
// never at start. Nothing here imports 'firebase/*' statically.
import { getMe, login, toApiError } from 'shared/api';
import type { Worker } from 'shared/schemas';
import { sessionStore } from 'shared/store';
import { AuthError, ProfileLoadError, toAuthError } from './errors';
import type * as FirebaseImpl from './firebase-impl';
import type { IdTokenUser, PasswordCheck } from './types';

type Impl = typeof FirebaseImpl;

let impl: Promise<Impl> | undefined;

function loadImpl(): Promise<Impl> {
  impl ??= import('./firebase-impl').catch((error: unknown) => {
    // A failed chunk load (offline) may succeed later: forget it so the next call retries.
    impl = undefined;
    throw error;
  });
  return impl;
}

/** The Firebase implementation, or an AuthError (network) when its code cannot be loaded. */
async function firebase(): Promise<Impl> {
  try {
    return await loadImpl();
  } catch (error) {
    throw new AuthError('auth/network-request-failed', { cause: error });
  }
}

/** Runs a provider call, turning its failure into an AuthError with the Japanese message. */
async function provider<T>(run: (firebase: Impl) => Promise<T>): Promise<T> {
  const loaded = await firebase();
  try {
    return await run(loaded);
  } catch (error) {
    throw toAuthError(error);
  }
}

/**
 * Starts loading Firebase (call on a sign-in form's first focus, or after first paint for a stored session).
 * Never rejects: a failure is retried, and reported, by the next call that needs Firebase.
 */
export function warmUp(): Promise<void> {
  return loadImpl().then(
    () => undefined,
    () => undefined,
  );
}

/** How many sign-ins are running: while one is, the session sync leaves the store to it. */
let signingIn = 0;

/**
 * Signs in with e-mail and password (spec §4 "Signed out → signed in"): provider sign-in → ID token →
 * POST /workerapi/workers/login → the token is stored (jwt-token-worker) and the worker kept in the store.
 * @throws AuthError (provider failure, Japanese message per spec §8) or ApiError (the login call failed;
 *   the provider session is then ended too, so the two never disagree).
 */
export async function signIn(email: string, password: string): Promise<Worker> {
  signingIn += 1;
  try {
    const loaded = await firebase();
    const token = await provider(() => loaded.signInWithPassword(email, password));
    let worker: Worker;
    try {
      ({ worker } = await login({ email, token }));
    } catch (error) {
      await loaded.signOutUser().catch(() => undefined);
      throw toApiError(error);
    }
    const { setToken, setWorker } = sessionStore.getState();
    setToken(token);
    setWorker(worker);
    // Follow token refreshes from now on (the ID token lives an hour).
    void startSessionSync();
    return worker;
  } finally {
    signingIn -= 1;
  }
}

/**
 * Signs out (spec §4 "Sign-out clears the token and the worker state"). The store is cleared at once; the
 * provider session is ended too — loading Firebase if needed, otherwise its persisted user would sign the
 * worker back in on the next visit. A provider failure is ignored: the app is already signed out.
 */
export async function signOut(): Promise<void> {
  sessionStore.getState().clearSession();
  try {
    const loaded = await loadImpl();
    await loaded.signOutUser();
  } catch {
    // Offline or the SDK failed: local state is cleared, which is what the worker sees.
  }
}

let loadingWorker: Promise<Worker> | null = null;

/**
 * Loads the worker profile (GET /workerapi/me) into the store. Concurrent calls share one request.
 * @throws ProfileLoadError with the status code and Japanese message (spec §4 "If loading fails, the status
 *   code and message are passed on as the rejection").
 */
export function loadWorker(): Promise<Worker> {
  loadingWorker ??= (async () => {
    try {
      const { worker } = await getMe();
      sessionStore.getState().setWorker(worker);
      return worker;
    } catch (error) {
      const apiError = toApiError(error);
      throw new ProfileLoadError(apiError.status, apiError.message, { key: apiError.key, cause: apiError });
    } finally {
      loadingWorker = null;
    }
  })();
  return loadingWorker;
}

export interface SessionSyncOptions {
  /** Called when a token change could not be followed (profile load or token refresh failed). */
  onError?: (error: ProfileLoadError | AuthError) => void;
}

let sync: Promise<() => void> | null = null;
/** The latest onError given to startSessionSync (the sync is shared, its error handler is the caller's). */
let syncOnError: SessionSyncOptions['onError'];

async function followUser(user: IdTokenUser | null): Promise<void> {
  if (signingIn > 0) return; // signIn stores the token and the worker itself
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
      return () => {
        unsubscribe();
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

/** Sends the password-reset e-mail (/login/forget-password). */
export function sendPasswordReset(email: string): Promise<void> {
  return provider((f) => f.sendPasswordReset(email));
}

/** Confirms the current password before a sensitive change (/mypage/password, /mypage/email). */
export function reauthenticate(password: string): Promise<void> {
  return provider((f) => f.reauthenticate(password));
}

/** Changes the current user's password. */
export function updatePassword(newPassword: string): Promise<void> {
  return provider((f) => f.changePassword(newPassword));
}

/** Creates the provider user for sign-up and returns its ID token (for POST /workerapi/workers/signup). */
export function createUser(email: string, password: string): Promise<string> {
  return provider((f) => f.createUserWithPassword(email, password));
}

/** Checks a password against the provider's password policy (spec §5). */
export function validatePassword(password: string): Promise<PasswordCheck> {
  return provider((f) => f.checkPassword(password));
}
