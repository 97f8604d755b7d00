import { useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { matchPath, Navigate, useLocation } from 'shared/router';
import { sessionStore } from 'shared/store';
import { loadWorker } from 'shared/auth';
import { refusalForStatus } from 'shared/api';
import { decideNow, runGuard, type GuardDeps, type GuardResult } from './navigation-guard';
import { ROUTE_TABLE } from '../routing/route-table';
import { PageSpinner } from '../layout/page-spinner';
import { loginState } from './last-account';

const deps: GuardDeps = {
  getToken: () => sessionStore.getState().token,
  hasWorker: () => sessionStore.getState().worker !== null,
  loadWorker,
  profileIncomplete: () => sessionStore.getState().worker?.profileCompleted === false,
  onFailure: (error) => {
    // A token the API rejects is dropped, so the next sign-in starts clean; the sign-in page says why: a 401 is a
    // token it no longer accepts, a 403 an account it refuses (the token is valid, but no worker has it any more).
    // Any other failure (a 5xx, no connection) keeps the session, and the page says the profile could not be loaded.
    const status = typeof error === 'object' && error !== null && 'status' in error ? error.status : null;
    const reason = typeof status === 'number' ? refusalForStatus(status) : null;
    if (!reason) return 'profile-unavailable';
    sessionStore.getState().clearSession();
    return reason;
  },
};

/** Paths of no route are not guarded: they show the 404 screen, signed in or not. */
function isKnownRoute(pathname: string): boolean {
  return pathname === '/' || ROUTE_TABLE.some((route) => matchPath(route.path, pathname) !== null);
}

/**
 * Runs the navigation guard before the destination renders: children render only once it allows the
 * path; a redirect is rendered as <Navigate> (a navigation from a child's layout effect would run before
 * the router listens to history on the first render).
 */
export function GuardGate({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  const from = useRef<string | null>(null);
  const [decision, setDecision] = useState<{ path: string; result: GuardResult } | null>(null);

  useLayoutEffect(() => {
    let live = true;
    const apply = (result: GuardResult) => {
      if (!live) return;
      if (result.type === 'allow') from.current = pathname;
      setDecision({ path: pathname, result });
    };
    // Decide synchronously when possible (before paint, no spinner flash); wait only for a profile load.
    const now = isKnownRoute(pathname) ? decideNow(from.current, pathname, deps) : ({ type: 'allow' } as const);
    if (now) apply(now);
    else void runGuard(from.current, pathname, deps).then(apply);
    return () => {
      live = false;
    };
  }, [pathname]);

  if (!decision || decision.path !== pathname) return <PageSpinner />;
  // `from` keeps the query too: a link such as /mypage/email?confirm=… opened signed out continues after sign-in.
  if (decision.result.type === 'redirect') {
    const { to, reason } = decision.result;
    return <Navigate to={to} replace state={loginState(pathname + search, reason ?? undefined)} />;
  }
  return children;
}
