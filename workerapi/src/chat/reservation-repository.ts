import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';
import type { CustomerRow, ReservationEventRow, ReservationRow, ReservationStatus } from './tables';
import { overlappingShifts, shiftDaysAround, TRAVEL_BUFFER_MINUTES, type ReservationTab, type ShiftOverlap } from 'features/chat/server';
import { listConfirmedBetween } from '../shifts/shift-repository';
import { publishReservationChange } from './messaging-repository';

// All SQL of reservations and customers. Every query that reads or writes a worker's reservations is limited
// to that worker (`worker_id`); the routes never query by id alone.

export type Executor = Db | Transaction<Database>;

/** A reservation row with its customer's display name. */
export type ReservationWithCustomer = ReservationRow & { customer_name: string };

export const PAGE_SIZE = 20;
const PAST_STATUSES: ReservationStatus[] = ['completed', 'declined', 'expired', 'cancelled'];

/** Keyset position in a tab's order: the sort instant and the id. */
export interface PageCursor {
  at: Date;
  id: string;
}

export function encodeCursor(c: PageCursor): string {
  return Buffer.from(JSON.stringify({ at: c.at.toISOString(), id: c.id }), 'utf8').toString('base64url');
}

/** The cursor a previous page handed out, or null when it is not one (→ 400). */
export function decodeCursor(text: string): PageCursor | null {
  try {
    const v: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (typeof v !== 'object' || v === null || !('at' in v) || !('id' in v)) return null;
    const { at, id } = v;
    // A real UUID and an instant PostgreSQL reads back as sent (years 1970–9999): anything else from a
    // hand-made cursor would reach the database as a 22P02/22008 error (a 500) instead of 400 CURSOR_INVALID.
    if (typeof at !== 'string' || typeof id !== 'string' || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id)) return null;
    const date = new Date(at);
    const time = date.getTime();
    return Number.isNaN(time) || time < 0 || date.getUTCFullYear() > 9999 ? null : { at: date, id };
  } catch {
    return null;
  }
}

/**
 * Requests of `workerId` (or of everyone when null) not answered by their deadline become 期限切れ, with a
 * 'system' history entry at the deadline and a `reservation` event to the worker's stream (their open pages and my
 * page's cards follow it), in one transaction. Run before every read and write, so no page ever offers a button for
 * a request that can no longer be answered, and every minute by the expiry sweeper (./expiry-sweeper.ts), so the
 * event comes when the deadline passes. Each request expires once however many run it at a time (the update's
 * `status = 'requested'` is checked again under the row lock). Returns how many expired.
 */
export async function expireOverdue(db: Executor, workerId: string | null, now: Date): Promise<number> {
  const run = async (trx: Executor): Promise<number> => {
    const result = await sql<{ id: string; worker_id: string }>`
      with expired as (
        update reservations set status = 'expired', updated_at = ${now}
        where status = 'requested' and answer_deadline <= ${now}
          ${workerId === null ? sql`` : sql`and worker_id = ${workerId}`}
        returning id, worker_id, answer_deadline
      ), history as (
        insert into reservation_events (reservation_id, status, actor, at)
        select id, 'expired', 'system', answer_deadline from expired
      )
      select id, worker_id from expired`.execute(trx);
    for (const row of result.rows) await publishReservationChange(trx, row.worker_id, row.id, 'expired');
    return result.rows.length;
  };
  return db.isTransaction ? run(db) : db.transaction().execute(run);
}

function withCustomer(db: Executor) {
  return db
    .selectFrom('reservations')
    .innerJoin('customers', 'customers.id', 'reservations.customer_id')
    .selectAll('reservations')
    .select('customers.display_name as customer_name');
}

