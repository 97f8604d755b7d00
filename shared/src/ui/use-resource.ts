import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { useReloadWhenOnline } from './use-reload-when-online';
import { useRefreshOnReturn } from './use-refresh-on-return';

export type Resource<T> = { status: 'loading' } | { status: 'error'; error: ApiError } | { status: 'ready'; value: T };

/**
 * The GET a page shows (a reservation, a chat, the notices, the bank account …): loads `load(signal)` when `key`
 * changes and on `reload()` (再試行, a live event, a 409). A reload after an error shows loading again; one after a
 * value keeps showing it until the answer, and a failed one keeps it too (not after a 404: it is gone). `replace()`
 * puts the value an action answered with. A load that failed is tried again when the phone is back online (the
 * offline banner says work resumes then) — also a reload that failed behind a value still shown (since shared
 * 0.11.0: a live event's reload lost offline). Leaving the page, or another key, aborts the request. `initial` is a value
 * already at hand (the store's): shown at once for the first key, without loading, until a reload.
 * `refreshOnReturn` (since shared 0.12.0): a value shown is loaded again when the worker comes back to the tab after a
 * minute away (useRefreshOnReturn) — for pages nobody pushes changes to; not for one that fills a form from it.
 */
export function useResource<T>(
  key: string,
  load: (signal: AbortSignal) => Promise<T>,
  initial?: { value: T },
  options: { refreshOnReturn?: boolean } = {},
) {
  // The state is the key's: another key (another reservation, year or month) reads as loading until its own answer,
  // never as the last key's value.
  // `stale`: the value shown is kept after a reload that failed (no connection): it is tried again once back online.
  const [current, setCurrent] = useState<{ key: string; state: Resource<T>; stale?: boolean }>(() => ({
    key,
    state: initial ? { status: 'ready', value: initial.value } : { status: 'loading' },
  }));
  const [attempt, setAttempt] = useState(0);
  // The key the initial value belongs to: its first load is skipped (in development's double mount too); once
  // another key has been shown, the value at hand is stale and that key loads like any other.
  const initialKey = useRef(initial ? key : null);
  const loader = useRef(load);
  useEffect(() => {
    loader.current = load;
  });
  useEffect(() => {
    if (attempt === 0 && key === initialKey.current) return undefined;
    initialKey.current = null;
    const controller = new AbortController();
    loader.current(controller.signal).then(
      (value) => setCurrent({ key, state: { status: 'ready', value } }),
      (e: unknown) => {
        const error = toApiError(e);
        if (error.canceled) return;
        setCurrent((c) => (c.key === key && c.state.status === 'ready' && error.status !== 404 ? { ...c, stale: true } : { key, state: { status: 'error', error } }));
      },
    );
    return () => controller.abort();
  }, [key, attempt]);
  const state: Resource<T> = current.key === key ? current.state : { status: 'loading' };
  const reload = useCallback(() => {
    setCurrent((c) => (c.state.status === 'error' ? { key: c.key, state: { status: 'loading' } } : c.stale ? { key: c.key, state: c.state } : c));
    setAttempt((n) => n + 1);
  }, []);
  /** Shows what an action answered: a value, or a change of the value shown (nothing while there is none). */
  const replace = useCallback((next: T | ((value: T) => T)) => {
    setCurrent((c) => {
      if (typeof next !== 'function') return { key, state: { status: 'ready', value: next } };
      if (c.key !== key || c.state.status !== 'ready') return c;
      return { key, state: { status: 'ready', value: (next as (value: T) => T)(c.state.value) } };
    });
  }, [key]);
  useReloadWhenOnline(state.status === 'error' || (current.key === key && current.stale === true), reload);
  useRefreshOnReturn(options.refreshOnReturn === true && state.status === 'ready', reload);
  return { state, reload, replace };
}
