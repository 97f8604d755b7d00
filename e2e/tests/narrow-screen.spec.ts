import { expect, test, type Locator, type Page } from '@playwright/test';
import { answerMaybe, closeAppNoticesWhenInTheWay, openShiftSubmit } from '../support/shifts';
import { createWorker, signInAs } from '../support/workers';

// The smallest phones workers use (320 px wide): nothing runs off the side, and short Japanese texts wrap between
// their phrases, never inside a word or a date.
test.use({ viewport: { width: 320, height: 640 } });

test.beforeEach(async ({ page }) => {
  await closeAppNoticesWhenInTheWay(page);
});

/** How many lines a text takes on screen. */
async function lineCount(text: Locator): Promise<number> {
  return text.evaluate((el) => {
    const range = document.createRange();
    range.selectNodeContents(el);
    return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
  });
}

async function expectNoSideways(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth), page.url()).toBeLessThanOrEqual(320);
}

test('at 320 px: my page greets in phrases, the shift period keeps its dates whole, no page scrolls sideways', async ({ page, request }) => {
  // A name long enough that the greeting needs two lines at this width.
  const worker = await createWorker(request, { name: '長谷川 千代子' });
  await signInAs(page, worker);

  const greeting = page.getByTestId('mypage-greeting');
  await expect(greeting).toHaveText('長谷川 千代子さん、こんにちは');
  // Two phrases, each on one line: the second starts the next line instead of breaking inside こんにちは.
  const phrases = greeting.locator('span');
  await expect(phrases).toHaveText(['長谷川 千代子さん、', 'こんにちは']);
  for (const phrase of await phrases.all()) expect(await lineCount(phrase), await phrase.innerText()).toBe(1);
  const [first, second] = await Promise.all([phrases.nth(0).boundingBox(), phrases.nth(1).boundingBox()]);
  expect(second?.y ?? 0).toBeGreaterThan(first?.y ?? 0);
  await expectNoSideways(page);

  await openShiftSubmit(page);
  const range = page.getByTestId('shift-period').locator('dd').first();
  await expect(range).toContainText('〜');
  await expect(range.locator('span')).toHaveCount(2);
  for (const date of await range.locator('span').all()) expect(await lineCount(date), await date.innerText()).toBe(1);
  await expectNoSideways(page);

  // △'s time range: both times inside the day's card (終了時刻 stuck out past its edge), one above the other.
  const lastDay = page.locator('.shift-calendar [data-date]').last();
  await answerMaybe(page, (await lastDay.getAttribute('data-date')) ?? '', '午前のみ可');
  const editor = page.getByTestId('shift-day-editor');
  const [card, start, end] = await Promise.all([editor.boundingBox(), editor.getByLabel('開始時刻').boundingBox(), editor.getByLabel('終了時刻').boundingBox()]);
  expect(end!.x + end!.width).toBeLessThanOrEqual(card!.x + card!.width);
  expect(end!.y).toBeGreaterThan(start!.y);
  await expectNoSideways(page);

  for (const path of ['/mypage/reservation-list', '/mypage/salary', '/mypage/account', '/mypage/chat/inquiry']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoSideways(page);
  }
});

test('at 320 px: a profile hint\'s example wraps whole (「例: 090-1234-5678」 never broken at a hyphen)', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/edit');
  // The field is described by the whole hint (a screen reader hears the phrases as two, with a pause between); its
  // example stands on one line.
  await expect(page.getByLabel('電話番号')).toHaveAccessibleDescription(/^ハイフンなしでも入力できます。\s?例: 090-1234-5678$/);
  const example = page.getByText('例: 090-1234-5678', { exact: true });
  await expect(example).toBeVisible();
  expect(await lineCount(example)).toBe(1);
  await expectNoSideways(page);
});
