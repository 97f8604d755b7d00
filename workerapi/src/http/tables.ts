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
  /**
   * The lock key of the process that holds the reservation (migration 0012): another process may take the reservation
   * over once that key's advisory lock is free (the holder's session ended). null: no holder known (PGlite, a process
   * whose lock session was down, a row from before 0012) — only the stale timeout applies. int8: read it as
   * `holder::text` (pg gives a string, PGlite a bigint).
   */
  holder: ColumnType<string | bigint | null, string | null | undefined, string | null>;
  /** Fencing token, new on every reservation and takeover (null only on rows from before migration 0012). */
  reservation: ColumnType<string | null, string | undefined, string>;
}

/** The idempotency records of http/idempotency.ts (migration 0002_idempotency_keys). */
export interface HttpTables {
  idempotency_keys: IdempotencyKeysTable;
}

export type IdempotencyKeyRow = Selectable<IdempotencyKeysTable>;
