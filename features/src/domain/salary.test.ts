import { describe, expect, it } from 'vitest';
import { requiredCharge, workerSalary } from './salary';

describe('workerSalary — spec §3 "Worker salary = charge × (100 − margin) / 100, divided by 10, rounded down, times 10"', () => {
  it('takes the margin off the charge', () => {
    expect(workerSalary(10000, 30)).toBe(7000);
    expect(workerSalary(10000, 0)).toBe(10000);
    expect(workerSalary(0, 50)).toBe(0);
  });

  it('rounds down to 10 yen (spec §9 "Salary rounding: 10 yen")', () => {
    // 12345 × 70 / 100 = 8641.5 → 864.15 → 864 → 8640
    expect(workerSalary(12345, 30)).toBe(8640);
    // 1009 × 99 / 100 = 998.91 → 99.891 → 99 → 990
    expect(workerSalary(1009, 1)).toBe(990);
    expect(workerSalary(19, 0)).toBe(10);
    expect(workerSalary(9, 0)).toBe(0);
  });

  it('is exact where floating point would not be', () => {
    // 1000 × (1 − 0.07) is 929.9999999999999 in floating point → a float version gives 920.
    expect(workerSalary(1000, 7)).toBe(930);
    expect(workerSalary(8000, 7)).toBe(7440);
  });

  it.each([
    [-1, 30],
    [100.5, 30],
    [Number.NaN, 30],
    [Number.POSITIVE_INFINITY, 30],
    [1000, -1],
    [1000, 100],
    [1000, 12.5],
  ])('rejects charge %s with margin %s', (charge, margin) => {
    expect(() => workerSalary(charge, margin)).toThrow(RangeError);
  });
});

describe('requiredCharge — spec §3 "amount / (1 − margin/100), rounded up to the next 10 yen"', () => {
  it('grosses an amount up by the margin in exact integers', () => {
    // Floating point gives 7000 / 0.7 = 10000.000000000002 → 10010; the spec means 10000.
    expect(requiredCharge(7000, 30)).toBe(10000);
    expect(requiredCharge(9000, 10)).toBe(10000);
    // 930 / 0.93 is 1000.0000000000001 in floating point → 1010; exact is 1000.
    expect(requiredCharge(930, 7)).toBe(1000);
    expect(requiredCharge(1000, 0)).toBe(1000);
    expect(requiredCharge(0, 30)).toBe(0);
  });

  it('rounds up to the next 10 yen', () => {
    // 1000 / 0.7 = 1428.57… → 1430
    expect(requiredCharge(1000, 30)).toBe(1430);
    // 1001 / 1 = 1001 → 1010
    expect(requiredCharge(1001, 0)).toBe(1010);
    // 100 / 0.01 = 10000 exactly
    expect(requiredCharge(100, 99)).toBe(10000);
  });

  it('charges enough that the worker receives at least the amount (both formulas agree)', () => {
    for (const margin of [0, 1, 15, 30, 33, 50, 75, 99]) {
      for (const amount of [10, 990, 1000, 7000, 12340, 99990]) {
        const charge = requiredCharge(amount, margin);
        expect(workerSalary(charge, margin)).toBeGreaterThanOrEqual(amount);
        // and not more than 10 yen of charge too much
        expect(workerSalary(charge - 10, margin)).toBeLessThanOrEqual(amount);
      }
    }
  });

  it.each([
    [-10, 30],
    [10.5, 30],
    [1000, 100],
    [1000, -5],
    [1000, 0.5],
  ])('rejects amount %s with margin %s', (amount, margin) => {
    expect(() => requiredCharge(amount, margin)).toThrow(RangeError);
  });
});
