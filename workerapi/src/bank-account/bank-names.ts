import { ACCOUNT_MESSAGES } from 'features/mypage/server';
import type { FieldErrors } from '../http/errors';
import { bankAliasNames } from './bank-aliases';
import { foldQuery, type BankIndex } from './zengin-index';

/**
 * A name typed by hand is the zengin name (or its kana) of its code when both fold alike (width, kana, 「銀行」「支店」
 * and the long forms of 信金・信組 — what the bank search accepts): a worker who typed みずほ銀行 and 渋谷支店 by hand meant
 * みずほ and 渋谷, and was refused with 「金融機関コードと金融機関名が一致しません」. A bank's former name (住信SBIネット for
 * 0038) is its name too.
 */
const same = (names: readonly string[], typed: string) => names.map(foldQuery).includes(foldQuery(typed));

export type BankNameMatch = { ok: true; bankName: string; branchName: string } | { ok: false; fields: FieldErrors };

/**
 * The bank and branch names of an account must be the zengin names of its codes (the form fills them from the
 * bank search; anything else was typed or tampered with, and a transfer would go to a bank the worker did not
 * see). Their zengin names (what is saved and shown), or the field errors.
 */
export function matchBankNames(
  index: BankIndex,
  account: { bankCode: string; bankName: string; branchCode: string; branchName: string },
): BankNameMatch {
  const bank = index.findBank(account.bankCode);
  // No such code: said of the code (「…名が一致しません」 sent the worker to look for a better name of a bank that is not there).
  if (bank === undefined) return { ok: false, fields: { bankCode: [ACCOUNT_MESSAGES.bankCodeNotFound(account.bankCode)] } };
  const fields: FieldErrors = {};
  if (!same([bank.name, bank.kana, ...bankAliasNames(bank.code)], account.bankName)) fields.bankName = [ACCOUNT_MESSAGES.bankNameMismatch];
  const branch = index.findBranch(bank.code, account.branchCode);
  if (branch === undefined) fields.branchCode = [ACCOUNT_MESSAGES.branchCodeNotFound(account.branchCode, bank.name)];
  else if (!same([branch.name, branch.kana], account.branchName)) fields.branchName = [ACCOUNT_MESSAGES.branchNameMismatch];
  if (branch === undefined || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, bankName: bank.name, branchName: branch.name };
}
