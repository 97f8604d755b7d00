// The element of every route of the table: checks the route's parameters (404 on failure), then renders
// the remote's page lazily inside its own error boundary. 再試行 builds a fresh lazy component (a failed
// React.lazy import is cached) and forces the runtime to fetch the remote entry again.
import { lazy, Suspense, useState } from 'react';
import { useParams } from 'shared/router';
import { AreaBoundary } from '../errors/area-error';
import { ErrorScreen } from '../errors/error-screen';
import { PageSpinner } from '../layout/page-spinner';
import { loadRemotePage } from '../remotes/registry';
import { paramsAreValid, type ShellRoute } from './route-table';

export function RemoteRoute({ route }: { route: ShellRoute }) {
  const params = useParams();
  if (!paramsAreValid(route, params)) return <ErrorScreen error={{ status: 404 }} />;
  return <RemoteArea key={route.path} route={route} />;
}

function lazyPage(route: ShellRoute, retry: boolean) {
  return lazy(() => loadRemotePage(route.remote, route.path, { retry }).then((page) => page.load()));
}

function RemoteArea({ route }: { route: ShellRoute }) {
  const [{ Page, attempt }, setState] = useState(() => ({ Page: lazyPage(route, false), attempt: 0 }));
  const retry = () => setState((s) => ({ Page: lazyPage(route, true), attempt: s.attempt + 1 }));
  return (
    <AreaBoundary key={attempt} onRetry={retry}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </AreaBoundary>
  );
}
