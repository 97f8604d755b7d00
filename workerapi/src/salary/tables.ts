import type { ColumnType, Generated, Selectable } from 'kysely';

type Defaulted<T> = ColumnType<T, T | undefined, T>;
type OptionalInstant = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

export interface SalaryAdjustmentsTable {
  id: Generated<string>;
  worker_id: string;
  /** 'YYYY-MM' (Asia/Tokyo). */
  month: string;
  kind: 'transport' | 'adjustment';
  reason: Defaulted<string>;
  /** Integer yen, positive or negative. */
  amount: number;
  created_at: Defaulted<Date>;
}

/** A closed (frozen) month. */
export interface SalaryStatementsTable {
  worker_id: string;
  month: string;
  /** 'YYYY-MM-DD'. */
  pay_date: string;
  work_total: number;
  adjustment_total: number;
  total: number;
  work_count: number;
  adjustment_count: number;
  closed_at: Defaulted<Date>;
  paid_at: OptionalInstant;
}

/** A frozen line of a closed month (the reservation as it was). */
export interface SalaryStatementLinesTable {
  id: Generated<string>;
  worker_id: string;
  month: string;
  position: number;
  reservation_id: string | null;
  /** 'YYYY-MM-DD' (Asia/Tokyo). */
  work_date: string;
  customer_name: string;
  course: string;
  charge: number;
  margin: number;
  take_home: number;
}

/** The salary slice's tables (migration 0008_salary_statements). */
export interface SalaryTables {
  salary_adjustments: SalaryAdjustmentsTable;
  salary_statements: SalaryStatementsTable;
  salary_statement_lines: SalaryStatementLinesTable;
}

export type SalaryAdjustmentRow = Selectable<SalaryAdjustmentsTable>;
export type SalaryStatementRow = Selectable<SalaryStatementsTable>;
export type SalaryStatementLineRow = Selectable<SalaryStatementLinesTable>;
