import { BANK_NAME_MESSAGES } from '../http/api-error-messages';
import type { FieldErrors } from '../http/errors';
import type { BankIndex } from './zengin-index';

const same = (a: string, b: string) => a.normalize('NFKC').trim() === b.normalize('NFKC').trim();

/**
 * The bank and branch names of an account must be the zengin names of its codes (the form fills them from the
 * bank search; anything else was typed or tampered with, and a transfer would go to a bank the worker did not
 * see). Field errors, or undefined when both match.
 */
export function bankNameErrors(
  index: BankIndex,
  account: { bankCode: string; bankName: string; branchCode: string; branchName: string },
): FieldErrors | undefined {
  const fields: FieldErrors = {};
  const bank = index.findBank(account.bankCode);
  if (bank === undefined || !same(bank.name, account.bankName)) fields.bankName = [BANK_NAME_MESSAGES.bankNameMismatch];
  const branch = bank === undefined ? undefined : index.findBranch(bank.code, account.branchCode);
  if (branch === undefined || !same(branch.name, account.branchName)) fields.branchName = [BANK_NAME_MESSAGES.branchNameMismatch];
  return Object.keys(fields).length === 0 ? undefined : fields;
}
