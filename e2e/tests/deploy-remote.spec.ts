import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { DEMO, fillSignIn } from '../support/app';
import { buildMypageVariant, copyBuild, privateDeploys, tempDir } from '../support/deploy';
import { buildSharedVersionVariant, deployCli, deployWith, rollbackCli, startDeployGateway } from '../support/versioned-deploy';
import { waitForServiceWorkerControl } from '../support/pwa';

// `npm run deploy` / `npm run rollback` (docs/deploy.md) against a served deploy directory, with the
// service worker on: the running app picks up a deploy or a rollback on the next load, no shell rebuild.
const deploys = privateDeploys();

function failures(page: Page): string[] {
  const failed: string[] = [];
  page.context().on('response', (res) => {
    // the app's own files (config, remote entries and chunks); not third-party calls such as the Auth
    // emulator's password policy (501 by design)
    const path = new URL(res.url()).pathname;
    if (res.status() >= 400 && (path === '/config.json' || path.startsWith('/remotes/') || path.startsWith('/assets/'))) failed.push(`${res.status()} ${new URL(res.url()).pathname}`);
  });
  return failed;
}

async function signInAt(page: Page, origin: string): Promise<void> {
  await page.goto(`${origin}/login`);
  await waitForServiceWorkerControl(page);
  await fillSignIn(page, DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
}

async function liveEntry(page: Page, origin: string, remote: string): Promise<string> {
  return page.evaluate(async ([url, name]) => {
    const config: unknown = await (await fetch(url, { cache: 'no-store' })).json();
    const remotes = typeof config === 'object' && config !== null && 'remotes' in config ? config.remotes : null;
    return typeof remotes === 'object' && remotes !== null && name in remotes ? String((remotes as Record<string, unknown>)[name]) : '';
  }, [`${origin}/config.json`, remote] as const);
}

test('deploy → reload shows the new version; rollback → reload the old one; a tab open across the deploy keeps working', async ({ page, context }) => {
  const label = `v2-${Date.now().toString(36)}`;
  const deployDir = tempDir('deploys');
  const v1Build = copyBuild('mfe-mypage');
  const v2Build = buildMypageVariant(label);
  deploys.dirs(deployDir, v1Build, v2Build);
  const v1 = deployCli(deployDir, 'mfe-mypage', v1Build);
  const gw = deploys.use(await startDeployGateway(deployDir));

  await signInAt(page, gw.url);
  await expect(page.getByTestId('deploy-variant')).toHaveCount(0);
  expect(await liveEntry(page, gw.url, 'mfe_mypage')).toBe(`/remotes/mypage/${v1}/remoteEntry.js`);
  // A second tab on v1 stays open across the deploy.
  const openTab = await context.newPage();
  await openTab.goto(`${gw.url}/mypage`);
  await expect(openTab.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  let openTabLoads = 0;
  openTab.on('load', () => { openTabLoads += 1; });

  const v2 = deployCli(deployDir, 'mfe-mypage', v2Build);
  expect(v2).not.toBe(v1);
  const failed = failures(page);
  await page.reload();
  await expect(page.getByTestId('deploy-variant')).toHaveText(label);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  expect(await liveEntry(page, gw.url, 'mfe_mypage')).toBe(`/remotes/mypage/${v2}/remoteEntry.js`);

  // The open tab still runs v1 (its folder is kept): another v1 page loads without a reload or an error.
  await openTab.locator('main a[href="/mypage/password"]').first().click();
  await expect(openTab).toHaveURL(/\/mypage\/password$/);
  await expect(openTab.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(openTab.getByTestId('area-error')).toHaveCount(0);
  expect(openTabLoads).toBe(0);
  await openTab.close();

  expect(rollbackCli(deployDir, 'mfe-mypage')).toBe(v1);
  await page.reload();
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  await expect(page.getByTestId('deploy-variant')).toHaveCount(0);
  expect(await liveEntry(page, gw.url, 'mfe_mypage')).toBe(`/remotes/mypage/${v1}/remoteEntry.js`);

  expect(rollbackCli(deployDir, 'mfe-mypage', v2)).toBe(v2);
  await page.reload();
  await expect(page.getByTestId('deploy-variant')).toHaveText(label);
  expect(failed).toEqual([]);
});

test('the service worker never serves a pruned version: its entry answers 404 and the page loads the live one', async ({ page }) => {
  const label = `kept-${Date.now().toString(36)}`;
  const deployDir = tempDir('deploys');
  const v1Build = copyBuild('mfe-mypage');
  const v2Build = buildMypageVariant(label);
  deploys.dirs(deployDir, v1Build, v2Build);
  const first = await deployWith(deployDir, 'mfe-mypage', v1Build, { check: false });
  const gw = deploys.use(await startDeployGateway(deployDir));
  await signInAt(page, gw.url);
  await page.reload(); // v1's entry now sits in the service worker's cache
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  const oldEntry = `${gw.url}${first.entry}`;
  expect(await page.evaluate(async (url) => (await fetch(url)).status, oldEntry)).toBe(200);

  // Deploy keeping one version: v1 is pruned (its folder deleted).
  const second = await deployWith(deployDir, 'mfe-mypage', v2Build, { check: false, keep: 1 });
  expect(second.pruned).toEqual([first.version]);
  expect(await page.evaluate(async (url) => (await fetch(url)).status, oldEntry)).toBe(404);
  await page.reload();
  await expect(page.getByTestId('deploy-variant')).toHaveText(label);
  await expect(page.getByTestId('area-error')).toHaveCount(0);
});

test('a remote built against an incompatible shared major is refused with an area error naming it and both versions', async ({ page }) => {
  const deployDir = tempDir('deploys');
  const build = buildSharedVersionVariant('mfe-shifts', '99.0.0');
  deploys.dirs(deployDir, build);
  // The CLI's contract check refuses it…
  expect(() => deployCli(deployDir, 'mfe-shifts', build)).toThrow();
  // …a deploy that skipped the check (or a shell rolled back under it) is refused by the shell at run time.
  await deployWith(deployDir, 'mfe-shifts', build, { check: false });
  const gw = deploys.use(await startDeployGateway(deployDir));
  await signInAt(page, gw.url);
  await page.goto(`${gw.url}/mypage/shift-list`);
  const area = page.getByTestId('area-error');
  await expect(area).toBeVisible();
  await expect(area).toContainText('mfe_shifts');
  await expect(area).toContainText('99.0.0');
  const shellShared = (JSON.parse(readFileSync(new URL('../../shared/package.json', import.meta.url), 'utf8')) as { version: string }).version;
  await expect(area).toContainText(shellShared);
  await expect(area.getByRole('button', { name: '再試行' })).toBeVisible();
  // The rest of the app keeps working.
  await area.getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
});
