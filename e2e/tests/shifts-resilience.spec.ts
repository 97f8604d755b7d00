import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import { day, fetchShifts, openPeriod, openShiftSubmit, periodDates, closeAppNoticesWhenInTheWay } from '../support/shifts';
import { createWorker, signInAs, type TestWorker } from '../support/workers';
import { expectAccessible } from '../support/a11y';

test.beforeEach(async ({ page }) => {
  await closeAppNoticesWhenInTheWay(page);
});

async function fillMonth(page: Page): Promise<void> {
  await page.getByRole('button', { name: '平日をすべて○' }).click();
  await page.getByRole('button', { name: '土日・祝日をすべて×' }).click();
}

/** Lets POST /workerapi/shifts through except the first, which `first` answers; records each Idempotency-Key. */
async function interceptFirstPost(page: Page, first: (route: Route) => Promise<void>): Promise<string[]> {
  const keys: string[] = [];
  await page.route('**/workerapi/shifts', async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    keys.push((await route.request().headerValue('idempotency-key')) ?? '');
    return keys.length === 1 ? first(route) : route.continue();
  });
  return keys;
}

async function submitAndExpectOneStored(page: Page, api: APIRequestContext, worker: TestWorker, days: number, keys: string[]) {
  await page.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('shift-receipt')).toContainText(`${days}日分の回答を提出しました。`);
  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  expect(keys[1]).toBe(keys[0]);
  const stored = await fetchShifts(api, worker.idToken);
  expect(stored.submissions).toHaveLength(1);
  expect(stored.submissions[0]?.days).toBe(days);
  expect(stored.answers).toHaveLength(days);
}

test('the API answers 503 once: the submission is retried once and stored exactly once', async ({ page, request: api }) => {
  const worker = await createWorker(api);
  const days = periodDates(openPeriod(await fetchShifts(api, worker.idToken))).length;
  await signInAs(page, worker);
  await openShiftSubmit(page);
  await fillMonth(page);
  const keys = await interceptFirstPost(page, (route) =>
    route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'SERVER_ERROR', message: '一時的に利用できません' } }) }),
  );
  await submitAndExpectOneStored(page, api, worker, days, keys);
});

test('a 503 after the server stored the submission: the retry (same Idempotency-Key) is not stored twice', async ({ page, request: api }) => {
  const worker = await createWorker(api);
  const days = periodDates(openPeriod(await fetchShifts(api, worker.idToken))).length;
  await signInAs(page, worker);
  await openShiftSubmit(page);
  await fillMonth(page);
  const keys = await interceptFirstPost(page, async (route) => {
    const reached = await route.fetch(); // the server stores it…
    expect(reached.status()).toBe(201);
    await route.fulfill({ status: 503, body: '' }); // …but the answer is lost on the way back
  });
  await submitAndExpectOneStored(page, api, worker, days, keys);
});

test('a half-filled month survives a reload and a failed request, and nothing is sent until 提出する', async ({ page, request: api }) => {
  const worker = await createWorker(api);
  const period = openPeriod(await fetchShifts(api, worker.idToken));
  const dates = periodDates(period);
  const maybe = dates[3];
  if (!maybe) throw new Error('period too short');
  await signInAs(page, worker);
  await openShiftSubmit(page);

  await page.getByRole('button', { name: '平日をすべて○' }).click();
  await day(page, maybe).click();
  await page.getByTestId('shift-day-editor').getByRole('radio', { name: '△ 要相談' }).check();
  await page.getByTestId('shift-day-editor').getByLabel('メモ（△のときの条件）').fill('午後から');
  const count = await page.getByTestId('shift-answered-count').textContent();
  expect(count).not.toContain('回答済み 0 /');
  expect(count).not.toContain(`回答済み ${dates.length} /`);

  await page.reload();
  await expect(page.getByTestId('shift-draft-restored')).toContainText('前回の入力内容を復元しました。');
  await expect(page.getByTestId('shift-answered-count')).toHaveText(count ?? '');
  await expect(day(page, maybe)).toHaveAttribute('data-answer', 'sankaku');
  await day(page, maybe).click();
  await expect(page.getByTestId('shift-day-editor').getByLabel('メモ（△のときの条件）')).toHaveValue('午後から');
  expect((await fetchShifts(api, worker.idToken)).answers).toEqual([]);

  // The network drops the submission: the error is shown in Japanese and the draft is still there.
  await page.route('**/workerapi/shifts', (route) => (route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue()));
  await page.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('shift-submit-error')).toContainText('ネットワークエラーが発生しました。接続を確認してください。');
  await expect(page.getByTestId('shift-submit-error')).toContainText('入力内容はこの端末に保存されています。');
  await page.unroute('**/workerapi/shifts');
  await page.reload();
  await expect(page.getByTestId('shift-answered-count')).toHaveText(count ?? '');
  await expect(day(page, maybe)).toHaveAttribute('data-answer', 'sankaku');
});

