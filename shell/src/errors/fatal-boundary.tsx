// Fatal or unhandled errors render the error screen (spec §2): render errors anywhere in the app,
// uncaught errors and unhandled promise rejections. Leaving the screen (navigation) clears it.
import { Component, useEffect, useState, type ErrorInfo, type ReactNode } from 'react';
import { useLocation } from 'shared/router';
import { ErrorScreen } from './error-screen';
import { toScreenError, type ScreenError } from './screen-error';
import { isChunkLoadError, recoverFromChunkError } from '../pwa/chunk-recovery';

class RenderBoundary extends Component<{ children: ReactNode; onError: (e: ScreenError) => void }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('[shell] render error', error, info.componentStack);
    this.props.onError(toScreenError(error));
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/** Ignore noise that is not a failure of the app (browser-internal or cancelled work). */
function isNoise(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason);
  return /ResizeObserver loop|AbortError|CanceledError/.test(text);
}

export function FatalBoundary({ children }: { children: ReactNode }) {
  const [fatal, setFatal] = useState<{ error: ScreenError; path: string } | null>(null);
  const { pathname } = useLocation();

  useEffect(() => {
    const onError = (event: ErrorEvent) => {
      if (isNoise(event.error ?? event.message)) return;
      if (recoverFromChunkError(event.error ?? event.message)) return; // a deploy removed a chunk: one reload
      setFatal({ error: toScreenError(event.error ?? event.message), path: window.location.pathname });
    };
    const onRejection = (event: PromiseRejectionEvent) => {
      if (isNoise(event.reason)) return;
      if (recoverFromChunkError(event.reason)) return;
      // A dynamic import that failed and that no one handled is background work (a page's own code failing shows its
      // area error through React): offline, or just reconnected, it must not replace the page the worker is using.
      if (isChunkLoadError(event.reason)) {
        console.error('[shell] a background module could not be loaded', event.reason);
        return;
      }
      console.error('[shell] unhandled rejection', event.reason);
      setFatal({ error: toScreenError(event.reason), path: window.location.pathname });
    };
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);

  if (fatal && fatal.path === pathname) return <ErrorScreen error={fatal.error} />;
  return (
    <RenderBoundary key={fatal ? `after-${fatal.path}` : 'app'} onError={(error) => setFatal({ error, path: window.location.pathname })}>
      {children}
    </RenderBoundary>
  );
}
