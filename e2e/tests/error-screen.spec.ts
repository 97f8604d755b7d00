import { expect, test } from '@playwright/test';
import { signIn } from '../support/app';

test('an unknown path shows the 404 screen with ログイン when signed out', async ({ page }) => {
  await page.goto('/no/such/page');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('Page Not Found');
  await expect(screen).toContainText('お探しのページが見つかりませんでした。');
  await expect(screen.getByRole('link', { name: 'ログイン' })).toHaveAttribute('href', '/login');
  await expect(screen.getByRole('link', { name: 'マイページ' })).toHaveCount(0);
});

test('an unknown path shows the 404 screen with マイページ when signed in', async ({ page }) => {
  await signIn(page);
  await page.goto('/mypage/no-such-page');
  const screen = page.getByTestId('error-screen');
  await expect(screen).toContainText('Page Not Found');
  await expect(page).toHaveTitle('Page Not Found | ワーカー');
  await screen.getByRole('link', { name: 'マイページ' }).click();
  await expect(page).toHaveURL(/\/mypage$/);
  // The tab follows the page (the history keeps these names).
  await expect(page).toHaveTitle('マイページ | ワーカー');
});

test('an invalid route parameter is a 404 Page Not Found', async ({ page }) => {
  await signIn(page);
  await page.goto(`/mypage/chat/${'x'.repeat(80)}`);
  await expect(page.getByTestId('error-screen')).toContainText('Page Not Found');
});
