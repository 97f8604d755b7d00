import { expect, test, type Page } from '@playwright/test';
import { DEMO, signIn } from '../support/app';
import { emulateConnection, prefetchStats } from '../support/pwa';

// Spec §2: "Link prefetching is skipped on data-saver or 2g connections. At most about 4 route preloads run
// in parallel." /mypage links to the other my-page areas; a link in view has its remote's route hints read,
// and its code is loaded and run when it is pointed at. (The service worker is blocked in these tests, so
// page.route sees every request.)

const MYPAGE_LINKS = ['/mypage/edit', '/mypage/email', '/mypage/password', '/mypage/info', '/mypage/account'];

function remoteRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/remotes/')) seen.push(path);
  });
  return seen;
}

test('links to other areas in view are readied, at most 4 at a time and none failing; such an area opens', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  for (const href of MYPAGE_LINKS) await expect(page.locator(`main a[href="${href}"]`).first()).toBeVisible();

  await expect.poll(async () => (await prefetchStats(page))?.done ?? 0, { timeout: 20_000 }).toBeGreaterThanOrEqual(MYPAGE_LINKS.length);
  const stats = await prefetchStats(page);
  expect(stats?.failed).toBe(0);
  expect(stats?.maxInFlight).toBeLessThanOrEqual(4);

  // A preloaded area opens.
  await page.locator('main a[href="/mypage/password"]').first().click();
  await expect(page).toHaveURL(/\/mypage\/password$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test("a link in view readies its remote's hints and loads none of its code; pointing at it requests the page's files at once and runs them", async ({ page }) => {
  const requested: { path: string; type: string }[] = [];
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (path.startsWith('/remotes/shifts/')) requested.push({ path, type: req.resourceType() });
  });
  await signIn(page);
  await page.mouse.move(0, 0); // off the page's links: the sign-in button's spot would point at whatever replaced it
  const link = page.getByRole('link', { name: 'シフト一覧', exact: true });
  await expect(link).toBeVisible();
  // The menu is below the dashboard's cards, out of view at first: the worker scrolls to it.
  await link.scrollIntoViewIfNeeded();
  // In view: mfe_shifts' route hints are read; none of its code is downloaded.
  await expect.poll(() => requested.some((r) => r.path === '/remotes/shifts/route-hints.json'), { timeout: 20_000 }).toBe(true);
  await expect.poll(async () => {
    const stats = await prefetchStats(page);
    return stats !== null && stats.inFlight === 0 && stats.queued === 0;
  }).toBe(true);
  expect(requested.filter((r) => r.path.endsWith('.js'))).toEqual([]);

  // Pointed at: every file of the shift list is requested at once from those hints (modulepreload), and it runs.
  await link.hover();
  await expect.poll(() => requested.some((r) => /\/assets\/shift-list-page-[^/]+\.js$/.test(r.path))).toBe(true);
  const preloaded = await page.evaluate(() => [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname));
  expect(preloaded.filter((p) => p.startsWith('/remotes/shifts/'))).toEqual(expect.arrayContaining([expect.stringMatching(/\/assets\/routes-[^/]+\.js$/), expect.stringMatching(/\/assets\/shift-list-page-[^/]+\.js$/)]));
  await link.click();
  await expect(page).toHaveURL(/\/mypage\/shift-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('at most 4 route preloads run at once: a fifth visible link waits for a free slot', async ({ page }) => {
  await page.goto('/login/forget-password'); // an mfe_auth page: mfe_mypage's code is not loaded yet
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // Hold every request for mfe_mypage's code until the test lets it go: no preload can finish before.
  const held: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/remotes/mypage/**', async (route) => {
    held.push(new URL(route.request().url()).pathname);
    await gate;
    await route.continue();
  });
  // The page's own link (back to /login, an mfe_auth page) preloads first; count from when it is done. Not merely
  // "nothing in flight": that is also true before the link has been seen, and its preload then lands mid-count.
  await expect.poll(async () => {
    const stats = await prefetchStats(page);
    return stats !== null && stats.started > 0 && stats.inFlight === 0 && stats.queued === 0;
  }).toBe(true);
  const before = await prefetchStats(page);
  expect(before?.queued).toBe(0);
  await page.evaluate((hrefs) => {
    for (const [i, href] of hrefs.entries()) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      a.style.cssText = `position:fixed;top:${i * 48}px;left:0;z-index:9`; // all in view at once
      document.body.append(a);
    }
  }, MYPAGE_LINKS);

  const started = before?.started ?? 0;
  const done = before?.done ?? 0;
  await expect.poll(async () => (await prefetchStats(page))?.inFlight ?? 0).toBe(4);
  const capped = await prefetchStats(page);
  expect(capped).toMatchObject({ started: started + 4, inFlight: 4, queued: MYPAGE_LINKS.length - 4, done });
  // The held requests reach this process a moment after the page counted the preloads as started.
  await expect.poll(() => held.length).toBeGreaterThan(0);

  release();
  await expect.poll(async () => (await prefetchStats(page))?.done ?? 0, { timeout: 20_000 }).toBe(done + MYPAGE_LINKS.length);
  expect(await prefetchStats(page)).toMatchObject({ started: started + MYPAGE_LINKS.length, failed: before?.failed ?? 0, inFlight: 0, maxInFlight: 4 });
});

test('pointing at or focusing a link that is out of view preloads its area (intent)', async ({ page }) => {
  await page.goto('/login/forget-password'); // signed out: an mfe_auth page with no link to mfe_mypage
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.evaluate(() => {
    for (const href of ['/mypage/account', '/mypage/email']) {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = href;
      a.style.cssText = 'position:absolute;top:4000px'; // out of view: only intent can preload it
      document.body.append(a);
    }
  });
  // Link prefetching starts once the first page has rendered (and the browser is idle): a heading can be
  // visible a moment before its listeners exist, and a pointerover then would go unseen.
  await expect.poll(() => prefetchStats(page)).not.toBeNull();
  const remote = remoteRequests(page);
  await page.locator('a[href="/mypage/account"]').dispatchEvent('pointerover');
  await expect.poll(() => remote.some((p) => p.startsWith('/remotes/mypage/'))).toBe(true);
  const started = (await prefetchStats(page))?.started ?? 0;
  await page.evaluate(() => document.querySelector<HTMLAnchorElement>('a[href="/mypage/email"]')?.focus({ preventScroll: true }));
  await expect.poll(async () => (await prefetchStats(page))?.started ?? 0).toBeGreaterThan(started);
});

for (const connection of [{ saveData: true }, { effectiveType: '2g' }, { effectiveType: 'slow-2g' }]) {
  test(`no prefetch requests with ${JSON.stringify(connection)}`, async ({ page }) => {
    await emulateConnection(page, connection);
    await signIn(page);
    await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
    // Not 'networkidle': the tab's event stream (GET /workerapi/events) stays open while signed in.
    await page.waitForLoadState('load');
    await expect(page.getByTestId('dashboard-messages')).toBeVisible();
    await expect.poll(() => prefetchStats(page)).not.toBeNull(); // the listeners exist before the hovers
    const after = remoteRequests(page);
    for (const href of MYPAGE_LINKS) {
      const link = page.locator(`main a[href="${href}"]`).first();
      await link.hover();
      await link.focus();
    }
    await expect.poll(async () => (await prefetchStats(page))?.skipped ?? 0).toBeGreaterThanOrEqual(MYPAGE_LINKS.length);
    expect((await prefetchStats(page))?.started).toBe(0);
    expect(after).toEqual([]);
  });
}
