// Statements: computed from completed reservations with the features' salary rules (exact integer yen), frozen
// once their month has ended. The closing rule (workerapi/README.md "Salary statements"):
// - the current month (Asia/Tokyo) is 見込み: completed plus still-confirmed reservations and the month's
//   adjustments, computed at every read;
// - a month that has ended is closed on the first read after its end (closeEndedMonths; a job may call it too):
//   its completed reservations are copied into frozen lines with the charge, margin and take-home they had, and
//   its totals stored; from then on it is read from the frozen rows only (確定);
// - a closed month is 支払済 from its pay date on (the 25th of the following month, or the business day before).
import { workerSalary } from 'features/domain';
import {
  monthsOfYear,
  payDateOf,
  salaryMonthStatus,
  statementTotals,
  tokyoDay,
  tokyoMonth,
  tokyoMonthRange,
  type SalaryAdjustment,
  type SalaryMonthSummary,
  type SalaryStatement,
  type SalaryWorkLine,
  type SalaryYearResponse,
} from 'features/salary/server';
import type { Db } from '../db/database';
import type { WorkerRow } from '../workers/tables';
import {
  findStatement,
  freezeStatement,
  listAdjustmentMonths,
  listAdjustments,
  listCompletedStarts,
  listStatementLines,
  listStatements,
  listWork,
  markPaid,
  type WorkRow,
} from './salary-repository';
import type { SalaryAdjustmentRow } from './tables';

type Worker = Pick<WorkerRow, 'id' | 'name' | 'margin'>;

function toLine(r: WorkRow, worker: Worker): SalaryWorkLine {
  const margin = r.margin ?? worker.margin;
  return {
    id: r.id,
    date: tokyoDay(r.startsAt),
    customerName: r.customerName,
    course: r.course,
    charge: r.charge,
    margin,
    // Fixed when the worker accepted; computed with the same rule where an old row lacks it.
    takeHome: r.takeHome ?? workerSalary(r.charge, margin),
    reservationStatus: r.status === 'confirmed' ? 'confirmed' : 'completed',
  };
}

function toAdjustment(a: SalaryAdjustmentRow): SalaryAdjustment {
  return { id: a.id, kind: a.kind, reason: a.reason, amount: a.amount };
}

/** Closes every ended month of the worker that has work or adjustments and is not frozen yet; records 支払済. */
export async function closeEndedMonths(db: Db, worker: Worker, now: Date): Promise<string[]> {
  const current = tokyoMonth(now);
  const { from: currentStart } = tokyoMonthRange(current);
  const [starts, adjustmentMonths, statements] = await Promise.all([
    listCompletedStarts(db, worker.id, currentStart),
    listAdjustmentMonths(db, worker.id),
    listStatements(db, worker.id),
  ]);
  const frozen = new Set(statements.map((s) => s.month));
  const candidates = new Set([...starts.map(tokyoMonth), ...adjustmentMonths.filter((m) => m < current)]);
  const closed: string[] = [];
  for (const month of [...candidates].sort()) {
    if (frozen.has(month)) continue;
    const { from, to } = tokyoMonthRange(month);
    const [work, adjustments] = await Promise.all([listWork(db, worker.id, ['completed'], from, to), listAdjustments(db, worker.id, [month])]);
    const lines = work.map((w) => toLine(w, worker));
    const totals = statementTotals(lines, adjustments);
    const done = await freezeStatement(
      db,
      { workerId: worker.id, month, payDate: payDateOf(month), workTotal: totals.workTotal, adjustmentTotal: totals.adjustmentTotal, adjustmentCount: adjustments.length, closedAt: now },
      lines.map((l) => ({ reservationId: l.id, workDate: l.date, customerName: l.customerName, course: l.course, charge: l.charge, margin: l.margin, takeHome: l.takeHome })),
    );
    if (done) closed.push(month);
  }
  await markPaid(db, worker.id, tokyoDay(now), now);
  return closed;
}

