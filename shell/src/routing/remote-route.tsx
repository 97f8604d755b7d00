// The element of every route of the table: checks the route's parameters (404 on failure), then renders
// the remote's page inside its own error boundary. 再試行 loads again and forces the runtime to fetch the
// remote entry afresh; so does the connection coming back after the page's code could not be loaded (the offline
// banner says work resumes by itself then).
//
// The page's code is loaded here rather than through React.lazy: a lazy page first commits the Suspense
// fallback, and React then holds the page back for its fallback throttle (~300 ms) — on the first paint
// (LCP) and on every navigation, prefetched or not. Code already loaded (prefetched, warmed at start, or
// visited) renders at once; otherwise a plain spinner shows until it arrives.
import { Suspense, useCallback, useEffect, useRef, useState, type ComponentType } from 'react';
import { useParams } from 'shared/router';
import { useReloadWhenOnline } from 'shared/ui';
import { AreaBoundary } from '../errors/area-error';
import { ErrorScreen } from '../errors/error-screen';
import { PageSpinner } from '../layout/page-spinner';
import { isPageTimeout, loadPageCode, loadRemotePage, remoteStylePreloadFailed } from '../remotes/registry';
import { reloadDocument } from './reload-document';
import { paramsAreValid, type ShellRoute } from './route-table';
import { loadedPage, pageKey, rememberPage } from './page-cache';
import { markFirstPageShown } from '../layout/first-page';

export function RemoteRoute({ route }: { route: ShellRoute }) {
  const params = useParams();
  if (!paramsAreValid(route, params)) return <ErrorScreen error={{ status: 404 }} />;
  return <RemoteArea key={route.path} route={route} />;
}

interface AreaState {
  attempt: number;
  page: ComponentType | undefined;
  error: { reason: unknown } | null;
}

/** Load the page again: a fresh attempt (the runtime fetches the remote's entry afresh). */
function nextAttempt(s: AreaState): AreaState {
  return { attempt: s.attempt + 1, page: undefined, error: null };
}

/** Rethrows a load failure during render, so the area boundary handles it like any other. */
function Failed({ reason }: { reason: unknown }): never {
  throw reason;
}

function RemoteArea({ route }: { route: ShellRoute }) {
  const key = pageKey(route.remote, route.path);
  const [state, setState] = useState<AreaState>(() => ({ attempt: 0, page: loadedPage(key), error: null }));
  const { attempt, page: Page, error } = state;

  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    if (Page || error) return;
    let live = true;
    // The code arrived after the timeout's error (a slow connection): show the page after all.
    const late = (mod: { default: ComponentType }) => {
      rememberPage(key, mod.default);
      if (!mounted.current) return;
      setState((s) => (s.attempt === attempt && s.error && isPageTimeout(s.error.reason) ? { attempt: s.attempt + 1, page: mod.default, error: null } : s));
    };
    loadRemotePage(route.remote, route.path, { retry: attempt > 0 })
      .then((page) => loadPageCode(route.remote, page, late))
      .then(
        (mod) => {
          rememberPage(key, mod.default);
          if (live) setState((s) => ({ ...s, page: mod.default }));
        },
        (reason: unknown) => {
          if (live) setState((s) => ({ ...s, error: { reason } }));
        },
      );
    return () => {
      live = false;
    };
  }, [Page, error, attempt, key, route.remote, route.path]);

  useEffect(() => {
    if (Page) markFirstPageShown();
  }, [Page]);

  // 再試行: a fresh attempt — or a reload of the document when this document cannot load the page again: its code
  // timed out (the browser keeps that chunk's request pending, and a new import() of it would wait for the same
  // request), or a preload of the remote's stylesheet failed (the browser answers the next request of that file with
  // the kept error: registry.ts remoteStylePreloadFailed). Nothing the worker typed is lost (the page never showed).
  const reloadToRetry = error !== null && (isPageTimeout(error.reason) || remoteStylePreloadFailed(route.remote));
  const retry = useCallback(() => {
    if (reloadToRetry) reloadDocument();
    else setState(nextAttempt);
  }, [reloadToRetry]);

  // The page's code could not be loaded (offline, say): when the connection comes back, load it again.
  const loadAgain = useCallback(() => {
    if (reloadToRetry) reloadDocument();
    else setState((s) => (s.error ? nextAttempt(s) : s));
  }, [reloadToRetry]);
  useReloadWhenOnline(error !== null, loadAgain);
  return (
    <AreaBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        {error ? <Failed reason={error.reason} /> : Page ? <Page /> : <PageSpinner />}
      </Suspense>
    </AreaBoundary>
  );
}
