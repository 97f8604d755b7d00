import { useCallback, useEffect, useLayoutEffect, useRef } from 'react';

/**
 * How long after the first change a thread's offline copy is read again: the changes of a burst (the customer's
 * message and the worker's answer) go in one read.
 */
export const COPY_REFRESH_DELAY_MS = 2_000;

/**
 * The offline copy of a thread is the service worker's copy of the last answer to its GETs (shell/src/sw/sw.ts: per
 * worker, deleted on sign-out): what arrived live or was sent after the page read the thread was not in it, and a
 * worker who reloaded offline lost it (「部屋番号は301です」 on the way to the job). This schedules `refresh` — which reads
 * the thread again, so that the service worker stores the answer — COPY_REFRESH_DELAY_MS after the first change since the
 * last read, and at once when the worker leaves (the tab hidden, the page closed or left in the app): an offline reload
 * right after a send still finds it. Not while the browser says it is offline (the read would only get the copy back;
 * the stream's resync reads the thread when the connection returns). `refresh(mounted)`: false when the page is
 * being left (only what needs no React state can be read then).
 * Returns the function that marks a change.
 */
export function useCopyRefresh(refresh: (mounted: boolean) => void, delayMs = COPY_REFRESH_DELAY_MS): () => void {
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const refreshRef = useRef(refresh);
  useLayoutEffect(() => {
    refreshRef.current = refresh;
  });

  const flush = useCallback((mounted: boolean) => {
    if (timer.current === null) return;
    clearTimeout(timer.current);
    timer.current = null;
    if (navigator.onLine !== false) refreshRef.current(mounted);
  }, []);

  useEffect(() => {
    const onHidden = () => {
      if (document.visibilityState === 'hidden') flush(true);
    };
    const onPageHide = () => flush(true);
    document.addEventListener('visibilitychange', onHidden);
    window.addEventListener('pagehide', onPageHide);
    return () => {
      document.removeEventListener('visibilitychange', onHidden);
      window.removeEventListener('pagehide', onPageHide);
      flush(false);
    };
  }, [flush]);

  return useCallback(() => {
    if (timer.current !== null) return;
    timer.current = setTimeout(() => flush(true), delayMs);
  }, [delayMs, flush]);
}
