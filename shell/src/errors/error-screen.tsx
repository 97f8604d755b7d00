// The error screen of spec §2: 404 → the not-found message; any other error → its message or the
// fallback 'エラーが発生しました'; one button (マイページ with a worker session, else ログイン); the stack
// trace only when the environment is 'local'.
import { Link } from 'shared/router';
import { useSession } from 'shared/store';
import { ERROR_SCREEN } from 'shared/messages';
import { LOCAL_ENVIRONMENT } from 'shared/domain';
import { PageTitle } from 'shared/ui';
import { currentEnvironment } from '../remotes/environment';
import type { ScreenError } from './screen-error';

export function ErrorScreen({ error, hardLink = false }: { error: ScreenError; hardLink?: boolean }) {
  const hasSession = useSession((s) => s.token !== null || s.worker !== null);
  const notFound = error.status === 404;
  const title = notFound ? ERROR_SCREEN.notFoundTitle : ERROR_SCREEN.fallback;
  const message = notFound ? ERROR_SCREEN.notFoundMessage : error.message?.trim() || ERROR_SCREEN.fallback;
  const target = hasSession ? { to: '/mypage', label: ERROR_SCREEN.toMypage } : { to: '/login', label: ERROR_SCREEN.toLogin };
  const showStack = currentEnvironment() === LOCAL_ENVIRONMENT && Boolean(error.stack);

  return (
    <section className="shell-error" aria-labelledby="shell-error-title" data-testid="error-screen">
      {notFound && <p className="shell-error__status">404</p>}
      {/* the shared page heading: it names the tab, and takes the focus after a navigation, also when it mounts later */}
      <PageTitle id="shell-error-title" className="shell-error__title">{title}</PageTitle>
      {message !== title && <p className="shell-error__message">{message}</p>}
      {hardLink ? (
        <a className="shell-button" href={target.to}>{target.label}</a>
      ) : (
        <Link className="shell-button" to={target.to}>{target.label}</Link>
      )}
      {showStack && <pre className="shell-error__stack" data-testid="error-stack">{error.stack}</pre>}
    </section>
  );
}
