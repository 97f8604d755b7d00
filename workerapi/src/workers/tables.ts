import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { Timestamp } from '../db/column-types';

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

/** The workers feature's tables (migrations 0001_workers, 0003_worker_profile). */
export interface WorkersTables {
  workers: WorkersTable;
}

export type WorkerRow = Selectable<WorkersTable>;
export type NewWorkerRow = Insertable<WorkersTable>;
export type WorkerUpdate = Updateable<WorkersTable>;
