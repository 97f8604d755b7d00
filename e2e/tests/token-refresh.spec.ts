import { expect, test } from '@playwright/test';
import { TOKEN_KEY } from '../support/app';
import { createWorker, signInAs } from '../support/workers';

// Spec §9 / issue 12: a token that expires while the tab is open is refreshed and the worker keeps working.
// The Auth emulator's tokens live an hour, so the test shortens this one's life through the local/test-only
// POST /workerapi/__test/session/expire-token: workerapi answers 401 TOKEN_EXPIRED to it from then on.
test('after the stored token expired, the next page refreshes it and shows the worker’s data — no sign-in asked', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  const signedInAt = Date.now();
  const before = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  expect(before).toBeTruthy();
  // The provider stamps tokens to the second: let one pass so the refreshed token differs from this one.
  await expect.poll(() => Math.floor(Date.now() / 1000) > Math.floor(signedInAt / 1000), { timeout: 5_000 }).toBe(true);

  const expired = await request.post('/workerapi/__test/session/expire-token', { headers: { Authorization: `Bearer ${before}` } });
  expect(expired.status()).toBe(200);
  expect((await request.get('/workerapi/me', { headers: { Authorization: `Bearer ${before}` } })).status()).toBe(401);

  await page.goto('/mypage/account');
  await expect(page).toHaveURL(/\/mypage\/account$/);
  // GET /workerapi/account answered (after the refresh): the new worker has no account yet.
  await expect(page.getByTestId('account-empty')).toContainText('振込先の口座が登録されていません');
  await expect.poll(() => page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).not.toBe(before);
  const after = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  expect((await request.get('/workerapi/me', { headers: { Authorization: `Bearer ${after}` } })).status()).toBe(200);
  await expect(page).not.toHaveURL(/\/login/);
});
