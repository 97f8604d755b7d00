import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Chats (one per worker–customer pair), inquiries to the operator, their messages, and the per-worker event log
 * behind GET /workerapi/events (ids are the SSE event ids: Last-Event-ID replays what a reconnecting tab missed).
 *
 * A message belongs to exactly one chat or one inquiry. `client_id` is the id the worker's device generated:
 * unique per worker, so a retried or concurrent send of the same message is stored once. Read state is a
 * watermark per side (`worker_read_at`, `peer_read_at`).
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('chats')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('customer_id', 'uuid', (col) => col.notNull().references('customers.id').onDelete('cascade'))
      .addColumn('worker_read_at', 'timestamptz')
      .addColumn('peer_read_at', 'timestamptz')
      .addColumn('last_message_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('chats_worker_customer_key', ['worker_id', 'customer_id'])
      .execute();

    await db.schema
      .createTable('inquiries')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('client_id', 'text', (col) => col.notNull())
      .addColumn('category', 'text', (col) => col.notNull())
      .addColumn('subject', 'text', (col) => col.notNull())
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('open'))
      .addColumn('reservation_id', 'uuid', (col) => col.references('reservations.id').onDelete('set null'))
      .addColumn('worker_read_at', 'timestamptz')
      .addColumn('peer_read_at', 'timestamptz')
      .addColumn('last_message_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('resolved_at', 'timestamptz')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addUniqueConstraint('inquiries_worker_client_key', ['worker_id', 'client_id'])
      .addCheckConstraint('inquiries_status', sql`status in ('open', 'in_progress', 'resolved')`)
      .addCheckConstraint('inquiries_category', sql`category in ('shift', 'reservation', 'salary', 'bank', 'account', 'other')`)
      .execute();
    await db.schema.createIndex('inquiries_worker_last_idx').on('inquiries').columns(['worker_id', 'last_message_at']).execute();

    await db.schema
      .createTable('messages')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('chat_id', 'uuid', (col) => col.references('chats.id').onDelete('cascade'))
      .addColumn('inquiry_id', 'uuid', (col) => col.references('inquiries.id').onDelete('cascade'))
      .addColumn('author', 'text', (col) => col.notNull())
      .addColumn('client_id', 'text')
      .addColumn('body', 'text', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`clock_timestamp()`))
      .addUniqueConstraint('messages_worker_client_key', ['worker_id', 'client_id'])
      .addCheckConstraint('messages_one_thread', sql`(chat_id is null) <> (inquiry_id is null)`)
      .addCheckConstraint('messages_author', sql`author in ('worker', 'customer', 'operator')`)
      .execute();
    await db.schema.createIndex('messages_chat_idx').on('messages').columns(['chat_id', 'created_at']).execute();
    await db.schema.createIndex('messages_inquiry_idx').on('messages').columns(['inquiry_id', 'created_at']).execute();
    // The send rate limit counts the worker's own messages of the last minute.
    await db.schema.createIndex('messages_worker_created_idx').on('messages').columns(['worker_id', 'author', 'created_at']).execute();

    await db.schema
      .createTable('worker_events')
      .addColumn('id', 'bigserial', (col) => col.primaryKey())
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('type', 'text', (col) => col.notNull())
      .addColumn('data', 'jsonb', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();
    await db.schema.createIndex('worker_events_worker_idx').on('worker_events').columns(['worker_id', 'id']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('worker_events').execute();
    await db.schema.dropTable('messages').execute();
    await db.schema.dropTable('inquiries').execute();
    await db.schema.dropTable('chats').execute();
  },
};
