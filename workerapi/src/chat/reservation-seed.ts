import type { Logger } from 'pino';
import { workerSalary } from 'features/domain';
import type { Db } from '../db/database';
import { DEMO_COURSES, DEMO_CUSTOMERS, DEMO_NOTES, tokyoAt, type DemoCourse, type DemoCustomer } from './demo-data';
import { countOpenFor, createCustomer, expireOverdue, insertReservations, type NewReservation } from './reservation-repository';
import type { CustomerRow } from './tables';

// The local/test reservations seed (never in staging or production, where customers book through their own
// app). Idempotent and relative to "now": the ~14 months of history are written once; the open requests and
// the upcoming reservations are topped up on every start so the demo stays useful on later days.

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** How far back the completed history goes (the salary statements show a year and more). */
export const HISTORY_DAYS = 430;

export interface SeedReservationsOptions {
  db: Db;
  demoWorkerId: string;
  /** The demo worker's margin today (older history used the previous margin). */
  margin: number;
  now?: Date;
  logger?: Logger | undefined;
}

/** The demo customers, created once (found again by name and area). */
export async function ensureDemoCustomers(db: Db): Promise<CustomerRow[]> {
  const out: CustomerRow[] = [];
  for (const c of DEMO_CUSTOMERS) {
    const existing = await db.selectFrom('customers').selectAll().where('display_name', '=', c.displayName).where('area', '=', c.area).executeTakeFirst();
    out.push(existing ?? (await createCustomer(db, { displayName: c.displayName, area: c.area, standingNotes: c.standingNotes })));
  }
  return out;
}

function place(c: DemoCustomer) {
  return { area: c.area, address: c.address, accessNotes: c.accessNotes };
}

function pick<T>(list: readonly T[], i: number): T {
  const v = list[((i % list.length) + list.length) % list.length];
  if (v === undefined) throw new Error('empty list');
  return v;
}

interface Slot {
  dayOffset: number;
  hour: number;
  course: DemoCourse;
  customer: number;
}

function base(workerId: string, customers: readonly CustomerRow[], s: Slot, now: Date, i: number) {
  const c = pick(customers, s.customer);
  const demo = pick(DEMO_CUSTOMERS, s.customer);
  const startsAt = tokyoAt(now, s.dayOffset, s.hour);
  return {
    workerId,
    customerId: c.id,
    startsAt,
    endsAt: new Date(startsAt.getTime() + s.course.minutes * 60_000),
    course: s.course.name,
    courseMinutes: s.course.minutes,
    charge: s.course.charge,
    ...place(demo),
    customerNote: pick(DEMO_NOTES, i),
  };
}

/** ~14 months of history: most completed, a few declined, expired and cancelled. Deterministic. */
export function historyFor(workerId: string, customers: readonly CustomerRow[], margin: number, now: Date): NewReservation[] {
  const list: NewReservation[] = [];
  let i = 0;
  for (let day = HISTORY_DAYS; day >= 1; day -= 1) {
    // About 2–3 reservations a week, on a fixed pattern.
    if ((day * 7 + 3) % 10 >= 3) continue;
    i += 1;
    const slot: Slot = { dayOffset: -day, hour: pick([10, 13, 15], i), course: pick(DEMO_COURSES, i * 5 + (day % 3)), customer: i * 3 + (day % 5) };
    const b = base(workerId, customers, slot, now, i);
    const requestedAt = new Date(b.startsAt.getTime() - 5 * DAY_MS);
    const answerDeadline = new Date(b.startsAt.getTime() - 2 * DAY_MS);
    const answeredAt = new Date(requestedAt.getTime() + 3 * HOUR_MS);
    // The margin in force then: 25 % more than six months ago, the current one since.
    const m = day > 180 ? Math.max(0, margin - 5) : margin;
    if (i % 17 === 0) {
      list.push({ ...b, status: 'declined', requestedAt, answerDeadline, answeredAt, reasonCode: 'schedule', reasonText: null });
    } else if (i % 23 === 0) {
      list.push({ ...b, status: 'expired', requestedAt, answerDeadline });
    } else if (i % 29 === 0) {
      list.push({
        ...b, status: 'cancelled', requestedAt, answerDeadline, answeredAt, margin: m, takeHome: workerSalary(b.charge, m),
        cancelledAt: new Date(b.startsAt.getTime() - DAY_MS * 1.5), cancelledBy: 'customer', reasonCode: null, reasonText: null,
      });
    } else {
      list.push({
        ...b, status: 'completed', requestedAt, answerDeadline, answeredAt, margin: m, takeHome: workerSalary(b.charge, m),
        completedAt: new Date(b.endsAt.getTime() + 10 * 60_000),
      });
    }
  }
  return list;
}

export async function seedReservations({ db, demoWorkerId, margin, now = new Date(), logger }: SeedReservationsOptions): Promise<{ added: number }> {
  const customers = await ensureDemoCustomers(db);
  await expireOverdue(db, demoWorkerId, now);
  const counts = await countOpenFor(db, demoWorkerId, now);
  const list: NewReservation[] = [];

  if (counts.completed === 0) list.push(...historyFor(demoWorkerId, customers, margin, now));

  // 3 upcoming confirmed reservations this week and next (2, 4 and 8 days out, apart from the requests).
  const upcoming: Slot[] = [
    { dayOffset: 2, hour: 10, course: pick(DEMO_COURSES, 1), customer: 0 },
    { dayOffset: 4, hour: 14, course: pick(DEMO_COURSES, 0), customer: 1 },
    { dayOffset: 8, hour: 10, course: pick(DEMO_COURSES, 2), customer: 2 },
  ];
  upcoming.slice(0, Math.max(0, 3 - counts.upcoming)).forEach((s, k) => {
    const b = base(demoWorkerId, customers, s, now, k);
    const answeredAt = new Date(now.getTime() - (k + 1) * DAY_MS);
    list.push({
      ...b, status: 'confirmed', requestedAt: new Date(answeredAt.getTime() - 3 * HOUR_MS), answerDeadline: new Date(answeredAt.getTime() + DAY_MS),
      answeredAt, margin, takeHome: workerSalary(b.charge, margin),
    });
  });

  // 2 open requests: one to answer in under 3 hours (tomorrow), one in two days (next week).
  const requests: { slot: Slot; deadlineMs: number }[] = [
    { slot: { dayOffset: 1, hour: 15, course: pick(DEMO_COURSES, 1), customer: 3 }, deadlineMs: 2 * HOUR_MS + 40 * 60_000 },
    { slot: { dayOffset: 6, hour: 13, course: pick(DEMO_COURSES, 0), customer: 4 }, deadlineMs: 2 * DAY_MS },
  ];
  requests.slice(0, Math.max(0, 2 - counts.openRequests)).forEach((r, k) => {
    const b = base(demoWorkerId, customers, r.slot, now, k + 1);
    list.push({ ...b, status: 'requested', requestedAt: new Date(now.getTime() - HOUR_MS), answerDeadline: new Date(now.getTime() + r.deadlineMs) });
  });

  await db.transaction().execute((trx) => insertReservations(trx, list));
  logger?.info({ added: list.length }, 'reservations seed done');
  return { added: list.length };
}
