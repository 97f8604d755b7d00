import type { Hono } from 'hono';
import { createApp, type AppDeps } from './app';
import { createFakeTokenVerifier, type FakeTokenVerifier } from './auth/fake-token-verifier';
import type { Db } from './db/database';
import { createTestDatabase } from './db/test-database';
import type { AppEnv } from './http/app-env';
import { createLogger, type Logger } from './logger';
import { createFakeIdentityAdmin, type FakeIdentityAdmin } from './auth/identity-admin';
import { createMemoryMailer, type MemoryMailer } from './mail/mailer';

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
    accountFlows: { identityAdmin, mailer, appOrigin: TEST_APP_ORIGIN },
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
