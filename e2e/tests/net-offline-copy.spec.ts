import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForServiceWorkerControl } from '../support/pwa';
import { createRequest } from '../support/reservations';
import { createWorker, signInAs } from '../support/workers';

test.use({ serviceWorkers: 'allow' });

/** A new worker with one request, signed in, whose reservation list the service worker has kept a copy of. */
async function reservationListKept(page: Page, request: APIRequestContext) {
  const worker = await createWorker(request);
  const first = await createRequest(request, worker.email, { customerName: `前回 ${worker.id.slice(0, 4)}` });
  await signInAs(page, worker);
  await waitForServiceWorkerControl(page);
  await page.goto('/mypage/reservation-list');
  await expect(page.getByText(`${first.customerName} 様`)).toBeVisible();
  await expect.poll(() => page.evaluate(async () => {
    const keys = await (await caches.open('worker-api-v1')).keys();
    return keys.some((k) => new URL(k.url).pathname === '/workerapi/reservations');
  })).toBe(true);
  return { worker, first };
}

// A dead mobile connection or a captive network: the browser still says online, but every request to the API fails.
// The service worker answers the reads with the copy it kept; the worker must be told that it is not current, and
// the page must load the real data by itself when the network answers again.
test('the offline copy served while the browser says online shows the オフライン banner, and the data loads when the network is back', async ({ page, context, request }) => {
  const { worker, first } = await reservationListKept(page, request);

  // The connection dies without the browser noticing; a customer asks meanwhile.
  await context.route(/\/workerapi\//, (route) => route.abort('connectionreset'));
  const later = await createRequest(request, worker.email, { customerName: `新着 ${worker.id.slice(0, 4)}` });
  await page.reload();
  await expect(page.getByText(`${first.customerName} 様`)).toBeVisible(); // the copy
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expect(page.getByTestId('offline-banner')).toContainText('オフライン');
  // How old the copy is: when it was saved (the stored answer's Date), in Japan time.
  await expect(page.getByTestId('offline-copy-time')).toHaveText(/^\d{1,2}月\d{1,2}日\([日月火水木金土]\) \d{2}:\d{2}時点の内容を表示中$/);
  // On a 320 px phone, the bar with the copy's time on one line of its own: under 80 px, not a quarter of the screen.
  await page.setViewportSize({ width: 320, height: 640 });
  expect((await page.getByTestId('offline-banner').boundingBox())?.height).toBeLessThanOrEqual(80);
  expect((await page.getByTestId('offline-copy-time').boundingBox())?.height).toBeLessThanOrEqual(24); // one line
  await expect(page.getByText(`${later.customerName} 様`)).toHaveCount(0);

  await context.unroute(/\/workerapi\//);
  await expect(page.getByText(`${later.customerName} 様`)).toBeVisible({ timeout: 40_000 });
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
  await expect(page.getByTestId('offline-copy-time')).toHaveCount(0);
});

// The same dead connection, but the requests never answer (no error): the app opens from the copies after 10 s
// under the banner instead of 読み込み中… forever, and the banner goes when the network answers again.
test('requests that never answer: after a reload the app opens with the copy under the オフライン banner', async ({ page, context, request }) => {
  const { first } = await reservationListKept(page, request);

  const hang = (url: URL) => url.pathname === '/config.json' || url.pathname.startsWith('/workerapi/');
  await context.route(hang, () => undefined); // never answered
  await page.reload();
  await expect(page.getByText(`${first.customerName} 様`)).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('offline-banner')).toBeVisible();

  await context.unroute(hang);
  await page.getByRole('tab', { name: /予定/ }).click(); // a read the network answers
  await expect(page.getByTestId('offline-banner')).toHaveCount(0);
});
