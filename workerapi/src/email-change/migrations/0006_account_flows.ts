import { sql, type Kysely, type Migration } from 'kysely';

/** E-mail changes waiting for their confirmation link: only the SHA-256 of the link's token is kept. */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('email_changes')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('new_email', 'text', (col) => col.notNull())
      .addColumn('token_hash', 'text', (col) => col.notNull().unique())
      .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
      .addColumn('confirmed_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('email_changes_new_email_lowercase', sql`new_email = lower(new_email)`)
      .execute();
    await db.schema.createIndex('email_changes_worker_idx').on('email_changes').column('worker_id').execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('email_changes').execute();
  },
};
