// shared/auth — the auth facade. Firebase is loaded only by a dynamic import inside ./provider; the session
// (sign-in/out, token life) is ./session, the account flows (sign-up, password/e-mail, reset) ./account-flows.
export { warmUp } from './provider';
export { signIn, signOut, loadWorker, startSessionSync, followSession, onSessionChangedElsewhere, getIdToken, refreshSession, whileAccountChanges } from './session';
export type { SessionSyncOptions, ElsewhereChange } from './session';
export {
  sendPasswordReset,
  reauthenticate,
  updatePassword,
  createUser,
  validatePassword,
  getPasswordPolicy,
  isPasswordPolicyError,
  signUp,
  changePassword,
} from './account-flows';
export type { SignUpInput } from './account-flows';
export { AuthError, ProfileLoadError, toAuthError } from './errors';
export type { IdTokenUser, PasswordCheck } from './types';