/** One page of a tab: 依頼 by deadline, 予定 soonest first, 過去 newest first. */
export async function listTab(
  db: Executor,
  workerId: string,
  tab: ReservationTab,
  cursor: PageCursor | null,
  limit: number = PAGE_SIZE,
): Promise<{ rows: ReservationWithCustomer[]; next: PageCursor | null }> {
  let q = withCustomer(db).where('reservations.worker_id', '=', workerId);
  const column = tab === 'requests' ? 'reservations.answer_deadline' : 'reservations.starts_at';
  const descending = tab === 'past';
  if (tab === 'requests') q = q.where('reservations.status', '=', 'requested');
  else if (tab === 'upcoming') q = q.where('reservations.status', '=', 'confirmed');
  else q = q.where('reservations.status', 'in', PAST_STATUSES);
  if (cursor) {
    q = descending
      ? q.where((eb) => eb.or([eb(column, '<', cursor.at), eb.and([eb(column, '=', cursor.at), eb('reservations.id', '<', cursor.id)])]))
      : q.where((eb) => eb.or([eb(column, '>', cursor.at), eb.and([eb(column, '=', cursor.at), eb('reservations.id', '>', cursor.id)])]));
  }
  const rows = await q
    .orderBy(column, descending ? 'desc' : 'asc')
    .orderBy('reservations.id', descending ? 'desc' : 'asc')
    .limit(limit + 1)
    .execute();
  const page = rows.slice(0, limit);
  const last = page[page.length - 1];
  const next =
    rows.length > limit && last ? { at: tab === 'requests' ? last.answer_deadline : last.starts_at, id: last.id } : null;
  return { rows: page, next };
}

export async function countTabs(db: Executor, workerId: string): Promise<{ requests: number; upcoming: number; past: number }> {
  const rows = await db
    .selectFrom('reservations')
    .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
    .where('worker_id', '=', workerId)
    .groupBy('status')
    .execute();
  const n = (s: ReservationStatus) => Number(rows.find((r) => r.status === s)?.n ?? 0);
  return { requests: n('requested'), upcoming: n('confirmed'), past: PAST_STATUSES.reduce((sum, s) => sum + n(s), 0) };
}

export async function findReservation(db: Executor, workerId: string, id: string): Promise<ReservationWithCustomer | undefined> {
  return withCustomer(db).where('reservations.worker_id', '=', workerId).where('reservations.id', '=', id).executeTakeFirst();
}

export async function listEvents(db: Executor, reservationId: string): Promise<ReservationEventRow[]> {
  return db.selectFrom('reservation_events').selectAll().where('reservation_id', '=', reservationId).orderBy('at').orderBy('id').execute();
}

/** The worker's confirmed reservations that come within the travel buffer of [startsAt, endsAt). */
export async function findClashingConfirmed(
  db: Executor,
  workerId: string,
  range: { startsAt: Date; endsAt: Date; excludeId: string },
): Promise<ReservationWithCustomer | undefined> {
  const buffer = TRAVEL_BUFFER_MINUTES * 60_000;
  return withCustomer(db)
    .where('reservations.worker_id', '=', workerId)
    .where('reservations.status', '=', 'confirmed')
    .where('reservations.id', '!=', range.excludeId)
    .where('reservations.starts_at', '<', new Date(range.endsAt.getTime() + buffer))
    .where('reservations.ends_at', '>', new Date(range.startsAt.getTime() - buffer))
    .orderBy('reservations.starts_at')
    .executeTakeFirst();
}

/**
 * The worker's 確定 shifts that [startsAt, endsAt) comes within the travel buffer of (overlappingShifts), by start.
 * A shift is read from the shifts feature's table: the operator confirms it, the worker cannot be in two places.
 */
export async function findOverlappingShifts(db: Executor, workerId: string, range: { startsAt: Date; endsAt: Date }): Promise<ShiftOverlap[]> {
  const days = shiftDaysAround(range);
  const shifts = await listConfirmedBetween(db, workerId, days.from, days.to);
  return overlappingShifts(range, shifts).map((s) => ({ date: s.date, startTime: s.startTime, endTime: s.endTime, place: s.place }));
}

/** Locks the worker's row for the rest of the transaction: one worker's accepts run one at a time. */
export async function lockWorker(trx: Transaction<Database>, workerId: string): Promise<{ margin: number } | undefined> {
  return trx.selectFrom('workers').select('margin').where('id', '=', workerId).forUpdate().executeTakeFirst();
}

export async function lockReservation(trx: Transaction<Database>, workerId: string, id: string): Promise<ReservationRow | undefined> {
  return trx.selectFrom('reservations').selectAll().where('worker_id', '=', workerId).where('id', '=', id).forUpdate().executeTakeFirst();
}

export interface TransitionChange {
  status: ReservationStatus;
  actor: 'worker' | 'customer' | 'system';
  at: Date;
  reasonCode?: string | null;
  reasonText?: string | null;
  margin?: number;
  takeHome?: number;
}

