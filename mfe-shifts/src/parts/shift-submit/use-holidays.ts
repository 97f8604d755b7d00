import { useEffect, useState } from 'react';
import { loadHolidays, NO_HOLIDAYS, type HolidayNames } from './holidays';

export type HolidaysState = { status: 'loading' } | { status: 'ready'; names: HolidayNames };

/**
 * The national holidays, loaded at mount in parallel with the page's data. If the table cannot load, the
 * calendar still works (weekends are still marked) rather than blocking the worker.
 */
export function useHolidays(load: () => Promise<HolidayNames> = loadHolidays): HolidaysState {
  const [state, setState] = useState<HolidaysState>({ status: 'loading' });
  useEffect(() => {
    let active = true;
    load().then(
      (names) => { if (active) setState({ status: 'ready', names }); },
      (e: unknown) => {
        console.error('[mfe-shifts] holidays unavailable', e);
        if (active) setState({ status: 'ready', names: NO_HOLIDAYS });
      },
    );
    return () => { active = false; };
  }, [load]);
  return state;
}
