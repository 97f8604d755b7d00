// Where the sign-in page sends the worker, and why the shell sent the worker there: one rule for the shell (its guard
// and its answer to another tab's sign-in) and mfe-auth (after signing in). docs/contracts.md "The sign-in page's
// navigation state".

/** My page: where a signed-in worker lands, and the root of every page that needs a sign-in. */
export const MYPAGE_PATH = '/mypage';

/** /mypage or a path under it (a path without its query), never a look-alike such as /mypageX. */
export function isMypagePath(path: string): boolean {
  return path === MYPAGE_PATH || path.startsWith(`${MYPAGE_PATH}/`);
}

/**
 * Where to go once signed in, from the sign-in page's navigation state: its `from` (with its query, e.g.
 * /mypage/email?confirm=…) when that is my page or under it, else my page — never another path or origin.
 * Since shared 0.11.0: when the state names the account that was signed in (`fromAccount`, the token's subject)
 * and `account` (the one signed in now) is another, my page: someone else's page (a chat thread, a form) is
 * nothing for them.
 */
export function returnPathAfterSignIn(state: unknown, account?: string | null): string {
  const record = typeof state === 'object' && state !== null ? (state as { from?: unknown; fromAccount?: unknown }) : {};
  const from = record.from;
  if (typeof record.fromAccount === 'string' && typeof account === 'string' && record.fromAccount !== account) return MYPAGE_PATH;
  return typeof from === 'string' && isMypagePath(from.split(/[?#]/)[0] ?? '') ? from : MYPAGE_PATH;
}

/**
 * Why the shell sends the worker to the sign-in page (its navigation state's `reason`; mfe-auth says it above the
 * form): signed out in another tab, the token refused (a 401, or the provider no longer has the worker at a refresh),
 * or the token accepted but its account refused (a 403: no worker has it any more), or the profile could not be
 * loaded at all (a server error or no connection: the session is kept, signing in again loads it).
 */
export type LoginReason = 'signed-out-elsewhere' | 'session-expired' | 'access-denied' | 'profile-unavailable';
