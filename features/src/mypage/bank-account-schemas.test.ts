import { describe, expect, it } from 'vitest';
import { jaErrorMap } from 'shared/messages';
import { ACCOUNT_TYPE_VALUES } from 'shared/domain';
import { ACCOUNT_TYPE_TUPLE } from 'shared/schemas';
import { ACCOUNT_LABELS } from './messages';
import { AccountResponseSchema, BankAccountUpdateSchema } from './bank-account-schemas';

const valid = {
  bankCode: '0001',
  bankName: 'みずほ',
  branchCode: '001',
  branchName: '東京営業部',
  accountType: 'ordinary',
  accountNumber: '1234567',
  holderName: 'ヤマダ ハナコ',
};

const parse = (input: unknown) => BankAccountUpdateSchema.safeParse(input, { error: jaErrorMap(ACCOUNT_LABELS) });
const messages = (input: unknown): Record<string, string[]> => {
  const result = parse(input);
  if (result.success) return {};
  const out: Record<string, string[]> = {};
  for (const issue of result.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
};

describe('BankAccountUpdateSchema', () => {
  it('accepts a complete account', () => {
    expect(parse(valid)).toMatchObject({ success: true, data: valid });
  });

  it('the account types are exactly spec §3', () => {
    expect([...ACCOUNT_TYPE_TUPLE]).toEqual([...ACCOUNT_TYPE_VALUES]);
  });

  it('pads an account number of 1–7 digits to 7 (full-width digits and hyphens accepted)', () => {
    expect(parse({ ...valid, accountNumber: '123' })).toMatchObject({ success: true, data: { accountNumber: '0000123' } });
    expect(parse({ ...valid, accountNumber: '１２３-４' })).toMatchObject({ success: true, data: { accountNumber: '0001234' } });
    expect(parse({ ...valid, accountNumber: '１２３−４５６７' })).toMatchObject({ success: true, data: { accountNumber: '1234567' } }); // a Mac's minus U+2212
  });

  it('refuses 8 digits, letters and an empty account number in Japanese', () => {
    expect(messages({ ...valid, accountNumber: '12345678' }).accountNumber).toEqual(['口座番号は1〜7桁の数字で入力してください']);
    expect(messages({ ...valid, accountNumber: '12a' }).accountNumber).toEqual(['口座番号は1〜7桁の数字で入力してください']);
    expect(messages({ ...valid, accountNumber: '' }).accountNumber).toEqual(['口座番号を入力してください']);
  });

  it('refuses an account number of zeros only (0000000 after padding), whatever its length', () => {
    for (const accountNumber of ['0', '000', '0000000', '０００-００００']) {
      expect(messages({ ...valid, accountNumber }).accountNumber).toEqual(['口座番号が0だけになっています。通帳やキャッシュカードの口座番号を入力してください']);
    }
    expect(parse({ ...valid, accountNumber: '0000001' })).toMatchObject({ success: true, data: { accountNumber: '0000001' } });
  });

  it('bank code is 4 digits, branch code 3', () => {
    expect(messages({ ...valid, bankCode: '001' }).bankCode).toEqual(['金融機関コードは4桁の数字で入力してください']);
    expect(messages({ ...valid, branchCode: '1234' }).branchCode).toEqual(['支店コードは3桁の数字で入力してください']);
    expect(messages({ ...valid, bankName: ' ' }).bankName).toEqual(['金融機関名を入力してください']);
  });

  it('refuses an unknown account type with a Japanese message', () => {
    expect(messages({ ...valid, accountType: 'savings' }).accountType).toEqual(['口座種別を選択してください']);
  });

  it('stores the holder name normalised: hiragana with small kana → large katakana', () => {
    expect(parse({ ...valid, holderName: 'しょうじ　きょうこ' })).toMatchObject({ success: true, data: { holderName: 'シヨウジ キヨウコ' } });
  });

  it('names a character banks refuse', () => {
    const [message] = messages({ ...valid, holderName: 'やまだ 花子' }).holderName ?? [];
    expect(message).toContain('「花」「子」');
  });

  it('refuses a holder name of symbols only (「ー」 would be saved as 「-」)', () => {
    expect(messages({ ...valid, holderName: 'ー' }).holderName).toEqual(['口座名義には通帳のとおりお名前をカナで入力してください（記号や数字だけの名義は登録できません）']);
  });

  it('refuses an empty holder name', () => {
    expect(messages({ ...valid, holderName: '　' }).holderName).toEqual(['口座名義（カナ）を入力してください']);
  });

  it('refuses unknown keys (the worker id never comes from the body)', () => {
    expect(parse({ ...valid, workerId: 'x' }).success).toBe(false);
  });
});

describe('AccountResponseSchema', () => {
  it('accepts null (nothing registered yet) and a stored account', () => {
    expect(AccountResponseSchema.parse({ account: null })).toEqual({ account: null });
    const account = { ...valid, updatedAt: '2025-05-01T00:00:00.000Z' };
    expect(AccountResponseSchema.parse({ account })).toEqual({ account });
  });
});
