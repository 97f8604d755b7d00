import { z } from 'zod/mini';
import type { AccountType } from 'shared/domain';

// The worker's bank account as stored (GET /workerapi/account): the session store keeps it, my page shows it.
// The form and the request that change it are mfe-mypage's (features/mypage).

/** Spec §3 account types, as zod wants them (a tuple). */
export const ACCOUNT_TYPE_TUPLE = ['ordinary', 'current', 'other'] as const satisfies readonly AccountType[];
/** The caller's bank account as stored. */
export const BankAccountSchema = z.object({
  bankCode: z.string().check(z.regex(/^\d{4}$/)),
  bankName: z.string(),
  branchCode: z.string().check(z.regex(/^\d{3}$/)),
  branchName: z.string(),
  accountType: z.enum(ACCOUNT_TYPE_TUPLE),
  accountNumber: z.string().check(z.regex(/^\d{7}$/)),
  holderName: z.string(),
  updatedAt: z.iso.datetime({ offset: true }),
});
export type BankAccount = z.infer<typeof BankAccountSchema>;
