// shared/messages (federated, provided by the shell): the strings more than one app shows — the error
// catalogue, the common UI words, the zod error map, auth errors, profile labels, the password checklist.
// A string only one remote shows lives in that remote's feature module (the `features` package, features/<remote>), so the
// shell does not download every page's text at start (docs/decisions.md "core and feature modules").
export { ERROR_MESSAGES, MESSAGE_KEYS, isMessageKey, ERROR_SCREEN } from './error-messages';
export type { MessageKey } from './error-messages';
export { AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK, SESSION_ENDED_MESSAGE, authErrorMessage, normalizeAuthErrorCode } from './auth-errors';
export { requiredMessage, jaErrorMap, DEFAULT_FIELD_LABEL, VALIDATION_RULES } from './validation';
export { UI } from './ui';
export { PROFILE_HINTS, PROFILE_LABELS, PROFILE_MESSAGES, SIGNUP_LABELS } from './profile';
export { PWA_UI } from './pwa';
export { CREDENTIAL_LABELS, PASSWORD_POLICY_UI, passwordRequirementLabel } from './credentials';
