import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectAccessible as axeClean } from '../support/a11y';
import { fillSignIn } from '../support/app';
import { addConfirmedShift, fetchShifts, openPeriod, periodDates, postShifts } from '../support/shifts';
import { createWorker, signInAs } from '../support/workers';

// Every page of every remote, as a worker meets it, with axe: no critical, serious or moderate violation.
// (The chat, inquiry, reservation and salary specs check their pages with a chat, inquiry, reservation or
// salary history of their own.)

/** Once the page's heading shows and nothing is loading. */
async function expectAccessible(page: Page, where: string): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await axeClean(page, where);
}

test('signed out: the sign-in (with its errors), password-reset and sign-up pages', async ({ page }) => {
  for (const path of ['/login', '/login/forget-password', '/signup']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
  await page.goto('/login');
  await fillSignIn(page, '', '');
  await expect(page.getByText('メールアドレスを入力してください')).toBeVisible();
  await expectAccessible(page, '/login with its errors');
});

/** A new worker with answers and confirmed shifts on both sides of today, signed in. */
async function signInWithShifts(page: Page, request: APIRequestContext): Promise<void> {
  const worker = await createWorker(request);
  const shifts = await fetchShifts(request, worker.idToken);
  const period = openPeriod(shifts);
  const dates = periodDates(period);
  const posted = await postShifts(request, worker.idToken, {
    periodId: period.id,
    answers: [{ date: dates[0], answer: 'maru' }, { date: dates[1], answer: 'sankaku', note: '夕方のみ' }, { date: dates[2], answer: 'batsu' }],
  });
  expect(posted.status()).toBe(201);
  // The same month can then stand under 今後のシフトと提出した回答 and under 過去のシフトと回答 in the shift list.
  const dayOf = (offset: number) => new Date(Date.parse(`${shifts.today}T00:00:00Z`) + offset * 86_400_000).toISOString().slice(0, 10);
  await addConfirmedShift(request, worker.idToken, { date: dayOf(-1), startTime: '09:00', endTime: '18:00', place: '渋谷店' });
  await addConfirmedShift(request, worker.idToken, { date: dayOf(1), startTime: '10:00', endTime: '15:00', place: '新宿店' });
  await signInAs(page, worker);
}

// My page and every page it links to, in three tests (each well inside the test timeout on a loaded machine).
test('signed in: my page and the account pages it links to', async ({ page, request }) => {
  await signInWithShifts(page, request);
  await expectAccessible(page, '/mypage');
  for (const path of ['/mypage/account', '/mypage/edit', '/mypage/email', '/mypage/password', '/mypage/info']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test('signed in: the reservation, salary and shift pages my page links to, with answers and shifts on both sides of today', async ({ page, request }) => {
  await signInWithShifts(page, request);
  for (const path of ['/mypage/reservation-list', '/mypage/salary', '/mypage/shift-list', '/mypage/shift-submit']) {
    await page.goto(path);
    await expectAccessible(page, path);
  }
});

test('signed in: every period of the shift calendar, the closed one too (its days can carry 祝)', async ({ page, request }) => {
  await signInWithShifts(page, request);
  await page.goto('/mypage/shift-submit');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const periods = page.getByLabel('提出期間');
  // The periods arrive after the heading (the page loads them): wait for them before reading their labels.
  await expect.poll(() => periods.locator('option').count()).toBeGreaterThan(1);
  const labels = await periods.locator('option').allTextContents();
  for (const label of labels) {
    await periods.selectOption({ label });
    await expect(page.locator('.shift-calendar')).toBeVisible();
    await expectAccessible(page, `/mypage/shift-submit, ${label}`);
  }
});
