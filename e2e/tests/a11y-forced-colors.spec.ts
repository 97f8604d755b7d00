import { expect, test, type Locator, type Page } from '@playwright/test';
import { createRequest } from '../support/reservations';
import { addJobs, monthBefore, tokyoInstant, tokyoMonthNow } from '../support/salary';
import { createWorker, signInAs } from '../support/workers';

// A worker who uses the phone's high-contrast (forced colours) mode: the browser drops background colours and
// shadows, so what shows a state or a value only through them disappears. Each test checks the pixels.

test.beforeEach(async ({ page }) => {
  await page.emulateMedia({ forcedColors: 'active', reducedMotion: 'reduce' });
});

/** For each row of pixels of the element as shown, the share of pixels unlike the element's top-left pixel. */
async function inkByRow(page: Page, element: Locator): Promise<number[]> {
  const png = (await element.screenshot()).toString('base64');
  const scratch = await page.context().newPage();
  try {
    return await scratch.evaluate(async (data) => {
      const img = new Image();
      img.src = `data:image/png;base64,${data}`;
      await img.decode();
      const canvas = document.createElement('canvas');
      canvas.width = img.width;
      canvas.height = img.height;
      const ctx = canvas.getContext('2d');
      if (!ctx) return [];
      ctx.drawImage(img, 0, 0);
      const { data: px } = ctx.getImageData(0, 0, img.width, img.height);
      const [r0, g0, b0] = [px[0] ?? 0, px[1] ?? 0, px[2] ?? 0];
      const rows: number[] = [];
      for (let y = 0; y < img.height; y++) {
        let ink = 0;
        for (let x = 0; x < img.width; x++) {
          const i = (y * img.width + x) * 4;
          if (Math.abs((px[i] ?? 0) - r0) + Math.abs((px[i + 1] ?? 0) - g0) + Math.abs((px[i + 2] ?? 0) - b0) > 150) ink++;
        }
        rows.push(ink / img.width);
      }
      return rows;
    }, png);
  } finally {
    await scratch.close();
  }
}

test('reservation tabs: the selected tab is marked in forced colours too', async ({ page, request }) => {
  const worker = await createWorker(request);
  await createRequest(request, worker.email, { customerName: '伊藤 さくら' });
  await signInAs(page, worker);
  await page.goto('/mypage/reservation-list');
  const selected = page.getByRole('tab', { selected: true });
  await expect(selected).toHaveAccessibleName(/^依頼/);
  await expect(page.getByTestId('reservation-row')).toBeVisible();
  // The bottom rows of a tab are below its words: a line across them marks the selected one, and only it.
  const bottomInk = async (tab: Locator) => Math.max(...(await inkByRow(page, tab)).slice(-5));
  expect(await bottomInk(selected), 'the selected tab 依頼').toBeGreaterThan(0.6);
  expect(await bottomInk(page.getByRole('tab', { name: /^予定/ })), 'the tab 予定').toBeLessThan(0.2);
});

test('salary chart: a month\'s bar shows in forced colours', async ({ page, request }) => {
  const worker = await createWorker(request);
  const month = monthBefore(tokyoMonthNow());
  await addJobs(request, worker.idToken, [{ startsAt: tokyoInstant(month, 10), customerName: '田中 大輔', course: 'スタンダードコース', charge: 12_000 }]);
  await signInAs(page, worker);
  await page.goto(`/mypage/salary?year=${month.slice(0, 4)}`);
  const bar = page.locator(`.salary-chart__col[data-month="${month}"] .salary-chart__track`);
  await expect(bar).toBeVisible();
  // The month's bar is the whole track (the year's largest): its middle row is drawn across, not empty.
  const rows = await inkByRow(page, page.locator(`.salary-chart__col[data-month="${month}"]`));
  const track = await bar.boundingBox();
  const col = await page.locator(`.salary-chart__col[data-month="${month}"]`).boundingBox();
  if (!track || !col) throw new Error('the chart is not shown');
  const middle = Math.round(track.y - col.y + track.height / 2);
  expect(rows[middle], `row ${middle} of ${rows.length}`).toBeGreaterThan(0.6);
});
