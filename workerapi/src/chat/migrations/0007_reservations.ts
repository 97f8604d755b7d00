import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Customers (the spec's "users" / visitor accounts), their reservations of a worker, and each reservation's
 * status history. Owned by the chat slice (mfe-chat: /mypage/reservation-list, /mypage/reservation/:id,
 * /mypage/user/:id); the salary slice reads completed reservations as its statement lines.
 *
 * Instants are timestamptz (UTC), shown in Asia/Tokyo. Money is integer yen. charge is the customer's price
 * for the course; margin and take_home are fixed when the worker accepts (null before), so a later change of the
 * worker's margin never changes an accepted reservation.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('customers')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('display_name', 'text', (col) => col.notNull())
      /** Prefecture and city, e.g. 東京都世田谷区: what a worker may always see. */
      .addColumn('area', 'text', (col) => col.notNull())
      /** Standing notes the customer keeps for every worker (pets, parking …). */
      .addColumn('standing_notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('image_path', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .execute();

    await db.schema
      .createTable('reservations')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('customer_id', 'uuid', (col) => col.notNull().references('customers.id').onDelete('restrict'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('starts_at', 'timestamptz', (col) => col.notNull())
      .addColumn('ends_at', 'timestamptz', (col) => col.notNull())
      .addColumn('course', 'text', (col) => col.notNull())
      .addColumn('course_minutes', 'integer', (col) => col.notNull())
      .addColumn('charge', 'integer', (col) => col.notNull())
      .addColumn('margin', 'integer')
      .addColumn('take_home', 'integer')
      /** The latest instant the worker can answer a request; past it, a request reads as expired. */
      .addColumn('answer_deadline', 'timestamptz', (col) => col.notNull())
      /** Where the work is: the area is always visible; address and access notes only while confirmed (+24 h). */
      .addColumn('area', 'text', (col) => col.notNull())
      .addColumn('address', 'text', (col) => col.notNull())
      .addColumn('access_notes', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('customer_note', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('requested_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('answered_at', 'timestamptz')
      .addColumn('completed_at', 'timestamptz')
      .addColumn('cancelled_at', 'timestamptz')
      .addColumn('cancelled_by', 'text')
      .addColumn('reason_code', 'text')
      .addColumn('reason_text', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint(
        'reservations_status',
        sql`status in ('requested', 'confirmed', 'completed', 'declined', 'expired', 'cancelled')`,
      )
      .addCheckConstraint('reservations_time_range', sql`starts_at < ends_at`)
      .addCheckConstraint('reservations_charge_non_negative', sql`charge >= 0`)
      .addCheckConstraint('reservations_margin_range', sql`margin is null or (margin >= 0 and margin <= 99)`)
      .addCheckConstraint('reservations_cancelled_by', sql`cancelled_by is null or cancelled_by in ('worker', 'customer')`)
      .execute();
    await db.schema
      .createIndex('reservations_worker_starts_idx')
      .on('reservations')
      .columns(['worker_id', 'starts_at'])
      .execute();
    await db.schema
      .createIndex('reservations_worker_customer_idx')
      .on('reservations')
      .columns(['worker_id', 'customer_id'])
      .execute();

    await db.schema
      .createTable('reservation_events')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('reservation_id', 'uuid', (col) => col.notNull().references('reservations.id').onDelete('cascade'))
      .addColumn('status', 'text', (col) => col.notNull())
      .addColumn('actor', 'text', (col) => col.notNull())
      .addColumn('reason_code', 'text')
      .addColumn('reason_text', 'text')
      .addColumn('at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('reservation_events_actor', sql`actor in ('customer', 'worker', 'system')`)
      .execute();
    await db.schema
      .createIndex('reservation_events_reservation_idx')
      .on('reservation_events')
      .columns(['reservation_id', 'at'])
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('reservation_events').execute();
    await db.schema.dropTable('reservations').execute();
    await db.schema.dropTable('customers').execute();
  },
};
