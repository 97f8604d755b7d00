import { expect, test, type Page } from '@playwright/test';
import { fillSignIn } from '../support/app';
import { confirmAfterTheSignInSecond, latestMailTo, providerSignIn } from '../support/account';
import { createWorker, signInAs, uniqueEmail } from '../support/workers';

// The sign-in e-mail change (/mypage/email, POST /workerapi/email): nothing changes until the link mailed to the
// new address is opened; then the provider and the database change together.

/**
 * After the link: the change is made, and the provider ends the account's sessions begun before it (the page was
 * signed in before the change — confirmAfterTheSignInSecond makes that so), so the worker signs in again: the form
 * starts with the new address. (A session the provider keeps shows 'email-change-confirmed' instead: covered by
 * mfe-mypage's email-change.test.tsx.)
 */
async function signInAgainAfterTheChange(page: Page, newEmail: string, password: string): Promise<void> {
  const outcome = page.getByTestId('email-change-sign-in-again');
  await expect(outcome).toContainText(`${newEmail} に変更しました。`);
  await expect(outcome).toContainText('新しいメールアドレスでもう一度ログインしてください。');
  await outcome.getByRole('button', { name: 'ログインへ' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('メールアドレス')).toHaveValue(newEmail);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
}

test('e-mail change through the confirmation link; then only the new address signs in', async ({ page, request }) => {
  const worker = await createWorker(request);
  const newEmail = uniqueEmail('changed');
  await signInAs(page, worker);
  await page.goto('/mypage/email');
  await expect(page.getByRole('heading', { name: 'メールアドレス変更' })).toBeVisible();
  await expect(page.getByTestId('current-email')).toHaveText(worker.email);

  // Reauthentication first: a wrong password changes nothing.
  await page.getByLabel(/^新しいメールアドレス/).fill(newEmail);
  await page.getByLabel(/^現在のパスワード/).fill('wrong-password-1');
  await page.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(page.getByTestId('email-change-failure')).toContainText('パスワードが間違っています');

  await page.getByLabel(/^現在のパスワード/).fill(worker.password);
  await page.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(page.getByTestId('email-change-sent')).toContainText(`${newEmail} に確認メールを送信しました。`);

  // Until the link is opened the old address still signs in and the new one does not.
  expect(await providerSignIn(request, worker.email, worker.password)).toBe('ok');
  expect(await providerSignIn(request, newEmail, worker.password)).toBe('EMAIL_NOT_FOUND');

  const mail = await latestMailTo(request, newEmail);
  expect(mail.subject).toBe('【ワーカー】メールアドレス変更の確認');
  const link = /https?:\/\/\S+\/mypage\/email\?confirm=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0];
  expect(link, mail.text).toBeTruthy();

  await confirmAfterTheSignInSecond(page, request, worker.email);
  await page.goto(link ?? '');
  await signInAgainAfterTheChange(page, newEmail, worker.password);
  await page.goto('/mypage/email');
  await expect(page.getByTestId('current-email')).toHaveText(newEmail);

  // Provider and database changed together: the old address no longer signs in.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await fillSignIn(page, worker.email, worker.password);
  await expect(page.getByRole('alert').filter({ hasText: 'メールアドレスが間違っています' })).toBeVisible();
  await signInAs(page, { email: newEmail, password: worker.password });
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);
});

test('the link opened while signed out continues after sign-in (with the current address)', async ({ page, browser, request }) => {
  const worker = await createWorker(request);
  const newEmail = uniqueEmail('later');
  await signInAs(page, worker);
  await page.goto('/mypage/email');
  await page.getByLabel(/^新しいメールアドレス/).fill(newEmail);
  await page.getByLabel(/^現在のパスワード/).fill(worker.password);
  await page.getByRole('button', { name: '確認メールを送信' }).click();
  await expect(page.getByTestId('email-change-sent')).toBeVisible();
  const mail = await latestMailTo(request, newEmail);
  const link = /https?:\/\/\S+\/mypage\/email\?confirm=[A-Za-z0-9_-]{43}/.exec(mail.text)?.[0] ?? '';

  // Another browser (the phone's mail app): signed out → /login → back to the link → confirmed.
  const other = await browser.newContext();
  const phone = await other.newPage();
  await confirmAfterTheSignInSecond(phone, request, worker.email);
  await phone.goto(link);
  await expect(phone).toHaveURL(/\/login$/);
  await fillSignIn(phone, worker.email, worker.password);
  // back at the link's page, which takes the token out of the address bar at once
  await expect(phone).toHaveURL(/\/mypage\/email$/);
  await signInAgainAfterTheChange(phone, newEmail, worker.password);
  await other.close();
  expect(await providerSignIn(request, newEmail, worker.password)).toBe('ok');
});
