import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN_KEY, AUTH_EMULATOR, createAuthAccount } from './workers';

// Helpers of the account-flow e2e tests (e2e/tests/account-*.spec.ts): the Auth emulator's out-of-band codes
// (password-reset links), the local mail outbox of workerapi (GET /workerapi/__dev/outbox, local/test only),
// and checks that nothing was created.

export const PROJECT_ID = process.env.FIREBASE_PROJECT_ID ?? 'demo-worker';
export { ADMIN_KEY };

interface OobCode {
  email: string;
  requestType: string;
  oobCode: string;
  oobLink: string;
}

/** The newest out-of-band code of `requestType` the Auth emulator "sent" to `email` (waits for it to appear). */
export async function latestOobCode(request: APIRequestContext, email: string, requestType = 'PASSWORD_RESET'): Promise<OobCode> {
  let found: OobCode | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`${AUTH_EMULATOR}/emulator/v1/projects/${PROJECT_ID}/oobCodes`);
      const { oobCodes } = (await res.json()) as { oobCodes: OobCode[] };
      found = oobCodes.filter((c) => c.email === email && c.requestType === requestType).at(-1);
      return found !== undefined;
    })
    .toBe(true);
  if (!found) throw new Error(`no ${requestType} code for ${email}`);
  return found;
}

export interface OutboxMail {
  to: string;
  subject: string;
  text: string;
  createdAt: string;
}

/** The newest mail workerapi's local outbox holds for `to` (waits for it to appear). */
export async function latestMailTo(request: APIRequestContext, to: string): Promise<OutboxMail> {
  let mail: OutboxMail | undefined;
  await expect
    .poll(async () => {
      const res = await request.get(`/workerapi/__dev/outbox?to=${encodeURIComponent(to)}`);
      expect(res.status(), await res.text()).toBe(200);
      mail = ((await res.json()) as { mails: OutboxMail[] }).mails[0];
      return mail !== undefined;
    })
    .toBe(true);
  if (!mail) throw new Error(`no mail to ${to}`);
  return mail;
}

/** When the provider last signed `email` in (the Auth emulator's lastLoginAt, ms since the epoch). */
export async function lastSignInAt(request: APIRequestContext, email: string): Promise<number> {
  const res = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`, {
    headers: { Authorization: 'Bearer owner' },
    data: { email: [email] },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const { users } = (await res.json()) as { users?: { lastLoginAt?: string }[] };
  const at = Number(users?.[0]?.lastLoginAt);
  if (!Number.isFinite(at)) throw new Error(`no sign-in recorded for ${email}`);
  return at;
}

/**
 * An e-mail change ends the account's sessions begun before it (Firebase: "a major account change"). The Auth
 * emulator, which firebase-admin asks in workerapi, compares at one-second granularity: a session begun in the
 * same second as the change survives. This lets the page's POST /workerapi/email/confirm through only once the
 * clock is past the second of `email`'s last sign-in, so the session is always one the change ends.
 */
export async function confirmAfterTheSignInSecond(page: Page, request: APIRequestContext, email: string): Promise<void> {
  await page.route('**/workerapi/email/confirm', async (route) => {
    const nextSecond = (Math.floor((await lastSignInAt(request, email)) / 1000) + 1) * 1000;
    await expect.poll(() => Date.now(), { intervals: [50], message: 'the clock passes the sign-in second' }).toBeGreaterThanOrEqual(nextSecond);
    await route.continue();
  });
}

/** The provider's answer to signing in with these credentials: 'ok' or its error message (e.g. EMAIL_NOT_FOUND). */
export async function providerSignIn(request: APIRequestContext, email: string, password: string): Promise<string> {
  const res = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  if (res.ok()) return 'ok';
  const body = (await res.json()) as { error?: { message?: string } };
  return body.error?.message ?? String(res.status());
}

/**
 * Whether workerapi has a worker with this e-mail: makes the provider account (it must not exist yet) and tries
 * POST /workerapi/workers/login with its token — 404 WORKER_NOT_REGISTERED means there is no row.
 */
export async function workerRowExists(request: APIRequestContext, email: string): Promise<boolean> {
  const token = await createAuthAccount(request, email, 'probe-password-1');
  const res = await request.post('/workerapi/workers/login', { data: { email, token }, headers: { Authorization: `Bearer ${token}` } });
  if (res.status() === 404) return false;
  expect(res.status(), await res.text()).toBe(200);
  return true;
}

/** Fills /signup and presses 登録する. */
export async function fillSignup(page: Page, values: { email: string; password: string; adminKey?: string }): Promise<void> {
  await page.getByLabel(/^メールアドレス\s*(必須)?$/).fill(values.email);
  await page.getByLabel(/^パスワード\s*(必須)?$/).fill(values.password);
  await page.getByLabel(/^管理者キー/).fill(values.adminKey ?? ADMIN_KEY);
  await page.getByRole('button', { name: '登録する' }).click();
}

/** Fills /signup/profile and presses 登録してマイページへ. */
export async function fillSignupProfile(page: Page, values: { name: string; nameKana: string; displayName: string; phone: string }): Promise<void> {
  await page.getByLabel(/^氏名/).fill(values.name);
  await page.getByLabel(/^フリガナ/).fill(values.nameKana);
  await page.getByLabel(/^表示名/).fill(values.displayName);
  await page.getByLabel(/^電話番号/).fill(values.phone);
  await page.getByRole('button', { name: '登録してマイページへ' }).click();
}
