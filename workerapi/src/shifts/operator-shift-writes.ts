import type { Db } from '../db/database';
import { CONFIRMED_COLUMNS, PERIOD_COLUMNS, periods, type ConfirmedShiftRecord, type PeriodRecord } from './shift-records';

// What the operator's tools set in production — periods and confirmed shifts — written here by the local/test
// seed (./shift-seed) and the test-only routes (./shift-test-routes), never by a worker's route.

/** Creates a period (seed, tests; the operator's own tools in production). */
export function createPeriod(
  db: Db,
  values: { title: string; startsOn: string; endsOn: string; deadlineAt: Date },
): Promise<PeriodRecord> {
  return db
    .insertInto('shift_periods')
    .values({ title: values.title, starts_on: values.startsOn, ends_on: values.endsOn, deadline_at: values.deadlineAt })
    .returning(PERIOD_COLUMNS)
    .executeTakeFirstOrThrow();
}

/** A period with exactly these dates, if one exists. */
export function findPeriodByRange(db: Db, startsOn: string, endsOn: string): Promise<PeriodRecord | undefined> {
  return periods(db).where('shift_periods.starts_on', '=', startsOn).where('shift_periods.ends_on', '=', endsOn).executeTakeFirst();
}

/** Gives a worker a confirmed shift (seed, test routes; the operator's own tools in production). */
export function createConfirmedShift(
  db: Db,
  values: { workerId: string; date: string; startTime: string; endTime: string; place: string; description?: string | null },
): Promise<ConfirmedShiftRecord> {
  return db
    .insertInto('confirmed_shifts')
    .values({
      worker_id: values.workerId,
      date: values.date,
      start_time: values.startTime,
      end_time: values.endTime,
      place: values.place,
      description: values.description ?? null,
    })
    .returning(CONFIRMED_COLUMNS)
    .executeTakeFirstOrThrow();
}
