/** Japanese public holidays by Tokyo date ('YYYY-MM-DD' → '勤労感謝の日'). */
export type HolidayNames = ReadonlyMap<string, string>;

export const NO_HOLIDAYS: HolidayNames = new Map();

/**
 * Loads the holiday table of @holiday-jp/holiday_jp (maintained with the Cabinet Office's list) on demand, so it
 * arrives in parallel with the page's data. Lookups go by the date string only (never the device's time zone).
 */
export async function loadHolidays(): Promise<HolidayNames> {
  const mod = await import('@holiday-jp/holiday_jp');
  const names = new Map<string, string>();
  for (const [date, holiday] of Object.entries(mod.default.holidays)) names.set(date, holiday.name);
  return names;
}
