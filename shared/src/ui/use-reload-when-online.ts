import { useLayoutEffect, useRef } from 'react';

/** After the connection returned, a failed load is tried again this often (ms) … */
export const RELOAD_RETRY_EVERY_MS = 2_000;
/** … for this long (ms), then left to 再試行. */
export const RELOAD_RETRY_FOR_MS = 10_000;

/**
 * A page's load that failed (no signal between jobs, say) runs again by itself when the phone is back online: the
 * offline banner tells the worker that work resumes then. `reload` is what 再試行 does; keep it stable (useCallback).
 * The first requests after the `online` event often fail still (a service worker can be offline a moment longer):
 * a reload that fails within 10 s of the event is tried again 2 s later, if the phone is still online then (since
 * shared 0.16.1). The listener is attached as the failure is committed (a layout effect, since shared 0.23.1): an
 * `online` event between the error shown and a passive effect would otherwise be lost, and the page would wait for 再試行.
 */
export function useReloadWhenOnline(failed: boolean, reload: () => void): void {
  const retryUntil = useRef(0);
  useLayoutEffect(() => {
    if (!failed) return undefined;
    // Only while still online: offline again by then, the next `online` event reloads (and a caller that takes the
    // callback for "the connection is back" must not hear it while offline).
    const retry = () => {
      if (navigator.onLine) reload();
    };
    const timer = performance.now() < retryUntil.current ? setTimeout(retry, RELOAD_RETRY_EVERY_MS) : undefined;
    const onOnline = () => {
      retryUntil.current = performance.now() + RELOAD_RETRY_FOR_MS;
      reload();
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [failed, reload]);
}
