import { expect, type Page } from '@playwright/test';

export const DEMO = {
  email: process.env.DEMO_EMAIL ?? 'demo@example.jp',
  password: process.env.DEMO_PASSWORD ?? 'demo1234',
  name: process.env.DEMO_NAME ?? '山田 花子',
};
export const TOKEN_KEY = 'jwt-token-worker';

export async function fillSignIn(page: Page, email: string, password: string): Promise<void> {
  await page.getByLabel('メールアドレス').fill(email);
  await page.getByLabel('パスワード', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'ログインする' }).click();
}

/** Signs in through /login like a worker and waits for my page. */
export async function signIn(page: Page, email = DEMO.email, password = DEMO.password): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, email, password);
  await expect(page).toHaveURL(/\/mypage$/);
}
