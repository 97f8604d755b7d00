import { describe, expect, it } from 'vitest';
import { jaErrorMap } from 'shared/messages';
import {
  EMAIL_CHANGE_FORM_LABELS,
  EmailChangeConfirmRequestSchema,
  EmailChangeRequestSchema,
  PASSWORD_CHANGE_FORM_LABELS,
  PasswordChangeFormSchema,
} from './credentials-schemas';
import { SIGNUP_FORM_LABELS, SignupFormSchema } from '../auth/forms';

function messages(result: { success: boolean; error?: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }) {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('SignupFormSchema', () => {
  it('renders every missing field with the spec §5 form "{label}を入力してください"', () => {
    const result = SignupFormSchema.safeParse({ email: '', password: '', adminKey: ' ' }, { error: jaErrorMap(SIGNUP_FORM_LABELS) });
    expect(messages(result)).toEqual({
      email: ['メールアドレスを入力してください'],
      password: ['パスワードを入力してください'],
      adminKey: ['管理者キーを入力してください'],
    });
  });

  it('asks for the default minimum length of 6 (spec §5/§9)', () => {
    const result = SignupFormSchema.safeParse({ email: 'a@example.jp', password: 'abc', adminKey: 'k' }, { error: jaErrorMap(SIGNUP_FORM_LABELS) });
    expect(messages(result)).toEqual({ password: ['パスワードは6文字以上で入力してください'] });
  });
});

describe('PasswordChangeFormSchema', () => {
  const parse = (v: Record<string, string>) => PasswordChangeFormSchema.safeParse(v, { error: jaErrorMap(PASSWORD_CHANGE_FORM_LABELS) });

  it('requires the confirmation to match and the new password to differ from the current one', () => {
    expect(messages(parse({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pazz' }))).toEqual({
      confirmPassword: ['新しいパスワードが一致しません'],
    });
    expect(messages(parse({ currentPassword: 'same-pass', newPassword: 'same-pass', confirmPassword: 'same-pass' }))).toEqual({
      newPassword: ['現在のパスワードと異なるパスワードを入力してください'],
    });
    expect(parse({ currentPassword: 'old-pass', newPassword: 'new-pass', confirmPassword: 'new-pass' }).success).toBe(true);
  });

  it('names each empty field', () => {
    expect(messages(parse({ currentPassword: '', newPassword: '', confirmPassword: '' }))).toEqual({
      currentPassword: ['現在のパスワードを入力してください'],
      newPassword: ['新しいパスワードを入力してください'],
      confirmPassword: ['新しいパスワード（確認）を入力してください'],
    });
  });
});

describe('EmailChangeRequestSchema (POST /workerapi/email)', () => {
  it('trims and lower-cases the new address', () => {
    expect(EmailChangeRequestSchema.parse({ newEmail: '  New@Example.JP ' })).toEqual({ newEmail: 'new@example.jp' });
  });

  it('refuses a malformed address and unknown keys in Japanese', () => {
    const bad = EmailChangeRequestSchema.safeParse({ newEmail: 'nope' }, { error: jaErrorMap(EMAIL_CHANGE_FORM_LABELS) });
    expect(messages(bad)).toEqual({ newEmail: ['新しいメールアドレスの形式が正しくありません'] });
    expect(EmailChangeRequestSchema.safeParse({ newEmail: 'a@example.jp', workerId: 'x' }).success).toBe(false);
  });
});

describe('EmailChangeConfirmRequestSchema', () => {
  it('accepts only a 43-character base64url token', () => {
    expect(EmailChangeConfirmRequestSchema.safeParse({ token: 'A'.repeat(43) }).success).toBe(true);
    expect(EmailChangeConfirmRequestSchema.safeParse({ token: 'A'.repeat(42) }).success).toBe(false);
    expect(EmailChangeConfirmRequestSchema.safeParse({ token: `${'A'.repeat(42)}!` }).success).toBe(false);
  });
});
