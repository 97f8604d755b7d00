import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; value: T };

/** Loads `load(signal)` when `key` changes and on `reload()`; keeps the last value while reloading (not after a 404). */
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
  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  const replace = useCallback((value: T) => setState({ status: 'ready', value }), []);
  return { state, reload, replace };
}
