// The app's service worker (/sw.js, scope /), built from this file by vite-plugin-pwa (injectManifest):
// Workbox precaches the shell's own files and routes everything else by what it is.
//
// Module Federation and caching — the rules (see ../pwa/sw-protocol.ts for the matchers):
// - The shell (index.html, its hashed chunks, icons, manifest) is precached: the app opens at once and
//   offline. A new shell build ships a new sw.js whose precache differs; it waits until the worker accepts
//   the update prompt (spec §4 "need-refresh"), so a running page never mixes two shells.
// - /config.json (network-first; the last copy offline or after 10 s without an answer: a dead connection) names each
//   remote's live version. remoteEntry.js and mf-manifest.json: network-first with a short timeout, so a
//   redeployed remote is picked up on the next navigation or reload, and the last copy is used offline.
// - Hashed files under /assets/ (every app's) never change: cache-first once fetched. Only 200s are stored,
//   so a chunk deleted by a deploy (404) is never cached; the page recovers with one reload (chunk-recovery).
// - GET /workerapi/*: network-first, stored per worker (see ../pwa/worker-key.ts), served only to a request
//   carrying a token of the same worker, and only when the network fails or has not answered in 10 s (a dead
//   connection; never because it is merely slow).
//   Entries of any other worker are deleted when a response is stored; everything is deleted on sign-out.
//   A copy served is announced to the pages (SW_NOTICES), and so is the network answering again.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, createHandlerBoundToURL, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  CACHES,
  DEAD_NETWORK_TIMEOUT_SECONDS,
  ENTRY_NETWORK_TIMEOUT_SECONDS,
  SW_MESSAGES,
  SW_NOTICES,
  WORKER_CACHE_NAMES,
  WORKER_KEY_PARAM,
  isAppNavigation,
  isFederationEntry,
  isHashedAsset,
  isRuntimeConfig,
  isSwMessage,
  isWorkerApiRead,
  mayKeepOfflineCopy,
} from '../pwa/sw-protocol';
import { workerCacheTag } from '../pwa/worker-key';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

// ── lifecycle ────────────────────────────────────────────────────────────────────────────────────────
// First install: take control of the open page at once (the worker controls / after the first load).
// An update waits for SKIP_WAITING (the page's update prompt); the page then reloads (spec §4).
clientsClaim();
cleanupOutdatedCaches();

/** Bumped on every sign-out: a response whose request started before it is not stored. */
let signOutEpoch = 0;

async function deleteWorkerCaches(): Promise<void> {
  await Promise.all(WORKER_CACHE_NAMES.map((name) => caches.delete(name)));
}

self.addEventListener('message', (event) => {
  if (isSwMessage(event.data, SW_MESSAGES.skipWaiting)) {
    void self.skipWaiting();
  } else if (isSwMessage(event.data, SW_MESSAGES.signedOut)) {
    signOutEpoch += 1;
    event.waitUntil(deleteWorkerCaches());
  }
});

// ── the shell's own files ────────────────────────────────────────────────────────────────────────────
precacheAndRoute(self.__WB_MANIFEST);

// Every page of the app is the shell's index.html (the route table lives in the shell).
const appShell = createHandlerBoundToURL('index.html');
registerRoute(({ request, url }) => request.mode === 'navigate' && isAppNavigation(url, self.location.origin), appShell);

// ── /config.json: the network's answer, unless it fails or is dead ──────────────────────────────────
// It names the live version of every remote (npm run deploy / rollback switch it), so it is network-first: the
// cached copy is used only when the network fails (offline) or has not answered in DEAD_NETWORK_TIMEOUT_SECONDS
// (a dead connection that does not error — the app then opens as offline instead of waiting forever), never
// because it is merely slow.
registerRoute(
  ({ url }) => isRuntimeConfig(url, self.location.origin),
  new NetworkFirst({
    cacheName: CACHES.entries,
    networkTimeoutSeconds: DEAD_NETWORK_TIMEOUT_SECONDS,
    plugins: [new CacheableResponsePlugin({ statuses: [200] })],
  }),
);

