import type { z } from 'zod/mini';
import { ACCOUNT_TYPE_TUPLE, BankAccountSchema, zx } from 'shared/schemas';
import { checkHolderName, HOLDER_NAME_MAX_BANK_LENGTH, normalizeHolderName } from './bank-holder';
import { toAsciiDigits } from './yucho';
import { ACCOUNT_MESSAGES } from './messages';

// The worker's bank account (spec §3 "Account type: ordinary (普通預金), current (当座預金), other (その他).
// Account fields: not shown."): GET /workerapi/account and POST /workerapi/account (spec §7).

export const AccountTypeSchema = zx.enum(ACCOUNT_TYPE_TUPLE, { error: ACCOUNT_MESSAGES.accountTypeRequired });

const digits = (length: number, message: string) =>
  zx.string().check(zx.overwrite(toAsciiDigits), zx.minLength(1, { abort: true }), zx.regex(new RegExp(`^\\d{${length}}$`), { error: message }));
const name = (max: number) => zx.string().check(zx.trim(), zx.minLength(1, { abort: true }), zx.maxLength(max));

export const BankCodeSchema = digits(4, ACCOUNT_MESSAGES.bankCodeFormat);
export const BranchCodeSchema = digits(3, ACCOUNT_MESSAGES.branchCodeFormat);

/** 1–7 digits as typed (full-width digits, spaces and hyphens accepted); stored zero-padded to 7. No account is 0000000. */
export const AccountNumberSchema = zx.string().check(
  zx.overwrite(toAsciiDigits),
  zx.minLength(1, { abort: true }),
  zx.regex(/^\d{1,7}$/, { error: ACCOUNT_MESSAGES.accountNumberFormat, abort: true }),
  zx.overwrite((v) => v.padStart(7, '0')),
  zx.refine((v) => /[1-9]/.test(v), { error: ACCOUNT_MESSAGES.accountNumberZero }),
);

/**
 * The holder name as the bank sees it: normalised (hiragana → katakana, small kana large, ー → -, ・ → .);
 * a character banks refuse is named in the message.
 */
export const HolderNameSchema = zx.string().check(
  zx.overwrite(normalizeHolderName),
  zx.minLength(1, { abort: true }),
  zx.superRefine((value, ctx) => {
    const result = checkHolderName(value);
    if (result.ok) return;
    if (result.reason === 'forbidden') {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.holderNameForbidden(result.chars), input: value, params: { chars: result.chars } });
    } else if (result.reason === 'noName') {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.holderNameNoName, input: value });
    } else if (result.reason === 'tooLong') {
      ctx.addIssue({ code: 'custom', message: ACCOUNT_MESSAGES.holderNameTooLong(HOLDER_NAME_MAX_BANK_LENGTH), input: value });
    }
  }),
);

/** POST /workerapi/account: register or change the caller's bank account. */
export const BankAccountUpdateSchema = zx.strictObject({
  bankCode: BankCodeSchema,
  bankName: name(60),
  branchCode: BranchCodeSchema,
  branchName: name(60),
  accountType: AccountTypeSchema,
  accountNumber: AccountNumberSchema,
  holderName: HolderNameSchema,
});
export type BankAccountUpdate = z.infer<typeof BankAccountUpdateSchema>;
export type BankAccountUpdateInput = z.input<typeof BankAccountUpdateSchema>;

/** GET /workerapi/account → { account } (null while none is registered). */
export const AccountResponseSchema = zx.object({ account: zx.nullable(BankAccountSchema) });
export type AccountResponse = z.infer<typeof AccountResponseSchema>;

/** POST /workerapi/account → { account }. */
export const SaveAccountResponseSchema = zx.object({ account: BankAccountSchema });
export type SaveAccountResponse = z.infer<typeof SaveAccountResponseSchema>;
