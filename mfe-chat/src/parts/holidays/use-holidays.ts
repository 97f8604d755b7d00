import { useEffect, useState } from 'react';
import { loadHolidays, NO_HOLIDAYS, type HolidayNames } from './holidays';

/**
 * The public holidays, loaded at mount. Until they arrive (or if they cannot load) the page still works:
 * weekends are still marked, and holidays simply are not named.
 */
export function useHolidays(load: () => Promise<HolidayNames> = loadHolidays): (date: string) => string | undefined {
  const [names, setNames] = useState<HolidayNames>(NO_HOLIDAYS);
  useEffect(() => {
    let active = true;
    load().then(
      (n) => { if (active) setNames(n); },
      (e: unknown) => console.error('[mfe-chat] holidays unavailable', e),
    );
    return () => { active = false; };
  }, [load]);
  return (date: string) => names.get(date);
}
