import { expect, test } from '@playwright/test';
import {
  answerMaybe,
  closedPeriod,
  day,
  fetchShifts,
  openPeriod,
  openShiftSubmit,
  periodDates,
  postShifts,
  closeAppNoticesWhenInTheWay,
} from '../support/shifts';
import { createWorker, signInAs } from '../support/workers';

test.beforeEach(async ({ page }) => {
  await closeAppNoticesWhenInTheWay(page);
});

const JAPANESE = /[\u3040-\u30ff\u4e00-\u9faf]/;

test('a whole month with quick fills and two △ with notes, submitted, appears in the list', async ({ page, request }) => {
  const worker = await createWorker(request);
  const period = openPeriod(await fetchShifts(request, worker.idToken));
  const dates = periodDates(period);
  const [first, second] = [dates[2], dates[9]];
  if (!first || !second) throw new Error('period too short');

  await signInAs(page, worker);
  await openShiftSubmit(page);
  await expect(page.getByTestId('shift-period-status')).toHaveText('受付中');
  await expect(page.getByTestId('shift-time-left')).toContainText('締切まであと');
  await expect(page.locator('.shift-calendar thead th')).toHaveText(['日', '月', '火', '水', '木', '金', '土']);
  // Sundays red, Saturdays blue (and every day also says its answer in words — see the accessible names).
  expect(await page.locator('.shift-calendar thead th').first().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(180, 35, 24)');
  expect(await page.locator('.shift-calendar thead th').last().evaluate((el) => getComputedStyle(el).color)).toBe('rgb(29, 79, 145)');
  await expect(page.getByTestId('shift-answered-count')).toHaveText(`回答済み 0 / ${dates.length}日`);

  await page.getByRole('button', { name: '平日をすべて○' }).click();
  await page.getByRole('button', { name: '土日・祝日をすべて×' }).click();
  await expect(page.getByTestId('shift-answered-count')).toHaveText(`回答済み ${dates.length} / ${dates.length}日`);

  await answerMaybe(page, first, '午前のみ可能です', { start: '09:00', end: '12:00' });
  await answerMaybe(page, second, '17時以降なら可');
  await expect(day(page, second)).toHaveAccessibleName(/△ 要相談/);

  await page.getByRole('button', { name: '提出する' }).click();
  const receipt = page.getByTestId('shift-receipt');
  await expect(receipt).toContainText('提出しました');
  await expect(receipt).toContainText(`${dates.length}日分の回答を提出しました。`);

  const stored = await fetchShifts(request, worker.idToken);
  const mine = stored.answers.filter((a) => a.periodId === period.id);
  expect(mine).toHaveLength(dates.length);
  expect(mine.filter((a) => a.answer === 'sankaku').map((a) => [a.date, a.note, a.startTime, a.endTime])).toEqual([
    [first, '午前のみ可能です', '09:00', '12:00'],
    [second, '17時以降なら可', null, null],
  ]);
  expect(stored.submissions).toHaveLength(1);

  await receipt.getByRole('link', { name: 'シフト一覧を見る' }).click();
  await expect(page).toHaveURL(/\/mypage\/shift-list$/);
  const upcoming = page.getByTestId('shift-upcoming');
  await expect(upcoming.locator('[data-kind="answer"]')).toHaveCount(dates.length);
  await expect(upcoming.locator(`[data-date="${first}"]`)).toContainText('△ 要相談');
  await expect(upcoming.locator(`[data-date="${first}"]`)).toContainText('午前のみ可能です');
  await expect(upcoming.locator(`[data-date="${second}"]`)).toContainText('17時以降なら可');
});

test('from the keyboard: the calendar is one Tab stop, the arrow keys move between days, Enter opens one to answer', async ({ page, request }) => {
  const worker = await createWorker(request);
  const period = openPeriod(await fetchShifts(request, worker.idToken));
  const dates = periodDates(period);
  const first = dates[0];
  const third = dates[2];
  if (!first || !third) throw new Error('period too short');

  await signInAs(page, worker);
  await openShiftSubmit(page);
  // One day of the calendar is in the Tab order (today, or the period's first day when today is outside it).
  await expect(page.locator('.shift-calendar button[tabindex="0"]')).toHaveCount(1);
  await day(page, first).focus();
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await expect(day(page, third)).toBeFocused();
  await page.keyboard.press('Enter');
  const editor = page.getByTestId('shift-day-editor');
  await expect(editor).toBeVisible();
  await editor.getByRole('radio', { name: '○ 勤務可' }).check();
  await expect(day(page, third)).toHaveAccessibleName(/○ 勤務可/);
  // Tab from the opened day leaves the calendar at once (one stop, not thirty).
  await day(page, third).focus();
  await page.keyboard.press('Tab');
  expect(await page.evaluate(() => document.activeElement?.closest('.shift-calendar') === null)).toBe(true);
});

test('an answer can change before the deadline; the change is stored in place', async ({ page, request }) => {
  const worker = await createWorker(request);
  const period = openPeriod(await fetchShifts(request, worker.idToken));
  const date = periodDates(period)[4];
  if (!date) throw new Error('period too short');

  await signInAs(page, worker);
  await openShiftSubmit(page);
  await day(page, date).click();
  await page.getByTestId('shift-day-editor').getByRole('radio', { name: '○ 勤務可' }).check();
  await page.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('shift-receipt')).toContainText('1日分の回答を提出しました。');

  await page.reload();
  await expect(day(page, date)).toHaveAttribute('data-answer', 'maru');
  await expect(page.getByTestId('shift-last-submission')).toContainText('1日分');
  await day(page, date).click();
  await page.getByTestId('shift-day-editor').getByRole('radio', { name: '× 勤務不可' }).check();
  await page.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('shift-receipt')).toBeVisible();

  const stored = await fetchShifts(request, worker.idToken);
  expect(stored.answers.map((a) => [a.date, a.answer])).toEqual([[date, 'batsu']]);
  expect(stored.submissions).toHaveLength(2);
});

test('a period past its deadline is read-only, and the API refuses a direct POST in Japanese', async ({ page, request }) => {
  const worker = await createWorker(request);
  const closed = closedPeriod(await fetchShifts(request, worker.idToken));

  await signInAs(page, worker);
  await openShiftSubmit(page);
  await page.getByLabel('提出期間').selectOption(closed.id);
  await expect(page).toHaveURL(new RegExp(`period=${closed.id}`));
  await expect(page.getByTestId('shift-period-status')).toHaveText('締切済み');
  await expect(page.getByTestId('shift-closed-notice')).toHaveText('提出期限を過ぎたため、この期間の回答は変更できません。');
  await expect(page.getByRole('button', { name: '提出する' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: '平日をすべて○' })).toHaveCount(0);
  await day(page, closed.endsOn).click();
  await expect(page.getByTestId('shift-day-editor').getByRole('radio', { name: '○ 勤務可' })).toBeDisabled();

  const res = await postShifts(request, worker.idToken, { periodId: closed.id, answers: [{ date: closed.endsOn, answer: 'maru' }] });
  expect(res.status()).toBeGreaterThanOrEqual(400);
  expect(res.status()).toBeLessThan(500);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.message).toMatch(JAPANESE);
  expect(body.error).toEqual({ code: 'SHIFT_PERIOD_CLOSED', message: '提出期限を過ぎているため、この期間のシフトは変更できません。' });
  expect((await fetchShifts(request, worker.idToken)).answers).toEqual([]);
});
