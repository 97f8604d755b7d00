// The one exposed module (./routes): this remote's page, loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

// `calls`: the GETs a page sends as it opens without a query, started by the shell's boot script for a stored
// session while this code loads (shared/remote-contract RemotePage.calls); src/pages/first-calls.test.tsx keeps them true.
export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage/salary', load: () => import('./pages/salary-page').then((m) => ({ default: m.SalaryPage })), calls: ['/workerapi/salaries'] },
];
