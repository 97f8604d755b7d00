// The pay date rule (server side: workerapi sends each month's pay date, so the browser never downloads the
// holiday table for it). Holidays from @holiday-jp/holiday_jp, the data set the reservations use too.
import holidayJp from '@holiday-jp/holiday_jp';
import { nextMonth } from './rules';

/** The day of the month salaries are paid, in the month after the work. */
export const PAY_DAY = 25;

/** True for a Japanese public holiday (振替休日 and 国民の休日 included), by 'YYYY-MM-DD' only (no device time zone). */
export function isJapaneseHoliday(date: string): boolean {
  return Object.prototype.hasOwnProperty.call(holidayJp.holidays, date);
}

/** True for Saturday, Sunday or a Japanese public holiday. */
export function isNonBusinessDay(date: string): boolean {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return weekday === 0 || weekday === 6 || isJapaneseHoliday(date);
}

/**
 * The pay date of a month's salary: the 25th of the following month, moved to the previous business day when
 * that is a Saturday, Sunday or Japanese public holiday. '2026-10' → '2026-11-25' (Wednesday).
 */
export function payDateOf(month: string): string {
  let t = Date.parse(`${nextMonth(month)}-${String(PAY_DAY).padStart(2, '0')}T00:00:00Z`);
  let date = new Date(t).toISOString().slice(0, 10);
  while (isNonBusinessDay(date)) {
    t -= 86_400_000;
    date = new Date(t).toISOString().slice(0, 10);
  }
  return date;
}