// ── remote entries, federation manifests: never stale while online ───────────────────────────────────
// A deployed entry's URL names its version (/remotes/<name>/<version>/remoteEntry.js), so a slow network
// falling back to the cache still gets the same file; a pruned version answers 404, never from the cache.
registerRoute(
  ({ url }) => isFederationEntry(url),
  new NetworkFirst({
    cacheName: CACHES.entries,
    networkTimeoutSeconds: ENTRY_NETWORK_TIMEOUT_SECONDS,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 40, purgeOnQuotaError: true }),
    ],
  }),
);

// ── hashed files of the shell and every remote: immutable ────────────────────────────────────────────
registerRoute(
  ({ url }) => isHashedAsset(url),
  new CacheFirst({
    cacheName: CACHES.assets,
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 400, maxAgeSeconds: 60 * 24 * 60 * 60, purgeOnQuotaError: true }),
    ],
  }),
);

// ── the worker API: per worker, offline fallback only ────────────────────────────────────────────────
const epochAtStart = new WeakMap<object, number>();

function keyedRequest(request: Request, tag: string): Request {
  const url = new URL(request.url);
  url.searchParams.set(WORKER_KEY_PARAM, tag);
  return new Request(url.href, { method: 'GET' });
}

const workerScopedCache: WorkboxPlugin = {
  handlerWillStart: async ({ state }) => {
    if (state) epochAtStart.set(state, signOutEpoch);
  },
  // The cache key names the worker; a request without a worker's token gets a key nothing is stored under.
  cacheKeyWillBeUsed: async ({ request }) => keyedRequest(request, (await workerCacheTag(request.headers.get('Authorization'))) ?? 'anonymous'),
  cacheWillUpdate: async ({ request, response, state }) => {
    const tag = await workerCacheTag(request.headers.get('Authorization'));
    const signedOutSince = state !== undefined && epochAtStart.get(state) !== signOutEpoch;
    // Only what workerapi marks as an offline copy (never bank details): Cache-Control no-store is for the HTTP cache.
    const keep = mayKeepOfflineCopy(new URL(request.url), response.headers);
    return tag !== null && !signedOutSince && keep && response.status === 200 ? response : null;
  },
  cacheDidUpdate: async ({ cacheName, request, state }) => {
    const cache = await caches.open(cacheName);
    // A sign-out raced the write: take it back.
    if (state !== undefined && epochAtStart.get(state) !== signOutEpoch) {
      await cache.delete(request);
      return;
    }
    // One worker's data per device: entries of any other worker go.
    const tag = new URL(request.url).searchParams.get(WORKER_KEY_PARAM);
    const keys = await cache.keys();
    await Promise.all(keys.filter((key) => new URL(key.url).searchParams.get(WORKER_KEY_PARAM) !== tag).map((key) => cache.delete(key)));
  },
};

// The pages are told when a read is answered with the offline copy (the network failed, though the browser may
// believe it is online: then no offline banner would say that the data is old), and when the network answers again.
let servedCopySinceNetwork = false;

async function notifyPages(type: string, detail: Record<string, unknown> = {}): Promise<void> {
  const windows = await self.clients.matchAll({ type: 'window' });
  for (const client of windows) client.postMessage({ ...detail, type });
}

const offlineCopyNotices: WorkboxPlugin = {
  // NetworkFirst reads the cache only when the network failed: this is the offline copy being used.
  cachedResponseWillBeUsed: async ({ cachedResponse }) => {
    if (cachedResponse) {
      servedCopySinceNetwork = true;
      // When the copy was saved (the stored answer's Date): the banner says how old what the page shows is.
      const savedAt = Date.parse(cachedResponse.headers.get('Date') ?? '');
      await notifyPages(SW_NOTICES.offlineCopyServed, Number.isFinite(savedAt) ? { savedAt } : {});
    }
    return cachedResponse;
  },
  fetchDidSucceed: async ({ response }) => {
    if (servedCopySinceNetwork) {
      servedCopySinceNetwork = false;
      await notifyPages(SW_NOTICES.networkAnswered);
    }
    return response;
  },
};

registerRoute(
  ({ url, request }) => isWorkerApiRead(url, request.method),
  // A read the network has not answered in DEAD_NETWORK_TIMEOUT_SECONDS gets the copy too (announced as one).
  new NetworkFirst({ cacheName: CACHES.workerApi, networkTimeoutSeconds: DEAD_NETWORK_TIMEOUT_SECONDS, plugins: [workerScopedCache, offlineCopyNotices] }),
);
