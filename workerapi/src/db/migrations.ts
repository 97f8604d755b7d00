import { sql, type Kysely, type Migration } from 'kysely';

/**
 * The one list of migrations, run by Kysely's Migrator against PGlite and PostgreSQL alike.
 * Names sort in the order they run; add new tables (shifts, accounts, notices, chats …) as new
 * entries with the next number. Never edit a migration that has shipped.
 * Each statement is its own query (PGlite's prepared statements take one command at a time).
 */
export const migrations: Record<string, Migration> = {
  '0001_workers': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .createTable('workers')
        .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
        .addColumn('firebase_uid', 'text', (col) => col.unique())
        .addColumn('email', 'text', (col) => col.notNull().unique())
        .addColumn('name', 'text', (col) => col.notNull())
        .addColumn('charge', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('margin', 'integer', (col) => col.notNull().defaultTo(0))
        .addColumn('image_path', 'text')
        .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
        .addCheckConstraint('workers_charge_non_negative', sql`charge >= 0`)
        .addCheckConstraint('workers_margin_range', sql`margin >= 0 and margin <= 99`)
        .addCheckConstraint('workers_email_lowercase', sql`email = lower(email)`)
        .execute();
    },
    async down(db: Kysely<unknown>) {
      await db.schema.dropTable('workers').execute();
    },
  },
  '0002_idempotency_keys': {
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
  },
  '0003_worker_profile': {
    async up(db: Kysely<unknown>) {
      await db.schema
        .alterTable('workers')
        .addColumn('name_kana', 'text', (col) => col.notNull().defaultTo(''))
        .execute();
      await db.schema.alterTable('workers').addColumn('display_name', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema.alterTable('workers').addColumn('phone', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema.alterTable('workers').addColumn('bio', 'text', (col) => col.notNull().defaultTo('')).execute();
      await db.schema
        .alterTable('workers')
        .addColumn('profile_completed', 'boolean', (col) => col.notNull().defaultTo(false))
        .execute();
    },
    async down(db: Kysely<unknown>) {
      for (const column of ['name_kana', 'display_name', 'phone', 'bio', 'profile_completed']) {
        await db.schema.alterTable('workers').dropColumn(column).execute();
      }
    },
  },
};
