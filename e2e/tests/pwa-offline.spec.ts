import { expect, test } from '@playwright/test';
import { DEMO, signIn } from '../support/app';
import { emulateConnection, waitForCachedProfile, waitForServiceWorkerControl, waitForWarmedAreas } from '../support/pwa';
import { createWorker, signInAs } from '../support/workers';
import { openSalary, tokyoMonthNow } from '../support/salary';
import { createRequest } from '../support/reservations';

/** My page's reads (its route's `calls` and the guard's profile). */
const MY_PAGE_READS = ['/workerapi/me', '/workerapi/notices', '/workerapi/shifts', '/workerapi/salaries', '/workerapi/reservations/summary', '/workerapi/messages/unread'];

test.use({ serviceWorkers: 'allow' });

test('after one online visit /mypage reloads offline with the オフライン banner; sign-out deletes the cached profile', async ({ page, context }) => {
  await signIn(page);
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  await waitForServiceWorkerControl(page);
  await waitForCachedProfile(page);

  await context.setOffline(true);
  await page.reload();
  await expect(page).toHaveURL(/\/mypage$/); // the guard did not send the worker to /login
  await expect(page.getByTestId('mypage-greeting')).toContainText(DEMO.name);
  const banner = page.getByTestId('offline-banner');
  await expect(banner).toBeVisible();
  await expect(banner).toContainText('オフライン');
  // How old the profile shown is: the service worker answered the boot script's early GET before the shell listened.
  await expect(page.getByTestId('offline-copy-time')).toHaveText(/^\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{2}:\d{2}時点の内容を表示中$/);
  // On a 320 px phone the bar under the header is a line and the copy's time, not a quarter of the screen; the
  // explanation is a tap away.
  await page.setViewportSize({ width: 320, height: 640 });
  expect((await banner.boundingBox())?.height).toBeLessThanOrEqual(80);
  await expect(page.getByText('送信や保存など通信が必要な操作はできません。入力した内容はそのまま残ります。')).toBeHidden();
  await banner.getByRole('button', { name: '詳しく' }).click();
  await expect(page.getByText('オフラインです。接続が戻ると自動で再開します。')).toBeVisible();
  await expect(page.getByText('送信や保存など通信が必要な操作はできません。入力した内容はそのまま残ります。')).toBeVisible();
  await banner.getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByText('オフラインです。接続が戻ると自動で再開します。')).toBeHidden();

  // Signing out offline works, and nothing of this worker stays cached.
  await page.getByRole('button', { name: 'ログアウト' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect.poll(() => page.evaluate(async () => (await caches.keys()).includes('worker-api-v1'))).toBe(false);

  // An action that needs the network says so and keeps what the worker typed.
  await page.getByLabel('メールアドレス').fill(DEMO.email);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO.password);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'ネットワークエラーが発生しました。接続を確認してください。' })).toBeVisible();
  await expect(page.getByLabel('メールアドレス')).toHaveValue(DEMO.email);

  await context.setOffline(false);
  await expect(page.getByTestId('online-banner')).toContainText('オンラインに戻りました。');
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});

// A worker whose first visit with the service worker opens at my page (signed in already): the boot script and the
// cards read their data before the worker being installed could see it. Offline afterwards, the cards must still show it
// (they showed 「…を読み込めませんでした」 in every card, under 「オフラインでも使えるようになりました。」).
test("the first visit's page opens offline with its data: what it read before the worker took over is stored too", async ({ browser, page, request }) => {
  const worker = await createWorker(request);
  await createRequest(request, worker.email, { customerName: `初回 ${worker.id.slice(0, 4)}` });
  await signInAs(page, worker);
  const origin = new URL(page.url()).origin;
  const session = await page.context().storageState({ indexedDB: true });
  const context = await browser.newContext({ storageState: session, serviceWorkers: 'allow', viewport: { width: 390, height: 844 } });
  try {
    const first = await context.newPage();
    await first.goto(`${origin}/mypage`);
    await expect(first.getByTestId('dashboard-open-requests')).toContainText('1件');
    // The page's reads went past the worker (none controlled the page yet): the case this test is about.
    expect(await first.evaluate(() => performance.getEntriesByType('resource')
      .filter((e) => new URL(e.name).pathname === '/workerapi/reservations/summary')
      .map((e) => (e as PerformanceResourceTiming).workerStart))).toContain(0);
    await waitForServiceWorkerControl(first);
    await expect.poll(() => first.evaluate(async (paths) => {
      const kept = new Set((await (await caches.open('worker-api-v1')).keys()).map((k) => new URL(k.url).pathname));
      return paths.filter((path) => !kept.has(path));
    }, MY_PAGE_READS), { timeout: 20_000 }).toEqual([]);

    await context.setOffline(true);
    await first.reload();
    await expect(first.getByTestId('offline-banner')).toBeVisible();
    await expect(first.getByTestId('dashboard-open-requests')).toContainText('1件');
    await expect(first.getByTestId('dashboard-notices')).toBeVisible();
    await expect(first.getByText(/読み込めませんでした/)).toHaveCount(0);
  } finally {
    await context.close();
  }
});

