import { describe, expect, it } from 'vitest';
import { jaErrorMap } from 'shared/messages';
import { LoginRequestSchema, LoginResponseSchema } from 'shared/schemas';
import { LOGIN_FORM_LABELS, LoginFormSchema, PasswordResetFormSchema, SignupFormSchema } from './forms';

function formErrors(values: unknown): Record<string, string[]> {
  const r = LoginFormSchema.safeParse(values, { error: jaErrorMap(LOGIN_FORM_LABELS) });
  const out: Record<string, string[]> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) {
    const key = String(issue.path[0]);
    (out[key] ??= []).push(issue.message);
  }
  return out;
}

describe('LoginRequestSchema (spec §7 "POST /workerapi/workers/login {email, token}")', () => {
  it('accepts an e-mail and a non-empty ID token', () => {
    expect(LoginRequestSchema.parse({ email: 'a@example.com', token: 'id-token' })).toEqual({ email: 'a@example.com', token: 'id-token' });
  });
  it('rejects an empty token or a bad e-mail', () => {
    expect(LoginRequestSchema.safeParse({ email: 'a@example.com', token: '' }).success).toBe(false);
    expect(LoginRequestSchema.safeParse({ email: 'a', token: 't' }).success).toBe(false);
  });
  it('the response carries the worker', () => {
    const worker = { id: '1', email: 'a@example.com', name: 'A', charge: 0, margin: 0, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };
    expect(LoginResponseSchema.parse({ worker })).toEqual({ worker });
  });
});

describe('LoginFormSchema with the Japanese error map', () => {
  it('labels are the fields a worker sees', () => {
    expect(LOGIN_FORM_LABELS).toEqual({ email: 'メールアドレス', password: 'パスワード' });
  });

  it('empty fields are required — one message each (spec §5 "{label}を入力してください")', () => {
    expect(formErrors({ email: '', password: '' })).toEqual({
      email: ['メールアドレスを入力してください'],
      password: ['パスワードを入力してください'],
    });
    expect(formErrors({ email: '   ', password: '' }).email).toEqual(['メールアドレスを入力してください']);
  });

  it('checks the e-mail format', () => {
    expect(formErrors({ email: 'taro@', password: 'secret1' })).toEqual({ email: ['メールアドレスの形式が正しくありません'] });
  });

  it('requires at least 6 password characters (spec §9 "Default minimum password length: 6")', () => {
    expect(formErrors({ email: 'taro@example.com', password: '12345' })).toEqual({
      password: ['パスワードは6文字以上で入力してください'],
    });
    expect(formErrors({ email: 'taro@example.com', password: '123456' })).toEqual({});
  });

  it('takes an e-mail typed with the IME on (full-width letters, ＠, ．, U+3000) as the half-width address', () => {
    expect(formErrors({ email: 'ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ', password: 'secret1' })).toEqual({});
    expect(LoginFormSchema.parse({ email: 'taro＠example.jp\u3000', password: 'secret1' }).email).toBe('taro@example.jp');
    expect(SignupFormSchema.parse({ email: 'ＴＡＲＯ＿１＠ｅｘａｍｐｌｅ．ｊｐ', password: 'secret1', adminKey: 'k' }).email).toBe('TARO_1@example.jp');
    expect(PasswordResetFormSchema.parse({ email: '\u3000ｔａｒｏ＠ｅｘａｍｐｌｅ．ｊｐ' }).email).toBe('taro@example.jp');
    expect(formErrors({ email: 'たろう＠ｅｘａｍｐｌｅ．ｊｐ', password: 'secret1' })).toEqual({ email: ['メールアドレスの形式が正しくありません'] });
  });

  it('trims the e-mail, never the password', () => {
    expect(LoginFormSchema.parse({ email: '  taro@example.com ', password: ' pass word ' })).toEqual({
      email: 'taro@example.com',
      password: ' pass word ',
    });
  });
});
