
import { jaErrorMap } from 'shared/messages';
import { type ShiftPeriod } from 'features/shifts';
import { toAnswerInput, type DayAnswers } from './day-answer';
import { canChangeShiftAnswer, datesBetween, isShiftPeriodOpen, SHIFTS_UI, SHIFT_FIELD_LABELS, SubmitShiftsRequestSchema, type SubmitShiftsRequest, type IsoDate } from 'features/shifts';
import { compareText } from 'features/domain';

/** The period the page opens on: the earliest one still open, else the latest one. */
export function defaultPeriod(periods: readonly ShiftPeriod[], now: Date): ShiftPeriod | undefined {
  const byStart = [...periods].sort((a, b) => compareText(a.startsOn, b.startsOn));
  return byStart.find((p) => isShiftPeriodOpen(p.deadlineAt, now)) ?? byStart[byStart.length - 1];
}

/** The days of the period the worker may still set or change (open period, day not passed in Tokyo). */
export function editableDates(period: ShiftPeriod, now: Date): IsoDate[] {
  return datesBetween(period.startsOn, period.endsOn).filter((date) => canChangeShiftAnswer({ deadlineAt: period.deadlineAt, date, now }));
}

/** Messages of one day by field ('note', 'startTime', 'endTime', 'answer', 'date'). */
export type FieldMessages = Readonly<Record<string, readonly string[]>>;
/** Issues by date: a path `answers.<i>.<field>` names the i-th date sent. */
export type DayErrors = Readonly<Record<IsoDate, FieldMessages>>;

export type SubmissionCheck =
  | { ok: true; body: SubmitShiftsRequest; dates: IsoDate[] }
  | { ok: false; reason: 'empty' }
  | { ok: false; reason: 'invalid'; errors: DayErrors };

/** Per date and field, the messages of issues whose path is `answers.<i>.<field>`. */
export function errorsByDate(fields: Readonly<Record<string, readonly string[]>>, dates: readonly IsoDate[]): DayErrors {
  const out: Record<IsoDate, Record<string, string[]>> = {};
  for (const [path, messages] of Object.entries(fields)) {
    const match = /^answers\.(\d+)(?:\.(\w+))?/.exec(path);
    const date = match ? dates[Number(match[1])] : undefined;
    if (match === null || date === undefined) continue;
    const field = match[2] ?? 'answer';
    ((out[date] ??= {})[field] ??= []).push(...messages);
  }
  return out;
}

/**
 * What 提出する sends: the answers of the days still editable, checked with the shared schema (the same the
 * API uses) so mistakes show on their day before any request.
 */
export function checkSubmission(periodId: string, answers: DayAnswers, editable: readonly IsoDate[]): SubmissionCheck {
  const dates = editable.filter((d) => answers[d] !== undefined);
  if (dates.length === 0) return { ok: false, reason: 'empty' };
  const input = { periodId, answers: dates.flatMap((d) => { const a = answers[d]; return a ? [toAnswerInput(d, a)] : []; }) };
  const parsed = SubmitShiftsRequestSchema.safeParse(input, { error: jaErrorMap(SHIFT_FIELD_LABELS) });
  if (parsed.success) return { ok: true, body: parsed.data, dates };
  const fields: Record<string, string[]> = {};
  for (const issue of parsed.error.issues) (fields[issue.path.join('.')] ??= []).push(issue.message);
  return { ok: false, reason: 'invalid', errors: errorsByDate(fields, dates) };
}

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** '締切まであと3日4時間' … 'まもなく締切です', or '締切済み' once the deadline has passed. */
export function timeLeftLabel(deadlineAt: string, now: Date): string {
  const left = Date.parse(deadlineAt) - now.getTime();
  if (left <= 0) return SHIFTS_UI.statusClosed;
  if (left >= DAY) return SHIFTS_UI.timeLeftDays(Math.floor(left / DAY), Math.floor((left % DAY) / HOUR));
  if (left >= HOUR) return SHIFTS_UI.timeLeftHours(Math.floor(left / HOUR), Math.floor((left % HOUR) / MINUTE));
  if (left >= MINUTE) return SHIFTS_UI.timeLeftMinutes(Math.floor(left / MINUTE));
  return SHIFTS_UI.timeLeftSoon;
}
