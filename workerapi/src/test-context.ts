import type { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach } from 'vitest';
import { createApp, type AppDeps } from './app';
import { createFakeTokenVerifier, type FakeTokenVerifier } from './auth/fake-token-verifier';
import type { Db } from './db/database';
import { createTestDatabase } from './db/test-database';
import type { AppEnv } from './http/app-env';
import { createLogger, type Logger } from './logger';
import { createFakeIdentityAdmin, type FakeIdentityAdmin } from './auth/identity-admin';
import { createMemoryMailer, type MemoryMailer } from './mail/mailer';
import { createMemoryImageStore } from './profile-photo/image-store';
import { createWorker } from './workers/worker-repository';

/** The admin key the test app is configured with. */
export const TEST_ADMIN_KEY = 'test-admin-key';
/** The web app origin the test app puts in mailed links. */
export const TEST_APP_ORIGIN = 'https://worker.example.test';

export interface TestContext {
  app: Hono<AppEnv>;
  db: Db;
  verifier: FakeTokenVerifier;
  logger: Logger;
  /** The mails the app sent (e-mail change). */
  mailer: MemoryMailer;
  /** The identity provider's users as the app changes them (uid → e-mail). */
  identityAdmin: FakeIdentityAdmin;
  close(): Promise<void>;
}

/**
 * A workerapi app over a fresh in-memory PGlite (migrated) with a fake token verifier and a silent logger.
 * `extraRoutes` registers test-only routes under /workerapi.
 */
export async function createTestContext(options: Pick<AppDeps, 'extraRoutes'> = {}): Promise<TestContext> {
  const db = await createTestDatabase();
  const verifier = createFakeTokenVerifier();
  const logger = createLogger('silent');
  const mailer = createMemoryMailer();
  const identityAdmin = createFakeIdentityAdmin();
  const app = createApp({
    db,
    verifier,
    logger,
    config: { appEnv: 'test', signupAdminKey: TEST_ADMIN_KEY },
    extraRoutes: options.extraRoutes,
    emailChange: { identityAdmin, mailer, appOrigin: TEST_APP_ORIGIN },
  });
  return { app, db, verifier, logger, mailer, identityAdmin, close: () => db.destroy() };
}

/** JSON request init for `app.request()`. */
export function jsonRequest(method: string, body: unknown, headers: Record<string, string> = {}): RequestInit {
  return {
    method,
    headers: { 'content-type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  };
}

/** What `withTwoWorkerApp` hands a test file: the app, its database, the photo store and the two workers' ids. */
export interface TwoWorkerApp {
  app: Hono<AppEnv>;
  db: Db;
  verifier: FakeTokenVerifier;
  images: ReturnType<typeof createMemoryImageStore>;
  workerA: string;
  workerB: string;
}

/**
 * Registers the hooks of a route test file: one app over a fresh PGlite for the file; before each test,
 * `tables` are emptied and two workers made again — A (token 'tok-a') and B ('tok-b'). `ready` receives the
 * app once and again before every test (the workers' ids change).
 */
export function withTwoWorkerApp(tables: readonly string[], ready: (t: TwoWorkerApp) => void): void {
  let t: TwoWorkerApp | undefined;
  beforeAll(async () => {
    const db = await createTestDatabase();
    const verifier = createFakeTokenVerifier();
    const images = createMemoryImageStore();
    const app = createApp({ db, verifier, logger: createLogger('silent'), config: { appEnv: 'test', signupAdminKey: 'k' }, images });
    t = { app, db, verifier, images, workerA: '', workerB: '' };
    ready(t);
  });
  afterAll(async () => {
    await t?.db.destroy();
  });
  beforeEach(async () => {
    if (!t) throw new Error('withTwoWorkerApp: beforeAll did not run');
    await sql`truncate ${sql.join(['workers', 'idempotency_keys', ...tables].map((name) => sql.table(name)))} cascade`.execute(t.db);
    t.images.clear();
    t.workerA = (await createWorker(t.db, { email: 'a@example.jp', name: 'A', firebaseUid: 'uid-a' })).id;
    t.workerB = (await createWorker(t.db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b' })).id;
    t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
    t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
    ready(t);
  });
}

/** The Authorization header of a fake token. */
export const bearer = (token: string): { authorization: string } => ({ authorization: `Bearer ${token}` });

/** The error body of docs/contracts.md, as a test reads it. */
export interface ErrorJson {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}
