import { describe, expect, it } from 'vitest';
import { compareText, groupDigits, yenLabel } from './number-labels';

describe('amounts (digits grouped as Intl.NumberFormat ja-JP)', () => {
  it('groups whole numbers by three, like Intl', () => {
    const ja = new Intl.NumberFormat('ja-JP');
    for (const n of [0, 7, 999, 1000, 12345, 100000, 1234567, -300, -1000, -9876543, 2 ** 53 - 1]) {
      expect(groupDigits(n)).toBe(ja.format(n));
    }
    expect(groupDigits(1234567)).toBe('1,234,567');
  });

  it('leaves fractions and non-finite numbers to Intl', () => {
    const ja = new Intl.NumberFormat('ja-JP');
    for (const n of [1234.5, -0.25, 1e21, Number.NaN]) expect(groupDigits(n)).toBe(ja.format(n));
  });

  it('writes yen', () => {
    expect(yenLabel(77000)).toBe('77,000円');
    expect(yenLabel(0)).toBe('0円');
  });
});

describe('plain string order', () => {
  it('sorts ISO dates and 24-hour times as they read', () => {
    expect(['2025-06-10', '2025-06-02', '2024-12-31'].sort(compareText)).toEqual(['2024-12-31', '2025-06-02', '2025-06-10']);
    expect(['10:00', '09:30', '23:59'].sort(compareText)).toEqual(['09:30', '10:00', '23:59']);
    expect(compareText('a', 'a')).toBe(0);
  });
});
