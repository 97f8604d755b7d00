// shared/auth — the auth facade. Firebase is loaded only by a dynamic import inside ./facade.
export {
  warmUp,
  signIn,
  signOut,
  loadWorker,
  startSessionSync,
  getIdToken,
  sendPasswordReset,
  reauthenticate,
  updatePassword,
  createUser,
  validatePassword,
  getPasswordPolicy,
  isPasswordPolicyError,
  signUp,
  changePassword,
  refreshSession,
} from './facade';
export type { SessionSyncOptions, SignUpInput } from './facade';
export { AuthError, ProfileLoadError, toAuthError } from './errors';
export type { IdTokenUser, PasswordCheck } from './types';
