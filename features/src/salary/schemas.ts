// The salary slice's schemas: what GET /workerapi/salaries answers (parsed by the page), the query it takes
// (checked by workerapi), the calculator form and the local/test-only dev routes' bodies.
import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';
import { SALARY_FIELD_MESSAGES } from './strings';

export const SALARY_MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;
const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export const SalaryMonthStatusSchema = zx.enum(['estimate', 'closed', 'paid', 'upcoming']);
export type SalaryMonthStatus = z.infer<typeof SalaryMonthStatusSchema>;

const yen = () => zx.int();
const monthKey = () => zx.string().check(zx.regex(SALARY_MONTH_PATTERN));
const isoDate = () => zx.string().check(zx.regex(DATE_PATTERN));

/** One month of a year: its total take-home, status and pay date. */
export const SalaryMonthSummarySchema = zx.object({
  month: monthKey(),
  status: SalaryMonthStatusSchema,
  payDate: isoDate(),
  total: yen(),
  workCount: zx.int(),
  adjustmentCount: zx.int(),
});
export type SalaryMonthSummary = z.infer<typeof SalaryMonthSummarySchema>;

/** GET /workerapi/salaries?year=YYYY → 200. `months` is January … December (months after this one are 'upcoming'). */
export const SalaryYearResponseSchema = zx.object({
  year: zx.int(),
  currentMonth: monthKey(),
  /** The years that have statements, plus this year, oldest first (the year switcher). */
  years: zx.array(zx.int()),
  yearTotal: yen(),
  months: zx.array(SalaryMonthSummarySchema),
});
export type SalaryYearResponse = z.infer<typeof SalaryYearResponseSchema>;

/** A statement line: one completed (or, in the 見込み month, confirmed) reservation. */
export const SalaryWorkLineSchema = zx.object({
  id: zx.string(),
  date: isoDate(),
  customerName: zx.string(),
  course: zx.string(),
  charge: yen(),
  margin: zx.int(),
  takeHome: yen(),
  /** 'confirmed' only in the 見込み month: booked, not yet done. */
  reservationStatus: zx.enum(['completed', 'confirmed']),
});
export type SalaryWorkLine = z.infer<typeof SalaryWorkLineSchema>;

export const SalaryAdjustmentKindSchema = zx.enum(['transport', 'adjustment']);
export type SalaryAdjustmentKind = z.infer<typeof SalaryAdjustmentKindSchema>;

/** 交通費 or 調整 (with its reason), positive or negative yen. */
export const SalaryAdjustmentSchema = zx.object({
  id: zx.string(),
  kind: SalaryAdjustmentKindSchema,
  reason: zx.string(),
  amount: yen(),
});
export type SalaryAdjustment = z.infer<typeof SalaryAdjustmentSchema>;

export const SalaryStatementSchema = zx.object({
  month: monthKey(),
  status: SalaryMonthStatusSchema,
  payDate: isoDate(),
  /** When the month was closed and frozen (null while 見込み). */
  closedAt: zx.nullable(zx.string()),
  workerName: zx.string(),
  lines: zx.array(SalaryWorkLineSchema),
  adjustments: zx.array(SalaryAdjustmentSchema),
  workTotal: yen(),
  adjustmentTotal: yen(),
  total: yen(),
});
export type SalaryStatement = z.infer<typeof SalaryStatementSchema>;

/** GET /workerapi/salaries?year=YYYY&month=M → 200. */
export const SalaryStatementResponseSchema = zx.object({ statement: SalaryStatementSchema });
export type SalaryStatementResponse = z.infer<typeof SalaryStatementResponseSchema>;

/** The query of GET /workerapi/salaries (strings, as they arrive); unknown parameters are rejected. */
export const SalaryQuerySchema = zx
  .strictObject({
    year: zx.optional(
      zx.string().check(zx.regex(/^\d{4}$/, { error: SALARY_FIELD_MESSAGES.year, abort: true }), zx.refine((v) => Number(v) >= 2000 && Number(v) <= 2100, { error: SALARY_FIELD_MESSAGES.year })),
    ),
    month: zx.optional(
      zx.string().check(zx.regex(/^(0?[1-9]|1[0-2])$/, { error: SALARY_FIELD_MESSAGES.month })),
    ),
  })
  .check(zx.refine((q) => q.month === undefined || q.year !== undefined, { error: SALARY_FIELD_MESSAGES.monthWithoutYear, path: ['year'] }));
