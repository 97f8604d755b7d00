import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Hono } from 'hono';
import { createApp } from '../app';
import { createFakeTokenVerifier, type FakeTokenVerifier } from '../auth/fake-token-verifier';
import { createFakeIdentityAdmin, type FakeIdentityAdmin } from '../auth/identity-admin';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import type { Logger } from '../logger';
import { createMemoryMailer, type MemoryMailer } from '../mail/mailer';
import { seedNotices } from '../notices/notice-seed';
import { seedShifts, type SeedShiftsResult } from '../shifts/shift-seed';
import { createWorker } from '../workers/worker-repository';
import type { AppEnv } from './app-env';

/** A route as Hono registered it: `GET /workerapi/notices/:id`. */
export type RouteKey = `${string} /workerapi${string}`;

/**
 * Every route the app serves, from the app itself (`app.routes`): one entry per method and path, middleware
 * (`ALL`) left out. The authorization matrix and the fuzz suite iterate over this, so a new route is covered —
 * or fails the matrix until it has a row — without anyone remembering to list it.
 */
export function listRoutes(app: Hono<AppEnv>): RouteKey[] {
  const keys = new Set<RouteKey>();
  for (const route of app.routes) {
    if (route.method === 'ALL' || !route.path.startsWith('/workerapi')) continue;
    const key: RouteKey = `${route.method} ${route.path}` as RouteKey;
    keys.add(key);
  }
  return [...keys].sort();
}

export interface Caller {
  uid: string;
  email: string;
  token: string;
  workerId: string;
}

export interface RouteHarness {
  app: Hono<AppEnv>;
  db: Db;
  verifier: FakeTokenVerifier;
  mailer: MemoryMailer;
  identityAdmin: FakeIdentityAdmin;
  /** Two workers: the caller and someone else whose rows the caller must never reach. */
  a: Caller;
  b: Caller;
  /** A fresh worker with its own token (a row that changes the caller's e-mail uses its own). */
  newCaller(name: string): Promise<Caller>;
  /**
   * Another valid token of the same account (`who`'s uid and e-mail). A route may spoil the token it was
   * called with (POST /workerapi/__test/session/expire-token expires it): a fresh one keeps that local.
   */
  issueToken(who: Caller): string;
  /** A valid token of a provider account that is not a worker. */
  strangerToken: string;
  adminKey: string;
  shifts: SeedShiftsResult;
  close(): Promise<void>;
}

export const HARNESS_ADMIN_KEY = 'harness-admin-key';

/**
 * The whole app as local/test runs it (every optional route mounted: account flows, the outbox, test routes),
 * over a fresh in-memory database with two workers, notices and shift periods.
 */
export async function createRouteHarness(logger: Logger): Promise<RouteHarness> {
  const db = await createTestDatabase();
  const outboxDir = mkdtempSync(join(tmpdir(), 'harness-outbox-'));
  const verifier = createFakeTokenVerifier();
  const mailer = createMemoryMailer();
  const identityAdmin = createFakeIdentityAdmin();
  const app = createApp({
    db,
    verifier,
    logger,
    config: { appEnv: 'test', signupAdminKey: HARNESS_ADMIN_KEY },
    emailChange: { identityAdmin, mailer, appOrigin: 'https://worker.example.test', outboxDir },
  });
  const caller = async (name: string): Promise<Caller> => {
    const email = `${name}@example.jp`;
    const uid = `uid-${name}`;
    const worker = await createWorker(db, { email, name: `ワーカー ${name}`, firebaseUid: uid });
    const token = `tok-${name}-${Math.random().toString(36).slice(2)}`;
    verifier.issue(token, { uid, email });
    identityAdmin.users.set(uid, email);
    return { uid, email, token, workerId: worker.id };
  };
  const a = await caller('matrix-a');
  const b = await caller('matrix-b');
  const strangerToken = 'tok-stranger';
  verifier.issue(strangerToken, { uid: 'uid-stranger', email: 'stranger@example.jp' });
  await seedNotices({ db });
  const shifts = await seedShifts({ db, demoWorkerId: a.workerId });
  const issueToken = (who: Caller): string => {
    const token = `tok-${who.uid}-${Math.random().toString(36).slice(2)}`;
    verifier.issue(token, { uid: who.uid, email: who.email });
    return token;
  };
  return { app, db, verifier, mailer, identityAdmin, a, b, newCaller: caller, issueToken, strangerToken, adminKey: HARNESS_ADMIN_KEY, shifts, close: async () => {
    await db.destroy();
    rmSync(outboxDir, { recursive: true, force: true });
  } };
}
