import { useCallback, useEffect, useRef, useState } from 'react';
import { ERROR_MESSAGES } from 'shared/messages';
import { useReloadWhenOnline } from 'shared/ui';

export type PageLoad<T> = { state: 'loading' } | { state: 'error'; message: string } | { state: 'ready'; data: T };

const messageOf = (error: unknown): string => (error instanceof Error && error.message ? error.message : ERROR_MESSAGES.DEFAULT);

/**
 * The one GET a my-page page shows (the bank account, the notices, a notice): loads `load(signal)` when `key`
 * changes and on `retry()` (再試行), which shows loading again; a failed load is tried again when the phone is back
 * online. The error is the API's Japanese message. `initial` is a value already at hand (the store's): it is shown
 * without loading, until a retry or another key. Leaving the page aborts the request.
 */
export function usePageLoad<T>(key: string, load: (signal: AbortSignal) => Promise<T>, initial?: { data: T }) {
  const [state, setState] = useState<PageLoad<T>>(initial ? { state: 'ready', data: initial.data } : { state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  // The key the initial value belongs to: its first load is skipped (in development's double mount too).
  const initialKey = useRef(initial ? key : null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  const retry = useCallback(() => {
    setState({ state: 'loading' });
    setAttempt((n) => n + 1);
  }, []);
  useReloadWhenOnline(state.state === 'error', retry);
  useEffect(() => {
    if (attempt === 0 && key === initialKey.current) return undefined;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (data) => setState({ state: 'ready', data }),
      (error: unknown) => {
        if (!controller.signal.aborted) setState({ state: 'error', message: messageOf(error) });
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  return { load: state, retry };
}
