// Every SQL statement of the salary slice. Reads the chat slice's reservations and customers (completed ones are
// statement lines); writes only the salary tables — except the local/test-only helper that gives a worker
// completed reservations (insertDevReservations), used by the dev route and the demo seed.
import type { Db } from '../db/database';
import type { ReservationStatus } from '../chat/tables';
import type { SalaryAdjustmentRow, SalaryStatementLineRow, SalaryStatementRow } from './tables';

/** A reservation as a statement line needs it. */
export interface WorkRow {
  id: string;
  startsAt: Date;
  status: ReservationStatus;
  customerName: string;
  course: string;
  charge: number;
  margin: number | null;
  takeHome: number | null;
}

/** The caller's reservations with one of `statuses` starting in [from, to), oldest first. */
export async function listWork(db: Db, workerId: string, statuses: readonly ReservationStatus[], from: Date, to: Date): Promise<WorkRow[]> {
  const rows = await db
    .selectFrom('reservations as r')
    .innerJoin('customers as c', 'c.id', 'r.customer_id')
    .select(['r.id', 'r.starts_at', 'r.status', 'c.display_name', 'r.course', 'r.charge', 'r.margin', 'r.take_home'])
    .where('r.worker_id', '=', workerId)
    .where('r.status', 'in', [...statuses])
    .where('r.starts_at', '>=', from)
    .where('r.starts_at', '<', to)
    .orderBy('r.starts_at')
    .orderBy('r.id')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    startsAt: new Date(r.starts_at),
    status: r.status,
    customerName: r.display_name,
    course: r.course,
    charge: r.charge,
    margin: r.margin,
    takeHome: r.take_home,
  }));
}

/** Start instants of the caller's completed reservations before `before` (to find months to close). */
export async function listCompletedStarts(db: Db, workerId: string, before: Date): Promise<Date[]> {
  const rows = await db
    .selectFrom('reservations')
    .select('starts_at')
    .where('worker_id', '=', workerId)
    .where('status', '=', 'completed')
    .where('starts_at', '<', before)
    .execute();
  return rows.map((r) => new Date(r.starts_at));
}

export async function listAdjustmentMonths(db: Db, workerId: string): Promise<string[]> {
  const rows = await db.selectFrom('salary_adjustments').select('month').distinct().where('worker_id', '=', workerId).execute();
  return rows.map((r) => r.month);
}

export async function listAdjustments(db: Db, workerId: string, months: readonly string[]): Promise<SalaryAdjustmentRow[]> {
  if (months.length === 0) return [];
  return db
    .selectFrom('salary_adjustments')
    .selectAll()
    .where('worker_id', '=', workerId)
    .where('month', 'in', [...months])
    .orderBy('created_at')
    .orderBy('id')
    .execute();
}

export async function insertAdjustment(
  db: Db,
  row: { workerId: string; month: string; kind: 'transport' | 'adjustment'; reason: string; amount: number },
): Promise<SalaryAdjustmentRow> {
  return db
    .insertInto('salary_adjustments')
    .values({ worker_id: row.workerId, month: row.month, kind: row.kind, reason: row.reason, amount: row.amount })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function listStatements(db: Db, workerId: string): Promise<SalaryStatementRow[]> {
  return db.selectFrom('salary_statements').selectAll().where('worker_id', '=', workerId).orderBy('month').execute();
}

export async function findStatement(db: Db, workerId: string, month: string): Promise<SalaryStatementRow | undefined> {
  return db.selectFrom('salary_statements').selectAll().where('worker_id', '=', workerId).where('month', '=', month).executeTakeFirst();
}

export async function listStatementLines(db: Db, workerId: string, month: string): Promise<SalaryStatementLineRow[]> {
  return db
    .selectFrom('salary_statement_lines')
    .selectAll()
    .where('worker_id', '=', workerId)
    .where('month', '=', month)
    .orderBy('position')
    .execute();
}

export interface FrozenLine {
  reservationId: string;
  workDate: string;
  customerName: string;
  course: string;
  charge: number;
  margin: number;
  takeHome: number;
}

/**
 * Freezes a month: its statement row and lines, in one transaction. A month is frozen once: when another request
 * froze it first, nothing is written (the primary key decides) and false is returned.
 */
export async function freezeStatement(
  db: Db,
  statement: { workerId: string; month: string; payDate: string; workTotal: number; adjustmentTotal: number; adjustmentCount: number; closedAt: Date },
  lines: readonly FrozenLine[],
): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto('salary_statements')
      .values({
        worker_id: statement.workerId,
        month: statement.month,
        pay_date: statement.payDate,
        work_total: statement.workTotal,
        adjustment_total: statement.adjustmentTotal,
        total: statement.workTotal + statement.adjustmentTotal,
        work_count: lines.length,
        adjustment_count: statement.adjustmentCount,
        closed_at: statement.closedAt,
      })
      .onConflict((oc) => oc.columns(['worker_id', 'month']).doNothing())
      .returning('month')
      .executeTakeFirst();
    if (inserted === undefined) return false;
    if (lines.length > 0) {
      await trx
        .insertInto('salary_statement_lines')
        .values(
          lines.map((l, position) => ({
            worker_id: statement.workerId,
            month: statement.month,
            position,
            reservation_id: l.reservationId,
            work_date: l.workDate,
            customer_name: l.customerName,
            course: l.course,
            charge: l.charge,
            margin: l.margin,
            take_home: l.takeHome,
          })),
        )
        .execute();
    }
    return true;
  });
}

