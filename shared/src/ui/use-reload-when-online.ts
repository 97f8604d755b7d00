import { useEffect, useRef } from 'react';

/** After a reload the reconnection started fails, it is tried again after these delays (ms). */
export const RELOAD_RETRY_DELAYS_MS = [1_000, 3_000] as const;
/** How long after the connection returned a failure still counts as the reconnection's. */
const RECONNECTION_MS = 15_000;

let lastOnlineAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  window.addEventListener('online', () => {
    lastOnlineAt = performance.now();
  });
}

/**
 * A page's load that failed (no signal between jobs, say) runs again by itself when the phone is back online: the
 * offline banner tells the worker that work resumes then. `reload` is what 再試行 does; keep it stable (useCallback).
 * Two moments of a reconnection are covered besides the `online` event itself:
 * - the phone came back online while the load was on its way and the load then failed (it was sent offline): it
 *   runs again at once;
 * - the reload the reconnection started failed too (the first requests after the `online` event often do, and a
 *   service worker can still be offline for a moment): it is tried again after 1 s and 3 s, then left to 再試行.
 */
export function useReloadWhenOnline(failed: boolean, reload: () => void): void {
  const loadStartedAt = useRef<number | null>(null); // when the load under way began (set once not failed)
  const attempts = useRef(0);
  useEffect(() => {
    if (!failed) {
      loadStartedAt.current = performance.now();
      return undefined;
    }
    const reconnecting = performance.now() - lastOnlineAt < RECONNECTION_MS && navigator.onLine;
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (reconnecting && lastOnlineAt > (loadStartedAt.current ?? Number.POSITIVE_INFINITY)) {
      attempts.current = 1;
      reload();
    } else if (reconnecting && attempts.current > 0 && attempts.current <= RELOAD_RETRY_DELAYS_MS.length) {
      timer = setTimeout(reload, RELOAD_RETRY_DELAYS_MS[attempts.current - 1]);
      attempts.current += 1;
    }
    const onOnline = () => {
      clearTimeout(timer);
      attempts.current = 1;
      reload();
    };
    window.addEventListener('online', onOnline);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [failed, reload]);
}
