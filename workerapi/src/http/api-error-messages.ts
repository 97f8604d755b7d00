/**
 * The worker API's own Japanese messages (4xx cases the spec's §8 catalogue does not name). workerapi sends
 * them in its error bodies and the UI shows them as they come; feature messages live beside their features.
 */
export const API_ERROR_MESSAGES = {
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
  ADMIN_KEY_INVALID: '管理者キーが正しくありません。',
  TOO_MANY_ATTEMPTS: '試行回数が多すぎます。しばらくしてからもう一度お試しください。',
} as const;
