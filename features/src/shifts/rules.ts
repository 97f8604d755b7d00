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
