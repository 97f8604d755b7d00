import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { WorkerRow } from '../workers/tables';

/** E-mail addresses are stored trimmed and lower-cased, so comparisons are case-insensitive. */
export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

export async function findWorkerByFirebaseUid(db: Db, firebaseUid: string): Promise<WorkerRow | undefined> {
  return db.selectFrom('workers').selectAll().where('firebase_uid', '=', firebaseUid).executeTakeFirst();
}

export async function findWorkerByEmail(db: Db, email: string): Promise<WorkerRow | undefined> {
  return db.selectFrom('workers').selectAll().where('email', '=', normalizeEmail(email)).executeTakeFirst();
}

/**
 * Links a worker that has no Firebase account yet to `firebaseUid`.
 * Only succeeds while `firebase_uid` is still null, so a linked worker can never be taken over.
 */
export async function linkWorkerFirebaseUid(db: Db, workerId: string, firebaseUid: string): Promise<WorkerRow | undefined> {
  return db
    .updateTable('workers')
    .set({ firebase_uid: firebaseUid, updated_at: sql<Date>`now()` })
    .where('id', '=', workerId)
    .where('firebase_uid', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

export interface NewWorker {
  email: string;
  name: string;
  firebaseUid?: string | null;
  charge?: number;
  margin?: number;
  imagePath?: string | null;
  profile?: WorkerProfileColumns;
}

/** The profile columns (POST /workerapi/update, the sign-up profile). */
export interface WorkerProfileColumns {
  name_kana: string;
  display_name: string;
  phone: string;
  bio: string;
  profile_completed: boolean;
}

/** Inserts a worker row (tests, seed, sign-up). Throws on a duplicate e-mail or Firebase uid. */
/** The columns of a new workers row. */
function newWorkerValues(worker: NewWorker) {
  return {
    email: normalizeEmail(worker.email),
    name: worker.name,
    firebase_uid: worker.firebaseUid ?? null,
    charge: worker.charge ?? 0,
    margin: worker.margin ?? 0,
    image_path: worker.imagePath ?? null,
    ...worker.profile,
  };
}

export async function createWorker(db: Db, worker: NewWorker): Promise<WorkerRow> {
  return db
    .insertInto('workers')
    .values(newWorkerValues(worker))
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * Makes sure a worker with this e-mail exists with these values (idempotent; used by the demo seed).
 * An existing row keeps its id; its name, charge and margin are brought to the given values, and its
 * Firebase uid too when one is given (without one, an existing link is kept).
 */
export async function upsertWorkerByEmail(db: Db, worker: NewWorker): Promise<WorkerRow> {
  const email = normalizeEmail(worker.email);
  return db.transaction().execute(async (trx) => {
    if (worker.firebaseUid) {
      // The uid may be held by another row (e.g. the demo e-mail changed); free it first.
      await trx
        .updateTable('workers')
        .set({ firebase_uid: null, updated_at: sql<Date>`now()` })
        .where('firebase_uid', '=', worker.firebaseUid)
        .where('email', '<>', email)
        .execute();
    }
    return trx
      .insertInto('workers')
      .values(newWorkerValues(worker))
      .onConflict((oc) =>
        oc.column('email').doUpdateSet((eb) => ({
          ...worker.profile,
          name: eb.ref('excluded.name'),
          charge: eb.ref('excluded.charge'),
          margin: eb.ref('excluded.margin'),
          firebase_uid:
            worker.firebaseUid ? eb.ref('excluded.firebase_uid') : eb.ref('workers.firebase_uid'),
          updated_at: sql<Date>`now()`,
        })),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
  });
}

/** Saves the caller's profile and marks it complete. */
export async function updateWorkerProfile(
  db: Db,
  workerId: string,
  profile: { name: string; nameKana: string; displayName: string; phone: string; bio: string },
): Promise<WorkerRow | undefined> {
  return db
    .updateTable('workers')
    .set({
      name: profile.name,
      name_kana: profile.nameKana,
      display_name: profile.displayName,
      phone: profile.phone,
      bio: profile.bio,
      profile_completed: true,
      updated_at: sql<Date>`now()`,
    })
    .where('id', '=', workerId)
    .returningAll()
    .executeTakeFirst();
}

/** The operator's terms of spec §3 for one worker: charge (yen) and margin (percent). Test routes and seed only. */
export function setWorkerTerms(db: Db, workerId: string, terms: { charge: number; margin: number }): Promise<WorkerRow | undefined> {
  return db
    .updateTable('workers')
    .set({ charge: terms.charge, margin: terms.margin, updated_at: sql<Date>`now()` })
    .where('id', '=', workerId)
    .returningAll()
    .executeTakeFirst();
}
