import { sql } from 'kysely';
import { shiftAnswersVersion } from 'features/shifts/server';
import type { Db } from '../db/database';
import {
  answers,
  confirmed,
  isUuid,
  periods,
  type AnswerRecord,
  type AnswerValues,
  type ConfirmedShiftRecord,
  type PeriodRecord,
  type SubmissionRecord,
} from './shift-records';

// The worker's queries of the shifts tables: always limited to the caller's own rows. What the operator sets
// (periods, confirmed shifts) is written by ./operator-shift-writes (seed and test routes only).

/** Periods that end on or after `fromDate`, earliest first. */
export function listPeriodsEndingFrom(db: Db, fromDate: string): Promise<PeriodRecord[]> {
  return periods(db).where('shift_periods.ends_on', '>=', fromDate).orderBy('shift_periods.starts_on').execute();
}

export function findPeriod(db: Db, id: string): Promise<PeriodRecord | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return periods(db).where('shift_periods.id', '=', id).executeTakeFirst();
}

/** The worker's answers dated on or after `fromDate`, by date. */
export function listAnswersFrom(db: Db, workerId: string, fromDate: string): Promise<AnswerRecord[]> {
  return answers(db)
    .where('shift_answers.worker_id', '=', workerId)
    .where('shift_answers.date', '>=', fromDate)
    .orderBy('shift_answers.date')
    .execute();
}

/** One of the worker's own answers (another worker's id is not found). */
export function findAnswer(db: Db, workerId: string, id: string): Promise<AnswerRecord | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return answers(db).where('shift_answers.worker_id', '=', workerId).where('shift_answers.id', '=', id).executeTakeFirst();
}

export async function deleteAnswer(db: Db, workerId: string, id: string): Promise<boolean> {
  const result = await db
    .deleteFrom('shift_answers')
    .where('worker_id', '=', workerId)
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numDeletedRows > 0n;
}

/** The worker's confirmed shifts dated on or after `fromDate`, by date and time. */
export function listConfirmedFrom(db: Db, workerId: string, fromDate: string): Promise<ConfirmedShiftRecord[]> {
  return confirmed(db)
    .where('confirmed_shifts.worker_id', '=', workerId)
    .where('confirmed_shifts.date', '>=', fromDate)
    .orderBy('confirmed_shifts.date')
    .orderBy('confirmed_shifts.start_time')
    .execute();
}

/**
 * The worker's confirmed shifts dated `fromDate` to `toDate` (inclusive), by date and time — what a reservation of
 * those days may overlap (the chat feature's reservation detail and accept: ../chat/reservation-repository).
 */
export function listConfirmedBetween(db: Db, workerId: string, fromDate: string, toDate: string): Promise<ConfirmedShiftRecord[]> {
  return confirmed(db)
    .where('confirmed_shifts.worker_id', '=', workerId)
    .where('confirmed_shifts.date', '>=', fromDate)
    .where('confirmed_shifts.date', '<=', toDate)
    .orderBy('confirmed_shifts.date')
    .orderBy('confirmed_shifts.start_time')
    .execute();
}

export function findConfirmedShift(db: Db, workerId: string, id: string): Promise<ConfirmedShiftRecord | undefined> {
  if (!isUuid(id)) return Promise.resolve(undefined);
  return confirmed(db).where('confirmed_shifts.worker_id', '=', workerId).where('confirmed_shifts.id', '=', id).executeTakeFirst();
}

/** The receipts of the worker's submissions to these periods, newest first. */
export function listSubmissions(db: Db, workerId: string, periodIds: readonly string[]): Promise<SubmissionRecord[]> {
  if (periodIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('shift_submissions')
    .select(['id', 'period_id as periodId', 'days', 'submitted_at as submittedAt'])
    .where('worker_id', '=', workerId)
    .where('period_id', 'in', periodIds)
    .orderBy('submitted_at', 'desc')
    .execute();
}

/**
 * Stores one submission in one transaction (or, when `basedOn` is not the fingerprint of the period's answers as
 * stored — changed by another tab or phone since the worker loaded them — stores nothing and says so): every given date's answer is set (inserted, or replaced where the
 * worker already answered that date), the period's answers still editable (`date >= today`) that the
 * submission leaves out are removed, and a receipt is written. `updated_at` moves only for answers that changed.
 */
export async function saveSubmission(
  db: Db,
  input: { workerId: string; periodId: string; today: string; answers: readonly AnswerValues[]; basedOn?: string | undefined },
): Promise<{ submission: SubmissionRecord; answers: AnswerRecord[] } | { changed: true }> {
  return db.transaction().execute(async (trx) => {
    // One submission of a worker at a time (the worker's row locked to the end of the transaction), so that what
    // the check below reads is what the submission replaces, even when two tabs send at the same moment.
    await trx.selectFrom('workers').select('id').where('id', '=', input.workerId).forUpdate().executeTakeFirst();
    if (input.basedOn !== undefined) {
      const current = await answers(trx)
        .where('shift_answers.worker_id', '=', input.workerId)
        .where('shift_answers.period_id', '=', input.periodId)
        .execute();
      const version = shiftAnswersVersion(current.map((a) => ({ id: a.id, updatedAt: a.updatedAt.toISOString() })));
      if (version !== input.basedOn) return { changed: true as const };
    }
    const dates = input.answers.map((a) => a.date);
    let removal = trx
      .deleteFrom('shift_answers')
      .where('worker_id', '=', input.workerId)
      .where('period_id', '=', input.periodId)
      .where('date', '>=', input.today);
    if (dates.length > 0) removal = removal.where('date', 'not in', dates);
    await removal.execute();

    if (input.answers.length > 0) {
      await trx
        .insertInto('shift_answers')
        .values(
          input.answers.map((a) => ({
            worker_id: input.workerId,
            period_id: input.periodId,
            date: a.date,
            answer: a.answer,
            note: a.note,
            start_time: a.startTime,
            end_time: a.endTime,
          })),
        )
        .onConflict((oc) =>
          oc.columns(['worker_id', 'date']).doUpdateSet((eb) => ({
            period_id: eb.ref('excluded.period_id'),
            answer: eb.ref('excluded.answer'),
            note: eb.ref('excluded.note'),
            start_time: sql<string | null>`excluded.start_time`,
            end_time: sql<string | null>`excluded.end_time`,
            updated_at: sql<Date>`case
              when (shift_answers.answer, shift_answers.note, shift_answers.start_time, shift_answers.end_time, shift_answers.period_id)
                is distinct from (excluded.answer, excluded.note, excluded.start_time, excluded.end_time, excluded.period_id)
              then now() else shift_answers.updated_at end`,
          })),
        )
        .execute();
    }

    const submission = await trx
      .insertInto('shift_submissions')
      .values({ worker_id: input.workerId, period_id: input.periodId, days: input.answers.length })
      .returning(['id', 'period_id as periodId', 'days', 'submitted_at as submittedAt'])
      .executeTakeFirstOrThrow();
    const stored = await answers(trx)
      .where('shift_answers.worker_id', '=', input.workerId)
      .where('shift_answers.period_id', '=', input.periodId)
      .orderBy('shift_answers.date')
      .execute();
    return { submission, answers: stored };
  });
}
