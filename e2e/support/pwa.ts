import { expect, type Page } from '@playwright/test';

/** Waits until the service worker controls the page (the first install claims it). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    return navigator.serviceWorker.controller !== null;
  }, undefined, { timeout: 30_000 });
}

/**
 * Waits until the first install's CACHE_URLS warm-up has stored the profile for the signed-in worker and every file
 * of a remote the page loaded before the worker controlled it (its entry, route hints and chunks). The worker
 * caches them in parallel, so the profile alone can be stored before the remote's entry.
 */
export async function waitForCachedProfile(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => {
    const cache = await caches.open('worker-api-v1');
    const keys = await cache.keys();
    if (!keys.some((k) => new URL(k.url).pathname === '/workerapi/me')) return 'profile not cached';
    const remoteFiles = performance.getEntriesByType('resource').map((e) => e.name)
      .filter((url) => /^\/remotes\/[^/]+\/(?:remoteEntry\.js|assets\/.+\.(?:js|css))$/.test(new URL(url).pathname));
    for (const url of remoteFiles) if (!(await caches.match(url))) return `${new URL(url).pathname} not cached`;
    return 'cached';
  }), { timeout: 20_000 }).toBe('cached');
}

/**
 * Waits until my page's areas are cached for offline (shell/src/pwa/warm-areas.ts): the record of what was cached
 * names every area's entry, and the salary area's entry answers from the cache.
 */
export async function waitForWarmedAreas(page: Page): Promise<void> {
  await expect.poll(() => page.evaluate(async () => {
    const warmed = Object.keys(JSON.parse(localStorage.getItem('shell-warmed-areas') ?? '{}') as object);
    if (warmed.length < 4) return `${warmed.length} areas cached`;
    return (await caches.match(warmed.find((entry) => entry.includes('/salary/')) ?? '')) ? 'cached' : 'salary entry not in the cache';
  }), { timeout: 30_000 }).toBe('cached');
}

/** Turns on data saver (or a slow effective type) as Chromium's Network Information API reports it. */
export async function emulateConnection(page: Page, connection: { saveData?: boolean; effectiveType?: string }): Promise<void> {
  await page.addInitScript((c) => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: c.saveData ?? false, effectiveType: c.effectiveType ?? '4g', addEventListener: () => undefined }),
    });
  }, connection);
}

export interface PrefetchStats {
  started: number;
  done: number;
  failed: number;
  inFlight: number;
  maxInFlight: number;
  queued: number;
  skipped: number;
}

export async function prefetchStats(page: Page): Promise<PrefetchStats | null> {
  return page.evaluate(() => {
    const g = globalThis as { __SHELL_PREFETCH__?: { stats: () => PrefetchStats } };
    return g.__SHELL_PREFETCH__ ? g.__SHELL_PREFETCH__.stats() : null;
  });
}
