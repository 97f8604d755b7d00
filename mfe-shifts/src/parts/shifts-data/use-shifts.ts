import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { useReloadWhenOnline } from 'shared/ui';
import { getShifts } from 'features/shifts';
import type { ShiftsResponse } from 'features/shifts';

export type ShiftsState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; data: ShiftsResponse };

/**
 * GET /workerapi/shifts for a page: loading → ready | error, `reload()` for 再試行 (and by itself when the phone is
 * back online after a failed load: the offline banner says work resumes then), `update()` after a mutation.
 */
export function useShifts() {
  const [state, setState] = useState<ShiftsState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    getShifts({ signal: controller.signal }).then(
      (data) => setState({ status: 'ready', data }),
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [attempt]);

  const reload = useCallback(() => {
    setState({ status: 'loading' });
    setAttempt((n) => n + 1);
  }, []);

  useReloadWhenOnline(state.status === 'error', reload);

  const update = useCallback((change: (data: ShiftsResponse) => ShiftsResponse) => {
    setState((s) => (s.status === 'ready' ? { status: 'ready', data: change(s.data) } : s));
  }, []);

  return { state, reload, update };
}
