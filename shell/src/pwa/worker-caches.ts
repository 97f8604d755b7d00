// The worker's cached data follows the session (hooked on the session store, so every way a token comes
// or goes is covered — sign-in, refresh, sign-out, a token the API refused):
// - sign-out: anything cached for a worker is deleted. The page deletes the caches itself (works even
//   before the service worker controls the page) and tells the service worker, so a response still in
//   flight is not stored afterwards;
// - a new token (sign-in): the profile is fetched once through the service worker, so that the guard can
//   open /mypage offline later (sign-in put the profile in memory: the guard did not fetch it).
import { getConfig } from 'shared/config';
import { SW_MESSAGES, WORKER_CACHE_NAMES } from './sw-protocol';
import { forgetOfflineCopyTime } from './offline-copies';

interface TokenStore {
  getState: () => { token: string | null };
  subscribe: (listener: (state: { token: string | null }, previous: { token: string | null }) => void) => () => void;
}

export interface PurgeEnv {
  deleteCache: (name: string) => Promise<unknown>;
  tellServiceWorker: (message: { type: string; payload?: unknown }) => void;
  /** GET /workerapi/me's URL (config's apiBaseUrl + path). */
  meUrl?: () => string;
}

function browserPurgeEnv(): PurgeEnv {
  return {
    deleteCache: (name) => (typeof caches === 'undefined' ? Promise.resolve(false) : caches.delete(name)),
    tellServiceWorker: (message) => {
      navigator.serviceWorker?.controller?.postMessage(message);
    },
    meUrl: () => {
      try {
        return `${getConfig().apiBaseUrl}/workerapi/me`;
      } catch {
        return '/workerapi/me';
      }
    },
  };
}

/** Deletes every cache holding a worker's data. */
export async function purgeWorkerCaches(env: PurgeEnv = browserPurgeEnv()): Promise<void> {
  env.tellServiceWorker({ type: SW_MESSAGES.signedOut });
  // The offline banner no longer says a saved copy is shown (the sign-in page after signing out offline).
  forgetOfflineCopyTime();
  await Promise.all(WORKER_CACHE_NAMES.map((name) => env.deleteCache(name).catch(() => false)));
}

/** Asks the service worker to fetch and cache the profile with this token (Workbox's CACHE_URLS). */
export function cacheProfile(token: string, env: PurgeEnv = browserPurgeEnv()): void {
  const url = new URL(env.meUrl?.() ?? '/workerapi/me', globalThis.location?.href ?? 'http://localhost/').href;
  env.tellServiceWorker({
    type: 'CACHE_URLS',
    payload: { urlsToCache: [[url, { headers: { Authorization: `Bearer ${token}`, Accept: 'application/json' } }]] },
  });
}

/**
 * Purges when the token goes from a value to none (and at start when no one is signed in); caches the
 * profile when a new token arrives.
 */
export function syncWorkerCaches(store: TokenStore, env: PurgeEnv = browserPurgeEnv()): () => void {
  if (store.getState().token === null) void purgeWorkerCaches(env);
  return store.subscribe((state, previous) => {
    if (previous.token !== null && state.token === null) void purgeWorkerCaches(env);
    else if (state.token !== null && state.token !== previous.token) cacheProfile(state.token, env);
  });
}
