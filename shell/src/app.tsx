import { BrowserRouter, Navigate, Route, Routes } from 'shared/router';
import { AppLayout } from './layout/app-layout';
import { FatalBoundary } from './errors/fatal-boundary';
import { ErrorScreen } from './errors/error-screen';
import { GuardGate } from './guard/guard-gate';
import { RemoteRoute } from './routing/remote-route';
import { ROUTE_TABLE } from './routing/route-table';

export function App() {
  return (
    <BrowserRouter>
      <AppLayout>
        <FatalBoundary>
          <GuardGate>
            <Routes>
              <Route path="/" element={<Navigate to="/mypage" replace />} />
              {ROUTE_TABLE.map((route) => (
                <Route key={route.path} path={route.path} element={<RemoteRoute route={route} />} />
              ))}
              <Route path="*" element={<ErrorScreen error={{ status: 404 }} />} />
            </Routes>
          </GuardGate>
        </FatalBoundary>
      </AppLayout>
    </BrowserRouter>
  );
}
