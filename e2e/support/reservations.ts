import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { startPrivateGateway } from './deploy';

// Helpers of the reservation e2e tests (tests/reservations.spec.ts). The customer side does not exist as an
// app: tests act as the customer through workerapi's local/test-only routes under /workerapi/dev/… (404 in
// staging/production). Each test uses its own fresh worker (support/workers.ts), so data never collides.

export interface DevReservation {
  id: string;
  customerId: string;
  customerName: string;
  status: 'requested' | 'confirmed';
  startsAt: string;
  endsAt: string;
  answerDeadline: string;
}

export interface NewRequest {
  /** Hours from now (default 72). */
  startInHours?: number;
  /** An exact start instant instead (ISO 8601, e.g. '2026-12-14T12:00:00+09:00'). */
  startsAt?: string;
  minutes?: number;
  charge?: number;
  course?: string;
  customerId?: string;
  customerName?: string;
  /** Hours from now (default: the route's default, 12 h). */
  deadlineInHours?: number;
  status?: 'requested' | 'confirmed';
}

/** POST /workerapi/dev/reservations: a customer requests (or has confirmed) `workerEmail`. */
export async function createRequest(request: APIRequestContext, workerEmail: string, options: NewRequest = {}): Promise<DevReservation> {
  const hour = 3_600_000;
  // Whole quarter hours, so what the page shows is easy to predict.
  const start = Math.ceil((Date.now() + (options.startInHours ?? 72) * hour) / (15 * 60_000)) * 15 * 60_000;
  const res = await request.post('/workerapi/dev/reservations', {
    data: {
      workerEmail,
      startsAt: options.startsAt ? new Date(options.startsAt).toISOString() : new Date(start).toISOString(),
      ...(options.minutes ? { minutes: options.minutes } : {}),
      ...(options.charge !== undefined ? { charge: options.charge } : {}),
      ...(options.course ? { course: options.course } : {}),
      ...(options.customerId ? { customerId: options.customerId } : {}),
      ...(options.customerName ? { customerName: options.customerName } : {}),
      ...(options.deadlineInHours !== undefined ? { answerDeadline: new Date(Date.now() + options.deadlineInHours * hour).toISOString() } : {}),
      ...(options.status ? { status: options.status } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { reservation: DevReservation }).reservation;
}

/** POST /workerapi/dev/reservations/{id}/cancel: the customer cancels. */
export async function cancelAsCustomer(request: APIRequestContext, id: string): Promise<void> {
  const res = await request.post(`/workerapi/dev/reservations/${id}/cancel`, { data: {} });
  expect(res.status(), await res.text()).toBe(200);
}

/** A gateway of its own (own origin) over the test stack's API whose /config.json leaves out `disabled`. */
/** A private gateway on the same API and emulator with one remote switched off (DISABLED_REMOTES), APP_ENV test. */
export function startGatewayWithout(disabled: string): Promise<{ url: string; close: () => Promise<void> }> {
  return startPrivateGateway({}, { DISABLED_REMOTES: disabled });
}

/** Opens a reservation's page from the list (as a worker would: by its customer's name). */
export async function openFromList(page: Page, tab: '依頼' | '予定' | '過去', customerName: string): Promise<void> {
  await page.goto('/mypage/reservation-list');
  await page.getByRole('tab', { name: new RegExp(tab) }).click();
  await page.getByTestId('reservation-row').filter({ hasText: `${customerName} 様` }).click();
  await expect(page.getByRole('heading', { level: 1, name: '予約の詳細' })).toBeVisible();
}
