import { describe, expect, it } from 'vitest';
import { isJapaneseHoliday, isNonBusinessDay, payDateOf } from './pay-date';

describe('payDateOf — the 25th of the following month, or the business day before it', () => {
  it.each([
    ['2025-12', '2026-01-23'], // 1/25 Sun, 1/24 Sat → Fri
    ['2026-01', '2026-02-25'],
    ['2026-02', '2026-03-25'],
    ['2026-03', '2026-04-24'], // 4/25 Sat → Fri
    ['2026-04', '2026-05-25'],
    ['2026-05', '2026-06-25'],
    ['2026-06', '2026-07-24'], // 7/25 Sat → Fri
    ['2026-07', '2026-08-25'],
    ['2026-08', '2026-09-25'],
    ['2026-09', '2026-10-23'], // 10/25 Sun, 10/24 Sat → Fri
    ['2026-10', '2026-11-25'],
    ['2026-11', '2026-12-25'],
    ['2026-12', '2027-01-25'], // across the year
  ])('work in %s is paid on %s', (month, payDate) => {
    expect(payDateOf(month)).toBe(payDate);
  });

  it('skips a public holiday too: 2029-11-25 Sun, 24 Sat, 23 Fri 勤労感謝の日 → Thursday the 22nd', () => {
    expect(isJapaneseHoliday('2029-11-23')).toBe(true);
    expect(payDateOf('2029-10')).toBe('2029-11-22');
    expect(payDateOf('2018-10')).toBe('2018-11-22');
  });

  it('knows business days by the date alone', () => {
    expect(isNonBusinessDay('2026-05-04')).toBe(true); // みどりの日 (Monday)
    expect(isNonBusinessDay('2026-05-09')).toBe(true); // Saturday
    expect(isNonBusinessDay('2026-05-08')).toBe(false); // Friday
  });
});
