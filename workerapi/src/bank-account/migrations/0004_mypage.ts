import { sql, type Kysely, type Migration } from 'kysely';

/**
 * My page, as shipped in one migration before the features were split: the worker's bank account (one per
 * worker, this folder's table), the operator's notices (お知らせ) and each worker's read state (notices/). The
 * profile photo lives on disk (workers.image_path holds its storage key). Never edit a migration that has shipped.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('bank_accounts')
      .addColumn('worker_id', 'uuid', (col) => col.primaryKey().references('workers.id').onDelete('cascade'))
      .addColumn('bank_code', 'text', (col) => col.notNull())
      .addColumn('bank_name', 'text', (col) => col.notNull())
      .addColumn('branch_code', 'text', (col) => col.notNull())
      .addColumn('branch_name', 'text', (col) => col.notNull())
      .addColumn('account_type', 'text', (col) => col.notNull())
      .addColumn('account_number', 'text', (col) => col.notNull())
      .addColumn('holder_name', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('bank_accounts_bank_code', sql`bank_code ~ '^[0-9]{4}$'`)
      .addCheckConstraint('bank_accounts_branch_code', sql`branch_code ~ '^[0-9]{3}$'`)
      .addCheckConstraint('bank_accounts_account_number', sql`account_number ~ '^[0-9]{7}$'`)
      .addCheckConstraint('bank_accounts_account_type', sql`account_type in ('ordinary', 'current', 'other')`)
      .execute();
    await db.schema
      .createTable('notices')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('published_at', 'timestamptz', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('notices_published_at_idx').on('notices').column('published_at').execute();
    await db.schema
      .createTable('notice_reads')
      .addColumn('notice_id', 'uuid', (col) => col.notNull().references('notices.id').onDelete('cascade'))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('read_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addPrimaryKeyConstraint('notice_reads_pkey', ['notice_id', 'worker_id'])
      .execute();
    await db.schema.createIndex('notice_reads_worker_idx').on('notice_reads').column('worker_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('notice_reads').execute();
    await db.schema.dropTable('notices').execute();
    await db.schema.dropTable('bank_accounts').execute();
  },
};
