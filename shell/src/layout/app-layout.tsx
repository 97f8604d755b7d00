import { useEffect, useRef, useState, type ReactNode } from 'react';
import { leaveOrAsk, Link, useLocation, useNavigate } from 'shared/router';
import { sessionStore, useSession } from 'shared/store';
import { onSessionChangedElsewhere, signOut, tokenSubject } from 'shared/auth';
import { focusPageTitle, Icon } from 'shared/ui';
import { UI } from 'shared/messages';
import { OfflineBanner } from '../pwa/offline-banner';
import { PwaNoticesSlot } from '../pwa/pwa-notices-slot';
import { acceptUpdate } from '../pwa/start-pwa';
import { SHELL_BUILD } from '../build-info';
import { MessageBadge } from './message-badge';
import { firstPageShown } from './first-page';
import { returnPathAfterSignIn, type LoginReason } from 'shared/domain';
import { HOME_PATH, LOGIN_PATH } from '../guard/navigation-guard';
import { loginState } from '../guard/last-account';
import { SignOutDialog } from './sign-out-dialog';
import { unsentInputOnPhone, type UnsentInput } from './unsent-input';
import { askBeforeLeaving } from './leave-link';

/** Mobile-first frame: the header (app name, sign-out) and the page area. */
export function AppLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.token !== null);
  const navigate = useNavigate();
  const { pathname, search, state } = useLocation();

  // The session ended outside this tab (signed out in another tab, at the provider, or refused by the API in answer
  // to a page's call): the sign-in page, saying why, and remembering the page so that signing in again returns to
  // it. Signed in in another tab while this one shows the sign-in page: the page it was opened from, or my page.
  // (Another signed-out page, such as sign-up, is left as it is: it may hold what the worker typed.)
  useEffect(
    () =>
      onSessionChangedElsewhere((change) => {
        if (change === 'signed-in') {
          const token = sessionStore.getState().token;
          if (pathname === LOGIN_PATH) navigate(returnPathAfterSignIn(state, token ? tokenSubject(token) : null), { replace: true });
          return;
        }
        const reason: LoginReason =
          change === 'signed-out' ? 'signed-out-elsewhere' : change === 'access-denied' ? 'access-denied' : 'session-expired';
        navigate(LOGIN_PATH, { replace: true, state: loginState(pathname + search, reason) });
      }),
    [navigate, pathname, search, state],
  );

  // Another page (not the first one's load and redirects): the focus goes to its h1, so a screen reader says which
  // page opened (shared/ui focusPageTitle: now, or when the page's heading mounts after its loading state).
  // Read as the new location renders: a first page shown in the same commit (a redirect at start) sets it later.
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);
  const afterFirstPage = firstPageShown();
  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    if (afterFirstPage) focusPageTitle(main.current);
  }, [pathname, afterFirstPage]);

  // A sign-out deletes what the worker typed and has not sent (shared/events): when there is some, it is asked first.
  // signOut() clears the session at once, so the question closes with it — as when the session ends meanwhile
  // (another tab, the API), also for the next sign-in in this tab.
  const [unsent, setUnsent] = useState<UnsentInput[] | null>(null);
  if (unsent && !signedIn) setUnsent(null);

  async function signOutNow() {
    await signOut();
    navigate(LOGIN_PATH, { replace: true });
  }

  // The open page's question first (typed input it keeps nowhere: the bank account form), then the drafts'.
  function handleSignOut() {
    leaveOrAsk(() => {
      const kept = unsentInputOnPhone(sessionStore.getState().worker?.id ?? null);
      if (kept.length > 0) setUnsent(kept);
      else void signOutNow();
    });
  }

  const home = signedIn ? HOME_PATH : LOGIN_PATH;

  return (
    <div className="shell-app" data-build={SHELL_BUILD}>
      <a className="shell-skip-link" href="#main">{UI.skipToContent}</a>
      <header className="shell-header">
        <Link className="shell-header__brand" to={home} onClick={(event) => askBeforeLeaving(event, () => navigate(home))}>{UI.appName}</Link>
        <MessageBadge />
        {signedIn && (
          <button type="button" className="shell-header__action" onClick={handleSignOut}>
            <Icon name="sign-out" />
            <span>{UI.signOut}</span>
          </button>
        )}
      </header>
      <OfflineBanner />
      <main ref={main} id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <PwaNoticesSlot onUpdate={acceptUpdate} />
      {unsent && <SignOutDialog unsent={unsent} onCancel={() => setUnsent(null)} onConfirm={() => void signOutNow()} />}
    </div>
  );
}
