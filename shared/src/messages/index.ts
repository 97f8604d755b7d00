export { ERROR_MESSAGES, MESSAGE_KEYS, isMessageKey, ERROR_SCREEN } from './error-messages';
export type { MessageKey } from './error-messages';
export { AUTH_ERROR_MESSAGES, AUTH_ERROR_FALLBACK, authErrorMessage, normalizeAuthErrorCode } from './auth-errors';
export { requiredMessage, jaErrorMap, DEFAULT_FIELD_LABEL, VALIDATION_RULES } from './validation';
export { UI } from './ui';
export {
  SHIFTS_UI,
  SHIFT_API_MESSAGES,
  SHIFT_FIELD_MESSAGES,
  WEEKDAY_LABELS,
  WEEKDAY_FULL_LABELS,
  shiftDateLabel,
  shiftMonthLabel,
  shiftInstantLabel,
} from './shifts';
export { PROFILE_HINTS, PROFILE_LABELS, PROFILE_MESSAGES, SIGNUP_LABELS } from './profile';
export { PWA_UI } from './pwa';
export {
  MYPAGE_UI,
  NOTICE_UI,
  ACCOUNT_LABELS,
  ACCOUNT_MESSAGES,
  ACCOUNT_UI,
  MYPAGE_API_MESSAGES,
  PHOTO_MESSAGES,
  formatFileSize,
} from './mypage';
export {
  CREDENTIAL_LABELS,
  PASSWORD_POLICY_UI,
  passwordRequirementLabel,
  SIGNUP_UI,
  SIGNUP_PROFILE_UI,
  PASSWORD_RESET_UI,
  PASSWORD_CHANGE_UI,
  EMAIL_CHANGE_UI,
  EMAIL_CHANGE_MAIL,
  EMAIL_CHANGED_NOTICE_MAIL,
  ACCOUNT_FLOW_API_MESSAGES,
} from './account-flows';
export { API_ERROR_MESSAGES } from './api-errors';
