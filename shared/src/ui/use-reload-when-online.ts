import { useEffect } from 'react';

/**
 * A page's load that failed (no signal between jobs, say) runs again by itself when the phone is back online: the
 * offline banner tells the worker that work resumes then. `reload` is what 再試行 does; keep it stable (useCallback).
 */
export function useReloadWhenOnline(failed: boolean, reload: () => void): void {
  useEffect(() => {
    if (!failed) return undefined;
    window.addEventListener('online', reload);
    return () => window.removeEventListener('online', reload);
  }, [failed, reload]);
}
