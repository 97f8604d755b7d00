
import type { HolidayNames } from './holidays';
import { addDays, datesBetween, weekdayOf, type IsoDate } from 'features/shifts';

/** How a day is coloured in a Japanese calendar (Saturday blue, Sunday and holidays red) — always with words too. */
export type DayKind = 'weekday' | 'saturday' | 'sunday' | 'holiday';

export function dayKind(date: IsoDate, holidays: HolidayNames): DayKind {
  if (holidays.has(date)) return 'holiday';
  const weekday = weekdayOf(date);
  if (weekday === 0) return 'sunday';
  if (weekday === 6) return 'saturday';
  return 'weekday';
}

/**
 * The weeks (Sunday → Saturday) that cover `startsOn`…`endsOn`; days outside the period are null. A period
 * may start on any day and cross a month.
 */
export function calendarWeeks(startsOn: IsoDate, endsOn: IsoDate): (IsoDate | null)[][] {
  const first = addDays(startsOn, -weekdayOf(startsOn));
  const last = addDays(endsOn, 6 - weekdayOf(endsOn));
  const weeks: (IsoDate | null)[][] = [];
  let week: (IsoDate | null)[] = [];
  for (const date of datesBetween(first, last)) {
    week.push(date < startsOn || date > endsOn ? null : date);
    if (week.length === 7) {
      weeks.push(week);
      week = [];
    }
  }
  return weeks;
}

/** Plain weekdays: Monday to Friday that are not national holidays (平日). */
export function isPlainWeekday(date: IsoDate, holidays: HolidayNames): boolean {
  return dayKind(date, holidays) === 'weekday';
}

/** Saturdays, Sundays and national holidays (土日・祝日). */
export function isDayOff(date: IsoDate, holidays: HolidayNames): boolean {
  return dayKind(date, holidays) !== 'weekday';
}

/**
 * The day a key moves the calendar's focus to from `date` (a date picker's keys): ← → a day, ↑ ↓ a week, Home and
 * End the week's first and last day; never outside `startsOn`…`endsOn`. Null for any other key.
 */
export function dayForKey(key: string, date: IsoDate, startsOn: IsoDate, endsOn: IsoDate): IsoDate | null {
  const step: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -7, ArrowDown: 7, Home: -weekdayOf(date), End: 6 - weekdayOf(date) };
  if (!(key in step)) return null;
  const next = addDays(date, step[key] ?? 0);
  return next < startsOn ? startsOn : next > endsOn ? endsOn : next;
}