/** Moves a reservation to its next status (only from `from`) and writes the history entry; false if it was not in `from`. */
export async function applyTransition(trx: Executor, id: string, from: ReservationStatus, change: TransitionChange): Promise<boolean> {
  const updated = await trx
    .updateTable('reservations')
    .set({
      status: change.status,
      updated_at: change.at,
      ...(change.status === 'confirmed' || change.status === 'declined' ? { answered_at: change.at } : {}),
      ...(change.status === 'completed' ? { completed_at: change.at } : {}),
      ...(change.status === 'cancelled' ? { cancelled_at: change.at, cancelled_by: change.actor === 'customer' ? 'customer' : 'worker' } : {}),
      ...(change.margin !== undefined ? { margin: change.margin } : {}),
      ...(change.takeHome !== undefined ? { take_home: change.takeHome } : {}),
      ...(change.reasonCode !== undefined ? { reason_code: change.reasonCode, reason_text: change.reasonText ?? null } : {}),
    })
    .where('id', '=', id)
    .where('status', '=', from)
    .returning('id')
    .executeTakeFirst();
  if (!updated) return false;
  await trx
    .insertInto('reservation_events')
    .values({ reservation_id: id, status: change.status, actor: change.actor, at: change.at, reason_code: change.reasonCode ?? null, reason_text: change.reasonText ?? null })
    .execute();
  return true;
}

/** The dashboard's read model: the next confirmed reservation and the open requests. */
export async function summaryFor(db: Executor, workerId: string, now: Date) {
  const next = await withCustomer(db)
    .where('reservations.worker_id', '=', workerId)
    .where('reservations.status', '=', 'confirmed')
    .where('reservations.ends_at', '>', now)
    .orderBy('reservations.starts_at')
    .executeTakeFirst();
  const open = await db
    .selectFrom('reservations')
    .select([(eb) => eb.fn.countAll<string>().as('n'), (eb) => eb.fn.min('answer_deadline').as('nearest')])
    .where('worker_id', '=', workerId)
    .where('status', '=', 'requested')
    .executeTakeFirst();
  const nearest: unknown = open?.nearest ?? null;
  return { next, openRequests: Number(open?.n ?? 0), nearestDeadline: nearest instanceof Date ? nearest : nearest === null ? null : new Date(String(nearest)) };
}

// Customers

/** A customer the worker has (or had) a reservation with; undefined for anyone else. */
export async function findCustomerForWorker(db: Executor, workerId: string, customerId: string): Promise<CustomerRow | undefined> {
  return db
    .selectFrom('customers')
    .selectAll()
    .where('id', '=', customerId)
    .where((eb) =>
      eb.exists(eb.selectFrom('reservations').select('reservations.id').where('reservations.customer_id', '=', customerId).where('reservations.worker_id', '=', workerId)),
    )
    .executeTakeFirst();
}

