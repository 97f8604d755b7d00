import { openDatabase, type Db } from './database';
import { migrateToLatest } from './migrate';

/** A fresh in-memory PGlite with every migration applied — for tests (unit and e2e helpers). */
export async function createTestDatabase(): Promise<Db> {
  const db = openDatabase({ kind: 'pglite-memory' });
  await migrateToLatest(db);
  return db;
}
