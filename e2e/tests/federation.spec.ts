import { expect, test } from '@playwright/test';
import { DEMO, fillSignIn, signIn } from '../support/app';
import { startPrivateGateway } from '../support/deploy';

test('the store is one instance across shell, mfe-auth and mfe-mypage; React is downloaded once', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  await signIn(page); // /login is rendered by mfe-auth, /mypage by mfe-mypage
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);

  expect(scripts.some((p) => p.startsWith('/remotes/auth/'))).toBe(true);
  expect(scripts.some((p) => p.startsWith('/remotes/mypage/'))).toBe(true);
  expect(await page.evaluate(() => (globalThis as { __WORKER_STORE_INSTANCES__?: number }).__WORKER_STORE_INSTANCES__)).toBe(1);

  // The remotes' own copies of React, React DOM, the shared facades are fallbacks that must never load.
  const remoteFallbacks = scripts.filter((p) => p.startsWith('/remotes/') && /__prebuild__/.test(p));
  expect(remoteFallbacks).toEqual([]);
  // React and React DOM are each in exactly one downloaded file (told by the files' source maps, whatever the
  // chunks are called: the shell bundles what it shares into few files).
  const copies = { react: [] as string[], 'react-dom': [] as string[] };
  for (const path of new Set(scripts)) {
    const map = await page.request.get(`${path}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    if (sources.some((s) => /node_modules\/react\/cjs\/react\.production\.js$/.test(s))) copies.react.push(path);
    if (sources.some((s) => /node_modules\/react-dom\/cjs\/react-dom-client\.production\.js$/.test(s))) copies['react-dom'].push(path);
  }
  expect(copies.react).toHaveLength(1);
  expect(copies['react-dom']).toHaveLength(1);
});

test('the form library is downloaded once: mfe-auth, mfe-mypage and mfe-salary use the copy the shell provides', async ({ page }) => {
  const scripts: string[] = [];
  page.on('response', (res) => {
    if (res.request().resourceType() === 'script') scripts.push(new URL(res.url()).pathname);
  });
  await signIn(page); // mfe-auth's sign-in form (react-hook-form)
  await page.goto('/mypage/edit'); // mfe-mypage's profile form
  await expect(page.getByLabel('氏名')).toHaveValue(DEMO.name);
  await page.getByLabel('氏名').fill('');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('氏名を入力してください')).toBeVisible(); // the shared copy validates mfe-mypage's form
  await page.goto('/mypage/salary'); // mfe-salary's calculator
  const margin = page.getByTestId('salary-calculator').getByLabel(/手数料率/);
  await margin.fill('100');
  await expect(page.getByText('手数料率は0〜99の整数で入力してください')).toBeVisible();

  // Each package's code is in exactly one downloaded file, the shell's (told by source maps, whatever the chunks are called).
  const holders = { 'react-hook-form': [] as string[], '@hookform/resolvers': [] as string[] };
  for (const path of new Set(scripts)) {
    const map = await page.request.get(`${path}.map`);
    if (!map.ok()) continue;
    const { sources } = (await map.json()) as { sources: string[] };
    if (sources.some((s) => /node_modules\/react-hook-form\/dist\//.test(s))) holders['react-hook-form'].push(path);
    if (sources.some((s) => /node_modules\/@hookform\/resolvers\/zod\//.test(s))) holders['@hookform/resolvers'].push(path);
  }
  for (const files of Object.values(holders)) {
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\/assets\//); // the shell's, never a remote's fallback
  }
});

test('the form library loads only with a page that has a form: my page opens without it; the profile form gets it with its own files and, after it failed, at 再試行', async ({ page }) => {
  await signIn(page);
  const formLibrary: string[] = [];
  page.on('request', (req) => {
    if (/\/assets\/form-library-[\w-]+\.js$/.test(new URL(req.url()).pathname)) formLibrary.push(req.url());
  });
  await page.reload(); // a new document: my page, which has no form
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  expect(formLibrary).toEqual([]);

  // The profile form opened while the file cannot be loaded (the connection dropped): an error, nothing half-drawn.
  let blocked = true;
  await page.route('**/assets/form-library-*.js', (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await page.goto('/mypage/edit');
  expect(formLibrary.length).toBeGreaterThan(0); // requested with the page's files (the boot script's preload)
  const retry = page.getByRole('button', { name: '再試行' });
  await expect(retry).toBeVisible();
  await expect(page.getByLabel('氏名')).toHaveCount(0);

  // Back online: one 再試行 opens the form in place (the shell forgot the failed load), and it validates.
  await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
  blocked = false;
  await retry.click();
  await expect(page.getByLabel('氏名')).toHaveValue(DEMO.name);
  await page.getByLabel('氏名').fill('');
  await page.getByRole('button', { name: '保存する' }).click();
  await expect(page.getByText('氏名を入力してください')).toBeVisible();
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('mfe-mypage unreachable: /mypage shows the area error with 再試行, /login still works; 再試行 recovers without a reload', async ({ page }) => {
  let blocked = true;
  await page.route('**/remotes/mypage/**', (route) => (blocked ? route.abort('connectionrefused') : route.continue()));

  await signIn(page); // mfe-auth still works while mfe-mypage is down
  const area = page.getByTestId('area-error');
  await expect(area).toBeVisible();
  await expect(area.getByRole('button', { name: '再試行' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible(); // the header keeps working

  await page.evaluate(() => { (window as { __noReload?: boolean }).__noReload = true; });
  blocked = false;
  await area.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  expect(await page.evaluate(() => (window as { __noReload?: boolean }).__noReload)).toBe(true);
});

test('a remote whose preloaded files failed (the connection dropped as the worker tapped its link): one 再試行 opens the page', async ({ page }) => {
  await signIn(page);
  // Once opened, the remote's route hints are remembered: the next tap requests its files at once (preloads).
  await page.goto('/mypage/salary');
  await expect(page.getByRole('heading', { level: 1, name: '給与明細' })).toBeVisible();
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-greeting')).toBeVisible();

  let blocked = true;
  await page.route('**/remotes/salary/**', (route) => (blocked ? route.abort('internetdisconnected') : route.continue()));
  await page.getByRole('link', { name: '給与', exact: true }).first().click();
  const area = page.getByTestId('area-error');
  await expect(area).toBeVisible();

  // Back online. The browser keeps the failed stylesheet preload for this document and would fail the page again:
  // 再試行 loads a new document, and the page opens at the first press.
  blocked = false;
  await area.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '給与明細' })).toBeVisible();
  await expect(page).toHaveURL(/\/mypage\/salary$/);
});

test('with mfe_salary disabled (DISABLED_REMOTES) its area shows the area error while the rest of the app works', async ({ page }) => {
  const gateway = await startPrivateGateway({}, { DISABLED_REMOTES: 'mfe_salary' });
  try {
    const config = (await (await page.request.get(`${gateway.url}/config.json`)).json()) as { remotes: Record<string, string> };
    expect(Object.keys(config.remotes)).not.toContain('mfe_salary');
    expect(Object.keys(config.remotes)).toContain('mfe_mypage');

    await page.goto(`${gateway.url}/login`);
    await fillSignIn(page, DEMO.email, DEMO.password);
    await expect(page).toHaveURL(/\/mypage$/);
    await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);

    await page.goto(`${gateway.url}/mypage/salary`);
    await expect(page.getByTestId('area-error')).toBeVisible();
    await page.getByRole('link', { name: 'マイページ' }).click();
    await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
    await page.goto(`${gateway.url}/mypage/shift-list`);
    await expect(page.getByRole('heading', { name: 'シフト一覧', level: 1 })).toBeVisible();
  } finally {
    await gateway.close();
  }
});
