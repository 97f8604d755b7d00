import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ChatTables } from '../chat/tables';
import type { SalaryTables } from '../salary/tables';

/** A timestamptz column: read as a Date, written as a Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface WorkersTable {
  id: Generated<string>;
  firebase_uid: string | null;
  email: string;
  name: string;
  charge: ColumnType<number, number | undefined, number>;
  margin: ColumnType<number, number | undefined, number>;
  image_path: string | null;
  name_kana: ColumnType<string, string | undefined, string>;
  display_name: ColumnType<string, string | undefined, string>;
  phone: ColumnType<string, string | undefined, string>;
  bio: ColumnType<string, string | undefined, string>;
  profile_completed: ColumnType<boolean, boolean | undefined, boolean>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface IdempotencyKeysTable {
  owner: string;
  key: string;
  method: string;
  path: string;
  request_hash: string;
  /** null while the first request holding the key is still running (the reservation). */
  status: number | null;
  body: ColumnType<unknown, string | null, string | null>;
  created_at: Timestamp;
}

/**
 * A `date` or `time` column. Drivers disagree on how they read it (pg makes a Date at local midnight), so it is
 * read as `unknown`: select it through `to_char(…)` / `::text` (see shifts/shift-repository.ts); written as text.
 */
type CalendarColumn = ColumnType<unknown, string, string>;

export interface ShiftPeriodsTable {
  id: Generated<string>;
  title: string;
  starts_on: CalendarColumn;
  ends_on: CalendarColumn;
  deadline_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface ShiftAnswersTable {
  id: Generated<string>;
  worker_id: string;
  period_id: string;
  date: CalendarColumn;
  answer: 'maru' | 'sankaku' | 'batsu';
  note: string | null;
  start_time: ColumnType<unknown, string | null | undefined, string | null>;
  end_time: ColumnType<unknown, string | null | undefined, string | null>;
  submitted_at: Timestamp;
  updated_at: Timestamp;
}

export interface ShiftSubmissionsTable {
  id: Generated<string>;
  worker_id: string;
  period_id: string;
  days: number;
  submitted_at: Timestamp;
}

export interface ConfirmedShiftsTable {
  id: Generated<string>;
  worker_id: string;
  date: CalendarColumn;
  start_time: CalendarColumn;
  end_time: CalendarColumn;
  place: string;
  description: string | null;
  created_at: Timestamp;
}

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

export interface NoticesTable {
  id: Generated<string>;
  title: string;
  body: string;
  published_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface NoticeReadsTable {
  notice_id: string;
  worker_id: string;
  read_at: Timestamp;
}

/** An e-mail change waiting for its confirmation link (migration 0006_account_flows). */
export interface EmailChangesTable {
  id: Generated<string>;
  worker_id: string;
  new_email: string;
  /** SHA-256 (hex) of the link's token; the token itself is only in the mail. */
  token_hash: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  confirmed_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
  created_at: Timestamp;
}

/** Every table of the workerapi database. New tables arrive with a new migration and a new entry here. */
export interface Database extends ChatTables, SalaryTables {
  workers: WorkersTable;
  bank_accounts: BankAccountsTable;
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
  idempotency_keys: IdempotencyKeysTable;
  shift_periods: ShiftPeriodsTable;
  shift_answers: ShiftAnswersTable;
  shift_submissions: ShiftSubmissionsTable;
  confirmed_shifts: ConfirmedShiftsTable;
  email_changes: EmailChangesTable;
}

export type WorkerRow = Selectable<WorkersTable>;
export type NewWorkerRow = Insertable<WorkersTable>;
export type WorkerUpdate = Updateable<WorkersTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
