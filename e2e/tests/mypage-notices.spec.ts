import { expect, test } from '@playwright/test';
import { createWorker, signInAs } from '../support/workers';

// /mypage/info: the operator's notices (seeded locally; operator-wide, so a fresh worker sees them all unread).

test('notices: list newest first, open one, its unread marker clears', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');

  await page.getByTestId('dashboard-notices').click();
  await expect(page).toHaveURL(/\/mypage\/info$/);
  const items = page.getByTestId('notice-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('年末年始のシフト提出について');
  await expect(items.nth(1)).toContainText('給与の振込口座をご確認ください');
  await expect(items.nth(2)).toContainText('マイページをリニューアルしました');
  await expect(page.getByTestId('notice-unread')).toHaveCount(3);

  await items.nth(1).getByRole('link').click();
  await expect(page.getByRole('heading', { level: 2, name: '給与の振込口座をご確認ください' })).toBeVisible();
  await expect(page.getByTestId('notice-body')).toContainText('毎月25日');

  await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
  await expect(page.getByTestId('notice-unread')).toHaveCount(2);
  await expect(items.nth(1).getByTestId('notice-unread')).toHaveCount(0);

  // The read state is the worker's own and survives a reload.
  await page.reload();
  await expect(page.getByTestId('notice-unread')).toHaveCount(2);
  await page.goto('/mypage');
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが2件あります');
});

test('an unknown notice says so, with a way back', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.goto('/mypage/info?id=00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('このお知らせは見つかりませんでした。')).toBeVisible();
  await page.getByRole('link', { name: 'お知らせ一覧へ戻る' }).click();
  await expect(page.getByTestId('notice-item')).toHaveCount(3);
});

test('my page: cards that could not load say so once, with 再試行 that loads just them again', async ({ page, request }) => {
  const worker = await createWorker(request);
  // The first GET /workerapi/notices and /workerapi/salaries of the page fail, as on a dropped connection.
  const failing = new Set(['/workerapi/notices', '/workerapi/salaries']);
  const sent: string[] = [];
  await page.route(/\/workerapi\/(notices|salaries|shifts)$/, async (route) => {
    const path = new URL(route.request().url()).pathname;
    sent.push(path);
    if (failing.delete(path)) {
      await route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ error: { code: 'UNAVAILABLE', message: 'down' } }) });
    } else {
      await route.continue();
    }
  });
  // The tab's event stream opens only once the failures are on screen (on a slow phone it can open after them).
  let openStream: () => void = () => undefined;
  const streamHeld = new Promise<void>((resolve) => { openStream = resolve; });
  await page.route('**/workerapi/events', async (route) => {
    await streamHeld;
    await route.continue();
  });
  await signInAs(page, worker);
  const alert = page.getByTestId('dashboard-retry');
  await expect(alert).toContainText('一部の情報を読み込めませんでした。通信状況を確認して再試行してください。');
  await expect(page.getByTestId('dashboard-notices')).toContainText('お知らせを読み込めませんでした');
  await expect(page.getByTestId('dashboard-salary')).toContainText('給与を読み込めませんでした（給与明細を見る）');
  await expect(page.getByTestId('dashboard-salary-estimate')).toHaveCount(0);

  // Its opening reloads only the cards that follow live events: the failed ones wait for 再試行, which the message asks for.
  openStream();
  await expect(page.getByTestId('unread-badge')).toHaveAttribute('data-count', /^\d+$/);
  await expect(page.getByTestId('dashboard-notices')).toContainText('お知らせを読み込めませんでした');
  await expect(alert).toBeVisible();

  await alert.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');
  await expect(page.getByTestId('dashboard-salary-estimate')).toContainText('月の見込み');
  await expect(alert).toHaveCount(0);
  // Only the two failed cards asked again; the shifts card, which had answered, did not.
  expect(sent.filter((p) => p === '/workerapi/notices')).toHaveLength(2);
  expect(sent.filter((p) => p === '/workerapi/salaries')).toHaveLength(2);
  expect(sent.filter((p) => p === '/workerapi/shifts')).toHaveLength(1);
});

test('a notice with a long URL or unbroken text stays within a 320 px screen, in the list and opened', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  // My page asks for the notices too: let that answer arrive before the route below is set, so the navigation to
  // /mypage/info never drops a request the route is still reading (Playwright then disposes of its response).
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');
  await page.setViewportSize({ width: 320, height: 640 });
  const url = `https://example.jp/${'abcdefghij'.repeat(12)}?ref=notice`;
  const title = `【重要】年末年始の提出期限変更 ${'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789'.repeat(2)}`;
  // The operator writes notices with tools outside this product: give the seeded ones long texts on their way.
  await page.route('**/workerapi/notices**', async (route) => {
    const response = await route.fetch();
    type Notices = { notices?: { title: string; body: string }[]; notice?: { title: string; body: string } };
    // A request the page gave up on (a view left mid-load) has its response disposed of: nothing is left to answer.
    const body = (await response.json().catch(() => null)) as Notices | null;
    if (!body) return;
    const lengthen = <T extends { title: string; body: string }>(n: T): T => ({ ...n, title, body: `詳しくはこちら: ${url}\nご確認ください。` });
    await route.fulfill({ response, json: { ...body, ...(body.notices ? { notices: body.notices.map(lengthen) } : {}), ...(body.notice ? { notice: lengthen(body.notice) } : {}) } });
  });
  const scrollWidth = () => page.evaluate(() => document.documentElement.scrollWidth);

  await page.goto('/mypage/info');
  await expect(page.getByTestId('notice-item')).toHaveCount(3);
  await expect(page.getByTestId('notice-item').first()).toContainText('ABCDEFGHIJ');
  expect(await scrollWidth()).toBeLessThanOrEqual(320);

  await page.getByTestId('notice-item').first().getByRole('link').click();
  await expect(page.getByTestId('notice-body')).toContainText('https://example.jp/');
  expect(await scrollWidth()).toBeLessThanOrEqual(320);
});
