import { tokyoDate, tokyoInstant } from '../domain/tokyo-date';
import type { ReservationActor, ReservationStatus, ReservationTab, ShiftOverlap } from './schemas';

// The reservation rules, computed the same way by the browser (which buttons to show) and workerapi (what
// it allows). Pure functions of their inputs and a given `now`.

export const HOUR_MS = 60 * 60 * 1000;
/** Travel time kept free between two confirmed reservations of one worker. */
export const TRAVEL_BUFFER_MINUTES = 30;
/** The full address stays visible this long after a confirmed reservation's end. */
export const ADDRESS_VISIBLE_AFTER_END_MS = 24 * HOUR_MS;
/** A worker's cancellation this close to the start needs an explicit confirmation. */
export const LATE_CANCEL_WINDOW_MS = 24 * HOUR_MS;

/**
 * The reservation list's tab a reservation is listed under (workerapi's listReservations): 依頼 the requests (a
 * passed deadline too, until it is stored as expired), 予定 the confirmed ones, 過去 every final status.
 */
export function reservationTabOf(status: ReservationStatus): ReservationTab {
  return status === 'requested' ? 'requests' : status === 'confirmed' ? 'upcoming' : 'past';
}

/** Statuses after which nothing changes any more. */
export const FINAL_STATUSES: readonly ReservationStatus[] = ['completed', 'declined', 'expired', 'cancelled'];

/** Who may move a reservation from which status to which (the state machine). */
const TRANSITIONS: Readonly<Record<ReservationStatus, Partial<Record<ReservationStatus, readonly ReservationActor[]>>>> = {
  requested: { confirmed: ['worker'], declined: ['worker'], expired: ['system'], cancelled: ['customer'] },
  confirmed: { completed: ['worker'], cancelled: ['worker', 'customer'] },
  completed: {},
  declined: {},
  expired: {},
  cancelled: {},
};

/** True when `actor` may move a reservation from `from` to `to`. */
export function canTransition(from: ReservationStatus, to: ReservationStatus, actor: ReservationActor): boolean {
  return TRANSITIONS[from][to]?.includes(actor) ?? false;
}

export function isFinal(status: ReservationStatus): boolean {
  return FINAL_STATUSES.includes(status);
}

/** A request not answered by its deadline is expired (computed on read; workerapi also stores it). */
export function isExpired(r: { status: ReservationStatus; answerDeadline: Date | string }, now: Date): boolean {
  return r.status === 'requested' && new Date(r.answerDeadline).getTime() <= now.getTime();
}

/** A close answer deadline is shown in red: features/domain's rule, the same on my page's 返答待ちの依頼 card. */
export { DEADLINE_URGENT_MS, isDeadlineUrgent } from '../domain/time-left';

/** The status as of `now`: a request past its deadline reads as 'expired'. */
export function effectiveStatus(r: { status: ReservationStatus; answerDeadline: Date | string }, now: Date): ReservationStatus {
  return isExpired(r, now) ? 'expired' : r.status;
}

/**
 * Statuses that pay the worker nothing: a declined, expired or cancelled reservation never reaches the salary
 * statement (it counts completed reservations only), whatever take-home was fixed when it was accepted.
 */
export const UNPAID_STATUSES: readonly ReservationStatus[] = ['declined', 'expired', 'cancelled'];

/** The take-home line as the worker reads it: fixed, an estimate (before acceptance), or nothing to be paid. */
export type TakeHomeShown = { kind: 'fixed' | 'estimate'; yen: number } | { kind: 'none' };

export function takeHomeShown(r: { status: ReservationStatus; answerDeadline: Date | string; marginFixed: boolean; takeHome: number }, now: Date): TakeHomeShown {
  if (UNPAID_STATUSES.includes(effectiveStatus(r, now))) return { kind: 'none' };
  return { kind: r.marginFixed ? 'fixed' : 'estimate', yen: r.takeHome };
}

export interface TimeRange {
  startsAt: Date | string;
  endsAt: Date | string;
}

