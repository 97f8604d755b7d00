import type { ColumnType } from 'kysely';

/** A timestamptz column: read as a Date, written as a Date or ISO string, defaulted by the database. */
export type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
