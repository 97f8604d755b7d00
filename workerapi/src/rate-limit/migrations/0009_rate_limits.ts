import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Counters of rate limits and lockouts (issue 12 item 6), in the database so that every workerapi replica
 * counts together. `key` is the SHA-256 (hex) of "<limit>:<subject>" — no client address, e-mail or id in clear.
 * A row is one fixed window: `count` events since `window_start`; an expired window is restarted on the next hit.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('rate_limits')
      .addColumn('key', 'text', (col) => col.primaryKey())
      .addColumn('count', 'integer', (col) => col.notNull())
      .addColumn('window_start', 'timestamptz', (col) => col.notNull())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addCheckConstraint('rate_limits_count_positive', sql`count > 0`)
      .execute();
    await db.schema.createIndex('rate_limits_expires_idx').on('rate_limits').column('expires_at').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('rate_limits').execute();
  },
};