export async function customerStats(db: Executor, workerId: string, customerId: string, now: Date) {
  const counts = await db
    .selectFrom('reservations')
    .select([
      (eb) => eb.fn.countAll<string>().as('total'),
      (eb) => eb.fn.count<string>('id').filterWhere('status', '=', 'completed').as('completed'),
    ])
    .where('worker_id', '=', workerId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const next = await db
    .selectFrom('reservations')
    .select(['id', 'status', 'starts_at', 'ends_at', 'course'])
    .where('worker_id', '=', workerId)
    .where('customer_id', '=', customerId)
    .where('status', 'in', ['confirmed', 'requested'])
    .where('ends_at', '>', now)
    .orderBy('starts_at')
    .executeTakeFirst();
  return { total: Number(counts?.total ?? 0), completed: Number(counts?.completed ?? 0), next };
}

export interface NewCustomer {
  displayName: string;
  area: string;
  standingNotes?: string;
}

export async function createCustomer(db: Executor, c: NewCustomer): Promise<CustomerRow> {
  return db
    .insertInto('customers')
    .values({ display_name: c.displayName, area: c.area, standing_notes: c.standingNotes ?? '', image_path: null })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findCustomer(db: Executor, id: string): Promise<CustomerRow | undefined> {
  return db.selectFrom('customers').selectAll().where('id', '=', id).executeTakeFirst();
}

export interface NewReservation {
  workerId: string;
  customerId: string;
  status: ReservationStatus;
  startsAt: Date;
  endsAt: Date;
  course: string;
  courseMinutes: number;
  charge: number;
  answerDeadline: Date;
  area: string;
  address: string;
  accessNotes?: string;
  customerNote?: string;
  requestedAt: Date;
  /** For seeded history: when and how it was answered/finished. */
  margin?: number | null;
  takeHome?: number | null;
  answeredAt?: Date | null;
  completedAt?: Date | null;
  cancelledAt?: Date | null;
  cancelledBy?: 'worker' | 'customer' | null;
  reasonCode?: string | null;
  reasonText?: string | null;
}

/** Inserts reservations with their history (requested by the customer, then each later step). */
export async function insertReservations(db: Executor, list: readonly NewReservation[]): Promise<ReservationRow[]> {
  if (list.length === 0) return [];
  const rows = await db
    .insertInto('reservations')
    .values(
      list.map((r) => ({
        worker_id: r.workerId,
        customer_id: r.customerId,
        status: r.status,
        starts_at: r.startsAt,
        ends_at: r.endsAt,
        course: r.course,
        course_minutes: r.courseMinutes,
        charge: r.charge,
        margin: r.margin ?? null,
        take_home: r.takeHome ?? null,
        answer_deadline: r.answerDeadline,
        area: r.area,
        address: r.address,
        access_notes: r.accessNotes ?? '',
        customer_note: r.customerNote ?? '',
        requested_at: r.requestedAt,
        answered_at: r.answeredAt ?? null,
        completed_at: r.completedAt ?? null,
        cancelled_at: r.cancelledAt ?? null,
        cancelled_by: r.cancelledBy ?? null,
        reason_code: r.reasonCode ?? null,
        reason_text: r.reasonText ?? null,
        created_at: r.requestedAt,
        updated_at: r.requestedAt,
      })),
    )
    .returningAll()
    .execute();
  const events: { reservation_id: string; status: ReservationStatus; actor: 'customer' | 'worker' | 'system'; at: Date; reason_code: string | null; reason_text: string | null }[] = [];
  rows.forEach((row, i) => {
    const r = list[i];
    if (!r) return;
    events.push({ reservation_id: row.id, status: 'requested', actor: 'customer', at: r.requestedAt, reason_code: null, reason_text: null });
    const answered = r.answeredAt ?? null;
    if (answered && r.status !== 'declined' && r.status !== 'expired') events.push({ reservation_id: row.id, status: 'confirmed', actor: 'worker', at: answered, reason_code: null, reason_text: null });
    if (r.status === 'declined' && answered) events.push({ reservation_id: row.id, status: 'declined', actor: 'worker', at: answered, reason_code: r.reasonCode ?? null, reason_text: r.reasonText ?? null });
    if (r.status === 'expired') events.push({ reservation_id: row.id, status: 'expired', actor: 'system', at: r.answerDeadline, reason_code: null, reason_text: null });
    if (r.status === 'completed' && r.completedAt) events.push({ reservation_id: row.id, status: 'completed', actor: 'worker', at: r.completedAt, reason_code: null, reason_text: null });
    if (r.status === 'cancelled' && r.cancelledAt)
      events.push({ reservation_id: row.id, status: 'cancelled', actor: r.cancelledBy === 'customer' ? 'customer' : 'worker', at: r.cancelledAt, reason_code: r.reasonCode ?? null, reason_text: r.reasonText ?? null });
  });
  for (let i = 0; i < events.length; i += 500) await db.insertInto('reservation_events').values(events.slice(i, i + 500)).execute();
  return rows;
}

/** How many of the worker's reservations have each status, with the number still ahead (seed top-up). */
export async function countOpenFor(db: Executor, workerId: string, now: Date): Promise<{ openRequests: number; upcoming: number; completed: number }> {
  const row = await db
    .selectFrom('reservations')
    .select([
      (eb) => eb.fn.count<string>('id').filterWhere((w) => w.and([w('status', '=', 'requested'), w('answer_deadline', '>', now)])).as('open_requests'),
      (eb) => eb.fn.count<string>('id').filterWhere((w) => w.and([w('status', '=', 'confirmed'), w('starts_at', '>', now)])).as('upcoming'),
      (eb) => eb.fn.count<string>('id').filterWhere('status', '=', 'completed').as('completed'),
    ])
    .where('worker_id', '=', workerId)
    .executeTakeFirst();
  return { openRequests: Number(row?.open_requests ?? 0), upcoming: Number(row?.upcoming ?? 0), completed: Number(row?.completed ?? 0) };
}

/** The state of one reservation, whoever's it is (the customer's side of the local/test dev routes). */
export async function findReservationState(db: Db, id: string): Promise<{ id: string; status: ReservationStatus; worker_id: string } | undefined> {
  return db.selectFrom('reservations').select(['id', 'status', 'worker_id']).where('id', '=', id).executeTakeFirst();
}
