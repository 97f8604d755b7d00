
import type { ShiftPeriod } from 'features/shifts';
import { isDayOff, isPlainWeekday } from './calendar-model';
import { plainAnswer, type DayAnswer, type DayAnswers } from './day-answer';
import type { HolidayNames } from './holidays';
import { datesBetween, weekdayOf, type IsoDate } from 'features/shifts';

// Quick fills set many days at once. They only touch the days the worker may still change (`editable`).

/** 平日をすべて○: every plain weekday (Monday–Friday, not a national holiday) becomes ○. */
export function fillWeekdays(editable: readonly IsoDate[], holidays: HolidayNames): Record<IsoDate, DayAnswer> {
  return Object.fromEntries(editable.filter((d) => isPlainWeekday(d, holidays)).map((d) => [d, plainAnswer('maru')]));
}

/** 土日・祝日をすべて×: every Saturday, Sunday and national holiday becomes ×. */
export function fillDaysOff(editable: readonly IsoDate[], holidays: HolidayNames): Record<IsoDate, DayAnswer> {
  return Object.fromEntries(editable.filter((d) => isDayOff(d, holidays)).map((d) => [d, plainAnswer('batsu')]));
}

/** The period just before `period` (the latest one that ends before it starts), if any. */
export function previousPeriod(periods: readonly ShiftPeriod[], period: ShiftPeriod): ShiftPeriod | undefined {
  return periods
    .filter((p) => p.endsOn < period.startsOn)
    .reduce<ShiftPeriod | undefined>((best, p) => (best === undefined || p.endsOn > best.endsOn ? p : best), undefined);
}

/** Per weekday (0–6), the period's dates of that weekday in order. */
function byWeekday(dates: readonly IsoDate[]): IsoDate[][] {
  const out: IsoDate[][] = [[], [], [], [], [], [], []];
  for (const d of dates) out[weekdayOf(d)]?.push(d);
  return out;
}

/**
 * 前回の回答をコピー: each day takes the answer of the same weekday occurrence in the previous period (the 2nd
 * Monday takes the previous 2nd Monday's answer; a 5th Monday the previous last Monday's), note and time
 * range included. Days whose source has no answer are left as they are.
 */
export function copyFromPrevious(
  editable: readonly IsoDate[],
  period: Pick<ShiftPeriod, 'startsOn' | 'endsOn'>,
  previous: Pick<ShiftPeriod, 'startsOn' | 'endsOn'>,
  previousAnswers: DayAnswers,
): Record<IsoDate, DayAnswer> {
  const targets = byWeekday(datesBetween(period.startsOn, period.endsOn));
  const sources = byWeekday(datesBetween(previous.startsOn, previous.endsOn));
  const allowed = new Set(editable);
  const out: Record<IsoDate, DayAnswer> = {};
  targets.forEach((dates, weekday) => {
    const from = sources[weekday] ?? [];
    dates.forEach((date, i) => {
      const source = from[Math.min(i, from.length - 1)];
      const answer = source === undefined ? undefined : previousAnswers[source];
      if (answer && allowed.has(date)) out[date] = { ...answer };
    });
  });
  return out;
}
