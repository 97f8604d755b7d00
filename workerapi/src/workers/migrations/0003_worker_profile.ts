import { type Kysely, type Migration } from 'kysely';

/** The worker's profile fields (/signup/profile, /mypage/edit). */
export const migration: Migration = {
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
};