/** Records 支払済 for the caller's closed months whose pay date is `today` or earlier. */
export async function markPaid(db: Db, workerId: string, today: string, at: Date): Promise<void> {
  await db
    .updateTable('salary_statements')
    .set({ paid_at: at })
    .where('worker_id', '=', workerId)
    .where('paid_at', 'is', null)
    .where('pay_date', '<=', today)
    .execute();
}

export interface DevReservation {
  startsAt: Date;
  minutes: number;
  customerName: string;
  course: string;
  charge: number;
  margin: number;
  takeHome: number;
  status: 'completed' | 'confirmed';
}

/**
 * Local/test only (the dev route and the demo seed): customers and reservations for a worker, as the
 * reservation flow would have left them (margin and take-home fixed on acceptance).
 */
export async function insertDevReservations(db: Db, workerId: string, reservations: readonly DevReservation[]): Promise<{ id: string }[]> {
  if (reservations.length === 0) return [];
  return db.transaction().execute(async (trx) => {
    const names = [...new Set(reservations.map((r) => r.customerName))];
    const customers = await trx
      .insertInto('customers')
      .values(names.map((display_name) => ({ display_name, area: '東京都渋谷区' })))
      .returning(['id', 'display_name'])
      .execute();
    const idOf = new Map(customers.map((c) => [c.display_name, c.id]));
    return trx
      .insertInto('reservations')
      .values(
        reservations.map((r) => {
          const endsAt = new Date(r.startsAt.getTime() + r.minutes * 60_000);
          return {
            worker_id: workerId,
            customer_id: idOf.get(r.customerName) ?? '',
            status: r.status,
            starts_at: r.startsAt,
            ends_at: endsAt,
            course: r.course,
            course_minutes: r.minutes,
            charge: r.charge,
            margin: r.margin,
            take_home: r.takeHome,
            answer_deadline: new Date(r.startsAt.getTime() - 86_400_000),
            area: '東京都渋谷区',
            address: '東京都渋谷区神南1-1-1',
            requested_at: new Date(r.startsAt.getTime() - 3 * 86_400_000),
            answered_at: new Date(r.startsAt.getTime() - 2 * 86_400_000),
            completed_at: r.status === 'completed' ? endsAt : null,
          };
        }),
      )
      .returning('id')
      .execute();
  });
}

/** Whether the worker has any reservation at all (the demo seed leaves existing history alone). */
export async function hasAnyReservation(db: Db, workerId: string): Promise<boolean> {
  const row = await db.selectFrom('reservations').select('id').where('worker_id', '=', workerId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function hasAnyAdjustment(db: Db, workerId: string): Promise<boolean> {
  const row = await db.selectFrom('salary_adjustments').select('id').where('worker_id', '=', workerId).limit(1).executeTakeFirst();
  return row !== undefined;
}
