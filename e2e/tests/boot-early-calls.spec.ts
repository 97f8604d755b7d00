import { expect, test, type Page } from '@playwright/test';
import { createWorker, signInAs } from '../support/workers';

// The boot script (shell/boot-hints.ts) sends, for a stored session, GET /workerapi/me and the GETs my page's route
// declares (`calls` in mfe-mypage's route hints) before the page's code has loaded; the client then takes those
// answers instead of asking again (shell/src/boot/early-api-call.ts). docs/decisions.md, 2026-11-26.

const DECLARED = ['/workerapi/notices', '/workerapi/shifts', '/workerapi/salaries', '/workerapi/reservations/summary', '/workerapi/messages/unread'];

/**
 * The API GETs the next document sends (from its navigation on: the page before it may still be loading again what
 * its own stream's opening asked for), by path: `start` until the page asks for its event stream, `afterStream`
 * since. The stream opens once the first page's content is on screen, and at its opening the views that follow it
 * load what they show again (a resync: what changed in between is not missed), which is not the start asking twice.
 */
function apiGets(page: Page): { start: string[]; afterStream: string[] } {
  const seen = { start: [] as string[], afterStream: [] as string[] };
  let navigated = false;
  let streamAsked = false;
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) navigated = true;
  });
  page.on('request', (req) => {
    const path = new URL(req.url()).pathname;
    if (!navigated || req.method() !== 'GET' || !path.startsWith('/workerapi/')) return;
    if (path === '/workerapi/events') streamAsked = true;
    else (streamAsked ? seen.afterStream : seen.start).push(path);
  });
  return seen;
}

const bootCalls = (page: Page) =>
  page.evaluate(() => (globalThis as { __SHELL_BOOT__?: { calls?: { url: string }[] } }).__SHELL_BOOT__?.calls?.map((c) => new URL(c.url, location.href).pathname) ?? []);

test("a reload of my page: the worker and the dashboard's data are asked for by the boot script, once each, and the cards show them", async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');

  // The first reload learns my page's hints (route-hints.json); the second starts everything from the remembered copy.
  for (const visit of ['hints fetched', 'hints remembered']) {
    const asked = apiGets(page);
    await page.reload();
    await expect(page.getByTestId('mypage-greeting'), visit).toBeVisible();
    await expect(page.getByTestId('dashboard-notices'), visit).toContainText('未読のお知らせが3件あります');
    await expect(page.getByTestId('dashboard-salary-estimate'), visit).toBeVisible();
    await expect(page.getByTestId('dashboard-messages'), visit).toContainText('未読のメッセージはありません');
    expect(await bootCalls(page), visit).toEqual(['/workerapi/me', ...DECLARED]);
    // Sent once: the client used the boot script's answers instead of asking again.
    for (const path of ['/workerapi/me', ...DECLARED]) expect(asked.start.filter((p) => p === path), `${visit}: ${path}`).toHaveLength(1);
    // The stream opened after the content, and the cards that follow it loaded again then.
    await expect.poll(() => asked.afterStream, visit).toEqual(expect.arrayContaining(['/workerapi/reservations/summary', '/workerapi/messages/unread']));
    page.removeAllListeners('request');
    page.removeAllListeners('framenavigated');
  }
});

test('a URL with a query: the declared calls are not sent early (the page may ask otherwise); the page still loads its data', async ({ page, request }) => {
  const worker = await createWorker(request);
  await signInAs(page, worker);
  await page.reload();
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');
  await page.goto('/mypage?from=test');
  await expect(page.getByTestId('dashboard-notices')).toContainText('未読のお知らせが3件あります');
  expect(await bootCalls(page)).toEqual(['/workerapi/me']);
});

test("before the app's code has arrived, the page already shows the header and the spinner the shell shows while a page loads", async ({ page }) => {
  // Every script file is still on its way (never answered here); only index.html's own boot frame and inline boot
  // script are there.
  await page.route(/\.js$/, () => undefined);
  await page.goto('/login', { waitUntil: 'commit' }); // no load event: the scripts never arrive
  await expect(page.getByRole('banner')).toHaveText('ワーカー');
  await expect(page.getByRole('status')).toHaveText('読み込み中…');
  await expect(page.locator('.boot-spinner')).toBeVisible();
});

test("when the app's own start files cannot be loaded, the boot frame says so in place of the spinner, and 再試行 starts it", async ({ page }) => {
  // The shell's start code (its bootstrap chunk) fails to load, as when the connection drops on a first visit.
  await page.route(/\/assets\/bootstrap-[^/]+\.js$/, (route) => route.abort());
  await page.goto('/login');
  const failure = page.getByRole('alert');
  await expect(failure).toContainText('アプリを起動できませんでした。通信状況を確認して再試行してください。');
  await expect(page.locator('.boot-spinner')).toBeHidden();

  await page.unrouteAll();
  await failure.getByRole('button', { name: '再試行' }).click();
  await expect(page.getByLabel('メールアドレス')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);

  // The entry script itself failing (the first file after the HTML) shows the same.
  const entry = await page.locator('script[type="module"][src]').getAttribute('src');
  expect(entry).toMatch(/^\/assets\/[^/]+\.js$/);
  await page.route(`**${entry}`, (route) => route.abort());
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('アプリを起動できませんでした。');
});
