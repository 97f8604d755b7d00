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