test('offline, the cached profile is answered only to a token of the same worker, never to another', async ({ page, context }) => {
  await signIn(page);
  await waitForServiceWorkerControl(page);
  await waitForCachedProfile(page);

  // Another token (a different worker's, or a forged one) finds nothing in the cache.
  const other = `x.${Buffer.from(JSON.stringify({ sub: 'someone-else' })).toString('base64url')}.y`;
  await context.setOffline(true);
  const status = await page.evaluate(async (token) => {
    try {
      const res = await fetch('/workerapi/me', { headers: { Authorization: `Bearer ${token}` } });
      return res.status;
    } catch {
      return 'network-error';
    }
  }, other);
  expect(status).toBe('network-error');
  // The signed-in worker's own token is answered from the cache.
  const own = await page.evaluate(async (key) => {
    const res = await fetch('/workerapi/me', { headers: { Authorization: `Bearer ${localStorage.getItem(key)}` } });
    return res.status;
  }, 'jwt-token-worker');
  expect(own).toBe(200);
  await context.setOffline(false);
});

test('after the install, every area of my page opens offline, even one never opened; its data loads when the connection returns', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await waitForCachedProfile(page);
  await waitForWarmedAreas(page); // the salary, shifts and chat remotes' code, cached at an idle moment
  // With what their pages import on demand: the shift calendar's holiday data (in its page's files: `preloads`).
  await expect.poll(() => page.evaluate(async () => {
    const warmed = Object.keys(JSON.parse(localStorage.getItem('shell-warmed-areas') ?? '{}') as object);
    const entry = warmed.find((url) => url.includes('/shifts/'));
    if (!entry) return 'no shifts entry';
    const hints = (await (await fetch(new URL('route-hints.json', entry))).json()) as { pages?: Record<string, string[]> };
    const holidays = hints.pages?.['/mypage/shift-submit']?.find((file) => file.includes('holiday'));
    if (!holidays) return 'no holiday file in the hints';
    return (await caches.match(new URL(holidays, entry).href)) ? 'cached' : 'holiday data not cached';
  })).toBe('cached');

  await context.setOffline(true);
  await page.goto('/mypage/shift-list'); // never opened: its code comes from the worker's cache
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'シフト一覧', level: 1 })).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);

  // Never opened either. Last year's statements were never fetched (this year's may be kept: my page's pay card asks
  // for them, through the worker or not depending on when it took control), so the page shows its own error.
  const lastYear = Number(tokyoMonthNow().slice(0, 4)) - 1;
  await page.goto(`/mypage/salary?year=${lastYear}`);
  await expect(page.getByRole('heading', { name: '給与明細', level: 1 })).toBeVisible();
  await expect(page.getByTestId('load-error')).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('salary-empty')).toBeVisible();
  await expect(page.getByTestId('load-error')).toHaveCount(0);
});

test('with data saver on, an area not opened yet is not cached: offline it cannot be shown; it opens by itself when the connection returns', async ({ page, context, request }) => {
  await emulateConnection(page, { saveData: true });
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await waitForCachedProfile(page);

  await context.setOffline(true);
  await page.goto('/mypage/salary'); // its remote was never loaded, and data saver kept it from being cached
  await expect(page.getByTestId('offline-banner')).toBeVisible();
  await expect(page.getByTestId('area-error')).toContainText('オフラインのため、このページを読み込めませんでした。接続が戻ると自動で表示します。');
  await expect(page.getByTestId('area-error').getByRole('button', { name: '再試行' })).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByRole('heading', { name: '給与明細', level: 1 })).toBeVisible();
  await expect(page.getByTestId('salary-empty')).toBeVisible();
  await expect(page.getByTestId('area-error')).toHaveCount(0);
});

test('offline, a page whose answer was never kept shows its error; it loads by itself when the connection returns', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await waitForCachedProfile(page);
  await openSalary(page); // through the worker now: the salary remote's files are kept
  await expect(page.getByTestId('salary-empty')).toBeVisible();
  // The pay calculator's code loads after the page's paint, at an idle moment: kept too once it is in.
  await expect(page.getByTestId('salary-calculator-pending')).toHaveCount(0);

  await context.setOffline(true);
  const lastYear = Number(tokyoMonthNow().slice(0, 4)) - 1;
  await page.goto(`/mypage/salary?year=${lastYear}`); // that year's answer was never fetched
  await expect(page.getByTestId('load-error')).toBeVisible();

  await context.setOffline(false);
  await expect(page.getByTestId('salary-empty')).toBeVisible();
  await expect(page.getByTestId('load-error')).toHaveCount(0);
});

