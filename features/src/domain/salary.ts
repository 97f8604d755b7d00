import { SALARY_ROUNDING_YEN } from 'shared/domain';

// Spec §3 salary rules, in exact integer arithmetic (no floating-point division), so that
// e.g. requiredCharge(7000, 30) is 10000 and never 10010.

/** Largest amount for which `amount * 100` is still a safe integer. */
const MAX_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 100);

function assertYen(name: string, value: number): void {
  if (!Number.isSafeInteger(value) || value < 0 || value > MAX_AMOUNT) {
    throw new RangeError(`${name} must be a non-negative integer (yen) up to ${MAX_AMOUNT}, got ${String(value)}`);
  }
}

function assertMargin(margin: number): void {
  if (!Number.isInteger(margin) || margin < 0 || margin > 99) {
    throw new RangeError(`margin must be an integer percentage from 0 to 99, got ${String(margin)}`);
  }
}

/** Integer division rounded down, for non-negative integers. */
function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b;
}

/** Integer division rounded up, for non-negative integers. */
function ceilDiv(a: number, b: number): number {
  const q = floorDiv(a, b);
  return a % b === 0 ? q : q + 1;
}

/**
 * Spec §3: "Worker salary = charge × (100 − margin) / 100, divided by 10, rounded down, times 10."
 * @throws RangeError when charge is not a non-negative integer or margin is not an integer 0..99.
 */
export function workerSalary(charge: number, margin: number): number {
  assertYen('charge', charge);
  assertMargin(margin);
  // charge × (100 − margin) / 100 / 10, rounded down = floor(charge × (100 − margin) / 1000)
  return floorDiv(charge * (100 - margin), 100 * SALARY_ROUNDING_YEN) * SALARY_ROUNDING_YEN;
}

/**
 * Spec §3: "for an amount and a margin, amount / (1 − margin/100), rounded up to the next 10 yen."
 * @throws RangeError when amount is not a non-negative integer or margin is not an integer 0..99.
 */
export function requiredCharge(amount: number, margin: number): number {
  assertYen('amount', amount);
  assertMargin(margin);
  // amount / (1 − margin/100) / 10, rounded up = ceil(amount × 100 / ((100 − margin) × 10))
  return ceilDiv(amount * 100, (100 - margin) * SALARY_ROUNDING_YEN) * SALARY_ROUNDING_YEN;
}
