// The account (its token's subject) that was signed in last in this tab, kept across the end of its session: the
// sign-in page's state names it (`fromAccount`), so that someone else signing in on this phone lands on my page,
// not on the page the last worker was on (shared/domain returnPathAfterSignIn).
import { tokenSubject } from 'shared/auth';
import { sessionStore } from 'shared/store';

let last: string | null = null;

function note(token: string | null): void {
  const subject = token ? tokenSubject(token) : null;
  if (subject) last = subject;
}

note(sessionStore.getState().token);
sessionStore.subscribe((state) => note(state.token));

/** Test seam: as a new tab starts. */
export function forgetLastAccount(): void {
  last = null;
}

/** The sign-in page's navigation state for a worker sent there from `from`. */
export function loginState(from: string, reason?: string): { from: string; reason?: string; fromAccount?: string } {
  return { from, ...(reason ? { reason } : {}), ...(last ? { fromAccount: last } : {}) };
}
