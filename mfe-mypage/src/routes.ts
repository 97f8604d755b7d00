// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [
  // `calls`: the GETs my page sends as it opens (its cards), started by the shell's boot script for a stored session
  // while this code loads (shared/remote-contract RemotePage.calls); pages/mypage-page-calls.test.tsx keeps the list true.
  { path: '/mypage', load: () => import('./pages/mypage-page').then((m) => ({ default: m.MypagePage })), calls: ['/workerapi/notices', '/workerapi/shifts', '/workerapi/salaries', '/workerapi/reservations/summary', '/workerapi/messages/unread'] },
  { path: '/mypage/edit', load: () => import('./pages/profile-edit-page').then((m) => ({ default: m.ProfileEditPage })) },
  { path: '/mypage/email', load: () => import('./pages/email-page').then((m) => ({ default: m.EmailPage })) },
  { path: '/mypage/password', load: () => import('./pages/password-page').then((m) => ({ default: m.PasswordPage })) },
  { path: '/mypage/info', load: () => import('./pages/info-page').then((m) => ({ default: m.InfoPage })) },
  { path: '/mypage/account', load: () => import('./pages/account-page').then((m) => ({ default: m.AccountPage })) },
  { path: '/mypage/account/edit', load: () => import('./pages/account-edit-page').then((m) => ({ default: m.AccountEditPage })) },
];
