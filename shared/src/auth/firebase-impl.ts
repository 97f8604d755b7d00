// The only module that imports Firebase. Loaded on demand by the facade (`import('./firebase-impl')`), so
// no Firebase bytes ship before interaction (PERFORMANCE.md lever 4). Keep its imports narrow: the
// smallest Auth for e-mail sign-in is initializeAuth + browserLocalPersistence (no popup/redirect resolver).
import { getApp, getApps, initializeApp, type FirebaseOptions } from 'firebase/app';
import {
  browserLocalPersistence,
  connectAuthEmulator,
  createUserWithEmailAndPassword,
  EmailAuthProvider,
  getIdToken,
  initializeAuth,
  onIdTokenChanged,
  reauthenticateWithCredential,
  reload,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  updatePassword,
  validatePassword,
  type Auth,
  type User,
} from 'firebase/auth';
import { emulatorsEnabled, getConfig } from 'shared/config';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'shared/domain';
import type { IdTokenUser, PasswordCheck } from './types';

let instance: Auth | null = null;

/** An error shaped like Firebase's, for the facade's code → message mapping. */
function authFailure(code: string): Error & { code: string } {
  return Object.assign(new Error(code), { code });
}

/** Firebase app + auth from the runtime config, created on first use. */
export function getFirebaseAuth(): Auth {
  if (instance) return instance;
  const config = getConfig();
  const options: FirebaseOptions = {};
  for (const [key, value] of Object.entries(config.firebase)) {
    // '' in /config.json means "not configured": Firebase must not see an empty databaseURL etc.
    if (typeof value === 'string' && value !== '') options[key as keyof FirebaseOptions] = value;
  }
  const app = getApps().length > 0 ? getApp() : initializeApp(options);
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  // Emulator only in 'local'/'test' (docs/contracts.md): the shortcut can never be on in production.
  const emulatorHost = config.emulators?.auth;
  if (emulatorsEnabled(config) && emulatorHost) {
    connectAuthEmulator(auth, emulatorHost, { disableWarnings: true });
  }
  instance = auth;
  return auth;
}

/**
 * The signed-in user. On a fresh page load the persisted user is restored asynchronously (currentUser is null
 * until then), so this waits for it first — a link opened in a new tab acts at once.
 */
async function currentUser(): Promise<User> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  if (!user) throw authFailure('auth/no-current-user');
  return user;
}

/** Signs in and returns the ID token. */
export async function signInWithPassword(email: string, password: string): Promise<string> {
  const credential = await signInWithEmailAndPassword(getFirebaseAuth(), email, password);
  return getIdToken(credential.user);
}

/** Creates the identity-provider user (sign-up) and returns its ID token. */
export async function createUserWithPassword(email: string, password: string): Promise<string> {
  const credential = await createUserWithEmailAndPassword(getFirebaseAuth(), email, password);
  return getIdToken(credential.user);
}

export function signOutUser(): Promise<void> {
  return signOut(getFirebaseAuth());
}

/** Calls `listener` on sign-in, sign-out and every token refresh; returns the unsubscribe function. */
export function subscribeIdToken(listener: (user: IdTokenUser | null) => void): () => void {
  return onIdTokenChanged(getFirebaseAuth(), listener);
}

/** The signed-in user's ID token (refreshed when `forceRefresh`), or null when signed out. */
export async function currentIdToken(forceRefresh = false): Promise<string | null> {
  const auth = getFirebaseAuth();
  await auth.authStateReady();
  const user = auth.currentUser;
  return user ? getIdToken(user, forceRefresh) : null;
}

export function sendPasswordReset(email: string): Promise<void> {
  return sendPasswordResetEmail(getFirebaseAuth(), email);
}

/** Re-enters the current user's password (needed before a password or e-mail change). */
export async function reauthenticate(password: string): Promise<void> {
  const user = await currentUser();
  if (!user.email) throw authFailure('auth/user-mismatch');
  await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
}

/**
 * Sets the new password, then signs in with it. The provider revokes every session that began before the change,
 * to the second, and the token it hands back still carries the sign-in time of the reauthentication just before —
 * a second earlier now and then (seen with the Auth emulator: workerapi's revocation check then refused the stored
 * token, and the worker was sent to the sign-in page). A session begun after the change is never revoked by it.
 */
export async function changePassword(newPassword: string): Promise<void> {
  const user = await currentUser();
  await updatePassword(user, newPassword);
  if (user.email) await signInWithEmailAndPassword(getFirebaseAuth(), user.email, newPassword);
}

/** Checks a password against the project's password policy (spec §5 "Password policy"). */
export async function checkPassword(password: string): Promise<PasswordCheck> {
  const status = await validatePassword(getFirebaseAuth(), password);
  const policy = status.passwordPolicy.customStrengthOptions;
  return {
    isValid: status.isValid,
    minLength: policy.minPasswordLength ?? null,
    maxLength: policy.maxPasswordLength ?? null,
    meetsMinLength: status.meetsMinPasswordLength,
    meetsMaxLength: status.meetsMaxPasswordLength,
    containsLowercase: status.containsLowercaseLetter,
    containsUppercase: status.containsUppercaseLetter,
    containsNumeric: status.containsNumericCharacter,
    containsNonAlphanumeric: status.containsNonAlphanumericCharacter,
  };
}

/** Auth's internal policy re-fetch (the SDK calls it itself after a 'password-does-not-meet-requirements' failure). */
function canRefreshPolicy(auth: Auth): auth is Auth & { _updatePasswordPolicy: () => Promise<void> } {
  return '_updatePasswordPolicy' in auth && typeof auth._updatePasswordPolicy === 'function';
}

/**
 * The project's password policy (spec §5), fetched by the SDK on first use and cached by it; `refresh` fetches
 * it again. A policy that is not enforced means the provider's default (minimum 6 characters) applies.
 * Rejects when the policy cannot be fetched (the Auth emulator answers 501): the facade falls back to the default.
 */
export async function readPasswordPolicy(refresh = false): Promise<PasswordPolicy> {
  const auth = getFirebaseAuth();
  if (refresh && canRefreshPolicy(auth)) await auth._updatePasswordPolicy();
  const { passwordPolicy } = await validatePassword(auth, '');
  if (passwordPolicy.enforcementState !== 'ENFORCE') return DEFAULT_PASSWORD_POLICY;
  const options = passwordPolicy.customStrengthOptions;
  return {
    minLength: options.minPasswordLength ?? DEFAULT_PASSWORD_POLICY.minLength,
    maxLength: options.maxPasswordLength ?? null,
    requireLowercase: options.containsLowercaseLetter ?? false,
    requireUppercase: options.containsUppercaseLetter ?? false,
    requireNumeric: options.containsNumericCharacter ?? false,
    requireNonAlphanumeric: options.containsNonAlphanumericCharacter ?? false,
    allowedNonAlphanumeric: passwordPolicy.allowedNonAlphanumericCharacters,
  };
}

/**
 * Returns a freshly issued ID token carrying the current claims and reloads the signed-in user (its e-mail may
 * have changed on the server). Rejects with the provider's code when the session cannot be renewed.
 */
export async function renewSession(): Promise<string> {
  const user = await currentUser();
  // A new ID token first: the provider refuses the old one once the e-mail changed (the Auth emulator answers
  // 400 to accounts:lookup with it, and the SDK then signs the user out).
  const token = await getIdToken(user, true);
  await reload(user);
  return token;
}
