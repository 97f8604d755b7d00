import { sql, type Kysely, type Migration } from 'kysely';
import { migration as m0007Reservations } from '../chat/migrations/0007_reservations';
import { migration as m0008SalaryStatements } from '../salary/migrations/0008_salary_statements';

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
  '0004_mypage': {
    // My page: the worker's bank account (one per worker), the operator's notices (お知らせ) and each worker's
    // read state. The profile photo lives on disk (workers.image_path holds its storage key).
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
  },
  '0005_shifts': {
    // Shifts: submission periods set by the operator, each worker's answer per day (○ maru, △ sankaku,
    // × batsu), the receipt of each submission, and the shifts the operator confirmed.
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
  },
  '0006_account_flows': {
    // E-mail changes waiting for their confirmation link: only the SHA-256 of the link's token is kept.
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
  },
  // Feature migrations live in their slice (workerapi/src/<feature>/migrations/NNNN_name.ts), listed here once.
  '0007_reservations': m0007Reservations,
  '0008_salary_statements': m0008SalaryStatements,
};
