import { SIGNUP_LABELS, AUTH_ERROR_MESSAGES, ERROR_MESSAGES } from 'shared/messages';
import { LOGIN_FORM_LABELS } from 'features/auth/server';
import { EMAIL_CHANGE_API_MESSAGES, MYPAGE_API_MESSAGES } from 'features/mypage/server';
import { SHIFT_API_MESSAGES } from 'features/shifts/server';
import { API_ERROR_MESSAGES } from './api-error-messages';
import { MESSAGING_API_MESSAGES, RESERVATION_API_MESSAGES } from 'features/chat/server';

/**
 * Every error code workerapi sends, with its Japanese message: the spec's catalogue (spec §8, shared/messages)
 * word for word, the API's own 4xx messages (./api-error-messages), and each slice's (features/<slice>/server,
 * one spread per feature — the browser shows the same strings).
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
  // e-mail change (POST /email, POST /email/confirm)
  ...EMAIL_CHANGE_API_MESSAGES,
  // reservations and customers (mfe_chat)
  ...RESERVATION_API_MESSAGES,
  // chats, inquiries and the event stream (mfe_chat)
  ...MESSAGING_API_MESSAGES,
} as const;

export type ApiErrorCode = keyof typeof API_MESSAGES;

/** Japanese field labels for `jaErrorMap(labels)` — shared's form labels where the field is the same. */
export const FIELD_LABELS = {
  email: LOGIN_FORM_LABELS.email,
  token: SIGNUP_LABELS.token,
} as const;
