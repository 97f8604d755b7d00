// The one exposed module (./routes): this remote's pages, each loaded lazily (shared/remote-contract).
import type { RemoteRoutesModule } from 'shared/remote-contract';

export const routes: RemoteRoutesModule['routes'] = [
  { path: '/login', load: () => import('./pages/login-page').then((m) => ({ default: m.LoginPage })) },
  { path: '/login/forget-password', load: () => import('./pages/forget-password-page').then((m) => ({ default: m.ForgetPasswordPage })) },
  { path: '/signup', load: () => import('./pages/signup-page').then((m) => ({ default: m.SignupPage })) },
  { path: '/signup/profile', load: () => import('./pages/signup-profile-page').then((m) => ({ default: m.SignupProfilePage })) },
];
