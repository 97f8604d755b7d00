import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { WorkerRow } from '../workers/tables';

// The e-mail changes waiting for their confirmation link (table email_changes): only the SHA-256 of the
// link's token is stored.

/** Stores a new pending change for the worker; one pending change per worker (an earlier link stops working). */
export function replacePendingEmailChange(
  db: Db,
  input: { workerId: string; newEmail: string; tokenHash: string; expiresAt: Date },
): Promise<{ id: string }> {
  return db.transaction().execute(async (trx) => {
    await trx.deleteFrom('email_changes').where('worker_id', '=', input.workerId).where('confirmed_at', 'is', null).execute();
    return trx
      .insertInto('email_changes')
      .values({ worker_id: input.workerId, new_email: input.newEmail, token_hash: input.tokenHash, expires_at: input.expiresAt })
      .returning('id')
      .executeTakeFirstOrThrow();
  });
}

export async function deleteEmailChange(db: Db, id: string): Promise<void> {
  await db.deleteFrom('email_changes').where('id', '=', id).execute();
}

export function findEmailChangeByTokenHash(db: Db, tokenHash: string) {
  return db.selectFrom('email_changes').selectAll().where('token_hash', '=', tokenHash).executeTakeFirst();
}

/**
 * Confirms a pending change in one transaction: the worker gets the new address, the change is marked
 * confirmed and the worker's other pending changes go. `lastStep` (the identity provider) runs last inside the
 * transaction: if it throws, nothing is kept. Undefined when the change is no longer pending (a second click).
 */
export function confirmPendingEmailChange(
  db: Db,
  input: { changeId: string; workerId: string; newEmail: string; confirmedAt: Date },
  lastStep: () => Promise<void>,
): Promise<WorkerRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const locked = await trx
      .selectFrom('email_changes')
      .select('confirmed_at')
      .where('id', '=', input.changeId)
      .forUpdate()
      .executeTakeFirst();
    if (locked === undefined || locked.confirmed_at !== null) return undefined;
    const row = await trx
      .updateTable('workers')
      .set({ email: input.newEmail, updated_at: sql<Date>`now()` })
      .where('id', '=', input.workerId)
      .returningAll()
      .executeTakeFirstOrThrow();
    await trx.updateTable('email_changes').set({ confirmed_at: input.confirmedAt }).where('id', '=', input.changeId).execute();
    await trx.deleteFrom('email_changes').where('worker_id', '=', input.workerId).where('confirmed_at', 'is', null).execute();
    await lastStep();
    return row;
  });
}
