import { sql } from 'kysely';
import type { Db } from '../db/database';
import type { WorkerRow } from '../workers/tables';

/** Points the worker at a new photo key; returns the updated row (undefined when the worker is gone). */
export async function setWorkerImage(db: Db, workerId: string, key: string): Promise<WorkerRow | undefined> {
  return db
    .updateTable('workers')
    .set({ image_path: key, updated_at: sql<Date>`now()` })
    .where('id', '=', workerId)
    .returningAll()
    .executeTakeFirst();
}
