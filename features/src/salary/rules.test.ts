import { describe, expect, it } from 'vitest';
import { isNothingToPay, monthsOfYear, nextMonth, previousMonth, salaryMonthStatus, statementTotals, tokyoMonth, tokyoMonthRange } from './rules';
import { SalaryCalculatorFormSchema, SalaryQuerySchema } from './schemas';
import { formatYen, salaryMonthLabel } from './strings';
import { safeParse } from 'zod/v4/core';

describe('salary months (Asia/Tokyo)', () => {
  it('reads an instant in Tokyo: 2026-10-31 15:00 UTC is already November', () => {
    expect(tokyoMonth(new Date('2026-10-31T14:59:59Z'))).toBe('2026-10');
    expect(tokyoMonth(new Date('2026-10-31T15:00:00Z'))).toBe('2026-11');
    expect(tokyoMonthRange('2026-10')).toEqual({ from: new Date('2026-09-30T15:00:00Z'), to: new Date('2026-10-31T15:00:00Z') });
  });

  it('steps months across years', () => {
    expect(nextMonth('2026-12')).toBe('2027-01');
    expect(previousMonth('2026-01')).toBe('2025-12');
    expect(monthsOfYear(2026)).toHaveLength(12);
    expect(monthsOfYear(2026)[9]).toBe('2026-10');
  });

  it('status: 見込み this month, 確定 after it ends, 支払済 from the pay date, upcoming after', () => {
    expect(salaryMonthStatus('2026-11', '2026-11-23', '2026-12-25')).toBe('estimate');
    expect(salaryMonthStatus('2026-10', '2026-11-23', '2026-11-25')).toBe('closed');
    expect(salaryMonthStatus('2026-10', '2026-11-25', '2026-11-25')).toBe('paid');
    expect(salaryMonthStatus('2026-12', '2026-11-23', '2027-01-25')).toBe('upcoming');
  });

  it('an ended month without work or adjustments has nothing to pay; the running month and one with entries do', () => {
    expect(isNothingToPay('paid', 0)).toBe(true);
    expect(isNothingToPay('closed', 0)).toBe(true);
    expect(isNothingToPay('paid', 1)).toBe(false);
    expect(isNothingToPay('estimate', 0)).toBe(false);
    expect(isNothingToPay('upcoming', 0)).toBe(false);
  });

  it('totals are sums in integer yen', () => {
    expect(statementTotals([{ takeHome: 8020 }, { takeHome: 8400 }], [{ amount: 1200 }, { amount: -500 }])).toEqual({ workTotal: 16420, adjustmentTotal: 700, total: 17120 });
  });

  it('labels and yen', () => {
    expect(salaryMonthLabel('2026-03')).toBe('2026年3月');
    expect(formatYen(1234567)).toBe('1,234,567円');
    expect(formatYen(-500)).toBe('−500円');
  });
});

describe('the calculator form', () => {
  const messages = (amount: string, margin: string) => {
    const r = safeParse(SalaryCalculatorFormSchema, { amount, margin });
    return r.success ? r.data : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };
  it('accepts whole yen and a margin 0–99, full-width digits and commas too', () => {
    expect(messages('12,000', '３０')).toEqual({ amount: '12000', margin: '30' });
  });
  it('says what is wrong, in Japanese, per field', () => {
    expect(messages('', '30')).toEqual(['amount: 金額を入力してください']);
    expect(messages('-5', '30')).toEqual(['amount: 0以上の数を入力してください']);
    expect(messages('12.5', '30')).toEqual(['amount: 整数で入力してください']);
    expect(messages('abc', '30')).toEqual(['amount: 半角または全角の数字で入力してください']);
    expect(messages('1000', '100')).toEqual(['margin: 手数料率は0〜99の整数で入力してください']);
    expect(messages('1000', '')).toEqual(['margin: 手数料率を入力してください']);
  });
});

describe('the query of GET /workerapi/salaries', () => {
  it('takes a year and a month; refuses others', () => {
    expect(safeParse(SalaryQuerySchema, { year: '2026', month: '10' }).success).toBe(true);
    expect(safeParse(SalaryQuerySchema, {}).success).toBe(true);
    for (const bad of [{ year: '26' }, { year: '2026', month: '13' }, { month: '1' }, { year: '2026', extra: '1' }, { year: '1999' }]) {
      expect(safeParse(SalaryQuerySchema, bad).success).toBe(false);
    }
  });
});
