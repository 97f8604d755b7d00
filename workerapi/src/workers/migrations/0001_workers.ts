import { sql, type Kysely, type Migration } from 'kysely';

/** The workers (one row per worker; the Firebase uid links the sign-in account). */
export const migration: Migration = {
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
};
