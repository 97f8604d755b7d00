export { ERROR_MESSAGES, MESSAGE_KEYS, isMessageKey, ERROR_SCREEN } from './error-messages';
export type { MessageKey } from './error-messages';
export { AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK, authErrorMessage, normalizeAuthErrorCode } from './auth-errors';
export { requiredMessage, jaErrorMap, DEFAULT_FIELD_LABEL, VALIDATION_RULES } from './validation';
export { UI } from './ui';
export { PROFILE_LABELS, PROFILE_MESSAGES, SIGNUP_LABELS } from './profile';
