import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or ISO string. */
type Instant = ColumnType<Date, Date | string, Date | string>;

export interface RateLimitsTable {
  /** SHA-256 (hex) of "<limit name>:<subject>". */
  key: string;
  count: number;
  window_start: Instant;
  expires_at: Instant;
}

/** The rate-limit slice's tables (migration 0009); `Database` extends it. */
export interface RateLimitTables {
  rate_limits: RateLimitsTable;
}
