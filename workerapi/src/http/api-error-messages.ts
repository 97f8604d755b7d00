import { SESSION_ENDED_MESSAGE } from 'shared/messages';

/**
 * The worker API's own Japanese messages (4xx cases the spec's §8 catalogue does not name). workerapi sends
 * them in its error bodies and the UI shows them as they come; feature messages live beside their features.
 */
export const API_ERROR_MESSAGES = {
  UNAUTHENTICATED: SESSION_ENDED_MESSAGE,
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
  /** A change that needs the password entered just before (the sign-in e-mail), sent with an older sign-in. */
  REAUTH_REQUIRED: 'セキュリティのため、パスワードをもう一度入力してからお試しください。',
  // hardening (issue 12): what workerapi and the gateway answer to malformed requests
  BAD_REQUEST: 'リクエストのURLまたはヘッダーが正しくありません。',
  HEADERS_TOO_LARGE: 'リクエストのヘッダーが大きすぎます。',
  METHOD_NOT_ALLOWED: 'この操作は許可されていません。',
} as const;

/** Field messages for text that no form could have produced (control characters, only invisible characters). */
export const TEXT_FIELD_MESSAGES = {
  forbiddenCharacter: '使用できない文字（制御文字・文字の向きを変える記号など）が含まれています',
  invisibleOnly: '見えない文字だけの入力はできません',
} as const;
