import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

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

/** Every table of the workerapi database. New tables arrive with a new migration and a new entry here. */
export interface Database {
  workers: WorkersTable;
  idempotency_keys: IdempotencyKeysTable;
}

export type WorkerRow = Selectable<WorkersTable>;
export type NewWorkerRow = Insertable<WorkersTable>;
export type WorkerUpdate = Updateable<WorkersTable>;
export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
