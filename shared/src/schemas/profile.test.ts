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

  it('takes a Japanese number in international form (+81) as the domestic one', () => {
    for (const phone of ['+81 90-1234-5678', '+81-90-1234-5678', '+819012345678', '+81 (0)90 1234 5678', '＋８１　９０－１２３４－５６７８']) {
      expect(messages({ ...valid, phone })).toEqual({});
      expect(ProfileUpdateSchema.parse({ ...valid, phone }).phone).toBe('09012345678');
    }
    expect(ProfileUpdateSchema.parse({ ...valid, phone: '+81 3-1234-5678' }).phone).toBe('0312345678');
    // Another country's number stays refused, with the same message.
    expect(messages({ ...valid, phone: '+1 415 555 0100' }).phone?.[0]).toContain('電話番号は0から始まる');
  });

  it('refuses a phone number that is not Japanese', () => {
    expect(messages({ ...valid, phone: '12345' }).phone?.[0]).toContain('電話番号は0から始まる');
    expect(ProfileUpdateSchema.parse({ ...valid, phone: '０３－１２３４－５６７８' }).phone).toBe('0312345678');
  });

  it('takes the dashes and brackets an IME or a habit puts in a phone number (−, ｰ, –, 03(1234)5678)', () => {
    for (const phone of ['090−1234−5678', '090ｰ1234ｰ5678', '090–1234–5678', '090—1234—5678', '０９０ー１２３４ー５６７８', '０９０\u3000１２３４\u3000５６７８']) {
      expect(messages({ ...valid, phone })).toEqual({});
      expect(ProfileUpdateSchema.parse({ ...valid, phone }).phone).toBe('09012345678');
    }
    expect(ProfileUpdateSchema.parse({ ...valid, phone: '03(1234)5678' }).phone).toBe('0312345678');
    expect(ProfileUpdateSchema.parse({ ...valid, phone: '０３（１２３４）５６７８' }).phone).toBe('0312345678');
  });

  it('composes kana pasted decomposed (macOS) and counts characters, not UTF-16 units; keeps the kanji of a name as typed', () => {
    const parsed = ProfileUpdateSchema.parse({ ...valid, name: 'カ\u3099ク', displayName: 'ハ\u309Aン', bio: 'ハ\u3099イトの経験あり' });
    expect(parsed.name).toBe('ガク');
    expect(parsed.displayName).toBe('パン');
    expect(parsed.bio).toBe('バイトの経験あり');
    // 20 characters in NFD are 40 code points: the 20-character limit holds for what the worker sees.
    expect(messages({ ...valid, displayName: 'カ\u3099'.repeat(20) })).toEqual({});
    expect(messages({ ...valid, displayName: 'カ\u3099'.repeat(21) }).displayName).toHaveLength(1);
    // Characters outside the BMP count one each (an emoji, 𠮷), and IBM extension / compatibility kanji stay as they are.
    expect(messages({ ...valid, displayName: '𠮷'.repeat(19) + '🌸' })).toEqual({});
    expect(ProfileUpdateSchema.parse({ ...valid, name: '髙﨑 𠮷野 \uFA19' }).name).toBe('髙﨑 𠮷野 \uFA19');
    // Half-width katakana in 氏名 is written full-width (ﾔﾏﾀﾞ → ヤマダ; its voiced mark joins the kana).
    expect(ProfileUpdateSchema.parse({ ...valid, name: 'ﾔﾏﾀﾞ 𠮷子' }).name).toBe('ヤマダ 𠮷子');
  });

  it('refuses unknown keys (a worker cannot set charge or margin)', () => {
    expect(z.safeParse(ProfileUpdateSchema, { ...valid, charge: 99999 }).success).toBe(false);
  });
});
