import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'shared/router';
import { sessionStore } from 'shared/store';
import { loadWorker } from 'shared/auth';
import { decideNow, runGuard, type GuardDeps, type GuardResult } from './navigation-guard';
import { PageSpinner } from '../layout/page-spinner';

const deps: GuardDeps = {
  getToken: () => sessionStore.getState().token,
  hasWorker: () => sessionStore.getState().worker !== null,
  loadWorker,
  onFailure: (error) => {
    // A token the API rejects is dropped, so the next sign-in starts clean.
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
    if (status === 401 || status === 403) sessionStore.getState().clearSession();
  },
};

/** Runs the guard before the destination renders; children render only once it allows the path. */
export function GuardGate({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const from = useRef<string | null>(null);
  const [allowed, setAllowed] = useState<string | null>(null);

  useLayoutEffect(() => {
    let live = true;
    const apply = (result: GuardResult) => {
      if (!live) return;
      if (result.type === 'allow') {
        from.current = pathname;
        setAllowed(pathname);
      } else {
        navigate(result.to, { replace: true, state: { from: pathname } });
      }
    };
    // Decide synchronously when possible (before paint, no spinner flash); wait only for a profile load.
    const now = decideNow(from.current, pathname, deps);
    if (now) apply(now);
    else void runGuard(from.current, pathname, deps).then(apply);
    return () => {
      live = false;
    };
  }, [pathname, navigate]);

  return allowed === pathname ? children : <PageSpinner />;
}
