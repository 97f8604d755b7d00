import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Salary statements (mfe-salary: /mypage/salary, GET /workerapi/salaries). Owned by the salary slice.
 *
 * - salary_adjustments: 交通費 and 調整 (with a reason), positive or negative integer yen, per worker and month
 *   ('YYYY-MM', Asia/Tokyo). Set by the operator's tools (local/test: a dev route and the demo seed).
 * - salary_statements: a closed month, frozen: its pay date, totals, when it was closed and when it was paid.
 * - salary_statement_lines: the frozen lines of a closed month — one per completed reservation with the charge,
 *   margin and take-home it had, the customer's name and the course as they were. A later change of a
 *   reservation, a customer or the worker's terms never rewrites a closed month.
 */
export const migration: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('salary_adjustments')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('month', 'text', (col) => col.notNull())
      .addColumn('kind', 'text', (col) => col.notNull())
      .addColumn('reason', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('amount', 'integer', (col) => col.notNull())
      .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addCheckConstraint('salary_adjustments_month', sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
      .addCheckConstraint('salary_adjustments_kind', sql`kind in ('transport', 'adjustment')`)
      .execute();
    await db.schema.createIndex('salary_adjustments_worker_month_idx').on('salary_adjustments').columns(['worker_id', 'month']).execute();

    await db.schema
      .createTable('salary_statements')
      .addColumn('worker_id', 'uuid', (col) => col.notNull().references('workers.id').onDelete('cascade'))
      .addColumn('month', 'text', (col) => col.notNull())
      .addColumn('pay_date', 'text', (col) => col.notNull())
      .addColumn('work_total', 'integer', (col) => col.notNull())
      .addColumn('adjustment_total', 'integer', (col) => col.notNull())
      .addColumn('total', 'integer', (col) => col.notNull())
      .addColumn('work_count', 'integer', (col) => col.notNull())
      .addColumn('adjustment_count', 'integer', (col) => col.notNull())
      .addColumn('closed_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
      .addColumn('paid_at', 'timestamptz')
      .addPrimaryKeyConstraint('salary_statements_pkey', ['worker_id', 'month'])
      .addCheckConstraint('salary_statements_month', sql`month ~ '^[0-9]{4}-(0[1-9]|1[0-2])$'`)
      .addCheckConstraint('salary_statements_pay_date', sql`pay_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`)
      .addCheckConstraint('salary_statements_total', sql`total = work_total + adjustment_total`)
      .execute();

    await db.schema
      .createTable('salary_statement_lines')
      .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
      .addColumn('worker_id', 'uuid', (col) => col.notNull())
      .addColumn('month', 'text', (col) => col.notNull())
      .addColumn('position', 'integer', (col) => col.notNull())
      .addColumn('reservation_id', 'uuid', (col) => col.references('reservations.id').onDelete('set null'))
      .addColumn('work_date', 'text', (col) => col.notNull())
      .addColumn('customer_name', 'text', (col) => col.notNull())
      .addColumn('course', 'text', (col) => col.notNull())
      .addColumn('charge', 'integer', (col) => col.notNull())
      .addColumn('margin', 'integer', (col) => col.notNull())
      .addColumn('take_home', 'integer', (col) => col.notNull())
      .addForeignKeyConstraint('salary_statement_lines_statement_fk', ['worker_id', 'month'], 'salary_statements', ['worker_id', 'month'], (fk) => fk.onDelete('cascade'))
      .addCheckConstraint('salary_statement_lines_margin', sql`margin >= 0 and margin <= 99`)
      .execute();
    await db.schema.createIndex('salary_statement_lines_statement_idx').on('salary_statement_lines').columns(['worker_id', 'month', 'position']).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable('salary_statement_lines').execute();
    await db.schema.dropTable('salary_statements').execute();
    await db.schema.dropTable('salary_adjustments').execute();
  },
};
