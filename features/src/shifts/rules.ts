// Shift rules shared by the browser (mfe-shifts) and workerapi: the submission deadline and which answers a
// worker may still change. Dates are read in Asia/Tokyo (../domain/tokyo-date).
import { TOKYO_TIME_ZONE, tokyoDate, type IsoDate } from '../domain/tokyo-date';

/** The time zone every shift date and deadline is read in. */
export const SHIFT_TIME_ZONE = TOKYO_TIME_ZONE;
/** A △ answer's note: at most this many characters. */
export const SHIFT_NOTE_MAX_LENGTH = 100;

/** A period is open (answers may be sent, changed or deleted) strictly before its deadline. */
export function isShiftPeriodOpen(deadlineAt: Date | string, now: Date): boolean {
  const deadline = typeof deadlineAt === 'string' ? new Date(deadlineAt) : deadlineAt;
  return now.getTime() < deadline.getTime();
}

/**
 * Whether a worker may still set, change or delete the answer for `date`: its period is still open and the
 * day has not passed in Asia/Tokyo (today itself may still change while the period is open).
 */
export function canChangeShiftAnswer(input: { deadlineAt: Date | string; date: IsoDate; now: Date }): boolean {
  return isShiftPeriodOpen(input.deadlineAt, input.now) && input.date >= tokyoDate(input.now);
}

/**
 * What a submission is based on: a fingerprint of one period's answers as stored (their ids and updatedAt), sent
 * as `basedOn` with POST /workerapi/shifts. The server refuses the submission (409 SHIFT_ANSWERS_CHANGED) when
 * the period's answers changed since — another tab or phone submitted, or an answer was deleted — because the
 * submission states the period's days whole and would silently undo that change.
 */
export function shiftAnswersVersion(answers: readonly { id: string; updatedAt: string }[]): string {
  const items = answers.map((a) => `${a.id}@${a.updatedAt}`).sort();
  // FNV-1a (32-bit) over the sorted items: a short, stable fingerprint (not a secret).
  let hash = 0x811c9dc5;
  for (const item of items) {
    for (let i = 0; i < item.length; i += 1) {
      hash ^= item.charCodeAt(i);
      hash = Math.imul(hash, 0x01000193) >>> 0;
    }
    hash ^= 0x0a;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${items.length}-${hash.toString(16).padStart(8, '0')}`;
}
