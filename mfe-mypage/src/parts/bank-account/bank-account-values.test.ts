import { describe, expect, it } from 'vitest';
import { checkBankAccount, initialBankAccountValues, type BankAccountFormValues } from './bank-account-values';

const empty = initialBankAccountValues(null);
const yucho = { code: '9900', name: 'ゆうちょ銀行', kana: 'ユウチヨ' };

function check(over: Partial<BankAccountFormValues>) {
  return checkBankAccount({ ...empty, ...over });
}

describe('checkBankAccount (the bank-account form before POST /workerapi/account)', () => {
  it('a bank and branch typed by hand are trimmed, the number zero-padded, the holder name as the bank sees it', () => {
    expect(check({ bankMode: 'manual', bankName: ' 地方銀行 ', bankCode: '0123', branchName: '本店', branchCode: '001 ', accountType: 'current', accountNumber: '42', holderName: 'やまだ はなこ' })).toEqual({
      ok: true,
      body: { bankCode: '0123', bankName: '地方銀行', branchCode: '001', branchName: '本店', accountType: 'current', accountNumber: '0000042', holderName: 'ヤマダ ハナコ' },
    });
  });

  it('a picked bank with a branch typed by hand (branch search switched off)', () => {
    const result = check({ bank: { code: '0001', name: 'みずほ', kana: 'ミズホ' }, branchMode: 'manual', branchName: '新宿', branchCode: '222', accountType: 'ordinary', accountNumber: '1234567', holderName: 'タロウ' });
    expect(result).toMatchObject({ ok: true, body: { bankCode: '0001', bankName: 'みずほ', branchCode: '222', branchName: '新宿' } });
  });

  it('ゆうちょ銀行 by passbook: a wrong 記号 is the only message (the converted fields would repeat it)', () => {
    const result = check({ bank: yucho, yuchoSymbol: '9999', yuchoNumber: '12345671', holderName: 'タロウ' });
    expect(result).toEqual({ ok: false, errors: { yuchoSymbol: expect.any(String) } });
  });

  it('ゆうちょ銀行 by passbook: a wrong 記号 and a 番号 that is no number at all are both said at once', () => {
    expect(check({ bank: yucho, yuchoSymbol: '1018a', yuchoNumber: 'abc', holderName: 'タロウ' })).toEqual({
      ok: false,
      errors: { yuchoSymbol: '記号は0または1で始まる5桁の数字で入力してください', yuchoNumber: '番号は8桁以内の数字で入力してください' },
    });
    // full-width digits are digits
    expect(check({ bank: yucho, yuchoSymbol: '1018a', yuchoNumber: '１２３４５６７１', holderName: 'タロウ' })).toEqual({ ok: false, errors: { yuchoSymbol: expect.any(String) } });
  });

  it('ゆうちょ銀行 by passbook: a 番号 of 8 digits or fewer that does not end in 1 is told so — not that it has too many digits', () => {
    for (const yuchoNumber of ['1234567', '12345670']) {
      expect(check({ bank: yucho, yuchoSymbol: '10180', yuchoNumber, holderName: 'タロウ' })).toEqual({
        ok: false,
        errors: { yuchoNumber: '番号の末尾が1ではありません。記号が1で始まる通帳の番号は末尾が1です。通帳のとおり最後の数字まで入力してください' },
      });
    }
    expect(check({ bank: yucho, yuchoSymbol: '10180', yuchoNumber: '123456781', holderName: 'タロウ' })).toEqual({
      ok: false,
      errors: { yuchoNumber: '番号は8桁以内で入力してください（記号が1で始まる通帳の番号は最大8桁です）' },
    });
    expect(check({ bank: yucho, yuchoSymbol: '00160', yuchoNumber: '1234567', holderName: 'タロウ' })).toEqual({
      ok: false,
      errors: { yuchoNumber: '記号が0で始まる振替口座の番号は6桁以内で入力してください' },
    });
    expect(check({ bank: yucho, yuchoSymbol: '10180', yuchoNumber: '01', holderName: 'タロウ' })).toEqual({
      ok: false,
      errors: { yuchoNumber: '番号が正しくありません（振込用の口座番号が0だけになります）。通帳の番号を確認してください' },
    });
  });

  it('ゆうちょ銀行 by branch: checked like any bank', () => {
    const result = check({ bank: yucho, yuchoMode: 'branch', holderName: 'タロウ', accountType: '' });
    expect(result.ok).toBe(false);
    expect(result.ok ? [] : Object.keys(result.errors).sort()).toEqual(['accountNumber', 'accountType', 'branchCode', 'branchName']);
  });

  it('a new account starts as 普通預金; a registered one keeps its type', () => {
    expect(empty.accountType).toBe('ordinary');
    const registered = { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'current', accountNumber: '0001234', holderName: 'タロウ', updatedAt: '2026-12-01T00:00:00.000Z' } as const;
    expect(initialBankAccountValues(registered).accountType).toBe('current');
  });
});
