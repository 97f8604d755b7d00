import { expect, test, type Page } from '@playwright/test';
import { createRequest } from '../support/reservations';
import { addJobs, tokyoInstant, tokyoMonthNow } from '../support/salary';
import { addConfirmedShift, fetchShifts, openPeriod, periodDates, postShifts } from '../support/shifts';
import { createWorker, signInAs } from '../support/workers';

// A worker who has turned the browser's text size up to 200 % (32 px instead of 16 px), on a 320 px wide phone:
// the pages follow that text size, and nothing of the shift, salary and reservation pages ends up off the screen
// (the page itself never scrolls sideways; a wide table scrolls inside its own scroller).

test.use({ viewport: { width: 320, height: 640 } });

/** The browser's text size setting (Chromium's default font size), as a worker sets it. */
async function setBrowserTextSize(page: Page, px: number): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.enable');
  await cdp.send('Page.setFontSizes', { fontSizes: { standard: px, fixed: px } });
}

/** What in <main> (or `root`) reaches past the screen's right edge, leaving out what a scroller inside the page holds. */
function offScreen(page: Page, root = 'main'): Promise<string[]> {
  return page.evaluate((root) => {
    const width = document.documentElement.clientWidth;
    const main = document.querySelector(root);
    if (!main) return [`no <${root}>`];
    const inScroller = (el: Element): boolean => {
      for (let p = el.parentElement; p && p !== main; p = p.parentElement) {
        if (['auto', 'scroll'].includes(getComputedStyle(p).overflowX)) return true;
      }
      return false;
    };
    const out: string[] = [];
    for (const el of main.querySelectorAll('*')) {
      const box = el.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue; // visually hidden, read by screen readers only
      if (box.right > width + 1 && !inScroller(el)) out.push(`${el.tagName.toLowerCase()}.${el.className} "${(el.textContent ?? '').trim().slice(0, 30)}" right ${Math.round(box.right)} > ${width}`);
    }
    return out.slice(0, 8);
  }, root);
}

test('the pages follow the browser\'s text size', async ({ page }) => {
  await setBrowserTextSize(page, 32);
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await page.evaluate(() => getComputedStyle(document.body).fontSize)).toBe('32px');
  expect(await page.getByLabel('メールアドレス').evaluate((el) => getComputedStyle(el).fontSize)).toBe('32px');
});

test('with the text size at 200 % on a 320 px screen, the shifts, salary and reservations stay on the screen', async ({ page, request }) => {
  const worker = await createWorker(request);
  const shifts = await fetchShifts(request, worker.idToken);
  const period = openPeriod(shifts);
  const dates = periodDates(period);
  const posted = await postShifts(request, worker.idToken, {
    periodId: period.id,
    answers: [{ date: dates[0], answer: 'sankaku', note: '夕方のみ', startTime: '17:00', endTime: '22:00' }, { date: dates[1], answer: 'maru' }],
  });
  expect(posted.status()).toBe(201);
  const tomorrow = new Date(Date.parse(`${shifts.today}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
  await addConfirmedShift(request, worker.idToken, { date: tomorrow, startTime: '13:00', endTime: '22:00', place: '新宿店', description: 'キッチン補助' });
  await addJobs(request, worker.idToken, [{ startsAt: tokyoInstant(tokyoMonthNow(), 1), customerName: '田中 大輔', course: 'スタンダードコース', charge: 1_200_000, status: 'confirmed' }]);
  const requested = await createRequest(request, worker.email, { customerName: '伊藤 さくら' });

  await setBrowserTextSize(page, 32);
  await signInAs(page, worker);

  // My page's cards and the shell's header (ワーカー, the unread count, ログアウト) wrap rather than run off the screen.
  await page.goto('/mypage');
  await expect(page.getByText('返答待ちの依頼')).toBeVisible();
  expect(await offScreen(page), '/mypage').toEqual([]);
  expect(await offScreen(page, 'header'), 'the header').toEqual([]);

  await page.goto('/mypage/shift-list');
  await expect(page.getByText('13:00〜22:00')).toBeVisible();
  await expect(page.getByText('17:00〜22:00')).toBeVisible();
  expect(await offScreen(page), '/mypage/shift-list').toEqual([]);

  await page.goto('/mypage/shift-submit');
  await expect(page.getByTestId('shift-deadline')).toBeVisible();
  await expect(page.locator('.shift-calendar')).toBeVisible();
  expect(await offScreen(page), '/mypage/shift-submit').toEqual([]);

  await page.goto('/mypage/salary');
  await expect(page.getByTestId('salary-year-total')).toBeVisible();
  await page.getByText('表で見る').click();
  await expect(page.getByTestId('salary-year-table')).toBeVisible();
  expect(await offScreen(page), '/mypage/salary').toEqual([]);

  await page.goto('/mypage/reservation-list');
  await expect(page.getByTestId('reservation-row')).toBeVisible();
  expect(await offScreen(page), '/mypage/reservation-list').toEqual([]);

  await page.goto(`/mypage/reservation/${requested.id}`);
  await expect(page.getByRole('button', { name: '承諾する' })).toBeVisible();
  expect(await offScreen(page), '/mypage/reservation/{id}').toEqual([]);

  await page.goto(`/mypage/salary?month=${tokyoMonthNow()}`);
  await expect(page.getByTestId('salary-statement-total')).toBeVisible();
  expect(await offScreen(page), '/mypage/salary?month=…').toEqual([]);
});
