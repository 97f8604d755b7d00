import { Migrator, sql, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
}

/** The PostgreSQL advisory lock every workerapi replica holds while it migrates and seeds (a fixed key). */
export const STARTUP_LOCK_KEY = 0x776f726b; // 'work'

/**
 * Runs `fn` holding the start-up advisory lock on its own connection: replicas starting together take
 * turns, so one migrates (and seeds) and the others find nothing left to do. PostgreSQL only — PGlite has
 * one connection (and one process), so there `fn` just runs.
 */
export async function withStartupLock<T>(db: Db, kind: 'postgres' | 'pglite', fn: () => Promise<T>): Promise<T> {
  if (kind !== 'postgres') return fn();
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${STARTUP_LOCK_KEY})`.execute(conn);
    try {
      return await fn();
    } finally {
      await sql`select pg_advisory_unlock(${STARTUP_LOCK_KEY})`.execute(conn);
    }
  });
}

/** Brings the schema to the latest migration. Safe to run on every start and concurrently (Kysely locks). */
export async function migrateToLatest(db: Db): Promise<MigrationResult[]> {
  const migrator = new Migrator({
    db,
    provider: { getMigrations: () => Promise.resolve(migrations) },
    // Feature teams number their migrations in parallel: a database that already ran a later number must
    // still take an earlier one that landed after it (each migration is independent of the others' order).
    allowUnorderedMigrations: true,
  });
  const { error, results } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results?.find((r) => r.status === 'Error')?.migrationName ?? 'unknown';
    throw new MigrationError(`migration ${failed} failed: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
  return results ?? [];
}
