// shared/auth — the auth facade. Firebase is loaded only by a dynamic import inside ./provider; the session
// (sign-in/out, token life) is ./session, the account flows (sign-up, password/e-mail, reset) ./account-flows.
export { warmUp } from './provider';
/**
 * whileAccountChanges(run): runs a change of the account that the provider answers by ending its sessions (the
 * e-mail change's confirmation: the provider revokes the account's tokens the moment the change is made). Meanwhile a
 * refusal of the session — another call of the tab (the header's badge, the event stream) answered 401 with the
 * revoked token — is not a session that ended elsewhere: the flow handles it (it renews the session, or signs out
 * and asks for a sign-in with the new address), as a sign-in does its own. It is the sign-in's own guard.
 */
export { whileSigningIn as whileAccountChanges } from './provider';
export { signIn, signOut, loadWorker, startSessionSync, followSession, onSessionChangedElsewhere, getIdToken, refreshSession } from './session';
export type { SessionSyncOptions, ElsewhereChange } from './session';
export { tokenSubject } from './token-life';
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
