import { expect, type APIRequestContext, type Page } from '@playwright/test';
import type { TestWorker } from './workers';

// Chats and inquiries (mfe-chat): each test makes its own customer, reservation and chat through the
// local/test-only /workerapi/dev/… routes, and acts as the customer or the operator through them.

export interface TestChat {
  id: string;
  customerId: string;
  customerName: string;
}

/** A confirmed reservation of `worker` with a new customer, and their chat. */
export async function createChat(request: APIRequestContext, worker: TestWorker, customerName = 'テスト 顧客'): Promise<TestChat> {
  const reservation = await request.post('/workerapi/dev/reservations', { data: { workerEmail: worker.email, status: 'confirmed', customerName } });
  expect(reservation.status(), await reservation.text()).toBe(201);
  const { reservation: r } = (await reservation.json()) as { reservation: { customerId: string; customerName: string } };
  const chat = await request.post('/workerapi/dev/chats', { data: { workerEmail: worker.email, customerId: r.customerId } });
  expect(chat.status(), await chat.text()).toBe(201);
  const { chat: c } = (await chat.json()) as { chat: { id: string } };
  return { id: c.id, customerId: r.customerId, customerName: r.customerName };
}

/** The customer of the chat writes `text`. */
export async function customerSays(request: APIRequestContext, chatId: string, text: string): Promise<void> {
  const res = await request.post(`/workerapi/dev/chats/${chatId}/messages`, { data: { text } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The operator answers the inquiry. */
export async function operatorReplies(request: APIRequestContext, inquiryId: string, text: string): Promise<void> {
  const res = await request.post(`/workerapi/dev/inquiries/${inquiryId}/replies`, { data: { text } });
  expect(res.status(), await res.text()).toBe(201);
}

/** The worker's messages in the open thread. */
export function messages(page: Page) {
  return page.getByTestId('message-log').getByTestId('message');
}

/** Restarts workerapi through global-setup's control endpoint (same port, same database). */
export async function restartWorkerapi(request: APIRequestContext): Promise<void> {
  const control = process.env.E2E_CONTROL;
  if (!control) throw new Error('E2E_CONTROL is not set (global-setup)');
  const res = await request.post(`${control}/restart-workerapi`, { timeout: 120_000 });
  expect(res.status(), await res.text()).toBe(204);
}
