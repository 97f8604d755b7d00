// The element of every route of the table: checks the route's parameters (404 on failure), then renders
// the remote's page lazily inside its own error boundary. 再試行 builds a fresh lazy component (a failed
// React.lazy import is cached) and forces the runtime to fetch the remote entry again.
import { lazy, Suspense, useMemo, useState } from 'react';
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

function RemoteArea({ route }: { route: ShellRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () => lazy(() => loadRemotePage(route.remote, route.path, { retry: attempt > 0 }).then((page) => page.load())),
    [route.remote, route.path, attempt],
  );
  return (
    <AreaBoundary key={attempt} onRetry={() => setAttempt((n) => n + 1)}>
      <Suspense fallback={<PageSpinner />}>
        <Page />
      </Suspense>
    </AreaBoundary>
  );
}
