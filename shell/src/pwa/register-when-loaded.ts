/**
 * Loads the service worker's registration (a chunk of its own) and registers. Offline as the first page finished, the
 * chunk cannot be fetched: that is tried again when the connection returns, and never reaches the app's error screen
 * (an unhandled rejection there replaced the page with 「エラーが発生しました」).
 */
export function registerWhenLoaded(load: () => Promise<{ registerServiceWorker: () => Promise<unknown> }> = () => import('./register-service-worker')): void {
  load()
    .then((m) => m.registerServiceWorker())
    .catch((error: unknown) => {
      console.error('[shell] could not load the service worker registration; trying again when online', error);
      window.addEventListener('online', () => registerWhenLoaded(load), { once: true });
    });
}
