import { expect, test } from '@playwright/test';
import { TOKEN_KEY, fillSignIn } from '../support/app';
import { prefetchStats } from '../support/pwa';
import { createWorker, signInAs } from '../support/workers';

// docs/decisions.md "Firebase Auth loads when the session needs it": a stored session opens without Firebase,
// and the worker's tabs follow each other's sign-out and sign-in through jwt-token-worker.

test('a signed-in worker’s new tab opens my page without loading Firebase Auth', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);

  const tab = await page.context().newPage();
  const firebaseFiles: string[] = [];
  tab.on('request', (r) => {
    if (/firebase-impl|identitytoolkit|securetoken/.test(r.url())) firebaseFiles.push(r.url());
  });
  await tab.goto('/mypage');
  await expect(tab.getByTestId('mypage-greeting')).toContainText(worker.name);
  // The page's start is over: the dashboard's cards answered, and the idle-time link prefetch (which waits for
  // the first page, as Firebase used to) has run.
  await tab.waitForFunction(() => document.querySelectorAll('[aria-busy="true"]').length === 0);
  await expect.poll(async () => {
    const stats = await prefetchStats(tab);
    return stats !== null && stats.done > 0 && stats.inFlight === 0 && stats.queued === 0;
  }).toBe(true);
  expect(firebaseFiles).toEqual([]);
});

test('signing out in one tab signs the worker out in the other, saying why; signing in there brings it back to its page', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  const other = await page.context().newPage();
  await other.goto('/mypage/account');
  await expect(other.getByTestId('account-empty')).toBeVisible();

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  // The other tab shows the sign-in page at once, says why, and has nothing of the session left.
  await expect(other).toHaveURL(/\/login$/);
  await expect(other.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  const reason = other.getByTestId('login-reason');
  await expect(reason).toHaveText('ほかのタブでログアウトしました。続けるには、もう一度ログインしてください。');
  await expect(reason).toHaveAttribute('role', 'status');
  await expect(other.getByRole('button', { name: 'ログアウト' })).toHaveCount(0);
  // The first tab signed out itself: no such notice there.
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
  await expect(page.getByTestId('login-reason')).toHaveCount(0);

  // Signing in again in the first tab brings the other tab back to the page it was on.
  await fillSignIn(page, worker.email, worker.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(other).toHaveURL(/\/mypage\/account$/);
  await expect(other.getByTestId('account-empty')).toBeVisible();
  expect(await other.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBe(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY));
});

test('two tabs meeting an expired token refresh it once: the second waits for the first and takes its token', async ({ page, request }) => {
  const worker = await createWorker(request);
  // My page's own calls are answered before the token expires: one of them meeting the expired token would refresh
  // it before the provider's refresh is held below.
  const dashboardCalls = ['/workerapi/reservations/summary', '/workerapi/messages/unread', '/workerapi/shifts', '/workerapi/salaries', '/workerapi/notices']
    .map((path) => page.waitForResponse((res) => new URL(res.url()).pathname === path && res.ok()));
  await signInAs(page, worker);
  await Promise.all(dashboardCalls);
  const signedInAt = Date.now();
  const before = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  // The provider stamps tokens to the second: let one pass so the refreshed token differs from this one.
  await expect.poll(() => Math.floor(Date.now() / 1000) > Math.floor(signedInAt / 1000), { timeout: 5_000 }).toBe(true);
  expect((await request.post('/workerapi/__test/session/expire-token', { headers: { Authorization: `Bearer ${before}` } })).status()).toBe(200);

  // Hold the provider's token refresh until both tabs have asked for a new token.
  const refreshes: string[] = [];
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.context().route(/securetoken/, async (route) => {
    refreshes.push(route.request().url());
    await gate;
    await route.continue();
  });

  await page.goto('/mypage/account'); // 401 TOKEN_EXPIRED → this tab refreshes
  await expect.poll(() => refreshes.length).toBe(1);
  const other = await page.context().newPage();
  await other.goto('/mypage/salary'); // 401 TOKEN_EXPIRED too → this tab waits for the refresh lock
  await expect.poll(() => other.evaluate(async () => (await navigator.locks.query()).pending?.map((l) => l.name) ?? [])).toEqual(['jwt-token-worker refresh']);
  expect(refreshes).toHaveLength(1);
  release();
  await expect(page.getByTestId('account-empty')).toBeVisible();
  // The salary page's answer came with the first tab's token (a refresh of its own would have come first).
  await expect(other.getByTestId('salary-empty')).toContainText('最初のお仕事が完了すると');
  expect(refreshes).toHaveLength(1);
  const after = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  expect(after).not.toBe(before);
  expect(await other.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBe(after);
  await expect(other).not.toHaveURL(/\/login/);
});