const ms = (t: Date | string): number => new Date(t).getTime();

/**
 * True when two reservations are too close for one worker: they overlap once each is widened by the travel
 * buffer on both sides (back-to-back needs `bufferMinutes` between the end of one and the start of the next).
 */
export function overlapsWithBuffer(a: TimeRange, b: TimeRange, bufferMinutes: number = TRAVEL_BUFFER_MINUTES): boolean {
  const buffer = bufferMinutes * 60_000;
  return ms(a.startsAt) < ms(b.endsAt) + buffer && ms(b.startsAt) < ms(a.endsAt) + buffer;
}

/** The first of `others` that clashes with `candidate` (overlapsWithBuffer), or undefined. */
export function findClash<T extends TimeRange>(candidate: TimeRange, others: readonly T[], bufferMinutes: number = TRAVEL_BUFFER_MINUTES): T | undefined {
  return others.find((o) => overlapsWithBuffer(candidate, o, bufferMinutes));
}

/** A 確定 shift's day and times (Tokyo wall clock; a shift never crosses midnight) as instants. */
export function shiftRange(shift: { date: string; startTime: string; endTime: string }): { startsAt: Date; endsAt: Date } {
  const at = (time: string): Date => {
    const [h = 0, m = 0] = time.split(':').map(Number);
    return tokyoInstant(shift.date, h, m);
  };
  return { startsAt: at(shift.startTime), endsAt: at(shift.endTime) };
}

/** The Tokyo days a 確定 shift must be on to come within the travel buffer of `range` (first and last, inclusive). */
export function shiftDaysAround(range: TimeRange, bufferMinutes: number = TRAVEL_BUFFER_MINUTES): { from: string; to: string } {
  const buffer = bufferMinutes * 60_000;
  return { from: tokyoDate(new Date(ms(range.startsAt) - buffer)), to: tokyoDate(new Date(ms(range.endsAt) + buffer)) };
}

/**
 * The 確定 shifts a reservation comes within the travel buffer of, as it does of another reservation
 * (overlapsWithBuffer): a shift is work somewhere else, the way there or back needs the same time. By start.
 */
export function overlappingShifts<T extends ShiftOverlap>(range: TimeRange, shifts: readonly T[], bufferMinutes: number = TRAVEL_BUFFER_MINUTES): T[] {
  return shifts
    .filter((s) => overlapsWithBuffer(range, shiftRange(s), bufferMinutes))
    .sort((a, b) => shiftRange(a).startsAt.getTime() - shiftRange(b).startsAt.getTime());
}

/** The full address and access notes are shown only while 確定 and until 24 h after the end. */
export function isAddressVisible(r: { status: ReservationStatus; endsAt: Date | string }, now: Date): boolean {
  return r.status === 'confirmed' && now.getTime() <= ms(r.endsAt) + ADDRESS_VISIBLE_AFTER_END_MS;
}

/** Completion can be reported only for a confirmed reservation whose start has come. */
export function canReportCompletion(r: { status: ReservationStatus; startsAt: Date | string }, now: Date): boolean {
  return r.status === 'confirmed' && now.getTime() >= ms(r.startsAt);
}

/** A worker's cancellation within 24 h of the start (or after it) gets a clear warning first. */
export function isLateCancellation(r: { startsAt: Date | string }, now: Date): boolean {
  return ms(r.startsAt) - now.getTime() < LATE_CANCEL_WINDOW_MS;
}

export type ReservationAction = 'accept' | 'decline' | 'complete' | 'cancel';

/** The actions a worker can take on a reservation at `now` — never a button that cannot work. */
export function allowedActions(
  r: { status: ReservationStatus; answerDeadline: Date | string; startsAt: Date | string },
  now: Date,
): ReservationAction[] {
  const status = effectiveStatus(r, now);
  if (status === 'requested') return ['accept', 'decline'];
  if (status === 'confirmed') return canReportCompletion(r, now) ? ['complete', 'cancel'] : ['cancel'];
  return [];
}
