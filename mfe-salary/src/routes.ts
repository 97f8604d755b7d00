// The one exposed module (./routes): this remote's page, loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage/salary', load: () => import('./pages/salary-page').then((m) => ({ default: m.SalaryPage })) },
];
