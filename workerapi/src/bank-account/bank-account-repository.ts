import { sql } from 'kysely';
import type { BankAccount } from 'shared/schemas';
import type { Db } from '../db/database';
import { type BankAccountUpdate } from 'features/mypage/server';

/** The caller's bank account, as the API shows it; undefined when none is registered. */
export async function findBankAccount(db: Db, workerId: string): Promise<BankAccount | undefined> {
  const row = await db.selectFrom('bank_accounts').selectAll().where('worker_id', '=', workerId).executeTakeFirst();
  return row === undefined ? undefined : toBankAccount(row);
}

/** Registers or replaces the caller's one bank account (already validated and normalised by the shared schema). */
export async function saveBankAccount(db: Db, workerId: string, account: BankAccountUpdate): Promise<BankAccount> {
  const values = {
    bank_code: account.bankCode,
    bank_name: account.bankName,
    branch_code: account.branchCode,
    branch_name: account.branchName,
    account_type: account.accountType,
    account_number: account.accountNumber,
    holder_name: account.holderName,
  };
  const row = await db
    .insertInto('bank_accounts')
    .values({ worker_id: workerId, ...values })
    .onConflict((oc) => oc.column('worker_id').doUpdateSet({ ...values, updated_at: sql<Date>`now()` }))
    .returningAll()
    .executeTakeFirstOrThrow();
  return toBankAccount(row);
}

function toBankAccount(row: {
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: BankAccount['accountType'];
  account_number: string;
  holder_name: string;
  updated_at: Date;
}): BankAccount {
  return {
    bankCode: row.bank_code,
    bankName: row.bank_name,
    branchCode: row.branch_code,
    branchName: row.branch_name,
    accountType: row.account_type,
    accountNumber: row.account_number,
    holderName: row.holder_name,
    updatedAt: row.updated_at.toISOString(),
  };
}
