

/** Japanese national holidays by date ('YYYY-MM-DD' → '元日'). */
export type HolidayNames = ReadonlyMap<IsoDate, string>;
import { type IsoDate } from 'features/shifts';

export const NO_HOLIDAYS: HolidayNames = new Map();

/**
 * Loads the holiday table of @holiday-jp/holiday_jp (the holiday_jp project's data set, kept up to date with
 * the Cabinet Office's list) in a file of its own, which only this page downloads: src/routes.ts declares it in the
 * page's `preloads`, so the boot script requests it with the page's files and the page's data. Lookups go by
 * the date string only: the package's Date-based helpers read the device's time zone, these never do.
 */
export async function loadHolidays(): Promise<HolidayNames> {
  const mod = await import('@holiday-jp/holiday_jp');
  const names = new Map<IsoDate, string>();
  for (const [date, holiday] of Object.entries(mod.default.holidays)) names.set(date, holiday.name);
  return names;
}
