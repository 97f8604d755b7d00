import { readFileSync } from 'node:fs';
import { expectAccessible } from '../support/a11y';
import { expect, test } from '@playwright/test';
import { addAdjustment, addJobs, monthBefore, openSalary, setTerms, tokyoInstant, tokyoMonthNow, yenOf } from '../support/salary';
import { createWorker, signInAs } from '../support/workers';

const month = tokyoMonthNow();
const previous = monthBefore(month);
const monthName = (m: string) => `${m.slice(0, 4)}年${Number(m.slice(5))}月`;

/** A worker with two jobs and two adjustments last month and, this month, one done and one still confirmed. */
async function workerWithHistory(request: Parameters<typeof createWorker>[0]) {
  const worker = await createWorker(request);
  await addJobs(request, worker.idToken, [
    { startsAt: tokyoInstant(previous, 3), customerName: '鈴木 様', course: '90分コース', charge: 12345, margin: 35 },
    { startsAt: tokyoInstant(previous, 20), customerName: '佐藤, "常連" 様', course: '60分コース', charge: 12000, margin: 30 },
    { startsAt: tokyoInstant(month, 1), customerName: '高橋 様', course: '60分コース', charge: 9999, margin: 0 },
    { startsAt: tokyoInstant(month, 28), customerName: '田中 様', course: '120分コース', charge: 10000, margin: 30, status: 'confirmed' },
  ]);
  await addAdjustment(request, worker.idToken, { month: previous, kind: 'transport', reason: '交通費', amount: 1200 });
  await addAdjustment(request, worker.idToken, { month: previous, kind: 'adjustment', reason: '前月分の差額', amount: -500 });
  return worker;
}

test('the month list: newest first, 見込み this month, the closed month with its pay date; the dashboard shows the estimate', async ({ page, request }) => {
  const worker = await workerWithHistory(request);
  await signInAs(page, worker);
  // 見込み this month = 9990 (9999 @ 0 %) + 7000 (10000 @ 30 %, still confirmed)
  await expect(page.getByTestId('dashboard-salary-estimate')).toHaveText(`${Number(month.slice(5))}月の見込み 16,990円`);
  await page.getByTestId('dashboard-salary').click();
  await expect(page).toHaveURL(/\/mypage\/salary$/);

  const items = page.getByTestId('salary-months').getByRole('link');
  await expect(items.first()).toContainText(monthName(month));
  await expect(items.first()).toContainText('見込み');
  await expect(items.first()).toContainText('16,990円');
  const last = page.getByTestId('salary-months').getByRole('link', { name: new RegExp(`^${monthName(previous)}`) });
  await expect(last).toContainText(/確定|支払済/);
  await expect(last).toContainText(/支払日 \d{4}年\d{1,2}月\d{1,2}日/);
  // 8020 + 8400 + 1200 − 500
  await expect(last).toContainText('17,120円');
  // the chart has twelve months, and the same numbers as a table
  await expect(page.getByTestId('salary-chart').locator('[data-month]')).toHaveCount(12);
  await page.getByText('表で見る').click();
  await expect(page.getByTestId('salary-year-table').getByRole('row')).toHaveCount(13);
});

test('a statement: its URL keeps the month, its total equals the sum of its lines, the CSV starts with the BOM', async ({ page, request }) => {
  const worker = await workerWithHistory(request);
  await signInAs(page, worker);
  await openSalary(page);
  await page.getByTestId('salary-months').getByRole('link', { name: new RegExp(`^${monthName(previous)}`) }).click();
  await expect(page).toHaveURL(new RegExp(`/mypage/salary\\?month=${previous}$`));
  await page.reload();
  const statement = page.getByTestId('salary-statement');
  await expect(statement.getByRole('heading', { name: new RegExp(`${monthName(previous)}の給与明細`) })).toBeVisible();
  await expect(statement.getByTestId('salary-line')).toHaveCount(2);

  const lineAmounts = (await statement.getByTestId('salary-line-take-home').allTextContents()).map(yenOf);
  const adjustments = (await statement.getByTestId('salary-adjustment-amount').allTextContents()).map(yenOf);
  expect(lineAmounts).toEqual([8020, 8400]);
  expect(adjustments).toEqual([1200, -500]);
  const total = yenOf(await page.getByTestId('salary-statement-total').innerText());
  expect(total).toBe([...lineAmounts, ...adjustments].reduce((a, b) => a + b, 0));

  const [download] = await Promise.all([page.waitForEvent('download'), statement.getByRole('button', { name: 'この月のCSV' }).click()]);
  expect(download.suggestedFilename()).toBe(`給与明細_${previous}.csv`);
  const bytes = readFileSync(await download.path());
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const text = bytes.subarray(3).toString('utf8');
  expect(text.startsWith('対象月,日付,区分,お客様,コース,料金（円）,手数料率（%）,金額（円）,内容\r\n')).toBe(true);
  expect(text).toContain(`${previous},${previous}-20,仕事,"佐藤, ""常連"" 様",60分コース,12000,30,8400,\r\n`);
  expect(text.trimEnd().split('\r\n')).toHaveLength(5);
});

test('the calculator: prefilled with the worker\'s terms, both formulas at once, Japanese messages under invalid fields', async ({ page, request }) => {
  const worker = await createWorker(request);
  await setTerms(request, worker.idToken, { charge: 12000, margin: 30 });
  await signInAs(page, worker);
  await openSalary(page);
  const calculator = page.getByTestId('salary-calculator');
  const amount = calculator.getByLabel(/金額/);
  const margin = calculator.getByLabel(/手数料率/);
  await expect(amount).toHaveValue('12000');
  await expect(margin).toHaveValue('30');
  await expect(calculator.getByTestId('calc-take-home')).toHaveText('8,400円');

  await amount.fill('12345');
  await margin.fill('35');
  await expect(calculator.getByTestId('calc-take-home')).toHaveText('8,020円');
  await amount.fill('7000');
  await margin.fill('30');
  await expect(calculator.getByTestId('calc-required')).toHaveText('10,000円');

  await margin.fill('100');
  await expect(calculator.getByText('手数料率は0〜99の整数で入力してください')).toBeVisible();
  await expect(calculator.getByTestId('calc-required')).toHaveText('—');
  await amount.fill('12.5');
  await expect(calculator.getByText('整数で入力してください', { exact: true })).toBeVisible();
  await amount.fill('');
  await expect(calculator.getByText('金額を入力してください')).toBeVisible();
});

test('a new worker sees the empty state, and the calculator still works', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await openSalary(page);
  await expect(page.getByTestId('salary-empty')).toContainText('最初のお仕事が完了すると');
  const calculator = page.getByTestId('salary-calculator');
  await calculator.getByLabel(/金額/).fill('8400');
  await calculator.getByLabel(/手数料率/).fill('30');
  await expect(calculator.getByTestId('calc-required')).toHaveText('12,000円');
});

test('axe: no moderate, serious or critical violation on the page, a statement and its print view', async ({ page, request }) => {
  const worker = await workerWithHistory(request);
  await signInAs(page, worker);
  await openSalary(page);
  await expect(page.getByTestId('salary-year-total')).toBeVisible();
  await expectAccessible(page);

  await openSalary(page, `?month=${month}`);
  await expect(page.getByTestId('salary-statement')).toBeVisible();
  await expectAccessible(page);

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('button', { name: '印刷・PDF保存' })).toBeHidden();
  await expectAccessible(page);
});
