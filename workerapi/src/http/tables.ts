import type { ColumnType, Selectable } from 'kysely';
import type { Timestamp } from '../db/column-types';

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

/** The idempotency records of http/idempotency.ts (migration 0002_idempotency_keys). */
export interface HttpTables {
  idempotency_keys: IdempotencyKeysTable;
}

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