/** Whether a month is frozen (closed) for the worker. */
export async function isMonthFrozen(db: Db, workerId: string, month: string): Promise<boolean> {
  return (await findStatement(db, workerId, month)) !== undefined;
}

/** The 見込み of a running month: completed and still-confirmed reservations plus its adjustments. */
async function liveStatement(db: Db, worker: Worker, month: string, now: Date): Promise<SalaryStatement> {
  const { from, to } = tokyoMonthRange(month);
  const [work, adjustments] = await Promise.all([
    listWork(db, worker.id, ['completed', 'confirmed'], from, to),
    listAdjustments(db, worker.id, [month]),
  ]);
  const lines = work.map((w) => toLine(w, worker));
  const adj = adjustments.map(toAdjustment);
  const payDate = payDateOf(month);
  return {
    month,
    status: salaryMonthStatus(month, tokyoDay(now), payDate),
    payDate,
    closedAt: null,
    workerName: worker.name,
    lines,
    adjustments: adj,
    ...statementTotals(lines, adj),
  };
}

/** One month's statement: frozen when closed, live while running, empty for a month without work. */
export async function statementOf(db: Db, worker: Worker, month: string, now: Date): Promise<SalaryStatement> {
  const current = tokyoMonth(now);
  if (month >= current) return liveStatement(db, worker, month, now);
  await closeEndedMonths(db, worker, now);
  const frozen = await findStatement(db, worker.id, month);
  const payDate = payDateOf(month);
  const status = salaryMonthStatus(month, tokyoDay(now), payDate);
  if (frozen === undefined) {
    return { month, status, payDate, closedAt: null, workerName: worker.name, lines: [], adjustments: [], workTotal: 0, adjustmentTotal: 0, total: 0 };
  }
  const [lines, adjustments] = await Promise.all([listStatementLines(db, worker.id, month), listAdjustments(db, worker.id, [month])]);
  return {
    month,
    status,
    payDate: frozen.pay_date,
    closedAt: frozen.closed_at.toISOString(),
    workerName: worker.name,
    lines: lines.map((l) => ({
      id: l.id,
      date: l.work_date,
      customerName: l.customer_name,
      course: l.course,
      charge: l.charge,
      margin: l.margin,
      takeHome: l.take_home,
      reservationStatus: 'completed',
    })),
    adjustments: adjustments.map(toAdjustment),
    workTotal: frozen.work_total,
    adjustmentTotal: frozen.adjustment_total,
    total: frozen.total,
  };
}

/** A year's twelve months (0 where there was no work), the year total and the years that have statements. */
export async function yearOf(db: Db, worker: Worker, year: number, now: Date): Promise<SalaryYearResponse> {
  await closeEndedMonths(db, worker, now);
  const today = tokyoDay(now);
  const current = tokyoMonth(now);
  const statements = await listStatements(db, worker.id);
  const byMonth = new Map(statements.map((s) => [s.month, s]));
  const live = current.startsWith(`${year}-`) ? await liveStatement(db, worker, current, now) : undefined;
  const months: SalaryMonthSummary[] = monthsOfYear(year).map((month) => {
    const payDate = payDateOf(month);
    const status = salaryMonthStatus(month, today, payDate);
    if (live && month === current) {
      return { month, status, payDate, total: live.total, workCount: live.lines.length, adjustmentCount: live.adjustments.length };
    }
    const frozen = byMonth.get(month);
    return frozen
      ? { month, status, payDate: frozen.pay_date, total: frozen.total, workCount: frozen.work_count, adjustmentCount: frozen.adjustment_count }
      : { month, status, payDate, total: 0, workCount: 0, adjustmentCount: 0 };
  });
  const currentYear = Number(current.slice(0, 4));
  const years = [...new Set([...statements.map((s) => Number(s.month.slice(0, 4))), currentYear])].sort((a, b) => a - b);
  return {
    year,
    currentMonth: current,
    years,
    yearTotal: months.reduce((sum, m) => sum + m.total, 0),
    months,
  };
}
