import { expect, test, type Page } from '@playwright/test';
import { DEMO, TOKEN_KEY, fillSignIn, signIn } from '../support/app';
import { createAuthAccount, createWorker, signInAs, uniqueEmail } from '../support/workers';

/** The account (the token's subject) an ID token is of. */
function accountOf(idToken: string): string {
  return (JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString()) as { sub: string }).sub;
}

test('signed out, /mypage sends the worker to /login', async ({ page }) => {
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'ログイン' })).toBeVisible();
});

test('a stored session the API refuses: the page sends the worker to /login saying it expired; signing in returns to the page', async ({ page, request }) => {
  const worker = await createWorker(request);
  // A token of this worker's account that reads as unexpired but that no provider signed (as after a revoked session).
  const claims = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, sub: accountOf(worker.idToken) })).toString('base64url');
  await page.goto('/login');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [TOKEN_KEY, `eyJhbGciOiJSUzI1NiJ9.${claims}.c2lnbmF0dXJl`] as const);
  await page.goto('/mypage/account');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-reason')).toHaveText('ログインの有効期限が切れました。もう一度ログインしてください。');
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();

  await fillSignIn(page, worker.email, worker.password);
  await expect(page).toHaveURL(/\/mypage\/account$/);
  await expect(page.getByTestId('account-empty')).toBeVisible();
});

test('a shared phone: the session refused was another account\'s, so the worker who signs in lands on my page, not on that page', async ({ page, request }) => {
  const worker = await createWorker(request);
  const claims = Buffer.from(JSON.stringify({ exp: Math.floor(Date.now() / 1000) + 3600, sub: 'someone-else' })).toString('base64url');
  await page.goto('/login');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [TOKEN_KEY, `eyJhbGciOiJSUzI1NiJ9.${claims}.c2lnbmF0dXJl`] as const);
  await page.goto('/mypage/account');
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, worker.email, worker.password);
  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);
});

test('a valid token whose account no worker has (403): the sign-in page says access was refused and the token is dropped', async ({ page, request }) => {
  // A provider account that never became a worker (or whose worker is gone): the API accepts the token, refuses the account.
  const idToken = await createAuthAccount(request, uniqueEmail('no-worker'), 'password-123');
  await page.goto('/login');
  await page.evaluate(([key, token]) => localStorage.setItem(key, token), [TOKEN_KEY, idToken] as const);
  await page.goto('/mypage/shift-list');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-reason')).toHaveText(
    'アクセスが拒否されました。このアカウントではマイページを利用できません。別のアカウントでログインするか、事務局にお問い合わせください。',
  );
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
});

/**
 * GET /workerapi/shifts (my page's next-shift card, the shift list) sent with the worker's token until `sendAs(token)`,
 * then with that token instead; `dashboardAnswered` resolves when my page's card has had its answer.
 */
async function shiftCallsSentAs(page: Page) {
  let token: string | null = null;
  await page.route('**/workerapi/shifts*', (route) =>
    token === null ? route.continue() : route.continue({ headers: { ...route.request().headers(), authorization: `Bearer ${token}` } }));
  return {
    dashboardAnswered: page.waitForResponse((response) => new URL(response.url()).pathname === '/workerapi/shifts'),
    sendAs: (next: string | null) => {
      token = next;
    },
  };
}

test('mid-session, a page’s call refused for the account (403): the sign-in page says why; signing in again returns to that page', async ({ page, request }) => {
  const worker = await createWorker(request);
  const refusedToken = await createAuthAccount(request, uniqueEmail('removed'), 'password-123');
  const shifts = await shiftCallsSentAs(page);
  await signInAs(page, worker);
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);
  await shifts.dashboardAnswered;
  // From now on the shifts call reaches the API as an account that no worker has (as when the operator has removed
  // the worker while the app is open): the real API answers 403 ACCESS_DENIED.
  shifts.sendAs(refusedToken);

  await page.getByRole('link', { name: 'シフト一覧', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-reason')).toHaveText(
    'アクセスが拒否されました。このアカウントではマイページを利用できません。別のアカウントでログインするか、事務局にお問い合わせください。',
  );
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
  await expect(page.getByRole('button', { name: 'ログアウト' })).toHaveCount(0);

  shifts.sendAs(null);
  await fillSignIn(page, worker.email, worker.password);
  await expect(page).toHaveURL(/\/mypage\/shift-list$/);
  await expect(page.getByRole('heading', { name: 'シフト一覧', level: 1 })).toBeVisible();
});

test('mid-session, a token the API no longer accepts (401): the sign-in page says the sign-in expired', async ({ page, request }) => {
  const worker = await createWorker(request);
  const shifts = await shiftCallsSentAs(page);
  await signInAs(page, worker);
  await shifts.dashboardAnswered;
  shifts.sendAs('not-a-token-the-provider-issued');

  await page.getByRole('link', { name: 'シフト一覧', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByTestId('login-reason')).toHaveText('ログインの有効期限が切れました。もう一度ログインしてください。');
  expect(await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY)).toBeNull();
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
