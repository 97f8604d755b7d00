import { expect, test } from '@playwright/test';
import { DEMO, TOKEN_KEY, fillSignIn, signIn } from '../support/app';
import { createWorker, signInAs } from '../support/workers';

test('signed out, /mypage sends the worker to /login', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
});

test('sign in → my page greets by name; reload keeps the session; sign out clears it', async ({ page }) => {
  await signIn(page);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeTruthy();

  await page.reload();
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
});

test('a new worker signs in and is greeted by the name they registered', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);
});

test('a signed-in worker who opens /login goes to /mypage', async ({ page, request }) => {
  await signInAs(page, await createWorker(request));
  await page.goto('/login');
  await expect(page).toHaveURL(/\/mypage$/);
});

test('wrong password → パスワードが間違っています', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, DEMO.email, 'wrong-password-123');
  await expect(page.getByRole('alert').filter({ hasText: 'パスワードが間違っています' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  // What the worker typed is kept.
  await expect(page.getByLabel('メールアドレス')).toHaveValue(DEMO.email);
});

test('unknown e-mail → メールアドレスが間違っています', async ({ page }) => {
  await page.goto('/login');
  await fillSignIn(page, `nobody-${Date.now()}@example.jp`, 'whatever123');
  await expect(page.getByRole('alert').filter({ hasText: 'メールアドレスが間違っています' })).toBeVisible();
});

test('the form explains empty and malformed input in Japanese before any request', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
  await expect(page.getByText('パスワードを入力してください')).toBeVisible();
  await page.getByLabel('メールアドレス').fill('not-an-address');
  await page.getByLabel('パスワード', { exact: true }).fill('abc');
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByText('メールアドレスの形式が正しくありません')).toBeVisible();
});
