import { expect, test } from '@playwright/test';
import { addConfirmedShift, fetchShifts, openPeriod, periodDates, postShifts, closeAppNoticesWhenInTheWay } from '../support/shifts';
import { createWorker, signInAs } from '../support/workers';

test.beforeEach(async ({ page }) => {
  await closeAppNoticesWhenInTheWay(page);
});

test('an editable answer is deleted after confirming; a confirmed shift offers no delete', async ({ page, request }) => {
  const worker = await createWorker(request);
  const shifts = await fetchShifts(request, worker.idToken);
  const period = openPeriod(shifts);
  const [keep, remove] = periodDates(period).slice(5, 7);
  if (!keep || !remove) throw new Error('period too short');
  const posted = await postShifts(request, worker.idToken, {
    periodId: period.id,
    answers: [{ date: keep, answer: 'maru' }, { date: remove, answer: 'sankaku', note: '夕方のみ' }],
  });
  expect(posted.status()).toBe(201);
  await addConfirmedShift(request, worker.idToken, { date: shifts.today, startTime: '09:00', endTime: '18:00', place: '渋谷店', description: 'ホールスタッフ' });

  await signInAs(page, worker);
  await page.goto('/mypage/shift-list');
  await expect(page.getByRole('heading', { name: 'シフト一覧', level: 1 })).toBeVisible();

  // Today is marked, and its confirmed shift has no delete button.
  const today = page.locator(`[data-date="${shifts.today}"]`);
  await expect(today).toHaveAttribute('aria-current', 'date');
  await expect(today).toContainText('今日');
  const confirmed = today.locator('[data-kind="confirmed"]');
  await expect(confirmed).toContainText('確定');
  await expect(confirmed).toContainText('09:00〜18:00');
  await expect(confirmed).toContainText('渋谷店');
  await expect(confirmed.getByRole('button')).toHaveCount(0);

  // Cancelling keeps the answer.
  await expect(page.locator(`[data-date="${remove}"]`)).toContainText('夕方のみ');
  await page.locator(`[data-date="${remove}"]`).getByRole('button', { name: /の回答を削除$/ }).click();
  const dialog = page.getByRole('alertdialog', { name: '回答を削除しますか？' });
  await expect(dialog).toContainText('△ 要相談');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page.locator(`[data-date="${remove}"]`)).toContainText('夕方のみ');

  await page.locator(`[data-date="${remove}"]`).getByRole('button', { name: /の回答を削除$/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: '削除する' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await expect(page.getByTestId('shift-list-status')).toContainText('の回答を削除しました。');
  await expect(page.locator(`[data-date="${remove}"]`)).toHaveCount(0);
  await expect(page.locator(`[data-date="${keep}"]`)).toContainText('○ 勤務可');

  const stored = await fetchShifts(request, worker.idToken);
  expect(stored.answers.map((a) => a.date)).toEqual([keep]);
  expect(stored.confirmed).toHaveLength(1);
});

test('a new worker sees the empty state; a failed load shows the error with 再試行 that recovers', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);

  let fail = true;
  await page.route('**/workerapi/shifts', (route) =>
    fail && route.request().method() === 'GET'
      ? route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: 'x' } }) })
      : route.continue(),
  );
  await page.goto('/mypage/shift-list');
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('シフトを読み込めませんでした。');
  await expect(error).toContainText('サーバーで問題が発生しました。ページを更新しもう一度お試しください。');

  fail = false;
  await error.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByTestId('shift-list-empty')).toContainText('シフトはまだありません。');
  await page.getByTestId('shift-list-empty').getByRole('link', { name: 'シフトを提出する' }).click();
  await expect(page).toHaveURL(/\/mypage\/shift-submit$/);
});
