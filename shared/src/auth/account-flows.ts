// The account flows: sign-up (spec §4/§6/§7), the password reset, password and e-mail changes, and the
// provider's password policy (spec §5). The session itself (sign-in/out, token life) is in ./session.
import { checkSignupAdminKey, signup, toApiError } from 'shared/api';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'shared/domain';
import { normalizeAuthErrorCode } from 'shared/messages';
import type { Worker } from 'shared/schemas';
import { sessionStore } from 'shared/store';
import { AuthError } from './errors';
import { firebase, loadImpl, provider, whileSigningIn } from './provider';
import { beginSession, startSessionSync } from './session';
import type { PasswordCheck } from './types';

/** Sends the password-reset e-mail (/login/forget-password). */
export function sendPasswordReset(email: string): Promise<void> {
  return provider((f) => f.sendPasswordReset(email));
}

/** Codes with which the provider refuses a password (enumeration protection hides wrong-password in invalid-credential). */
const WRONG_PASSWORD_CODES = new Set(['wrong-password', 'invalid-credential', 'invalid-login-credentials']);

/**
 * Confirms the current password before a sensitive change (/mypage/password, /mypage/email). The e-mail is
 * known here, so any "wrong credentials" answer is reported as 'auth/wrong-password' (spec §8
 * 'パスワードが間違っています'). The token it yields (its sign-in time now) is stored before this resolves, so the
 * call that follows carries it: workerapi's POST /email needs a password entered within 5 minutes.
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
  const token = await provider((f) => f.currentIdToken());
  if (token) sessionStore.getState().setToken(token);
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
 * sign in at all (someone else's address). A fresh account's token refused by step 3 (401) is replaced once by
 * signing in with the same credentials.
 * @throws ApiError (admin key, sign-up call) or AuthError (provider: email-already-in-use, weak password …).
 */
export async function signUp({ email, password, adminKey }: SignUpInput): Promise<Worker> {
  await checkSignupAdminKey({ adminKey });
  return whileSigningIn(async () => {
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
      try {
        ({ worker } = await signup({ email, token, adminKey }));
      } catch (error) {
        // The token of the account just made was refused (401): the provider counts tokens valid from the
        // second the password was set, which can be the second after the sign-in time the token carries (seen
        // with the Auth emulator). Signing in again gives a token from after it; this is done once.
        if (resumed || toApiError(error).status !== 401) throw error;
        token = await loaded.signInWithPassword(email, password);
        ({ worker } = await signup({ email, token, adminKey }));
      }
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
    beginSession(token, worker);
    void startSessionSync();
    return worker;
  });
}

/**
 * /mypage/password: reauthenticates with the current password (wrong → AuthError 'auth/wrong-password',
 * spec §8 'パスワードが間違っています'), sets the new one, and stores the refreshed ID token so the session
 * keeps working.
 */
export async function changePassword(currentPassword: string, newPassword: string): Promise<void> {
  await reauthenticate(currentPassword);
  // The provider ends every session begun before the change (to the second), and a token it hands out before the new
  // sign-in (firebase-impl changePassword) may be refused by workerapi as revoked: the event stream reconnecting with
  // one in that moment ended the session (seen in CI, 1 run in many). Meanwhile the session follows no provider token
  // event and takes no refusal as its end (whileSigningIn); the new sign-in's token is stored before it ends.
  await whileSigningIn(async () => {
    await provider((f) => f.changePassword(newPassword));
    const token = await provider((f) => f.currentIdToken(true));
    if (token) sessionStore.getState().setToken(token);
  });
}

