// Everything the installable app needs at start, kept off the critical path: the install-prompt listener
// (must be early), the worker's caches following the session (worker-caches.ts), chunk-load recovery, and,
// once the first page's content is shown, the web manifest's link (./web-manifest.ts), the service worker
// registration (workbox-window is in its own chunk) and link prefetching.
import { sessionStore } from 'shared/store';
import { startPrefetching, prefetchesInFlight } from '../prefetch/start-prefetching';
import { recoverFromChunkError } from './chunk-recovery';
import { watchInstallPrompt } from './install-prompt';
import { syncWorkerCaches } from './worker-caches';
import { afterFirstPage } from '../layout/first-page';
import { watchOfflineCopies } from './offline-copies';
import { linkWebManifest } from './web-manifest';
import { registerWhenLoaded } from './register-when-loaded';

/** What the service worker posted before the shell listened, kept by the boot script (shell/boot-hints.ts), once. */
function takeBootSwMessages(): unknown[] {
  const boot = globalThis.__SHELL_BOOT__;
  const messages = boot?.swMessages ?? [];
  if (boot) boot.swMessages = undefined;
  return messages;
}

export function startPwa(): void {
  watchInstallPrompt();
  syncWorkerCaches(sessionStore);
  // Before the first API read: the service worker says when it answers one with its offline copy (./offline-copies.ts).
  watchOfflineCopies(typeof navigator !== 'undefined' && 'serviceWorker' in navigator ? navigator.serviceWorker : undefined, takeBootSwMessages);

  // A chunk of a page (or of a remote's own lazy part) that a deploy deleted: reload once. A preload
  // failing during a link prefetch is left alone: the worker has not asked for that page yet.
  window.addEventListener('vite:preloadError', (event) => {
    if (prefetchesInFlight() > 0) return;
    recoverFromChunkError(event.payload);
  });

  afterFirstPage(() => {
    startPrefetching();
    if (import.meta.env.PROD) {
      linkWebManifest();
      registerWhenLoaded();
    }
  });
}

/** Accepts the update prompt (the registration module is loaded by then). */
export function acceptUpdate(): void {
  import('./register-service-worker')
    .then((m) => m.applyUpdate())
    .catch((error: unknown) => console.error('[shell] could not apply the update', error));
}
