import { useEffect, type ReactNode } from 'react';
import { Link, useLocation, useNavigate } from 'shared/router';
import { useSession } from 'shared/store';
import { onSessionChangedElsewhere, signOut } from 'shared/auth';
import { Icon } from 'shared/ui';
import { UI } from 'shared/messages';
import { OfflineBanner } from '../pwa/offline-banner';
import { PwaNotices } from '../pwa/pwa-notices';
import { acceptUpdate } from '../pwa/start-pwa';
import { SHELL_BUILD } from '../build-info';
import { MessageBadge } from './message-badge';

/** Mobile-first frame: the header (app name, sign-out) and the page area. */
export function AppLayout({ children }: { children: ReactNode }) {
  const signedIn = useSession((s) => s.token !== null);
  const navigate = useNavigate();
  const { pathname } = useLocation();

  // The worker signed out in another tab: this one shows the sign-in page too. Signed in there while this tab
  // shows the sign-in page: my page. (Another signed-out page, such as sign-up, is left as it is.)
  useEffect(
    () =>
      onSessionChangedElsewhere((change) => {
        if (change === 'signed-out') navigate('/login', { replace: true });
        else if (pathname === '/login') navigate('/mypage', { replace: true });
      }),
    [navigate, pathname],
  );

  async function handleSignOut() {
    await signOut();
    navigate('/login', { replace: true });
  }

  return (
    <div className="shell-app" data-build={SHELL_BUILD}>
      <a className="shell-skip-link" href="#main">{UI.skipToContent}</a>
      <header className="shell-header">
        <Link className="shell-header__brand" to={signedIn ? '/mypage' : '/login'}>{UI.appName}</Link>
        <MessageBadge />
        {signedIn && (
          <button type="button" className="shell-header__action" onClick={() => void handleSignOut()}>
            <Icon name="sign-out" />
            <span>{UI.signOut}</span>
          </button>
        )}
      </header>
      <OfflineBanner />
      <main id="main" className="shell-main" tabIndex={-1}>
        {children}
      </main>
      <PwaNotices onUpdate={acceptUpdate} />
    </div>
  );
}
