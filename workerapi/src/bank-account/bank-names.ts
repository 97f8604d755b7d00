import { BANK_NAME_MESSAGES } from '../http/api-error-messages';
import type { FieldErrors } from '../http/errors';
import { foldQuery, type BankIndex } from './zengin-index';

/**
 * A name typed by hand is the zengin name (or its kana) of its code when both fold alike (width, kana, 「銀行」「支店」
 * and the long forms of 信金・信組 — what the bank search accepts): a worker who typed みずほ銀行 and 渋谷支店 by hand meant
 * みずほ and 渋谷, and was refused with 「金融機関コードと金融機関名が一致しません」.
 */
const same = (zengin: { name: string; kana: string }, typed: string) => [zengin.name, zengin.kana].map(foldQuery).includes(foldQuery(typed));

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
  const fields: FieldErrors = {};
  const bank = index.findBank(account.bankCode);
  if (bank === undefined || !same(bank, account.bankName)) fields.bankName = [BANK_NAME_MESSAGES.bankNameMismatch];
  const branch = bank === undefined ? undefined : index.findBranch(bank.code, account.branchCode);
  if (branch === undefined || !same(branch, account.branchName)) fields.branchName = [BANK_NAME_MESSAGES.branchNameMismatch];
  if (bank === undefined || branch === undefined || Object.keys(fields).length > 0) return { ok: false, fields };
  return { ok: true, bankName: bank.name, branchName: branch.name };
}
