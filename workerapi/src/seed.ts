import type { Auth } from 'firebase-admin/auth';
import type { Logger } from 'pino';
import type { DemoWorkerConfig } from './config';
import type { Db } from './db/database';
import type { WorkerRow } from './workers/tables';
import { upsertWorkerByEmail } from './workers/worker-repository';

/** The demo worker's profile: complete, so the demo login lands on my page. */
export const DEMO_PROFILE = {
  name_kana: 'ヤマダ ハナコ',
  display_name: 'はなこ',
  phone: '09012345678',
  bio: '週末を中心に働いています。',
  profile_completed: true,
} as const;

/** The part of firebase-admin's Auth the seed uses; firebase-admin's `Auth` satisfies it, and so can a fake. */
export interface SeedAdminAuth {
  getUserByEmail(email: string): Promise<{ uid: string; displayName?: string | undefined }>;
  createUser(user: { email: string; password: string; displayName: string; emailVerified: boolean }): Promise<{ uid: string }>;
  updateUser(uid: string, changes: { displayName: string }): Promise<unknown>;
}

// Compile-time proof that the real client fits.
const _realAuthFits = (auth: Auth): SeedAdminAuth => auth;

export interface SeedDemoOptions {
  db: Db;
  demo: DemoWorkerConfig;
  /** firebase-admin Auth bound to the Auth emulator; omit it when no emulator is configured. */
  adminAuth?: SeedAdminAuth | undefined;
  logger?: Logger | undefined;
}

export interface SeedDemoResult {
  worker: WorkerRow;
  firebaseUid: string | null;
  createdAuthUser: boolean;
}

const hasCode = (e: unknown, code: string): boolean =>
  typeof e === 'object' && e !== null && 'code' in e && e.code === code;

/**
 * Makes sure the Auth emulator has the user `email`/`password` (display name `name`) and returns its uid.
 * Idempotent: an existing user is reused as it is (only a changed display name is updated). Its password
 * is left alone on purpose: changing it revokes the user's tokens, which would sign the browser out on
 * every restart of workerapi. The emulator keeps users in memory; restart it to get the demo password back.
 */
export async function ensureAuthUser(
  adminAuth: SeedAdminAuth,
  user: { email: string; password: string; name: string },
): Promise<{ uid: string; created: boolean }> {
  try {
    const existing = await adminAuth.getUserByEmail(user.email);
    if (existing.displayName !== user.name) {
      await adminAuth.updateUser(existing.uid, { displayName: user.name });
    }
    return { uid: existing.uid, created: false };
  } catch (e) {
    if (!hasCode(e, 'auth/user-not-found')) throw e;
  }
  const created = await adminAuth.createUser({
    email: user.email,
    password: user.password,
    displayName: user.name,
    emailVerified: true,
  });
  return { uid: created.uid, created: true };
}

/**
 * The idempotent demo seed: with an emulator, the Auth user DEMO_EMAIL/DEMO_PASSWORD exists; in every case the
 * worker row for DEMO_EMAIL exists with DEMO_NAME/DEMO_CHARGE/DEMO_MARGIN, linked to that user's uid when known
 * (without an emulator the row stays unlinked and is linked by e-mail at the first login with a verified e-mail).
 */
export async function seedDemo({ db, demo, adminAuth, logger }: SeedDemoOptions): Promise<SeedDemoResult> {
  const auth = adminAuth ? await ensureAuthUser(adminAuth, demo) : undefined;
  const worker = await upsertWorkerByEmail(db, {
    email: demo.email,
    name: demo.name,
    charge: demo.charge,
    margin: demo.margin,
    firebaseUid: auth?.uid,
    profile: DEMO_PROFILE,
  });
  logger?.info(
    { workerId: worker.id, email: worker.email, linked: worker.firebase_uid !== null, createdAuthUser: auth?.created ?? false },
    'demo worker seeded',
  );
  return { worker, firebaseUid: auth?.uid ?? null, createdAuthUser: auth?.created ?? false };
}
