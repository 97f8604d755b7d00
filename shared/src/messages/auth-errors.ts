import { DEFAULT_MIN_PASSWORD_LENGTH } from 'shared/domain';
import { ERROR_MESSAGES } from './error-messages';

/** Spec §8 "Sign-in messages by provider error code", word for word, plus clearer texts for codes the spec does not list. */
export const AUTH_ERROR_MESSAGES = {
  'wrong-password': 'パスワードが間違っています',
  'user-mismatch': 'メールアドレスが間違っています',
  'user-not-found': 'メールアドレスが間違っています',
  'email-already-in-use': 'すでに登録されているメールアドレスです',
  // Not in the spec's list: the provider returns these today (e.g. invalid-credential replaces
  // wrong-password/user-not-found when e-mail enumeration protection is on).
  'invalid-credential': 'メールアドレスまたはパスワードが間違っています',
  'invalid-login-credentials': 'メールアドレスまたはパスワードが間違っています',
  'too-many-requests': '試行回数が多すぎます。しばらく時間をおいてからもう一度お試しください。',
  'network-request-failed': ERROR_MESSAGES.NETWORK_ERROR,
  'invalid-email': 'メールアドレスの形式が正しくありません',
  'missing-email': 'メールアドレスを入力してください',
  'missing-password': 'パスワードを入力してください',
  'user-disabled': 'このアカウントは利用できません。管理者にお問い合わせください。',
  'weak-password': `パスワードは${DEFAULT_MIN_PASSWORD_LENGTH}文字以上で入力してください`,
  'requires-recent-login': 'セキュリティのため、もう一度ログインしてからお試しください。',
  'password-does-not-meet-requirements': 'パスワードが要件を満たしていません。条件を確認してもう一度入力してください。',
} as const satisfies Record<string, string>;

/**
 * A profile load whose session ended while it was on its way (shared/auth loadWorker rejects with it as a 401): the
 * words workerapi answers a call without a session with (UNAUTHENTICATED).
 */
export const SESSION_ENDED_MESSAGE = '認証が必要です。ログインしてください。';

/** Spec §8: "any other code: 'エラーが発生しました。'." */
export const AUTH_ERROR_FALLBACK = 'エラーが発生しました。';

/** 'auth/wrong-password' and 'wrong-password' both become 'wrong-password'. */
export function normalizeAuthErrorCode(code: string): string {
  return code.startsWith('auth/') ? code.slice('auth/'.length) : code;
}

/** The Japanese message for an identity-provider error code (spec §8), in either 'auth/x' or 'x' form. */
export function authErrorMessage(code: string | null | undefined): string {
  if (typeof code !== 'string') return AUTH_ERROR_FALLBACK;
  const key = normalizeAuthErrorCode(code);
  return Object.prototype.hasOwnProperty.call(AUTH_ERROR_MESSAGES, key)
    ? AUTH_ERROR_MESSAGES[key as keyof typeof AUTH_ERROR_MESSAGES]
    : AUTH_ERROR_FALLBACK;
}
