import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fillSignup, fillSignupProfile, providerSignIn, workerRowExists } from '../support/account';
import { createWorker, uniqueEmail } from '../support/workers';

// Sign-up (spec §1 "Sign-up requires an admin key", §4, §6, §7, §8) through the real stack: the admin-key
// check, the Auth emulator account, POST /workerapi/workers/signup, then /signup/profile and /mypage.

const password = () => `pw-${randomUUID().slice(0, 10)}`;

test('a wrong admin key: a clear Japanese message, what was typed stays, no provider user and no worker row', async ({ page, request }) => {
  const email = uniqueEmail('wrongkey');
  const pw = password();
  await page.goto('/signup');
  await fillSignup(page, { email, password: pw, adminKey: 'not-the-key' });
  await expect(page.getByTestId('signup-failure')).toContainText('管理者キーが正しくありません。');
  await expect(page).toHaveURL(/\/signup$/);
  await expect(page.getByLabel(/^メールアドレス\s*(必須)?$/)).toHaveValue(email);
  await expect(page.getByLabel(/^管理者キー/)).toHaveValue('not-the-key');

  expect(await providerSignIn(request, email, pw)).toBe('EMAIL_NOT_FOUND');
  expect(await workerRowExists(request, email)).toBe(false);
});

test('sign-up end to end: policy checklist → /signup/profile (the guard brings the worker back) → /mypage with the new name', async ({ page }) => {
  const email = uniqueEmail('signup');
  await page.goto('/signup');
  await expect(page.getByRole('heading', { name: '新規登録' })).toBeVisible();

  // The emulator has no password policy (501): the default applies, minimum 6 characters.
  const checklist = page.getByTestId('password-checklist');
  await page.getByLabel(/^パスワード\s*(必須)?$/).fill('abc');
  await expect(checklist.getByRole('listitem')).toHaveText(['−6文字以上（まだ満たしていません）']);
  await fillSignup(page, { email, password: password() });
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await expect(page.getByRole('heading', { name: 'プロフィール登録' })).toBeVisible();

  // Skipping the profile is not possible: any /mypage… destination leads back here.
  await page.goto('/mypage/salary');
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await page.goto('/mypage');
  await expect(page).toHaveURL(/\/signup\/profile$/);

  // Japanese validation, then the real save.
  await fillSignupProfile(page, { name: '新人 花子', nameKana: '新人', displayName: 'はなこ', phone: '090-1234-5678' });
  await expect(page.getByText('フリガナは全角カタカナで入力してください')).toBeVisible();
  await expect(page).toHaveURL(/\/signup\/profile$/);
  // A reload (the phone closing the page while the worker looks something up) loses nothing typed.
  await page.reload();
  await expect(page.getByTestId('profile-draft-restored')).toHaveText('前回の入力内容を復元しました。「登録してマイページへ」を押すまで登録されません。');
  await expect(page.getByLabel(/^氏名/)).toHaveValue('新人 花子');
  await expect(page.getByLabel(/^電話番号/)).toHaveValue('090-1234-5678');
  await page.getByLabel(/^フリガナ/).fill('シンジン ハナコ');
  await page.getByRole('button', { name: '登録してマイページへ' }).click();

  await expect(page).toHaveURL(/\/mypage$/);
  await expect(page.getByTestId('mypage-greeting')).toContainText('新人 花子さん、こんにちは');
  // Signed in and profile completed: a reload keeps the session and stays on my page.
  await page.reload();
  await expect(page.getByTestId('mypage-greeting')).toContainText('新人 花子');
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('profile-draft:')))).toEqual([]);
});

test("an e-mail already registered → 'すでに登録されているメールアドレスです'", async ({ page, request }) => {
  const existing = await createWorker(request);
  await page.goto('/signup');
  await fillSignup(page, { email: existing.email, password: password() });
  await expect(page.getByTestId('signup-failure')).toContainText('すでに登録されているメールアドレスです');
  await expect(page).toHaveURL(/\/signup$/);
  // Not even the right password turns sign-up into a sign-in of a registered worker.
  await page.getByLabel(/^パスワード\s*(必須)?$/).fill(existing.password);
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page.getByTestId('signup-failure')).toContainText('すでに登録されているメールアドレスです');
  await expect(page).toHaveURL(/\/signup$/);
});

test('the last step fails once (network): the worker presses 登録する again and the half-made account is completed', async ({ page }) => {
  const email = uniqueEmail('halfmade');
  let failed = 0;
  await page.route('**/workerapi/workers/signup', async (route) => {
    if (failed === 0) {
      failed += 1;
      await route.abort('connectionreset');
      return;
    }
    await route.continue();
  });
  await page.goto('/signup');
  await fillSignup(page, { email, password: password() });
  const failure = page.getByTestId('signup-failure');
  await expect(failure).toContainText('ネットワークエラーが発生しました。接続を確認してください。');
  await expect(failure).toContainText('もう一度「登録する」を押してください');
  expect(failed).toBe(1);

  // The provider account exists already; the retry must not answer "email already in use".
  await page.getByRole('button', { name: '登録する' }).click();
  await expect(page).toHaveURL(/\/signup\/profile$/);
  await expect(page.getByText('すでに登録されているメールアドレスです')).toHaveCount(0);
  await fillSignupProfile(page, { name: '再試行 太郎', nameKana: 'サイシコウ タロウ', displayName: 'たろう', phone: '08012345678' });
  await expect(page.getByTestId('mypage-greeting')).toContainText('再試行 太郎');
});
