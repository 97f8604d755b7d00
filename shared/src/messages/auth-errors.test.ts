import { describe, expect, it } from 'vitest';
import { authErrorMessage, normalizeAuthErrorCode } from './auth-errors';

describe('spec §8 "Sign-in messages by provider error code"', () => {
  it.each(['auth/wrong-password', 'wrong-password'])('"wrong-password: \'パスワードが間違っています\'" (%s)', (code) => {
    expect(authErrorMessage(code)).toBe('パスワードが間違っています');
  });

  it.each(['auth/user-mismatch', 'user-mismatch', 'auth/user-not-found', 'user-not-found'])(
    '"user-mismatch or user-not-found: \'メールアドレスが間違っています\'" (%s)',
    (code) => {
      expect(authErrorMessage(code)).toBe('メールアドレスが間違っています');
    },
  );

  it.each(['auth/email-already-in-use', 'email-already-in-use'])(
    '"email-already-in-use: \'すでに登録されているメールアドレスです\'" (%s)',
    (code) => {
      expect(authErrorMessage(code)).toBe('すでに登録されているメールアドレスです');
    },
  );

  it.each(['auth/internal-error', 'something-else', '', 'toString', 'auth/'])('"any other code: \'エラーが発生しました。\'" (%j)', (code) => {
    expect(authErrorMessage(code)).toBe('エラーが発生しました。');
  });

  it('falls back for a missing code', () => {
    expect(authErrorMessage(undefined)).toBe('エラーが発生しました。');
    expect(authErrorMessage(null)).toBe('エラーが発生しました。');
  });
});

describe('clear Japanese messages for the provider codes the spec does not list', () => {
  it.each([
    ['auth/invalid-credential', 'メールアドレスまたはパスワードが間違っています'],
    ['auth/invalid-login-credentials', 'メールアドレスまたはパスワードが間違っています'],
    ['auth/too-many-requests', '試行回数が多すぎます。しばらく時間をおいてからもう一度お試しください。'],
    ['auth/network-request-failed', 'ネットワークエラーが発生しました。接続を確認してください。'],
    ['auth/invalid-email', 'メールアドレスの形式が正しくありません'],
    ['auth/user-disabled', 'このアカウントは利用できません。管理者にお問い合わせください。'],
    ['auth/weak-password', 'パスワードは6文字以上で入力してください'],
    ['auth/requires-recent-login', 'セキュリティのため、もう一度ログインしてからお試しください。'],
    ['auth/password-does-not-meet-requirements', 'パスワードが要件を満たしていません。条件を確認してもう一度入力してください。'],
  ])('%s → %s', (code, message) => {
    expect(authErrorMessage(code)).toBe(message);
    expect(authErrorMessage(normalizeAuthErrorCode(code))).toBe(message);
  });
});
