// Every route of spec §2, each mounted from a remote's single exposed ./routes module.
// The shell reaches remotes only by federation name, never by import.

export type RemoteName = 'mfe_auth' | 'mfe_mypage' | 'mfe_shifts' | 'mfe_salary' | 'mfe_chat';

export interface ShellRoute {
  path: string;
  remote: RemoteName;
  /** Route parameter rules; a parameter that fails its rule is a 404 'Page Not Found' (spec §2). */
  params?: Record<string, RegExp>;
}

const ID = /^[A-Za-z0-9_-]{1,64}$/;

export const ROUTE_TABLE: readonly ShellRoute[] = [
  { path: '/login', remote: 'mfe_auth' },
  { path: '/login/forget-password', remote: 'mfe_auth' },
  { path: '/signup', remote: 'mfe_auth' },
  { path: '/signup/profile', remote: 'mfe_auth' },
  { path: '/mypage', remote: 'mfe_mypage' },
  { path: '/mypage/account', remote: 'mfe_mypage' },
  { path: '/mypage/account/edit', remote: 'mfe_mypage' },
  { path: '/mypage/edit', remote: 'mfe_mypage' },
  { path: '/mypage/email', remote: 'mfe_mypage' },
  { path: '/mypage/password', remote: 'mfe_mypage' },
  { path: '/mypage/info', remote: 'mfe_mypage' },
  { path: '/mypage/chat/inquiry', remote: 'mfe_chat' },
  { path: '/mypage/chat/inquiry/:id', remote: 'mfe_chat', params: { id: ID } },
  { path: '/mypage/chat/:id', remote: 'mfe_chat', params: { id: ID } },
  { path: '/mypage/reservation-list', remote: 'mfe_chat' },
  { path: '/mypage/reservation/:id', remote: 'mfe_chat', params: { id: ID } },
  { path: '/mypage/salary', remote: 'mfe_salary' },
  { path: '/mypage/shift-list', remote: 'mfe_shifts' },
  { path: '/mypage/shift-submit', remote: 'mfe_shifts' },
  { path: '/mypage/user/:id', remote: 'mfe_chat', params: { id: ID } },
];

/** Routes a signed-out visitor may reach (spec §2's excluded set). */
export const EXCLUDED_PATHS: readonly string[] = ['/login', '/signup', '/login/forget-password'];

export function paramsAreValid(route: ShellRoute, params: Readonly<Record<string, string | undefined>>): boolean {
  if (!route.params) return true;
  return Object.entries(route.params).every(([name, rule]) => {
    const value = params[name];
    return value !== undefined && rule.test(value);
  });
}
