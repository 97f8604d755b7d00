// One area (a remote's page) failed: a Japanese message with 再試行, inside the layout, while the
// header and every other area keep working (house rule 4).
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { Link } from 'shared/router';
import { Button, useDocumentTitle } from 'shared/ui';
import { ERROR_SCREEN } from 'shared/messages';
import { ErrorScreen } from './error-screen';
import { isStatusError, toScreenError } from './screen-error';
import { RemoteUnavailableError } from '../remotes/registry';
import { recoverFromChunkError } from '../pwa/chunk-recovery';
import { PageSpinner } from '../layout/page-spinner';
import { useOnline } from '../pwa/online-status';

export function AreaError({ onRetry, notDeployed = false, incompatible = null }: {
  onRetry: () => void;
  notDeployed?: boolean;
  /** The remote was built against a `shared` version this shell does not provide. */
  incompatible?: { remote: string; remoteShared: string; appShared: string } | null;
}) {
  // Offline, the page opens by itself when the connection returns (remote-route.tsx): say so.
  const online = useOnline();
  useDocumentTitle(ERROR_SCREEN.areaTitle);
  const message = incompatible
    ? ERROR_SCREEN.areaIncompatible(incompatible.remote, incompatible.remoteShared, incompatible.appShared)
    : notDeployed ? ERROR_SCREEN.areaNotDeployed : online ? ERROR_SCREEN.areaUnavailable : ERROR_SCREEN.areaOffline;
  return (
    <section className="shell-error" role="alert" aria-labelledby="area-error-title" data-testid="area-error">
      <h1 id="area-error-title" className="shell-error__title">{ERROR_SCREEN.areaTitle}</h1>
      <p className="shell-error__message">{message}</p>
      <div className="shell-error__actions">
        <Button onClick={onRetry}>{ERROR_SCREEN.retry}</Button>
        <Link className="shell-link" to="/mypage">{ERROR_SCREEN.toMypage}</Link>
      </div>
    </section>
  );
}

interface Props { children: ReactNode; onRetry: () => void }
interface State { error: unknown; reloading: boolean }

/**
 * Catches a page's load or render failure. An HTTP status error (403, 404) shows the error screen; a chunk
 * a deploy deleted reloads the page once (chunk-recovery), showing the spinner meanwhile.
 */
export class AreaBoundary extends Component<Props, State> {
  override state: State = { error: null, reloading: false };
  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error: error ?? new Error('unknown') };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    if (recoverFromChunkError(error)) {
      this.setState({ reloading: true });
      return;
    }
    console.error('[shell] area failed', error, info.componentStack);
  }
  override render() {
    const { error, reloading } = this.state;
    if (error === null) return this.props.children;
    if (reloading) return <PageSpinner />;
    if (isStatusError(error)) return <ErrorScreen error={toScreenError(error)} />;
    const notDeployed = error instanceof RemoteUnavailableError && error.reason === 'absent';
    const versions = error instanceof RemoteUnavailableError && error.reason === 'incompatible' ? error.versions : null;
    const incompatible = versions && error instanceof RemoteUnavailableError
      ? { remote: error.remote, remoteShared: versions.remote, appShared: versions.shell }
      : null;
    return <AreaError onRetry={this.props.onRetry} notDeployed={notDeployed} incompatible={incompatible} />;
  }
}
