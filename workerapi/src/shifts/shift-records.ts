import { sql } from 'kysely';
import type { AnswerKey } from 'features/shifts/server';
import type { Db } from '../db/database';

// The shifts tables as workerapi reads them: records and the selections that make them. `date` and `time`
// columns are always read as text ('YYYY-MM-DD', 'HH:MM'), never as driver Dates (pg would make a Date at the
// server's local midnight). Used by the worker's queries (./shift-repository) and the operator's writes
// (./operator-shift-writes).

export const dateText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'YYYY-MM-DD')`;
export const timeText = (column: string) => sql<string>`to_char(${sql.ref(column)}, 'HH24:MI')`;
export const nullableTimeText = (column: string) => sql<string | null>`to_char(${sql.ref(column)}, 'HH24:MI')`;

export interface PeriodRecord {
  id: string;
  title: string;
  startsOn: string;
  endsOn: string;
  deadlineAt: Date;
}

export interface AnswerRecord {
  id: string;
  periodId: string;
  date: string;
  answer: AnswerKey;
  note: string | null;
  startTime: string | null;
  endTime: string | null;
  submittedAt: Date;
  updatedAt: Date;
}

export interface ConfirmedShiftRecord {
  id: string;
  date: string;
  startTime: string;
  endTime: string;
  place: string;
  description: string | null;
}

export interface SubmissionRecord {
  id: string;
  periodId: string;
  days: number;
  submittedAt: Date;
}

export interface AnswerValues {
  date: string;
  answer: AnswerKey;
  note: string | null;
  startTime: string | null;
  endTime: string | null;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Ids are uuids; anything else can never match (and must not reach a uuid column, which would throw). */
export const isUuid = (value: string): boolean => UUID.test(value);

/** A period's columns as a PeriodRecord (for select and returning). */
export const PERIOD_COLUMNS = [
  'shift_periods.id as id',
  'shift_periods.title as title',
  dateText('shift_periods.starts_on').as('startsOn'),
  dateText('shift_periods.ends_on').as('endsOn'),
  'shift_periods.deadline_at as deadlineAt',
] as const;

/** A confirmed shift's columns as a ConfirmedShiftRecord (for select and returning). */
export const CONFIRMED_COLUMNS = [
  'confirmed_shifts.id as id',
  dateText('confirmed_shifts.date').as('date'),
  timeText('confirmed_shifts.start_time').as('startTime'),
  timeText('confirmed_shifts.end_time').as('endTime'),
  'confirmed_shifts.place as place',
  'confirmed_shifts.description as description',
] as const;

export function periods(db: Db) {
  return db.selectFrom('shift_periods').select(PERIOD_COLUMNS);
}

export function answers(db: Db) {
  return db
    .selectFrom('shift_answers')
    .select([
      'shift_answers.id as id',
      'shift_answers.period_id as periodId',
      dateText('shift_answers.date').as('date'),
      'shift_answers.answer as answer',
      'shift_answers.note as note',
      nullableTimeText('shift_answers.start_time').as('startTime'),
      nullableTimeText('shift_answers.end_time').as('endTime'),
      'shift_answers.submitted_at as submittedAt',
      'shift_answers.updated_at as updatedAt',
    ]);
}

export function confirmed(db: Db) {
  return db.selectFrom('confirmed_shifts').select(CONFIRMED_COLUMNS);
}