test('offline, a reservation never opened on the phone says it is not kept there, and shows when the connection returns', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  const r = await createRequest(request, worker.email, { customerName: `未読込 ${worker.id.slice(0, 4)}`, status: 'confirmed' });
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await waitForCachedProfile(page);
  await waitForWarmedAreas(page); // the chat area's code, the reservation page's included
  await page.goto('/mypage/reservation-list?tab=upcoming'); // the list is kept; the reservation itself was never read
  await expect(page.getByTestId('reservation-row')).toHaveCount(1);

  await context.setOffline(true);
  await page.goto(`/mypage/reservation/${r.id}`);
  await expect(page.getByRole('heading', { name: '予約の詳細', level: 1 })).toBeVisible();
  const error = page.getByTestId('load-error');
  await expect(error).toContainText('予約を読み込めませんでした。');
  await expect(error).toContainText('この予約はこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。');
  await expect(page.getByTestId('area-error')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('status-chip')).toHaveText('確定');
  await expect(error).toHaveCount(0);
});

test('offline, the bank account says it is not kept on the phone (never a saved copy), and shows when the connection returns', async ({ page, context, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await page.goto('/mypage/account'); // read through the worker, which keeps no copy of it
  await expect(page.getByTestId('account-empty')).toBeVisible();

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByRole('heading', { name: '口座情報', level: 1 })).toBeVisible();
  await expect(page.getByTestId('load-error')).toContainText('口座情報は安全のためこの端末に保存していないので、オフラインでは表示できません。接続が戻ると自動で表示します。');
  await expect(page.getByTestId('account-empty')).toHaveCount(0);

  await context.setOffline(false);
  await expect(page.getByTestId('account-empty')).toBeVisible();
  await expect(page.getByTestId('load-error')).toHaveCount(0);
});

// What scrolls into view lands under the offline bar, as under the header: the message badge's メッセージ card was
// brought up behind the bar (scroll-padding counted the header only), and then, when the bar gained the saved copy's
// time a moment after the card came up, scroll anchoring held the card still and the grown bar covered its top.
// Focusing the header's or the bar's buttons does not scroll the page (html's scroll-padding covered them).
test('offline at 320×568, the message badge brings the メッセージ card up under the offline bar, not behind it, and it stays under it as the bar grows', async ({ page, request }) => {
  await page.setViewportSize({ width: 320, height: 568 });
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await page.reload(); // my page's reads now go through the service worker, which keeps their offline copies
  await expect(page.getByTestId('dashboard-messages')).toBeVisible();
  await expect.poll(() => page.evaluate(async () => {
    const keys = await (await caches.open('worker-api-v1')).keys();
    return keys.some((k) => new URL(k.url).pathname === '/workerapi/messages/unread');
  })).toBe(true);
  await page.getByRole('link', { name: 'シフト一覧' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('シフト一覧');

  await page.context().setOffline(true);
  const bar = page.getByTestId('offline-banner');
  await expect(bar).toBeVisible();
  await page.getByTestId('unread-badge').click();
  await expect(page).toHaveURL(/\/mypage#messages$/);
  /** How far the card's top is below the bar's bottom, in whole px (negative: behind the bar), both read at once. */
  const belowBar = () => page.evaluate(() => {
    const top = document.querySelector('[data-testid="dashboard-messages"]')!.getBoundingClientRect().top;
    return Math.round(top - document.querySelector('[data-testid="offline-banner"]')!.getBoundingClientRect().bottom);
  });
  const GAP = 12; // the room left above what scrolls into view (shell.css)
  await expect(page.getByTestId('offline-copy-time')).toBeVisible(); // the bar's second line (may come after the card)
  await expect.poll(belowBar).toBe(GAP);

  // Unfolded, the bar pushes the card down with it; focusing its buttons or the header's does not scroll the page.
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled).toBeGreaterThan(100);
  await bar.getByRole('button', { name: '詳しく' }).click();
  await expect(page.getByText('送信や保存など通信が必要な操作はできません。入力した内容はそのまま残ります。')).toBeVisible();
  await expect.poll(belowBar).toBe(GAP);
  await bar.getByRole('button', { name: '閉じる' }).click();
  await expect(page.getByText('送信や保存など通信が必要な操作はできません。入力した内容はそのまま残ります。')).toBeHidden();
  await page.getByRole('button', { name: 'ログアウト' }).focus();
  await bar.getByRole('button', { name: '詳しく' }).focus();
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  expect(await belowBar()).toBe(GAP);
  await page.context().setOffline(false);
});
