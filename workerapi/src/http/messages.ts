import { ACCOUNT_FLOW_API_MESSAGES, AUTH_ERROR_MESSAGES, ERROR_MESSAGES, MYPAGE_API_MESSAGES, SHIFT_API_MESSAGES } from 'shared/messages';
import { LOGIN_FORM_LABELS } from 'shared/schemas';

/**
 * Every Japanese message workerapi sends, in one place. The spec's catalogue (spec §8) comes from
 * shared/messages word for word; the rest are the API's own (4xx cases the spec does not name).
 */
export const API_MESSAGES = {
  ACCESS_DENIED: ERROR_MESSAGES.ACCESS_DENIED,
  NOT_FOUND: ERROR_MESSAGES.NOT_FOUND,
  SERVER_ERROR: ERROR_MESSAGES.SERVER_ERROR,
  UNAUTHENTICATED: '認証が必要です。ログインしてください。',
  TOKEN_EXPIRED: 'ログインの有効期限が切れました。もう一度ログインしてください。',
  EMAIL_MISMATCH: 'メールアドレスがログイン中のアカウントと一致しません。もう一度ログインしてください。',
  WORKER_NOT_REGISTERED: 'ワーカーとして登録されていません。',
  VALIDATION_ERROR: '入力内容に誤りがあります。',
  INVALID_JSON: 'リクエストの形式が正しくありません。',
  UNSUPPORTED_MEDIA_TYPE: 'リクエストの形式が正しくありません。JSON形式で送信してください。',
  PAYLOAD_TOO_LARGE: '送信されたデータが大きすぎます。',
  IDEMPOTENCY_KEY_INVALID: 'Idempotency-Key は1文字以上200文字以内で指定してください。',
  IDEMPOTENCY_KEY_REUSED: 'この Idempotency-Key は別の内容のリクエストですでに使われています。',
  IDEMPOTENCY_IN_PROGRESS: '同じリクエストを処理中です。しばらくしてからもう一度お試しください。',
  // shifts (GET/POST /shifts, DELETE /shifts/{id})
  ...SHIFT_API_MESSAGES,
  // my page (photo, notices, bank account, bank search)
  ...MYPAGE_API_MESSAGES,
  ADMIN_KEY_INVALID: '管理者キーが正しくありません。',
  TOO_MANY_ATTEMPTS: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
  EMAIL_IN_USE: AUTH_ERROR_MESSAGES['email-already-in-use'],
  // account flows (POST /email, POST /email/confirm)
  ...ACCOUNT_FLOW_API_MESSAGES,
} as const;

export type ApiErrorCode = keyof typeof API_MESSAGES;

/** Japanese field labels for `jaErrorMap(labels)` — shared's form labels where the field is the same. */
export const FIELD_LABELS = {
  email: LOGIN_FORM_LABELS.email,
  token: '認証トークン',
} as const;
