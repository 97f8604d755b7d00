import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillSignIn } from '../support/app';
import { buildMypageVariant, buildShellVariant, copyBuild, privateDeploys, startPrivateGateway } from '../support/deploy';
import { emulateConnection, prefetchStats, waitForServiceWorkerControl } from '../support/pwa';

// Each test deploys on a private gateway (its own origin, so its own service worker and storage) and
// builds variants into temporary folders: the apps' dist/ folders and the shared test stack are untouched.
const deploys = privateDeploys();

/** Every failed response (4xx/5xx) of the page and its service worker from now on. */
function failures(page: Page): string[] {
  const failed: string[] = [];
  page.context().on('response', (res) => {
    if (res.status() >= 400) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return failed;
}

function countLoads(page: Page): { loads: number } {
  const counter = { loads: 0 };
  page.on('load', () => { counter.loads += 1; });
  return counter;
}

async function signInAt(page: Page, origin: string): Promise<void> {
  if (!page.url().startsWith(`${origin}/login`)) await page.goto(`${origin}/login`);
  await fillSignIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
}

/** A my-page menu link to another mfe_mypage page (its chunk is not loaded by /mypage itself). */
function otherMypageLink(page: Page, path: string) {
  return page.locator(`main a[href="${path}"]`).first();
}

test('a rebuilt remote is shown after a reload while online, with no request for a missing file', async ({ page }) => {
  const label = `deploy-${Date.now().toString(36)}`;
  const v1 = copyBuild('mfe-mypage');
  const v2 = buildMypageVariant(label);
  deploys.dirs(v1, v2);
  const gw = deploys.use(await startPrivateGateway({ mfe_mypage: v1 }));

  await page.goto(`${gw.url}/login`);
  await waitForServiceWorkerControl(page); // v1 goes through the worker and its caches
  await signInAt(page, gw.url);
  await expect(page.getByTestId('deploy-variant')).toHaveCount(0);
  // Let the page's link prefetching finish first: a preload of v1 still running when v2 lands would 404 —
  // harmless (ignored, no reload), but not what this test looks at.
  await expect.poll(async () => {
    const stats = await prefetchStats(page);
    return stats !== null && stats.started > 0 && stats.inFlight === 0 && stats.queued === 0;
  }, { timeout: 20_000 }).toBe(true);

  // Deploy: the old build's files are gone, the entry keeps its name.
  gw.gateway.setDir('mfe_mypage', v2);
  const failed = failures(page);
  await page.reload();
  await expect(page.getByTestId('deploy-variant')).toHaveText(label);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  expect(failed).toEqual([]);
});

test('a page asking for a chunk a deploy deleted recovers with one reload', async ({ page }) => {
  await emulateConnection(page, { saveData: true }); // no prefetch: the chunk is first asked for on the click
  const label = `deploy-${Date.now().toString(36)}`;
  const v1 = copyBuild('mfe-mypage');
  const v2 = buildMypageVariant(label);
  deploys.dirs(v1, v2);
  const gw = deploys.use(await startPrivateGateway({ mfe_mypage: v1 }));
  await signInAt(page, gw.url);

  // Deploy v2 while the page runs v1: v1's chunk for /mypage/password no longer exists.
  gw.gateway.setDir('mfe_mypage', v2);
  const loads = countLoads(page);
  await otherMypageLink(page, '/mypage/password').click();
  await expect(page).toHaveURL(/\/mypage\/password$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);
  expect(loads.loads).toBe(1); // one reload, into v2
});

test.describe('without the service worker (page.route must see the chunk requests)', () => {
  test.use({ serviceWorkers: 'block' });

  test('a chunk that stays missing after the reload shows the area error with 再試行: no reload loop', async ({ page }) => {
    await emulateConnection(page, { saveData: true });
    const gw = deploys.use(await startPrivateGateway({}));
    // Everything /mypage needs loads; any other mfe-mypage chunk is "deleted" (404), reload or not.
    const needed = new Set<string>();
    let deleting = false;
    await page.route('**/remotes/mypage/assets/*.js', async (route) => {
      const path = new URL(route.request().url()).pathname;
      if (deleting && !needed.has(path)) return route.fulfill({ status: 404, body: 'Not Found' });
      needed.add(path);
      return route.continue();
    });
    await signInAt(page, gw.url);
    await page.reload();
    await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
    deleting = true;

    const loads = countLoads(page);
    await otherMypageLink(page, '/mypage/email').click();
    const area = page.getByTestId('area-error');
    await expect(area).toBeVisible({ timeout: 20_000 });
    await expect(area.getByRole('button', { name: '再試行' })).toBeVisible();
    await expect(page).toHaveURL(/\/mypage\/email$/);
    expect(loads.loads).toBe(1);
  });
});

test('a new shell build shows the update prompt; accepting it reloads into the new version', async ({ page }) => {
  const label = `shell-${Date.now().toString(36)}`;
  const v1 = copyBuild('shell');
  const v2 = buildShellVariant(label);
  deploys.dirs(v1, v2);
  const gw = deploys.use(await startPrivateGateway({ shell: v1 }));

  await page.goto(`${gw.url}/login`);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  const before = await page.locator('meta[name="app-build"]').getAttribute('content');
  expect(before).toBeTruthy();
  expect(before).not.toBe(label);

  // Deploy the new shell; the next visit finds the new worker, which waits for the worker's OK.
  gw.gateway.setDir('shell', v2);
  await page.reload();
  const prompt = page.getByTestId('pwa-update');
  await expect(prompt).toBeVisible({ timeout: 30_000 });
  await expect(prompt).toContainText('新しいバージョンがあります。');
  await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', before ?? ''); // still the old shell

  await prompt.getByRole('button', { name: '更新する' }).click();
  await expect(page.locator('meta[name="app-build"]')).toHaveAttribute('content', label, { timeout: 30_000 });
  await expect(page.locator('.shell-app')).toHaveAttribute('data-build', label);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByTestId('pwa-update')).toHaveCount(0);
});
