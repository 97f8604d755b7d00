import { sql, type Kysely, type Migration } from 'kysely';

/** Idempotency-Key records (http/idempotency.ts): a retried mutation is replayed, stored once. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('idempotency_keys')
      .addColumn('owner', 'text', (col) => col.notNull())
      .addColumn('key', 'text', (col) => col.notNull())
      .addColumn('method', 'text', (col) => col.notNull())
      .addColumn('path', 'text', (col) => col.notNull())
      .addColumn('request_hash', 'text', (col) => col.notNull())
      .addColumn('status', 'integer')
      .addColumn('body', 'jsonb')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('idempotency_keys_pkey', ['owner', 'key'])
      .execute();
    await db.schema
      .createIndex('idempotency_keys_created_at_idx')
      .on('idempotency_keys')
      .column('created_at')
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('idempotency_keys').execute();
  },
};
