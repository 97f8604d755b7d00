// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage/shift-submit', load: () => import('./pages/shift-submit-page').then((m) => ({ default: m.ShiftSubmitPage })) },
  { path: '/mypage/shift-list', load: () => import('./pages/shift-list-page').then((m) => ({ default: m.ShiftListPage })) },
];
