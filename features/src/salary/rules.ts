// The salary slice's pure rules (browser and server): months in Asia/Tokyo, a month's status, statement totals.
import type { SalaryAdjustment, SalaryMonthStatus, SalaryWorkLine } from './schemas';

/** Japan has no daylight saving time: Tokyo is always UTC+9. */
const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** The calendar date in Asia/Tokyo of an instant: 'YYYY-MM-DD'. */
export function tokyoDay(instant: Date): string {
  return new Date(instant.getTime() + TOKYO_OFFSET_MS).toISOString().slice(0, 10);
}

/** The month in Asia/Tokyo of an instant: 'YYYY-MM'. */
export function tokyoMonth(instant: Date): string {
  return tokyoDay(instant).slice(0, 7);
}

/** (2026, 3) → '2026-03'. */
export function monthKeyOf(year: number, month: number): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

/** '2026-12' → '2027-01'. */
export function nextMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 0;
  const mon = m ?? 1;
  return mon === 12 ? monthKeyOf(year + 1, 1) : monthKeyOf(year, mon + 1);
}

/** '2026-01' → '2025-12'. */
export function previousMonth(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 0;
  const mon = m ?? 1;
  return mon === 1 ? monthKeyOf(year - 1, 12) : monthKeyOf(year, mon - 1);
}

/** January … December of a year as month keys. */
export function monthsOfYear(year: number): string[] {
  return Array.from({ length: 12 }, (_, i) => monthKeyOf(year, i + 1));
}

/** The instants a Tokyo month spans: [from, to). */
export function tokyoMonthRange(month: string): { from: Date; to: Date } {
  const start = (m: string) => new Date(Date.parse(`${m}-01T00:00:00Z`) - TOKYO_OFFSET_MS);
  return { from: start(month), to: start(nextMonth(month)) };
}

/**
 * A month's status: 見込み (estimate) while it runs, 確定 (closed: frozen) once it has ended, 支払済 (paid) from
 * its pay date on; months after the current one are 'upcoming'. `today` is the Tokyo date 'YYYY-MM-DD'.
 */
export function salaryMonthStatus(month: string, today: string, payDate: string): SalaryMonthStatus {
  const current = today.slice(0, 7);
  if (month > current) return 'upcoming';
  if (month === current) return 'estimate';
  return today >= payDate ? 'paid' : 'closed';
}

/**
 * A month that has ended with no work and no adjustment: nothing is paid for it, so it shows no 確定 / 支払済 and no
 * pay date (a 支払済 0円 would read as a payment that was made).
 */
export function isNothingToPay(status: SalaryMonthStatus, entries: number): boolean {
  return (status === 'closed' || status === 'paid') && entries === 0;
}

export interface StatementTotals {
  workTotal: number;
  adjustmentTotal: number;
  total: number;
}

/** A statement's totals: the sum of its lines' take-home, of its adjustments, and both (integer yen). */
export function statementTotals(lines: readonly Pick<SalaryWorkLine, 'takeHome'>[], adjustments: readonly Pick<SalaryAdjustment, 'amount'>[]): StatementTotals {
  const workTotal = lines.reduce((sum, l) => sum + l.takeHome, 0);
  const adjustmentTotal = adjustments.reduce((sum, a) => sum + a.amount, 0);
  return { workTotal, adjustmentTotal, total: workTotal + adjustmentTotal };
}
