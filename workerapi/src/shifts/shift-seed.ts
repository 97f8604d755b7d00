import { sql } from 'kysely';
import type { Logger } from 'pino';

import type { Db } from '../db/database';
import { createConfirmedShift, createPeriod, findPeriodByRange } from './operator-shift-writes';
import type { AnswerValues, PeriodRecord } from './shift-records';
import { addDays, datesBetween, firstOfMonth, lastOfMonth, tokyoDate, tokyoInstant, weekdayOf, type IsoDate } from 'features/domain';

// The local/test shifts seed (never run in staging or production, where the operator's tools set periods).
// Periods are operator-wide, so they are seeded for everyone; the demo worker also gets answers to the closed
// period and a few confirmed shifts. Idempotent, and relative to "now" so it stays useful on later starts.

const DAY_MS = 24 * 60 * 60 * 1000;
/** An open period's deadline is never closer than this at seeding time (else it is moved a week out). */
const MIN_OPEN_WINDOW_MS = 3 * DAY_MS;

export interface SeedShiftsOptions {
  db: Db;
  /** The demo worker, who gets answers and confirmed shifts. */
  demoWorkerId: string;
  now?: Date;
  logger?: Logger | undefined;
}

export interface SeedShiftsResult {
  openPeriod: PeriodRecord;
  closedPeriod: PeriodRecord;
}

function monthTitle(date: IsoDate): string {
  return `${Number(date.slice(0, 4))}年${Number(date.slice(5, 7))}月分`;
}

async function ensurePeriod(db: Db, startsOn: IsoDate, deadlineAt: Date): Promise<PeriodRecord> {
  const endsOn = lastOfMonth(startsOn);
  return (await findPeriodByRange(db, startsOn, endsOn)) ?? createPeriod(db, { title: monthTitle(startsOn), startsOn, endsOn, deadlineAt });
}

/** The demo worker's answer for a day: weekdays ○ (Wednesdays △ mornings only), weekends ×. */
function demoAnswer(date: IsoDate): AnswerValues {
  const weekday = weekdayOf(date);
  if (weekday === 0 || weekday === 6) return { date, answer: 'batsu', note: null, startTime: null, endTime: null };
  if (weekday === 3) return { date, answer: 'sankaku', note: '午前のみ', startTime: '09:00', endTime: '13:00' };
  return { date, answer: 'maru', note: null, startTime: null, endTime: null };
}

/** The demo worker's answers to a month. */
function demoAnswers(period: PeriodRecord): AnswerValues[] {
  return datesBetween(period.startsOn, period.endsOn).map(demoAnswer);
}

/** `from` when the demo worker answers ○ (all day), else the nearest such day after it (`step` 1) or before it (-1). */
export function demoWorkday(from: IsoDate, step: 1 | -1): IsoDate {
  let date = from;
  while (demoAnswer(date).answer !== 'maru') date = addDays(date, step);
  return date;
}

/**
 * Makes sure there is
 * - an open period for next month (Asia/Tokyo), its deadline the end of this month 23:59:59 (or a week from now
 *   when that is less than three days away);
 * - a closed period for this month, its deadline the end of last month;
 * - the demo worker's answers to the closed period (with a receipt), when it has none there;
 * - a few upcoming confirmed shifts for the demo worker, when it has none from today on.
 */
export async function seedShifts({ db, demoWorkerId, now = new Date(), logger }: SeedShiftsOptions): Promise<SeedShiftsResult> {
  const today = tokyoDate(now);
  const thisMonth = firstOfMonth(today);

  let openDeadline = tokyoInstant(lastOfMonth(today), 23, 59, 59);
  if (openDeadline.getTime() - now.getTime() < MIN_OPEN_WINDOW_MS) openDeadline = tokyoInstant(addDays(today, 7), 23, 59, 59);
  const openPeriod = await ensurePeriod(db, firstOfMonth(today, 1), openDeadline);
  const closedPeriod = await ensurePeriod(db, thisMonth, tokyoInstant(addDays(thisMonth, -1), 23, 59, 59));

  const answered = await db
    .selectFrom('shift_answers')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('worker_id', '=', demoWorkerId)
    .where('period_id', '=', closedPeriod.id)
    .executeTakeFirstOrThrow();
  if (Number(answered.n) === 0) {
    const answers = demoAnswers(closedPeriod);
    const submittedAt = new Date(closedPeriod.deadlineAt.getTime() - 2 * DAY_MS);
    await db.transaction().execute(async (trx) => {
      await trx
        .insertInto('shift_answers')
        .values(
          answers.map((a) => ({
            worker_id: demoWorkerId,
            period_id: closedPeriod.id,
            date: a.date,
            answer: a.answer,
            note: a.note,
            start_time: a.startTime,
            end_time: a.endTime,
            submitted_at: submittedAt,
            updated_at: submittedAt,
          })),
        )
        .onConflict((oc) => oc.columns(['worker_id', 'date']).doNothing())
        .execute();
      await trx
        .insertInto('shift_submissions')
        .values({ worker_id: demoWorkerId, period_id: closedPeriod.id, days: answers.length, submitted_at: submittedAt })
        .execute();
    });
  }

  const upcoming = await db
    .selectFrom('confirmed_shifts')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('worker_id', '=', demoWorkerId)
    .where(sql<boolean>`date >= ${today}::date`)
    .executeTakeFirstOrThrow();
  if (Number(upcoming.n) === 0) {
    // On days the demo worker can work all day by its answers (○: never a weekend ×, never a Wednesday's △ 午前のみ),
    // so the shift list never shows a confirmed shift on a day the worker said no.
    const past = demoWorkday(addDays(today, -2), -1);
    const next = demoWorkday(addDays(today, 1), 1);
    const third = demoWorkday(addDays(next, 2), 1);
    const later = demoWorkday(addDays(third, 5), 1);
    const shifts = [
      { date: past, startTime: '09:00', endTime: '18:00', place: '渋谷店', description: 'ホールスタッフ' },
      { date: next, startTime: '09:00', endTime: '18:00', place: '渋谷店', description: 'ホールスタッフ' },
      { date: third, startTime: '13:00', endTime: '22:00', place: '新宿店', description: 'キッチン補助' },
      { date: later, startTime: '10:00', endTime: '17:00', place: '渋谷店', description: null },
    ];
    for (const shift of shifts) await createConfirmedShift(db, { workerId: demoWorkerId, ...shift });
  }

  logger?.info({ openPeriod: openPeriod.title, closedPeriod: closedPeriod.title }, 'shifts seeded');
  return { openPeriod, closedPeriod };
}
