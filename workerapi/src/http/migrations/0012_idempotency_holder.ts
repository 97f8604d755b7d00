import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Who holds an idempotency reservation (http/idempotency.ts): `holder` is the reserving process's lock key (the
 * session-level advisory lock of db/process-lock.ts; null when the process reserved without it — PGlite, or its
 * lock session was down), so another replica can tell a dead holder from a slow one; `reservation` is a fencing
 * token, new on every reservation and takeover, so a takeover, a completion or a release only ever writes the
 * reservation it saw. Rows written before this migration keep a null `reservation` (fenced by their created_at).
 * No volatile default on ADD COLUMN: existing rows are not rewritten; new rows get a token from the default.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').addColumn('holder', 'bigint').execute();
    await db.schema.alterTable('idempotency_keys').addColumn('reservation', 'uuid').execute();
    await db.schema
      .alterTable('idempotency_keys')
      .alterColumn('reservation', (col) => col.setDefault(sql`gen_random_uuid()`))
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable('idempotency_keys').dropColumn('reservation').execute();
    await db.schema.alterTable('idempotency_keys').dropColumn('holder').execute();
  },
};
