import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { loadConfig, type ConfigFetch } from 'shared/config';
import { followSession } from 'shared/auth';
import { preloadApi } from 'shared/api';
import { sessionStore } from 'shared/store';
import { ERROR_SCREEN } from 'shared/messages';
import { App } from './app';
import { registerConfiguredRemotes } from './remotes/registry';
import { warmCurrentRoute } from './prefetch/start-prefetching';
import { startPwa } from './pwa/start-pwa';
import { holdStreamUntil } from 'shared/events';
import { afterFirstPage, firstContentShown } from './layout/first-page';
import { adoptEarlyApiCalls, type EarlyApiCall } from './boot/early-api-call';
import './shell.css';

const container = document.getElementById('root');
if (!container) throw new Error('#root is missing from index.html');
const root = createRoot(container);

function BootError() {
  return (
    <section className="shell-error" role="alert">
      <h1 className="shell-error__title">{ERROR_SCREEN.fallback}</h1>
      <p className="shell-error__message">{ERROR_SCREEN.bootFailed}</p>
      <button type="button" className="shell-button" onClick={() => window.location.reload()}>{ERROR_SCREEN.retry}</button>
    </section>
  );
}

declare global {
  /** Set by index.html's boot script (boot-hints.ts): the /config.json fetch it started before any module loaded, its early GETs, `failed()`, which shows the start failure, and the remotes' route hints (`hints`, `preloadPage`). */
  var __SHELL_BOOT__: {
    config?: Promise<Response>;
    calls?: EarlyApiCall[];
    failed?: () => void;
    /** A remote's route-hints.json by its entry URL (remembered or fetched), or null. */
    hints?: (entry: string) => Promise<unknown>;
    /** Requests at once the files a remote's page loads that the document has not requested yet (its route hints). */
    preloadPage?: (entry: string, page: string) => Promise<void>;
    /** The URLs of the stylesheet preloads it added that failed to load (offline). */
    failedStylePreloads?: string[];
    /** What the service worker posted before the shell listened (`data` of each message); undefined once taken. */
    swMessages?: unknown[];
  } | undefined;
}

/** The boot script's early /config.json response (once), else a fetch of its own. */
const bootFetch: ConfigFetch = (url, init) => {
  const early = globalThis.__SHELL_BOOT__?.config;
  if (globalThis.__SHELL_BOOT__) globalThis.__SHELL_BOOT__.config = undefined;
  return early ? early.catch(() => fetch(url, init)) : fetch(url, init);
};

startPwa();
// The live event stream opens once the first page's content is on screen, not in the middle of its loading.
holdStreamUntil(firstContentShown());
// The boot script's early GETs (sent once the config named the API: /workerapi/me, the guard's first call, and
// the calls the page's route hints declare) answer the client's first requests for the same URLs — without the
// HTTP stack when they bring data, so a signed-in page whose first GETs were all sent early loads axios only once
// its content is shown, for what the worker does next.
if (globalThis.__SHELL_BOOT__) adoptEarlyApiCalls(() => globalThis.__SHELL_BOOT__?.calls);
afterFirstPage(() => {
  if (sessionStore.getState().token) void preloadApi().catch(() => undefined);
});

try {
  const config = await loadConfig(bootFetch);
  registerConfiguredRemotes(config.remotes);
  warmCurrentRoute(window.location.pathname, sessionStore.getState().token !== null);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // The session's token life and the other tabs' sign-in and sign-out, without Firebase: it loads only when the
  // token is due for a refresh (at once for an expired one) or the worker signs out (docs/decisions.md).
  followSession();
} catch (error) {
  console.error('[shell] start failed', error);
  root.render(<BootError />);
}
