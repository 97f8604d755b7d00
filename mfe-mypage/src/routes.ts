// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/mypage', load: () => import('./pages/mypage-page').then((m) => ({ default: m.MypagePage })) },
  { path: '/mypage/edit', load: () => import('./pages/profile-edit-page').then((m) => ({ default: m.ProfileEditPage })) },
  { path: '/mypage/email', load: () => import('./pages/email-page').then((m) => ({ default: m.EmailPage })) },
  { path: '/mypage/password', load: () => import('./pages/password-page').then((m) => ({ default: m.PasswordPage })) },
  { path: '/mypage/info', load: () => import('./pages/info-page').then((m) => ({ default: m.InfoPage })) },
  { path: '/mypage/account', load: () => import('./pages/account-page').then((m) => ({ default: m.AccountPage })) },
  { path: '/mypage/account/edit', load: () => import('./pages/account-edit-page').then((m) => ({ default: m.AccountEditPage })) },
];
