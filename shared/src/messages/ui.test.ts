import { describe, expect, it } from 'vitest';
import { UI } from './ui';

describe('UI strings', () => {
  it('has the sign-in page texts a worker sees', () => {
    expect(UI).toMatchObject({
      appName: 'ワーカー',
      loginTitle: 'ログイン',
      emailLabel: 'メールアドレス',
      passwordLabel: 'パスワード',
      loginSubmit: 'ログインする',
      loginSubmitting: 'ログイン中…',
      forgotPassword: 'パスワードをお忘れの方',
      signup: '新規登録',
    });
  });

  it('greets the worker by name on マイページ', () => {
    expect(UI.mypageTitle).toBe('マイページ');
    expect(UI.greeting('山田')).toBe('山田さん、こんにちは');
  });

  it('has the shared chrome texts', () => {
    expect(UI.signOut).toBe('ログアウト');
    expect(UI.loading).toBe('読み込み中…');
    expect(UI.retry).toBe('再試行');
    expect(UI.offline).toMatch(/オフライン/);
  });

  it('every entry is Japanese text (or a function producing it), never empty', () => {
    for (const [key, value] of Object.entries(UI)) {
      const text = typeof value === 'function' ? value('テスト') : value;
      expect(text, key).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
    }
  });
});
