import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { useReloadWhenOnline } from 'shared/ui';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; value: T };

/**
 * One GET of a page (a reservation, a customer, a chat, an inquiry, the inquiry list): loads `load(signal)` when
 * `key` changes and on `reload()` (再試行, a live event, a 409). A reload after an error shows loading again; one
 * after a value keeps showing it until the answer, and a failed one keeps it too (not after a 404: it is gone).
 * `replace()` puts the value an action answered with. A load that failed is tried again when the phone is back
 * online (the offline banner says work resumes then).
 */
export function useResource<T>(key: string, load: (signal: AbortSignal) => Promise<T>) {
  const [state, setState] = useState<Resource<T>>({ status: 'loading' });
  const [attempt, setAttempt] = useState(0);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (value) => setState({ status: 'ready', value }),
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setState((s) => (s.status === 'ready' && error.status !== 404 ? s : { status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const reload = useCallback(() => {
    setState((s) => (s.status === 'error' ? { status: 'loading' } : s));
    setAttempt((n) => n + 1);
  }, []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  useReloadWhenOnline(state.status === 'error', reload);
  return { state, reload, replace };
}
