import { describe, expect, it } from 'vitest';
import { z } from 'zod/mini';
import { jaErrorMap, PROFILE_LABELS } from 'shared/messages';
import { ProfileUpdateSchema } from './profile';

const valid = { name: '山田 花子', nameKana: 'ヤマダ ハナコ', displayName: 'はなこ', phone: '090-1234-5678', bio: '' };

function messages(input: unknown): Record<string, string[]> {
  const result = ProfileUpdateSchema.safeParse(input, { error: jaErrorMap(PROFILE_LABELS) });
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[String(issue.path[0])] ??= []).push(issue.message);
  return out;
}

describe('ProfileUpdateSchema', () => {
  it('accepts a complete profile and normalises the phone number', () => {
    const parsed = ProfileUpdateSchema.parse(valid);
    expect(parsed.phone).toBe('09012345678');
    expect(parsed.name).toBe('山田 花子');
  });

  it('says which required field is missing, in Japanese', () => {
    const m = messages({ ...valid, name: '  ', displayName: '' });
    expect(m.name).toEqual(['氏名を入力してください']);
    expect(m.displayName).toEqual(['表示名を入力してください']);
  });

  it('requires katakana for フリガナ, taking hiragana and half-width katakana as katakana (a phone keyboard gives hiragana)', () => {
    expect(messages({ ...valid, nameKana: '山田' }).nameKana).toEqual(['フリガナは全角カタカナで入力してください']);
    expect(messages({ ...valid, nameKana: 'yamada' }).nameKana).toEqual(['フリガナは全角カタカナで入力してください']);
    expect(messages({ ...valid, nameKana: 'ヤマダ　ハナコ' })).toEqual({});
    expect(ProfileUpdateSchema.parse({ ...valid, nameKana: 'やまだ はなこ' }).nameKana).toBe('ヤマダ ハナコ');
    expect(ProfileUpdateSchema.parse({ ...valid, nameKana: 'ﾔﾏﾀﾞ ﾊﾅｺ' }).nameKana).toBe('ヤマダ ハナコ');
    expect(ProfileUpdateSchema.parse({ ...valid, nameKana: 'ゔぁいおりん' }).nameKana).toBe('ヴァイオリン');
  });

  it('refuses a phone number that is not Japanese', () => {
    expect(messages({ ...valid, phone: '12345' }).phone?.[0]).toContain('電話番号は0から始まる');
    expect(ProfileUpdateSchema.parse({ ...valid, phone: '０３－１２３４－５６７８' }).phone).toBe('0312345678');
  });

  it('refuses unknown keys (a worker cannot set charge or margin)', () => {
    expect(z.safeParse(ProfileUpdateSchema, { ...valid, charge: 99999 }).success).toBe(false);
  });
});
