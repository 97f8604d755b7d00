import { Migrator, type MigrationResult } from 'kysely';
import type { Db } from './database';
import { migrations } from './migrations';

export class MigrationError extends Error {
  override readonly name = 'MigrationError';
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
