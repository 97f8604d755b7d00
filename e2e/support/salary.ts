import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { bearer } from './shifts';

// Helpers of e2e/tests/salary.spec.ts. Completed reservations and adjustments are given to a test's OWN fresh
// worker through the salary slice's local/test-only routes (POST /workerapi/dev/…; 404 in staging/production).

const TOKYO_OFFSET_MS = 9 * 60 * 60 * 1000;

/** This month in Asia/Tokyo, 'YYYY-MM'. */
export function tokyoMonthNow(): string {
  return new Date(Date.now() + TOKYO_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month before `month`. */
export function monthBefore(month: string): string {
  const [y, m] = month.split('-').map(Number);
  const year = y ?? 2000;
  const mon = m ?? 1;
  return mon === 1 ? `${year - 1}-12` : `${year}-${String(mon - 1).padStart(2, '0')}`;
}

/** An instant on `day` of `month` at 10:00 in Tokyo. */
export function tokyoInstant(month: string, day: number): string {
  return `${month}-${String(day).padStart(2, '0')}T10:00:00+09:00`;
}

export interface Job {
  startsAt: string;
  customerName: string;
  course: string;
  charge: number;
  margin?: number;
  status?: 'completed' | 'confirmed';
}

/** Gives the worker completed (or confirmed) reservations (local/test-only route). */
export async function addJobs(request: APIRequestContext, token: string, reservations: Job[]): Promise<void> {
  const res = await request.post('/workerapi/dev/salary/completed-reservations', {
    data: { reservations },
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Gives the worker an adjustment (交通費 / 調整) in a month (local/test-only route). */
export async function addAdjustment(
  request: APIRequestContext,
  token: string,
  adjustment: { month: string; kind: 'transport' | 'adjustment'; reason?: string; amount: number },
): Promise<void> {
  const res = await request.post('/workerapi/dev/salary-adjustments', {
    data: adjustment,
    headers: { ...bearer(token), 'Idempotency-Key': `e2e-${Date.now()}-${Math.random()}` },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Sets the worker's charge and margin (my page's test-only route). */
export async function setTerms(request: APIRequestContext, token: string, terms: { charge: number; margin: number }): Promise<void> {
  const res = await request.post('/workerapi/__test/mypage/terms', { data: terms, headers: bearer(token) });
  expect(res.ok(), await res.text()).toBe(true);
}

/** '12,345円' / '−500' → 12345 / -500. */
export function yenOf(text: string): number {
  const negative = /^[−-]/.test(text.trim());
  const digits = text.replace(/[^0-9]/g, '');
  return (negative ? -1 : 1) * Number(digits);
}

/** Opens /mypage/salary and waits for the year or the empty state. */
export async function openSalary(page: Page, query = ''): Promise<void> {
  await page.goto(`/mypage/salary${query}`);
  await expect(page.getByRole('heading', { name: '給与明細', level: 1 })).toBeVisible();
}
