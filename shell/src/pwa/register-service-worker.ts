// Registers /sw.js (scope /) with workbox-window and wires spec §4's update flow into the PWA store:
// - first install → offlineReady (a short notice);
// - a new version installed and waiting → needRefresh (the update prompt); accepting it posts SKIP_WAITING;
// - an installed worker that is an update, or external (another tab's), becomes activated → the page reloads;
// - registration failure → registrationError, logged; the app keeps working without a service worker;
// - an update check every UPDATE_CHECK_INTERVAL_MS (spec §9 "3,600,000 ms") while online.
// The shell is the only app with a service worker (remotes never register one).
import { Workbox } from 'workbox-window';
import { SW_SCOPE, SW_URL, UPDATE_CHECK_INTERVAL_MS } from 'shared/domain';
import { getConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import { readsSentBeforeServiceWorker } from 'shared/api';
import { pwaStore, type PwaStore } from './pwa-state';
import { apiPath, resourceWarmer, warmEntries, type WarmEntry } from './warm-caches';
import { requestResync, subscribeStreamStatus } from 'shared/events';
import { watchStreamForOfflineCopies } from './offline-copies';

function pageWarmEntries(resources: string[], withProfile: boolean): WarmEntry[] {
  const origin = window.location.origin;
  let apiBase: string | null = null;
  try {
    apiBase = getConfig().apiBaseUrl;
  } catch {
    // no config: the page's files are warmed, the API's reads are not
  }
  if (apiBase === null) return warmEntries({ resources, origin, token: null, meUrl: '', withProfile: false, apiBase: '', isRead: () => false });
  const base = apiBase;
  // The GETs the page sent before the worker controlled it: through the client, or by the boot script (its early
  // calls: a stored session's first reads, which the client then takes).
  const reads = new Set(readsSentBeforeServiceWorker());
  for (const url of earlyCallUrls()) {
    const path = apiPath(url, base, origin);
    if (path !== null) reads.add(path);
  }
  return warmEntries({
    resources,
    origin,
    token: sessionStore.getState().token,
    meUrl: `${base}/workerapi/me`,
    withProfile,
    apiBase: base,
    isRead: (path) => reads.has(path),
  });
}

/** The URLs of the boot script's early GETs (shell/boot-hints.ts `calls`, typed in ../bootstrap.tsx). */
function earlyCallUrls(): URL[] {
  return (globalThis.__SHELL_BOOT__?.calls ?? []).flatMap((call) => {
    try {
      return [new URL(call.url, window.location.href)];
    } catch {
      return [];
    }
  });
}

/**
 * Once the first worker controls the page: what the page fetched without it is cached through its routes — what it
 * fetched before, and what was in flight at that moment (a remote's entry or chunks the page was loading), as it
 * completes. Both are reported by the page's resource timing (buffered, then as they come).
 */
function warmPage(send: (entries: WarmEntry[]) => void): void {
  const take = resourceWarmer(send, pageWarmEntries);
  if (typeof PerformanceObserver !== 'function') {
    take(performance.getEntriesByType('resource') as PerformanceResourceTiming[]);
    return;
  }
  new PerformanceObserver((list) => take(list.getEntries() as PerformanceResourceTiming[])).observe({ type: 'resource', buffered: true });
}

/**
 * The app's area warming (./my-page-areas.ts, in a chunk of its own): loaded once a worker is signed in, so a
 * signed-out visitor (/login) never downloads it. A worker taking control before it is loaded is seen by its own
 * first check.
 */
function warmMyPageAreas(cache: (urls: string[]) => Promise<unknown>, log: (message: string, error: unknown) => void): { controlling: () => void } {
  let started: Promise<{ controlling: () => void }> | null = null;
  const start = (): void => {
    if (started || !sessionStore.getState().token) return;
    started = import('./my-page-areas').then((m) => m.startMyPageAreas(cache, log));
    started.catch((error: unknown) => log("[shell] could not cache my page's areas for offline", error));
    unsubscribe();
  };
  const unsubscribe = sessionStore.subscribe(start);
  start();
  return { controlling: () => void started?.then((areas) => areas.controlling(), () => undefined) };
}

/** The shortest time between two update checks made because the worker came back to the app (10 minutes). */
export const RETURN_UPDATE_CHECK_MIN_MS = 10 * 60 * 1000;

export interface LifecycleEvent {
  isUpdate?: boolean;
  isExternal?: boolean;
}

type LifecycleName = 'installed' | 'waiting' | 'activated' | 'controlling';

/** The part of workbox-window's Workbox used here (a fake in unit tests). */
export interface ServiceWorkerHandle {
  on: (name: LifecycleName, listener: (event: LifecycleEvent) => void) => void;
  register: () => Promise<{ update: () => Promise<unknown> } | undefined>;
  messageSkipWaiting: () => void;
  messageSW: (data: { type: string; payload?: unknown }) => Promise<unknown>;
}

function workboxHandle(url: string, scope: string): ServiceWorkerHandle {
  const wb = new Workbox(url, { scope });
  return {
    on: (name, listener) => {
      if (name === 'installed') wb.addEventListener('installed', (e) => listener(e));
      else if (name === 'waiting') wb.addEventListener('waiting', (e) => listener(e));
      else if (name === 'controlling') wb.addEventListener('controlling', (e) => listener(e));
      else wb.addEventListener('activated', (e) => listener(e));
    },
    register: () => wb.register(),
    messageSkipWaiting: () => wb.messageSkipWaiting(),
    messageSW: (data) => wb.messageSW(data),
  };
}

export interface RegisterOptions {
  store?: PwaStore;
  create?: (url: string, scope: string) => ServiceWorkerHandle;
  reload?: () => void;
  log?: (message: string, error: unknown) => void;
  supported?: boolean;
  /** Once the first install controls the page: sends what to cache, in one batch or more (see warm-caches.ts). */
  warm?: (send: (entries: WarmEntry[]) => void) => void;
  /**
   * From registration on: caches my page's areas for offline whenever a signed-in worker's page is controlled
   * (see warm-areas.ts); `cache` hands URLs to the worker. Returns what to call when a worker takes control.
   */
  warmAreas?: (cache: (urls: string[]) => Promise<unknown>, log: (message: string, error: unknown) => void) => { controlling: () => void };
}

export interface Registered {
  /** Accepts the need-refresh prompt: the waiting version activates and the page reloads into it. */
  applyUpdate: () => void;
}

let current: Registered | null = null;

/** Accepts the update prompt of the registered worker (no-op before registration). */
export function applyUpdate(): void {
  current?.applyUpdate();
}

export async function registerServiceWorker(options: RegisterOptions = {}): Promise<Registered | null> {
  const store = options.store ?? pwaStore;
  const supported = options.supported ?? (typeof navigator !== 'undefined' && 'serviceWorker' in navigator);
  if (!supported) return null;
  const reload = options.reload ?? (() => window.location.reload());
  const log = options.log ?? ((message: string, error: unknown) => console.error(message, error));

  let handle: ServiceWorkerHandle;
  try {
    handle = (options.create ?? workboxHandle)(SW_URL, SW_SCOPE);
  } catch (error) {
    store.set({ registrationError: true });
    log('[shell] service worker registration failed', error);
    return null;
  }

  handle.on('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) store.set({ offlineReady: true });
  });
  handle.on('waiting', () => store.set({ needRefresh: true }));
  handle.on('activated', (event) => {
    if (event.isUpdate || event.isExternal) reload();
  });
  const warm = options.warm ?? warmPage;
  const areas = (options.warmAreas ?? warmMyPageAreas)((urlsToCache) => handle.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } }), log);
  handle.on('controlling', (event) => {
    if (event.isUpdate || event.isExternal) return;
    warm((urlsToCache) => {
      handle.messageSW({ type: 'CACHE_URLS', payload: { urlsToCache } })
        .catch((error: unknown) => log('[shell] could not cache what the page loaded', error));
    });
    areas.controlling();
  });

  // Offline copies served (./offline-copies.ts, watched from the start): the stream opening says the server is back.
  watchStreamForOfflineCopies(subscribeStreamStatus, requestResync);

  let registration: Awaited<ReturnType<ServiceWorkerHandle['register']>>;
  try {
    registration = await handle.register();
  } catch (error) {
    store.set({ registrationError: true });
    log('[shell] service worker registration failed', error);
    return null;
  }
  if (registration) {
    const found = registration;
    let lastCheck = Date.now();
    const check = () => {
      if (!navigator.onLine) return;
      lastCheck = Date.now();
      found.update().catch((error: unknown) => log('[shell] service worker update check failed', error));
    };
    window.setInterval(check, UPDATE_CHECK_INTERVAL_MS);
    // Also when the worker comes back to the app (a phone keeps it open for days, its timers frozen meanwhile): a new
    // version is offered then, not up to an hour later. Not more often than RETURN_UPDATE_CHECK_MIN_MS.
    document.addEventListener('visibilitychange', () => {
      if (document.visibilityState === 'visible' && Date.now() - lastCheck >= RETURN_UPDATE_CHECK_MIN_MS) check();
    });
  }
  current = {
    applyUpdate: () => {
      store.set({ needRefresh: false });
      handle.messageSkipWaiting();
    },
  };
  return current;
}
