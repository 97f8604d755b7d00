// Japan Post Bank (ゆうちょ銀行): its passbooks show 記号 (symbol, 5 digits) and 番号 (number); transfers
// from other banks need a branch code and a 7-digit account number. The conversion, as the bank publishes it:
//
// - 記号 starting with 1 (通常貯金, an ordinary account): branch code = the 2nd–3rd digits of 記号 followed by
//   '8'; 番号 has up to 8 digits and always ends in 1 — the account number is 番号 without that last digit,
//   zero-padded to 7. e.g. 14030-12345671 → branch 408 (四〇八), ordinary 1234567.
// - 記号 starting with 0 (振替口座, a transfer account): branch code = the 2nd–3rd digits of 記号 followed by
//   '9'; 番号 has up to 6 digits and is the account number zero-padded to 7; the account type is 当座.
//   e.g. 00160-100001 → branch 019 (〇一九), current 0100001.
//
// The branch's name is its code written in kanji digits (四〇八). Pure; shared by the browser and workerapi.

import type { AccountType } from 'shared/domain';

/** Japan Post Bank's bank code. */
export const YUCHO_BANK_CODE = '9900';

const KANJI_DIGITS = ['〇', '一', '二', '三', '四', '五', '六', '七', '八', '九'] as const;

/**
 * Full-width digits → ASCII (NFKC); spaces and hyphens (as printed between groups) removed — with every dash an
 * IME gives for a hyphen: ‐ ‑ ‒ – — ― − (U+2212, a Mac's), －, ー and half-width ｰ.
 */
export function toAsciiDigits(value: string): string {
  return value.normalize('NFKC').replace(/[\s\-\u2010-\u2015\u2212\u30FC]/g, '');
}

/** A Japan Post Bank branch's name: its code in kanji digits ('408' → '四〇八'). */
export function yuchoBranchName(branchCode: string): string {
  let name = '';
  for (const ch of branchCode) {
    const digit = KANJI_DIGITS[Number(ch)];
    name += digit ?? ch;
  }
  return name;
}

export interface YuchoAccount {
  branchCode: string;
  branchName: string;
  accountNumber: string;
  accountType: Extract<AccountType, 'ordinary' | 'current'>;
}

/**
 * What is wrong with a 番号, named as the worker can fix it: notDigits — anything but digits (or nothing);
 * ordinaryTooLong — a 通常貯金 番号 of more than 8 digits; ordinaryLastDigit — one that does not end in 1 (e.g. the
 * 7-digit account number typed without the passbook's last 1); ordinaryTooShort — 「1」 alone; transferTooLong — a
 * 振替口座 番号 of more than 6 digits; zero — it converts to the account number 0000000.
 */
export type YuchoNumberFault = 'notDigits' | 'ordinaryTooLong' | 'ordinaryLastDigit' | 'ordinaryTooShort' | 'transferTooLong' | 'zero';

export type YuchoConversion =
  | { ok: true; value: YuchoAccount }
  /** symbol: 記号 is not 5 digits starting with 0 or 1. */
  | { ok: false; field: 'symbol'; reason: 'symbolFormat' }
  | { ok: false; field: 'number'; reason: YuchoNumberFault };

/**
 * 番号 as every passbook prints it, 1 to 8 digits: checked on its own when 記号 is wrong, since 記号 decides the exact
 * rule (通常貯金 or 振替口座), so that both mistakes are said at once.
 */
export function isYuchoNumberShaped(numberInput: string): boolean {
  return /^\d{1,8}$/.test(toAsciiDigits(numberInput));
}

/** Converts a passbook's 記号 and 番号 (full-width digits, spaces and hyphens accepted) for a bank transfer. */
export function convertYucho(symbolInput: string, numberInput: string): YuchoConversion {
  const symbol = toAsciiDigits(symbolInput);
  const number = toAsciiDigits(numberInput);
  if (!/^[01]\d{4}$/.test(symbol)) return { ok: false, field: 'symbol', reason: 'symbolFormat' };
  const fault = (reason: YuchoNumberFault) => ({ ok: false, field: 'number', reason }) as const;
  if (!/^\d+$/.test(number)) return fault('notDigits');
  const middle = symbol.slice(1, 3);
  if (symbol.startsWith('1')) {
    if (number.length > 8) return fault('ordinaryTooLong');
    if (!number.endsWith('1')) return fault('ordinaryLastDigit');
    if (number.length < 2) return fault('ordinaryTooShort');
    const accountNumber = number.slice(0, -1).padStart(7, '0');
    if (!/[1-9]/.test(accountNumber)) return fault('zero');
    const branchCode = `${middle}8`;
    return { ok: true, value: { branchCode, branchName: yuchoBranchName(branchCode), accountNumber, accountType: 'ordinary' } };
  }
  if (number.length > 6) return fault('transferTooLong');
  const accountNumber = number.padStart(7, '0');
  if (!/[1-9]/.test(accountNumber)) return fault('zero');
  const branchCode = `${middle}9`;
  return { ok: true, value: { branchCode, branchName: yuchoBranchName(branchCode), accountNumber, accountType: 'current' } };
}
