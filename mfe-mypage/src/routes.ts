// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

const comingSoon = () => import('./pages/coming-soon-page').then((m) => ({ default: m.ComingSoonPage }));

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage', load: () => import('./pages/mypage-page').then((m) => ({ default: m.MypagePage })) },
  { path: '/mypage/edit', load: comingSoon },
  { path: '/mypage/email', load: comingSoon },
  { path: '/mypage/password', load: comingSoon },
  { path: '/mypage/info', load: comingSoon },
  { path: '/mypage/account', load: comingSoon },
  { path: '/mypage/account/edit', load: comingSoon },
];
