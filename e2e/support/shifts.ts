import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

// Helpers of the shifts e2e tests (e2e/tests/shifts-*.spec.ts). Periods are operator-wide and seeded by
// workerapi in local/test (next month open, this month closed); each test uses its own fresh worker
// (support/workers.ts), so answers never collide. Confirmed shifts are given to a test's own worker through
// the test-only route /workerapi/__test/shifts/confirmed (local/test only).

export interface Period {
  id: string;
  title: string;
  startsOn: string;
  endsOn: string;
  deadlineAt: string;
  isOpen: boolean;
}

export interface Answer {
  id: string;
  periodId: string;
  date: string;
  answer: 'maru' | 'sankaku' | 'batsu';
  note: string | null;
  startTime: string | null;
  endTime: string | null;
  editable: boolean;
}

export interface Shifts {
  today: string;
  periods: Period[];
  answers: Answer[];
  confirmed: { id: string; date: string; startTime: string; endTime: string; place: string; description: string | null }[];
  submissions: { id: string; periodId: string; days: number; submittedAt: string }[];
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** GET /workerapi/shifts as the worker. */
export async function fetchShifts(request: APIRequestContext, token: string): Promise<Shifts> {
  const res = await request.get('/workerapi/shifts', { headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()) as Shifts;
}

export function openPeriod(shifts: Shifts): Period {
  const period = shifts.periods.filter((p) => p.isOpen).sort((a, b) => a.startsOn.localeCompare(b.startsOn))[0];
  if (!period) throw new Error('no open period seeded');
  return period;
}

export function closedPeriod(shifts: Shifts): Period {
  const period = shifts.periods.filter((p) => !p.isOpen).sort((a, b) => b.startsOn.localeCompare(a.startsOn))[0];
  if (!period) throw new Error('no closed period seeded');
  return period;
}

/** Every date of a period, 'YYYY-MM-DD'. */
export function periodDates(period: Pick<Period, 'startsOn' | 'endsOn'>): string[] {
  const out: string[] = [];
  for (let t = Date.parse(`${period.startsOn}T00:00:00Z`), end = Date.parse(`${period.endsOn}T00:00:00Z`); t <= end; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** POST /workerapi/shifts as the worker (a fresh Idempotency-Key unless given). */
export function postShifts(request: APIRequestContext, token: string, body: unknown, key = `e2e-${Date.now()}-${Math.random()}`) {
  return request.post('/workerapi/shifts', { data: body, headers: { ...bearer(token), 'Idempotency-Key': key } });
}

/** Gives the worker a confirmed shift (test-only route, local/test only). */
export async function addConfirmedShift(
  request: APIRequestContext,
  token: string,
  shift: { date: string; startTime: string; endTime: string; place: string; description?: string },
): Promise<void> {
  const res = await request.post('/workerapi/__test/shifts/confirmed', { data: shift, headers: bearer(token) });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens /mypage/shift-submit and waits for the calendar. */
export async function openShiftSubmit(page: Page): Promise<void> {
  await page.goto('/mypage/shift-submit');
  await expect(page).toHaveURL(/\/mypage\/shift-submit/);
  await expect(page.getByRole('heading', { name: 'シフト提出', level: 1 })).toBeVisible();
  await expect(page.locator('.shift-calendar')).toBeVisible();
}

/** The calendar button of a date. */
export function day(page: Page, date: string): Locator {
  return page.locator(`.shift-calendar [data-date="${date}"]`);
}

/** Sets one day to △ with a note (and optionally a time range) through the day editor. */
export async function answerMaybe(page: Page, date: string, note: string, times?: { start: string; end: string }): Promise<void> {
  await day(page, date).click();
  const editor = page.getByTestId('shift-day-editor');
  await editor.getByRole('radio', { name: '△ 要相談' }).check();
  await editor.getByLabel('メモ（△のときの条件）').fill(note);
  if (times) {
    await editor.getByLabel('開始時刻').fill(times.start);
    await editor.getByLabel('終了時刻').fill(times.end);
  }
  await expect(day(page, date)).toHaveAttribute('data-answer', 'sankaku');
}

/**
 * The shell may show a notice fixed at the bottom of the screen (e.g. "オフライン機能を有効にできませんでした。"
 * when the e2e browser blocks service workers); it would cover the shifts pages' bottom bar. Close it whenever
 * it gets in the way of an action.
 */
export async function closeAppNoticesWhenInTheWay(page: Page): Promise<void> {
  const notices = page.getByRole('region', { name: 'アプリからのお知らせ' });
  await page.addLocatorHandler(notices.getByRole('button', { name: '閉じる' }), async (close) => {
    await close.click();
  }, { noWaitAfter: true });
}
