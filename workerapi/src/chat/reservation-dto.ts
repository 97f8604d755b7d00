import { workerSalary } from 'features/domain';
import { isAddressVisible, type ReservationDetail, type ReservationSummary, type ShiftOverlap } from 'features/chat/server';
import type { ReservationEventRow } from './tables';
import type { ReservationWithCustomer } from './reservation-repository';

/** A row as the list shows it. Before acceptance, margin and take-home are an estimate with the worker's current margin. */
export function toSummaryDto(row: ReservationWithCustomer, workerMargin: number): ReservationSummary {
  const fixed = row.margin !== null && row.take_home !== null;
  const margin = row.margin ?? workerMargin;
  return {
    id: row.id,
    status: row.status,
    startsAt: row.starts_at.toISOString(),
    endsAt: row.ends_at.toISOString(),
    course: row.course,
    courseMinutes: row.course_minutes,
    area: row.area,
    customer: { id: row.customer_id, displayName: row.customer_name },
    charge: row.charge,
    margin,
    takeHome: row.take_home ?? workerSalary(row.charge, margin),
    marginFixed: fixed,
    answerDeadline: row.answer_deadline.toISOString(),
    cancelledBy: row.cancelled_by,
  };
}

const iso = (d: Date | null): string | null => (d ? d.toISOString() : null);

/**
 * Everything about one reservation; the address and access notes only inside the visibility window; the 確定 shifts
 * it overlaps (`shiftOverlaps`, read only while 依頼中 or 確定: `undefined` leaves the field out).
 */
export function toDetailDto(
  row: ReservationWithCustomer,
  events: readonly ReservationEventRow[],
  workerMargin: number,
  now: Date,
  shiftOverlaps?: readonly ShiftOverlap[],
): ReservationDetail {
  const visible = isAddressVisible({ status: row.status, endsAt: row.ends_at }, now);
  return {
    ...toSummaryDto(row, workerMargin),
    customerNote: row.customer_note,
    address: visible ? row.address : null,
    accessNotes: visible ? row.access_notes : null,
    requestedAt: row.requested_at.toISOString(),
    answeredAt: iso(row.answered_at),
    completedAt: iso(row.completed_at),
    cancelledAt: iso(row.cancelled_at),
    reasonCode: row.reason_code,
    reasonText: row.reason_text,
    history: events.map((e) => ({ status: e.status, actor: e.actor, at: e.at.toISOString(), reasonCode: e.reason_code, reasonText: e.reason_text })),
    ...(shiftOverlaps ? { shiftOverlaps: [...shiftOverlaps] } : {}),
  };
}
