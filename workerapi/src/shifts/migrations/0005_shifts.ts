import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Shifts: submission periods set by the operator, each worker's answer per day (○ maru, △ sankaku,
 * × batsu), the receipt of each submission, and the shifts the operator confirmed.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('shift_periods')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('title', 'text', (col) => col.notNull())
      .addColumn('starts_on', 'date', (col) => col.notNull())
      .addColumn('ends_on', 'date', (col) => col.notNull())
      .addColumn('deadline_at', 'timestamptz', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('shift_periods_range', sql`ends_on >= starts_on`)
      .addUniqueConstraint('shift_periods_starts_ends_key', ['starts_on', 'ends_on'])
      .execute();
    await db.schema
      .createTable('shift_answers')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('period_id', 'uuid', (col) => col.notNull().references('shift_periods.id').onDelete('cascade'))
      .addColumn('date', 'date', (col) => col.notNull())
      .addColumn('answer', 'text', (col) => col.notNull())
      .addColumn('note', 'text')
      .addColumn('start_time', 'time')
      .addColumn('end_time', 'time')
      .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('shift_answers_answer', sql`answer in ('maru', 'sankaku', 'batsu')`)
      .addCheckConstraint('shift_answers_note_length', sql`note is null or char_length(note) <= 100`)
      .addCheckConstraint(
        'shift_answers_time_range',
        sql`(start_time is null and end_time is null) or (start_time is not null and end_time is not null and start_time < end_time)`,
      )
      .addUniqueConstraint('shift_answers_worker_date_key', ['worker_id', 'date'])
      .execute();
    await db.schema.createIndex('shift_answers_worker_period_idx').on('shift_answers').columns(['worker_id', 'period_id']).execute();
    await db.schema
      .createTable('shift_submissions')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('period_id', 'uuid', (col) => col.notNull().references('shift_periods.id').onDelete('cascade'))
      .addColumn('days', 'integer', (col) => col.notNull())
      .addColumn('submitted_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('shift_submissions_days', sql`days >= 0`)
      .execute();
    await db.schema
      .createIndex('shift_submissions_worker_period_idx')
      .on('shift_submissions')
      .columns(['worker_id', 'period_id'])
      .execute();
    await db.schema
      .createTable('confirmed_shifts')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('date', 'date', (col) => col.notNull())
      .addColumn('start_time', 'time', (col) => col.notNull())
      .addColumn('end_time', 'time', (col) => col.notNull())
      .addColumn('place', 'text', (col) => col.notNull())
      .addColumn('description', 'text')
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('confirmed_shifts_time_range', sql`start_time < end_time`)
      .execute();
    await db.schema.createIndex('confirmed_shifts_worker_date_idx').on('confirmed_shifts').columns(['worker_id', 'date']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('confirmed_shifts').execute();
    await db.schema.dropTable('shift_submissions').execute();
    await db.schema.dropTable('shift_answers').execute();
    await db.schema.dropTable('shift_periods').execute();
  },
};
