import { describe, expect, it } from 'vitest';
import { convertYucho, toAsciiDigits, YUCHO_BANK_CODE, yuchoBranchName } from './yucho';

describe('convertYucho — Japan Post Bank 記号・番号 → branch code and account number', () => {
  it('bank code is 9900', () => {
    expect(YUCHO_BANK_CODE).toBe('9900');
  });

  it.each([
    // 記号, 番号, branch, name, account number
    ['14030', '12345671', '408', '四〇八', '1234567'],
    ['15150', '21111111', '518', '五一八', '2111111'],
    ['10530', '12345671', '058', '〇五八', '1234567'],
    ['17300', '19927651', '738', '七三八', '1992765'],
    ['10180', '1231', '018', '〇一八', '0000123'],
  ])('通常貯金 %s-%s → branch %s (%s), ordinary %s', (symbol, number, branchCode, branchName, accountNumber) => {
    expect(convertYucho(symbol, number)).toEqual({ ok: true, value: { branchCode, branchName, accountNumber, accountType: 'ordinary' } });
  });

  it.each([
    ['00580', '654321', '059', '〇五九', '0654321'],
    ['00160', '100001', '019', '〇一九', '0100001'],
    ['02880', '1', '289', '二八九', '0000001'],
  ])('振替口座 %s-%s → branch %s (%s), current (当座) %s', (symbol, number, branchCode, branchName, accountNumber) => {
    expect(convertYucho(symbol, number)).toEqual({ ok: true, value: { branchCode, branchName, accountNumber, accountType: 'current' } });
  });

  it('accepts full-width digits, spaces and hyphens as printed', () => {
    expect(convertYucho('１４０３０', '1234 5671')).toMatchObject({ ok: true, value: { branchCode: '408', accountNumber: '1234567' } });
    expect(convertYucho('14030-', '1234-5671')).toMatchObject({ ok: true, value: { branchCode: '408' } });
  });

  it.each(['1403', '140300', '24030', 'abcde', ''])('refuses the 記号 %j', (symbol) => {
    expect(convertYucho(symbol, '12345671')).toEqual({ ok: false, field: 'symbol', reason: 'symbolFormat' });
  });

  it.each([
    ['1234567', 'ordinaryLastDigit'], // the account number typed without the passbook's last 1
    ['12345670', 'ordinaryLastDigit'],
    ['123456781', 'ordinaryTooLong'],
    ['123456780', 'ordinaryTooLong'],
    ['1', 'ordinaryTooShort'],
    ['', 'notDigits'],
    ['12a45671', 'notDigits'],
    ['01', 'zero'],
    ['00000001', 'zero'],
  ] as const)('names what is wrong with the 通常貯金 番号 %j (up to 8 digits ending in 1): %s', (number, reason) => {
    expect(convertYucho('10180', number)).toEqual({ ok: false, field: 'number', reason });
  });

  it.each([
    ['1234567', 'transferTooLong'],
    ['', 'notDigits'],
    ['12x', 'notDigits'],
    ['000000', 'zero'],
  ] as const)('names what is wrong with the 振替口座 番号 %j (up to 6 digits): %s', (number, reason) => {
    expect(convertYucho('00160', number)).toEqual({ ok: false, field: 'number', reason });
  });
});

describe('yuchoBranchName / toAsciiDigits', () => {
  it('writes the branch code in kanji digits', () => {
    expect(yuchoBranchName('408')).toBe('四〇八');
    expect(yuchoBranchName('019')).toBe('〇一九');
    expect(yuchoBranchName('123')).toBe('一二三');
  });

  it('normalises digits', () => {
    expect(toAsciiDigits('０１２-３４ ５')).toBe('012345');
    // The dashes an IME gives for a hyphen (a Mac's − U+2212, half-width ｰ, –) and the ideographic space.
    for (const typed of ['123−4567', '１２３−４５６７', '123ｰ4567', '123–4567', '123\u30004567', '１２３ー４５６７']) expect(toAsciiDigits(typed)).toBe('1234567');
  });
});
