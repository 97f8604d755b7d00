import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { useReloadWhenOnline } from 'shared/ui';
import { getSalaryStatement, getSalaryYear } from 'features/salary';

export type LoadState<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; data: T };

type Keyed<T> = { key: string; state: LoadState<T> };

/**
 * One GET for a page part: loading → ready | error; `reload()` is 再試行, and runs by itself when the phone is back
 * online after a failed load (the offline banner says work resumes then). A new `key` (another year or month)
 * reads as loading until its own answer arrives.
 */
function useKeyedLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [current, setCurrent] = useState<Keyed<T>>({ key: '', state: { status: 'loading' } });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    const controller = new AbortController();
    load(controller.signal).then(
      (data) => setCurrent({ key, state: { status: 'ready', data } }),
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setCurrent({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, attempt, load]);
  const reload = useCallback(() => {
    setCurrent({ key: '', state: { status: 'loading' } });
    setAttempt((n) => n + 1);
  }, []);
  const state: LoadState<T> = current.key === key ? current.state : { status: 'loading' };
  useReloadWhenOnline(state.status === 'error', reload);
  return { state, reload };
}

/** GET /workerapi/salaries?year=… for the page (no year: this year). */
export function useSalaryYear(year: number | undefined) {
  const load = useCallback((signal: AbortSignal) => getSalaryYear(year, { signal }), [year]);
  return useKeyedLoad(String(year ?? 'current'), load);
}

/** GET /workerapi/salaries?year=…&month=… for one month's statement. */
export function useSalaryStatement(month: string) {
  const load = useCallback((signal: AbortSignal) => getSalaryStatement(month, { signal }).then((r) => r.statement), [month]);
  return useKeyedLoad(month, load);
}
