import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';

/**
 * A `date` or `time` column. Drivers disagree on how they read it (pg makes a Date at local midnight), so it is
 * read as `unknown`: select it through `to_char(…)` / `::text` (see ./shift-records.ts); written as text.
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

/** The shifts feature's tables (migration 0005_shifts). */
export interface ShiftsTables {
  shift_periods: ShiftPeriodsTable;
  shift_answers: ShiftAnswersTable;
  shift_submissions: ShiftSubmissionsTable;
  confirmed_shifts: ConfirmedShiftsTable;
}
