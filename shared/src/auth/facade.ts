// The auth facade (PERFORMANCE.md lever 4): Firebase is reached only through the dynamic
// import('./firebase-impl') below, so it loads on a sign-in form's first focus or after first paint —
// never at start. Nothing here imports 'firebase/*' statically.
import { checkSignupAdminKey, getMe, login, preloadApi, signup, toApiError } from 'shared/api';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'shared/domain';
import { normalizeAuthErrorCode } from 'shared/messages';
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
  void preloadApi().catch(() => undefined); // the sign-in's API call follows: the HTTP stack too
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

/** Codes with which the provider refuses a password (enumeration protection hides wrong-password in invalid-credential). */
const WRONG_PASSWORD_CODES = new Set(['wrong-password', 'invalid-credential', 'invalid-login-credentials']);

/**
 * Confirms the current password before a sensitive change (/mypage/password, /mypage/email). The e-mail is
 * known here, so any "wrong credentials" answer is reported as 'auth/wrong-password' (spec §8
 * 'パスワードが間違っています').
 */
export async function reauthenticate(password: string): Promise<void> {
  try {
    await provider((f) => f.reauthenticate(password));
  } catch (error) {
    if (error instanceof AuthError && WRONG_PASSWORD_CODES.has(normalizeAuthErrorCode(error.code))) {
      throw new AuthError('auth/wrong-password', { cause: error });
    }
    throw error;
  }
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

let policy: Promise<PasswordPolicy> | null = null;

/**
 * The identity provider's password policy (spec §5) for the live checklist. Fetched once and kept;
 * `refresh: true` fetches it again (after a 'password-does-not-meet-requirements' failure). Never rejects:
 * where the policy cannot be fetched (the Auth emulator answers 501, offline) the default applies —
 * minimum 6 characters (DEFAULT_MIN_PASSWORD_LENGTH) — and the next call tries again.
 */
export function getPasswordPolicy(options: { refresh?: boolean } = {}): Promise<PasswordPolicy> {
  if (options.refresh) policy = null;
  const refresh = options.refresh ?? false;
  policy ??= loadImpl()
    .then((f) => f.readPasswordPolicy(refresh))
    .catch(() => {
      policy = null;
      return DEFAULT_PASSWORD_POLICY;
    });
  return policy;
}

/** True for the provider's "this password does not meet the policy" failures (the checklist is refreshed). */
export function isPasswordPolicyError(error: unknown): boolean {
  if (!(error instanceof AuthError)) return false;
  const code = normalizeAuthErrorCode(error.code);
  return code === 'password-does-not-meet-requirements' || code === 'weak-password';
}

export interface SignUpInput {
  email: string;
  password: string;
  adminKey: string;
}

/**
 * Sign-up (spec §4 "Signed out → signed in after a successful … sign-up", §6 "Sign-up needs an admin key,
 * checked beforehand by a call", §7):
 * 1. POST /workerapi/workers/check/signup-admin-key — a wrong key stops here (ApiError 403) and nothing is created;
 * 2. the provider account (createUserWithEmailAndPassword);
 * 3. POST /workerapi/workers/signup {email, token, adminKey} → the worker (profile not completed yet).
 * Then the token is stored and the worker kept, as after sign-in.
 *
 * A half-made account never blocks a retry: when step 3 failed on an earlier try (network, 5xx), the provider
 * account exists without a worker, so step 2 answers email-already-in-use; the same e-mail and password then
 * sign in and step 3 runs again (idempotent for the same uid). If those credentials belong to a worker who
 * already completed sign-up, it is the spec's 'すでに登録されているメールアドレスです' — as it is when they do not
 * sign in at all (someone else's address).
 * @throws ApiError (admin key, sign-up call) or AuthError (provider: email-already-in-use, weak password …).
 */
export async function signUp({ email, password, adminKey }: SignUpInput): Promise<Worker> {
  await checkSignupAdminKey({ adminKey });
  signingIn += 1;
  try {
    const loaded = await firebase();
    let token: string;
    let resumed = false;
    try {
      token = await provider(() => loaded.createUserWithPassword(email, password));
    } catch (error) {
      if (!(error instanceof AuthError) || normalizeAuthErrorCode(error.code) !== 'email-already-in-use') throw error;
      try {
        token = await loaded.signInWithPassword(email, password);
        resumed = true;
      } catch {
        throw error;
      }
    }
    let worker: Worker;
    try {
      ({ worker } = await signup({ email, token, adminKey }));
    } catch (error) {
      // Signed out of the provider so the two never disagree; a retry resumes (see above).
      await loaded.signOutUser().catch(() => undefined);
      throw toApiError(error);
    }
    if (resumed && worker.profileCompleted) {
      // Not a half-made account: a worker who signed up before. Sign-up is not a back door to sign-in.
      await loaded.signOutUser().catch(() => undefined);
      throw new AuthError('auth/email-already-in-use');
    }
    const { setToken, setWorker } = sessionStore.getState();
    setToken(token);
    setWorker(worker);
    void startSessionSync();
    return worker;
  } finally {
    signingIn -= 1;
  }
}

/**
 * /mypage/password: reauthenticates with the current password (wrong → AuthError 'auth/wrong-password',
 * spec §8 'パスワードが間違っています'), sets the new one, and stores the refreshed ID token so the session
 * keeps working.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  await provider((f) => f.changePassword(newPassword));
  const token = await provider((f) => f.currentIdToken(true));
  if (token) sessionStore.getState().setToken(token);
}

/**
 * After the sign-in e-mail changed on the server (/mypage/email confirmation): reloads the provider user,
 * stores a freshly issued ID token (its email claim is the new address) and loads the worker.
 * @throws AuthError when the session cannot be renewed — the worker then signs in again with the new address;
 *   ProfileLoadError when the worker cannot be loaded.
 */
export async function refreshSession(): Promise<Worker> {
  const token = await provider((f) => f.renewSession());
  sessionStore.getState().setToken(token);
  return loadWorker();
}
