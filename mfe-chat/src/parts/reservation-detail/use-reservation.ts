import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { getReservation, type ReservationDetail } from 'features/chat';

export type ReservationState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; reservation: ReservationDetail };

/** GET /workerapi/reservations/{id}: loading → ready | error; `reload()` (再試行, after a 409), `replace()` after an action. */
export function useReservation(id: string, load: typeof getReservation = getReservation) {
  const [state, setState] = useState<ReservationState>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    load(id, { signal: controller.signal }).then(
      ({ reservation }) => setState({ status: 'ready', reservation }),
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setState({ status: 'error', error });
      },
    );
    return () => controller.abort();
  }, [id, attempt, load]);

  const reload = useCallback(() => {
    setState((s) => (s.status === 'ready' ? s : { status: 'loading' }));
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((reservation: ReservationDetail) => setState({ status: 'ready', reservation }), []);
  return { state, reload, replace };
}