export type SalaryQuery = z.infer<typeof SalaryQuerySchema>;

/** Full-width digits → ASCII, thousands separators and 円/% and spaces dropped. */
export function normalizeNumberText(value: string): string {
  return value
    .replace(/[０-９]/g, (d) => String.fromCharCode(d.charCodeAt(0) - 0xfee0))
    .replace(/[－ー−]/g, '-')
    .replace(/．/g, '.')
    .replace(/[,，円%％\s]/g, '');
}

/** A typed whole number checked in steps, each with its own message under the field. */
function wholeNumber(required: string, max: number, tooLarge: string) {
  return zx.string().check(
    zx.overwrite(normalizeNumberText),
    zx.minLength(1, { error: required, abort: true }),
    zx.regex(/^-?\d+(\.\d+)?$/, { error: SALARY_FIELD_MESSAGES.notNumber, abort: true }),
    zx.refine((v) => !v.startsWith('-'), { error: SALARY_FIELD_MESSAGES.negative, abort: true }),
    zx.refine((v) => /^\d+$/.test(v), { error: SALARY_FIELD_MESSAGES.notInteger, abort: true }),
    zx.refine((v) => Number(v) <= max, { error: tooLarge }),
  );
}

/** The largest amount the calculator takes (yen). */
export const CALCULATOR_MAX_AMOUNT = 10_000_000;

/** The calculator (spec §3's two formulas): an amount in yen and a margin in %, as typed. */
export const SalaryCalculatorFormSchema = zx.object({
  amount: wholeNumber(SALARY_FIELD_MESSAGES.amountRequired, CALCULATOR_MAX_AMOUNT, SALARY_FIELD_MESSAGES.amountTooLarge),
  margin: wholeNumber(SALARY_FIELD_MESSAGES.marginRequired, 99, SALARY_FIELD_MESSAGES.marginRange),
});
export type SalaryCalculatorForm = z.infer<typeof SalaryCalculatorFormSchema>;

/** POST /workerapi/dev/salary-adjustments (local/test only): an adjustment for the caller. */
export const DevSalaryAdjustmentRequestSchema = zx
  .object({
    month: monthKey(),
    kind: SalaryAdjustmentKindSchema,
    reason: zx.optional(zx.string().check(zx.trim(), zx.maxLength(100))),
    amount: zx.int().check(zx.refine((v) => Math.abs(v) <= CALCULATOR_MAX_AMOUNT)),
  })
  .check(zx.refine((v) => v.kind !== 'adjustment' || (v.reason ?? '') !== '', { error: SALARY_FIELD_MESSAGES.reasonRequired, path: ['reason'] }));
export type DevSalaryAdjustmentRequest = z.infer<typeof DevSalaryAdjustmentRequestSchema>;

export const DEV_SALARY_ADJUSTMENT_LABELS = { month: '対象月', kind: '区分', reason: '内容', amount: '金額' } as const;

/** POST /workerapi/dev/salary/completed-reservations (local/test only): completed jobs for the caller. */
export const DevCompletedReservationsRequestSchema = zx.object({
  reservations: zx
    .array(
      zx.object({
        startsAt: zx.iso.datetime({ offset: true }),
        customerName: zx.string().check(zx.trim(), zx.minLength(1), zx.maxLength(50)),
        course: zx.string().check(zx.trim(), zx.minLength(1), zx.maxLength(50)),
        minutes: zx.optional(zx.int().check(zx.refine((v) => v > 0 && v <= 600))),
        charge: zx.int().check(zx.refine((v) => v >= 0 && v <= CALCULATOR_MAX_AMOUNT)),
        margin: zx.optional(zx.int().check(zx.refine((v) => v >= 0 && v <= 99))),
        status: zx.optional(zx.enum(['completed', 'confirmed'])),
      }),
    )
    .check(zx.minLength(1), zx.maxLength(100)),
});
export type DevCompletedReservationsRequest = z.infer<typeof DevCompletedReservationsRequestSchema>;

export const DEV_COMPLETED_RESERVATIONS_LABELS = { reservations: '予約', startsAt: '開始日時', customerName: 'お客様', course: 'コース', charge: '料金', margin: '手数料率' } as const;
