import fc from 'fast-check';
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
        // For an amount in whole 10 yen the round trip is exact …
        expect(workerSalary(charge, margin)).toBe(amount);
        // … and 10 yen less charge takes home exactly 10 yen less (the charge is the smallest that works).
        expect(workerSalary(charge - 10, margin)).toBe(amount - 10);
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

describe('the issue\'s examples (issue 14)', () => {
  it.each([
    [12345, 35, 8020],
    [12000, 30, 8400],
    [9999, 0, 9990],
  ])('formula 1: %i yen at %i %% → %i yen', (charge, margin, takeHome) => {
    expect(workerSalary(charge, margin)).toBe(takeHome);
  });

  it.each([
    [7000, 30, 10000],
    [8400, 30, 12000],
  ])('formula 2: %i yen at %i %% → %i yen', (amount, margin, charge) => {
    expect(requiredCharge(amount, margin)).toBe(charge);
  });

  it('naive floating point gets formula 2 wrong by 10 yen where the exact version does not', () => {
    const naiveRequired = (amount: number, margin: number) => Math.ceil(amount / (1 - margin / 100) / 10) * 10;
    const naiveSalary = (charge: number, margin: number) => Math.floor((charge * (1 - margin / 100)) / 10) * 10;
    expect(naiveRequired(930, 7)).toBe(1010);
    expect(requiredCharge(930, 7)).toBe(1000);
    expect(naiveSalary(1000, 7)).toBe(920);
    expect(workerSalary(1000, 7)).toBe(930);
  });
});

// An exact rational reference in BigInt: no rounding happens before the final floor / ceiling.
function workerSalaryReference(charge: number, margin: number): number {
  // floor(charge × (100 − margin) / 100 / 10) × 10
  return Number((BigInt(charge) * BigInt(100 - margin)) / 1000n) * 10;
}

function requiredChargeReference(amount: number, margin: number): number {
  // ceil(amount / ((100 − margin) / 100) / 10) × 10 = ceil(amount × 100 / ((100 − margin) × 10)) × 10
  const numerator = BigInt(amount) * 100n;
  const denominator = BigInt(100 - margin) * 10n;
  return Number((numerator + denominator - 1n) / denominator) * 10;
}

describe('property: both formulas equal the exact rational reference (charges 0–10,000,000, margins 0–99)', () => {
  const charges = fc.integer({ min: 0, max: 10_000_000 });
  const margins = fc.integer({ min: 0, max: 99 });

  it('workerSalary', () => {
    fc.assert(
      fc.property(charges, margins, (charge, margin) => workerSalary(charge, margin) === workerSalaryReference(charge, margin)),
      { numRuns: 5000, examples: [[12345, 35], [1000, 7], [8000, 7], [10_000_000, 99], [0, 0]] },
    );
  });

  it('requiredCharge', () => {
    fc.assert(
      fc.property(charges, margins, (amount, margin) => requiredCharge(amount, margin) === requiredChargeReference(amount, margin)),
      { numRuns: 5000, examples: [[7000, 30], [8400, 30], [930, 7], [10_000_000, 99], [0, 0]] },
    );
  });

  it('the reference itself agrees with the issue (so the property can fail)', () => {
    expect(workerSalaryReference(12345, 35)).toBe(8020);
    expect(requiredChargeReference(7000, 30)).toBe(10000);
    expect(requiredChargeReference(7001, 30)).toBe(10010);
  });
});
