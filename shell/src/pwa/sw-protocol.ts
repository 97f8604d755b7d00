// What the page and the service worker agree on: cache names, messages, and which request goes to
// which caching rule. Pure (no DOM, no worker types) so both sides and the unit tests import it.

/** Runtime caches of the service worker (the precache of the shell's own files is Workbox's). */
export const CACHES = {
  /** /config.json (network-first; the cache only when the network fails or is dead: DEAD_NETWORK_TIMEOUT_SECONDS) and the remotes' entries and federation manifests (network-first, short timeout). */
  entries: 'shell-entries-v1',
  /** Hashed files under /assets/ (the shell's and every remote's): cache-first, immutable. */
  assets: 'shell-assets-v1',
  /** GET /workerapi/* responses, each entry tagged with the worker who fetched it; emptied on sign-out. */
  workerApi: 'worker-api-v1',
} as const;

/** Every cache holding one worker's data (all of it is deleted on sign-out). */
export const WORKER_CACHE_NAMES: readonly string[] = [CACHES.workerApi];

/** How long a remote entry or federation manifest may take before the cached copy is used (/config.json: no timeout). */
export const ENTRY_NETWORK_TIMEOUT_SECONDS = 3;

/**
 * How long /config.json and an API read may go unanswered before the last copy is used: not a slow network but a dead
 * one that does not error (the phone says online; the request never answers). The network's answer, when it comes,
 * is still stored and announced (SW_NOTICES.networkAnswered), so the pages load the real data then.
 */
export const DEAD_NETWORK_TIMEOUT_SECONDS = 10;

/** The query parameter of a cached API entry's key naming (by a hash) the worker it belongs to. */
export const WORKER_KEY_PARAM = '__worker';

/** Messages the page posts to the service worker. */
export const SW_MESSAGES = {
  /** workbox-window's messageSkipWaiting() sends this: the waiting worker activates (need-refresh accepted). */
  skipWaiting: 'SKIP_WAITING',
  /** The worker signed out: stop caching in-flight API responses and delete every worker cache. */
  signedOut: 'WORKER_SIGNED_OUT',
} as const;

/**
 * Messages the service worker posts to the pages. The network failed while the browser says it is online (a dead
 * connection, a captive network), so an API read was answered with the offline copy: the page must not pass that copy
 * off as current (./offline-copies.ts). A later network answer says the connection is back.
 */
export const SW_NOTICES = {
  offlineCopyServed: 'OFFLINE_COPY_SERVED',
  networkAnswered: 'NETWORK_ANSWERED',
} as const;

export function isSwMessage(data: unknown, type: string): boolean {
  return typeof data === 'object' && data !== null && 'type' in data && data.type === type;
}

/**
 * When the copy of an SW_NOTICES.offlineCopyServed notice was saved (ms since the epoch): the `Date` of the answer the
 * service worker stored, which it sends as `savedAt`; null when it had none.
 */
export function offlineCopySavedAt(data: unknown): number | null {
  if (typeof data !== 'object' || data === null || !('savedAt' in data)) return null;
  const value: unknown = data.savedAt;
  return typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : null;
}

/** /config.json on this origin. */
export function isRuntimeConfig(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname === '/config.json';
}

/**
 * A remote's entry or federation manifest (any origin: production config may name a CDN). Their names
 * do not change between deploys, so they are never served from cache while the network answers.
 */
export function isFederationEntry(url: URL): boolean {
  return /\/(?:remoteEntry(?:-[\w-]+)?\.js|mf-manifest\.json|mf-stats\.json)$/.test(url.pathname);
}

/** A hashed build file (Vite writes every chunk, stylesheet and asset as assets/<name>-<hash>.<ext>). */
export function isHashedAsset(url: URL): boolean {
  return /\/assets\/[^/]+-[\w-]{8,}\.(?:m?js|css|woff2?|png|svg|webp|jpe?g|gif|ico)$/.test(url.pathname);
}

/** A worker API read (any origin: apiBaseUrl may name another host). Mutations are never cached. */
export function isWorkerApiRead(url: URL, method: string): boolean {
  // The event stream (/workerapi/events, server-sent events) goes straight to the network: a stream never ends,
  // so there is nothing to keep for offline use.
  return method === 'GET' && url.pathname.startsWith('/workerapi/') && url.pathname !== '/workerapi/health' && url.pathname !== '/workerapi/events';
}

/**
 * workerapi marks the answers the service worker may keep for offline use (per worker, deleted on sign-out) with
 * this header; every API answer is `Cache-Control: no-store` for the HTTP cache (workerapi/src/http/cache-policy.ts).
 */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
export const OFFLINE_COPY_SESSION = 'session';
/** Never kept, whatever the header says: bank details (issue 12 item 7). */
const NEVER_STORED_API = /^\/workerapi\/account(?:\/|$)/;

/** True when the service worker may keep this API answer in the worker's session cache. */
export function mayKeepOfflineCopy(url: URL, headers: Headers): boolean {
  return headers.get(OFFLINE_COPY_HEADER) === OFFLINE_COPY_SESSION && !NEVER_STORED_API.test(url.pathname);
}

/** Navigations the shell's index.html answers (its routes); files, the API and remotes are not pages. */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  if (/^\/(?:workerapi|remotes)(?:\/|$)/.test(url.pathname)) return false;
  return !/\/[^/]+\.[a-z0-9]+$/i.test(url.pathname);
}