test('signing out with unsent shift answers asks first; confirmed, they are deleted and the next sign-in starts from what the server has', async ({ page, request: api }) => {
  const worker = await createWorker(api);
  await signInAs(page, worker);
  await openShiftSubmit(page);
  await page.getByRole('button', { name: '平日をすべて○' }).click();
  await expect(page.getByTestId('shift-answered-count')).not.toContainText('回答済み 0 /');
  const draftKeys = () => page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('worker-shifts:draft:')));
  await expect.poll(draftKeys).toHaveLength(1);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'ログアウトしますか？' });
  await expect(dialog).toContainText('ログアウトすると削除され、元に戻せません。');
  await expect(dialog).toContainText('提出していないシフトの回答');
  await expect(dialog.getByRole('button', { name: 'キャンセル' })).toBeFocused();
  await expectAccessible(page, 'the sign-out confirmation');
  await dialog.getByRole('button', { name: 'キャンセル' }).click();
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/mypage\/shift-submit/);
  expect(await draftKeys()).toHaveLength(1);

  await page.getByRole('button', { name: 'ログアウト' }).click();
  await dialog.getByRole('button', { name: '削除してログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(draftKeys).toEqual([]);

  await signInAs(page, worker);
  await openShiftSubmit(page);
  await expect(page.getByTestId('shift-answered-count')).toContainText('回答済み 0 /');
  await expect(page.getByTestId('shift-draft-restored')).toHaveCount(0);
  expect((await fetchShifts(api, worker.idToken)).answers).toEqual([]);
});

test('the shifts remote unreachable: both shift pages show the area error, the rest of my page works', async ({ page, request: api }) => {
  const worker = await createWorker(api);
  await page.route('**/remotes/shifts/**', (route) => route.abort('connectionrefused'));
  await signInAs(page, worker);
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);

  await page.goto('/mypage/shift-submit');
  await expect(page.getByTestId('area-error')).toContainText('ページを表示できませんでした');
  await expect(page.getByTestId('area-error').getByRole('button', { name: '再試行' })).toBeVisible();

  await page.goto('/mypage/shift-list');
  await expect(page.getByTestId('area-error')).toBeVisible();
  await page.getByTestId('area-error').getByRole('link', { name: 'マイページ' }).click();
  await expect(page.getByTestId('mypage-greeting')).toContainText(worker.name);
  await expect(page.getByRole('button', { name: 'ログアウト' })).toBeVisible();
});

test('submitted offline: the answers stay; when the connection returns the bar says so, and 提出する sends them once', async ({ page, context, request: api }) => {
  const worker = await createWorker(api);
  const period = openPeriod(await fetchShifts(api, worker.idToken));
  const days = periodDates(period).length;
  await signInAs(page, worker);
  await openShiftSubmit(page);
  await fillMonth(page);

  await context.setOffline(true);
  await page.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('shift-submit-error')).toContainText('ネットワークエラーが発生しました。接続を確認してください。');

  await context.setOffline(false);
  await expect(page.getByTestId('shift-online-again')).toHaveText('接続が戻りました。回答はまだ提出されていません。入力内容はそのまま残っているので、「提出する」を押してください。');
  await expect(page.getByTestId('shift-submit-error')).toHaveCount(0);
  expect((await fetchShifts(api, worker.idToken)).answers).toEqual([]); // nothing sent by itself
  await expect(page.getByTestId('shift-answered-count')).toHaveText(`回答済み ${days} / ${days}日`);

  await page.getByRole('button', { name: '提出する' }).click();
  await expect(page.getByTestId('shift-receipt')).toContainText(`${days}日分の回答を提出しました。`);
  await expect(page.getByTestId('shift-online-again')).toHaveCount(0);
});
