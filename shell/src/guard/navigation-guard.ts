// The navigation guard of spec §2, as a pure function so every rule is unit-tested:
// - same destination and current path: the check is skipped;
// - the excluded set (/login, /signup, /login/forget-password): a navigation is excluded when the
//   destination is in the set, or when both source and destination are in it; excluded navigations
//   need no session (signed-out visitors reach login and sign-up);
// - otherwise a stored token is required and, if no worker profile is in memory, it is loaded;
// - any failure sends the user to /login.
// Added by the walking-skeleton issue: a signed-in worker who opens /login goes to /mypage.
// Added by the account-flows issue: a worker who has not completed the sign-up profile (profileCompleted
// false) is brought back to /signup/profile from every /mypage… destination (and from /login).
import { MYPAGE_PATH, SIGNUP_PROFILE_PATH, isMypagePath, type LoginReason } from 'shared/domain';
import { EXCLUDED_PATHS } from '../routing/route-table';

export const LOGIN_PATH = '/login';
export const HOME_PATH = MYPAGE_PATH;
export type { LoginReason };

export interface GuardDeps {
  getToken: () => string | null;
  hasWorker: () => boolean;
  loadWorker: () => Promise<unknown>;
  /** Told about a failure before the redirect (e.g. to drop a rejected session); may name the reason for /login. */
  onFailure?: (error: unknown) => LoginReason | void;
  /** True when the worker in memory has not completed the sign-up profile yet. */
  profileIncomplete?: () => boolean;
}

export type GuardResult = { type: 'allow' } | { type: 'redirect'; to: string; reason?: LoginReason };

const ALLOW: GuardResult = { type: 'allow' };


/** Where a signed-in worker belongs: /mypage, or /signup/profile while the profile is not completed. */
function home(deps: GuardDeps): GuardResult {
  return { type: 'redirect', to: deps.profileIncomplete?.() ? SIGNUP_PROFILE_PATH : HOME_PATH };
}

/** With the worker in memory: every /mypage… destination needs a completed profile. */
function withProfile(to: string, deps: GuardDeps): GuardResult {
  return isMypagePath(to) && deps.profileIncomplete?.() ? { type: 'redirect', to: SIGNUP_PROFILE_PATH } : ALLOW;
}

export function isExcluded(from: string | null, to: string): boolean {
  const inSet = (p: string | null) => p !== null && EXCLUDED_PATHS.includes(p);
  return inSet(to) || (inSet(from) && inSet(to));
}

/** Decides without waiting when it can (no flash of a spinner); `null` means a profile load is needed. */
export function decideNow(from: string | null, to: string, deps: GuardDeps): GuardResult | null {
  if (from === to) return ALLOW;
  const token = deps.getToken();
  if (isExcluded(from, to)) {
    if (to === LOGIN_PATH && token && deps.hasWorker()) return home(deps);
    if (to === LOGIN_PATH && token) return null;
    return ALLOW;
  }
  if (!token) {
    deps.onFailure?.(new Error('no stored token'));
    return { type: 'redirect', to: LOGIN_PATH };
  }
  return deps.hasWorker() ? withProfile(to, deps) : null;
}

export async function runGuard(from: string | null, to: string, deps: GuardDeps): Promise<GuardResult> {
  const now = decideNow(from, to, deps);
  if (now) return now;
  try {
    await deps.loadWorker();
  } catch (error) {
    const reason = deps.onFailure?.(error);
    // A stale token on /login simply shows the sign-in form (never a redirect loop).
    if (to === LOGIN_PATH) return ALLOW;
    return reason ? { type: 'redirect', to: LOGIN_PATH, reason } : { type: 'redirect', to: LOGIN_PATH };
  }
  return to === LOGIN_PATH ? home(deps) : withProfile(to, deps);
}
