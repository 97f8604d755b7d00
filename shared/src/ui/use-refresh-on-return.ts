import { useEffect } from 'react';

/** Away at least this long (ms, wall clock: a sleeping phone's monotonic clock may stand still), a page loads again. */
export const REFRESH_AFTER_AWAY_MS = 60_000;

/**
 * A page that shows data nobody pushes to it (the shifts, the salary, the notices) loads it again when the worker
 * comes back to the tab after a minute or more away — a phone asleep in a pocket for hours shows what is current, not
 * what was current when it was locked. `refresh` keeps the value shown until the answer (useResource's reload).
 */
export function useRefreshOnReturn(enabled: boolean, refresh: () => void, doc: Document | undefined = globalThis.document): void {
  useEffect(() => {
    if (!enabled || !doc) return undefined;
    let hiddenAt = doc.visibilityState === 'hidden' ? Date.now() : null;
    const onChange = () => {
      if (doc.visibilityState === 'hidden') {
        hiddenAt ??= Date.now();
        return;
      }
      const away = hiddenAt === null ? 0 : Date.now() - hiddenAt;
      hiddenAt = null;
      if (away >= REFRESH_AFTER_AWAY_MS) refresh();
    };
    doc.addEventListener('visibilitychange', onChange);
    return () => doc.removeEventListener('visibilitychange', onChange);
  }, [enabled, refresh, doc]);
}
