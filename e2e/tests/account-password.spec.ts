import { randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { fillSignIn, TOKEN_KEY } from '../support/app';
import { latestOobCode, providerSignIn } from '../support/account';
import { createWorker, signInAs, uniqueEmail } from '../support/workers';

// Password reset (/login/forget-password) and password change (/mypage/password), spec §4, §5, §7, §8.

test('password reset end to end: the mail is "sent" without revealing the address; the emulated link sets a new password', async ({ page, request }) => {
  const worker = await createWorker(request);
  await page.goto('/login');
  await page.getByRole('link', { name: 'パスワードをお忘れの方' }).click();
  await expect(page).toHaveURL(/\/login\/forget-password$/);
  await expect(page.getByRole('heading', { name: 'パスワードの再設定' })).toBeVisible();

  await page.getByLabel('メールアドレス').fill(worker.email);
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(`${worker.email} が登録されている場合、パスワード再設定用のメールを送信しました。`);

  // An unknown address gets exactly the same screen.
  const nobody = uniqueEmail('nobody');
  await page.getByRole('button', { name: '別のメールアドレスで送信' }).click();
  await page.getByLabel('メールアドレス').fill(nobody);
  await page.getByRole('button', { name: '再設定メールを送信' }).click();
  await expect(page.getByTestId('reset-sent')).toContainText(`${nobody} が登録されている場合、パスワード再設定用のメールを送信しました。`);

  // The link of the reset mail, read from the Auth emulator. The provider's hosted page to type the new
  // password is not available offline; the emulator's own action link takes it as a parameter instead.
  const { oobLink } = await latestOobCode(request, worker.email, 'PASSWORD_RESET');
  const newPassword = `new-${randomUUID().slice(0, 10)}`;
  const applied = await request.get(`${oobLink}&newPassword=${encodeURIComponent(newPassword)}`);
  expect(applied.ok(), await applied.text()).toBe(true);

  await page.goto('/login');
  await fillSignIn(page, worker.email, worker.password);
  await expect(page.getByRole('alert').filter({ hasText: 'パスワードが間違っています' })).toBeVisible();
  await signInAs(page, { email: worker.email, password: newPassword });
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);
});

test('password change: wrong current password refused; success keeps the session; then only the new password signs in', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/password');
  await expect(page.getByRole('heading', { name: 'パスワード変更' })).toBeVisible();

  const current = page.getByLabel(/^現在のパスワード/);
  const next = page.getByLabel(/^新しいパスワード\s*(必須)?$/);
  const confirm = page.getByLabel(/^新しいパスワード（確認）/);
  const newPassword = `new-${randomUUID().slice(0, 10)}`;

  await current.fill('wrong-password-1');
  await next.fill(newPassword);
  await confirm.fill(newPassword);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByTestId('password-change-status')).toContainText('パスワードが間違っています');
  await expect(next).toHaveValue(newPassword);

  await current.fill(worker.password);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByTestId('password-change-status')).toContainText('パスワードを変更しました。');

  // The session keeps working: the refreshed token is stored and accepted by workerapi.
  const token = await page.evaluate((k) => localStorage.getItem(k), TOKEN_KEY);
  expect(token).toBeTruthy();
  const me = await request.get('/workerapi/me', { headers: { Authorization: `Bearer ${token ?? ''}` } });
  expect(me.status()).toBe(200);
  await page.goto('/mypage');
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, worker.email, worker.password);
  await expect(page.getByRole('alert').filter({ hasText: 'パスワードが間違っています' })).toBeVisible();
  await signInAs(page, { email: worker.email, password: newPassword });
  expect(await providerSignIn(request, worker.email, newPassword)).toBe('ok');
});

test('password change offline: the input stays; when the connection returns the form says so, and the button changes it', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/password');
  const newPassword = `new-${randomUUID().slice(0, 10)}`;
  await page.getByLabel(/^現在のパスワード/).fill(worker.password);
  await page.getByLabel(/^新しいパスワード\s*(必須)?$/).fill(newPassword);
  await page.getByLabel(/^新しいパスワード（確認）/).fill(newPassword);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByTestId('password-change-status')).toHaveText('ネットワークエラーが発生しました。接続を確認してください。');

  await context.setOffline(false);
  await expect(page.getByTestId('password-change-online-again')).toHaveText('接続が戻りました。パスワードはまだ変更されていません。入力内容はそのまま残っているので、「パスワードを変更する」を押してください。');
  expect(await providerSignIn(request, worker.email, worker.password)).toBe('ok'); // nothing changed by itself

  await page.getByRole('button', { name: 'パスワードを変更する' }).click();
  await expect(page.getByTestId('password-change-status')).toContainText('パスワードを変更しました。');
  expect(await providerSignIn(request, worker.email, newPassword)).toBe('ok');
});
