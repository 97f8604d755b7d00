import { randomUUID } from 'node:crypto';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { fillSignIn } from './app';

// Each e2e test makes the worker it needs: a Firebase Auth emulator account, registered through the real
// sign-up endpoint with the local admin key, and (unless asked not to) a completed profile.

export const AUTH_EMULATOR = `http://127.0.0.1:${E2E_PORT + 10}`;
export const ADMIN_KEY = process.env.SIGNUP_ADMIN_KEY ?? 'demo-admin-key';

export interface TestWorker {
  id: string;
  email: string;
  password: string;
  name: string;
  idToken: string;
}

export interface NewWorkerOptions {
  /** Leave the profile incomplete (as right after sign-up). */
  withoutProfile?: boolean;
  name?: string;
}

export function uniqueEmail(prefix = 'worker'): string {
  return `${prefix}-${Date.now()}-${randomUUID().slice(0, 8)}@example.jp`;
}

/**
 * Creates an account in the Auth emulator and returns an ID token of a password sign-in to it.
 *
 * Not the token signUp returns: the emulator takes that token's auth_time from the moment the request began and
 * the account's validSince from a moment a little later (firebase-tools lib/emulator/auth/operations.js signUp).
 * When a pause straddles a second boundary between the two, auth_time < validSince, and firebase-admin — which
 * checks revocation on every verification against the emulator — refuses the fresh token as revoked (a 401 seen
 * once in CI, on the prod-like stack). A sign-in's auth_time is its own moment, after validSince.
 */
export async function createAuthAccount(request: APIRequestContext, email: string, password: string): Promise<string> {
  const signUp = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signUp.ok(), await signUp.text()).toBe(true);
  const signIn = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`, {
    data: { email, password, returnSecureToken: true },
  });
  expect(signIn.ok(), await signIn.text()).toBe(true);
  return ((await signIn.json()) as { idToken: string }).idToken;
}

/** What the emulator holds on the token's account against the token's auth_time: shown when workerapi refuses it. */
async function tokenTimes(request: APIRequestContext, idToken: string): Promise<string> {
  const claims = JSON.parse(Buffer.from(idToken.split('.')[1] ?? '', 'base64url').toString('utf8')) as { auth_time?: number; iat?: number };
  const res = await request.post(`${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/accounts:lookup?key=demo-api-key`, { data: { idToken } });
  const user = res.ok() ? ((await res.json()) as { users?: { validSince?: string; lastLoginAt?: string }[] }).users?.[0] : undefined;
  return `token auth_time ${claims.auth_time} iat ${claims.iat}; account validSince ${user?.validSince} lastLoginAt ${user?.lastLoginAt} (lookup ${res.status()})`;
}

export async function createWorker(request: APIRequestContext, options: NewWorkerOptions = {}): Promise<TestWorker> {
  const email = uniqueEmail();
  const password = `pw-${randomUUID().slice(0, 12)}`;
  const idToken = await createAuthAccount(request, email, password);
  const signup = await request.post('/workerapi/workers/signup', {
    data: { email, token: idToken, adminKey: ADMIN_KEY },
    headers: { Authorization: `Bearer ${idToken}` },
  });
  if (signup.status() !== 201) expect(signup.status(), `${await signup.text()} (${await tokenTimes(request, idToken)})`).toBe(201);
  let { worker } = (await signup.json()) as { worker: { id: string; name: string } };
  if (!options.withoutProfile) {
    const name = options.name ?? `試験 ${randomUUID().slice(0, 4)}`;
    const update = await request.post('/workerapi/update', {
      data: { name, nameKana: 'シケン タロウ', displayName: name, phone: '09000000000', bio: '' },
      headers: { Authorization: `Bearer ${idToken}` },
    });
    expect(update.status(), await update.text()).toBe(200);
    worker = ((await update.json()) as { worker: { id: string; name: string } }).worker;
  }
  return { id: worker.id, email, password, name: worker.name, idToken };
}

/** Signs a test worker in through /login and waits for my page. */
export async function signInAs(page: Page, worker: Pick<TestWorker, 'email' | 'password'>): Promise<void> {
  await page.goto('/login');
  await fillSignIn(page, worker.email, worker.password);
  await expect(page).toHaveURL(/\/mypage$/);
}
