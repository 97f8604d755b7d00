import { SIGNUP_LABELS, AUTH_ERROR_MESSAGES, ERROR_MESSAGES } from 'shared/messages';
import { ACCOUNT_FLOW_API_MESSAGES, API_ERROR_MESSAGES, MYPAGE_API_MESSAGES, SHIFT_API_MESSAGES, LOGIN_FORM_LABELS } from 'features/server';

/**
 * Every error code workerapi sends, with its Japanese message. All texts live in shared/messages: the spec's
 * catalogue (spec §8) word for word, the API's own 4xx messages, and each feature's.
 */
export const API_MESSAGES = {
  ACCESS_DENIED: ERROR_MESSAGES.ACCESS_DENIED,
  NOT_FOUND: ERROR_MESSAGES.NOT_FOUND,
  SERVER_ERROR: ERROR_MESSAGES.SERVER_ERROR,
  // workerapi's own: the database cannot be reached (restart, failover); the request can be retried
  DATABASE_UNAVAILABLE: 'ただいまサーバーに接続できません。しばらくしてからもう一度お試しください。',
  ...API_ERROR_MESSAGES,
  // shifts (GET/POST /shifts, DELETE /shifts/{id})
  ...SHIFT_API_MESSAGES,
  // my page (photo, notices, bank account, bank search)
  ...MYPAGE_API_MESSAGES,
  EMAIL_IN_USE: AUTH_ERROR_MESSAGES['email-already-in-use'],
  // account flows (POST /email, POST /email/confirm)
  ...ACCOUNT_FLOW_API_MESSAGES,
} as const;

export type ApiErrorCode = keyof typeof API_MESSAGES;

/** Japanese field labels for `jaErrorMap(labels)` — shared's form labels where the field is the same. */
export const FIELD_LABELS = {
  email: LOGIN_FORM_LABELS.email,
  token: SIGNUP_LABELS.token,
} as const;
