import type { Timestamp } from '../db/column-types';

export interface BankAccountsTable {
  worker_id: string;
  bank_code: string;
  bank_name: string;
  branch_code: string;
  branch_name: string;
  account_type: 'ordinary' | 'current' | 'other';
  account_number: string;
  holder_name: string;
  created_at: Timestamp;
  updated_at: Timestamp;
}

/** The bank account feature's table (migration 0004_mypage). */
export interface BankAccountTables {
  bank_accounts: BankAccountsTable;
}
