import { describe, expect, it } from 'vitest';
import {
  addDays,
  datesBetween,
  firstOfMonth,
  isIsoDate,
  lastOfMonth,
  monthOf,
  tokyoDate,
  tokyoInstant,
  tokyoTimeOfDay,
  weekdayOf,
} from './tokyo-date';

describe('calendar dates in Asia/Tokyo', () => {
  it('"today" is the Tokyo date, whatever the UTC date is', () => {
    // 2025-03-31 15:00 UTC is already 2025-04-01 00:00 in Tokyo.
    expect(tokyoDate(new Date('2025-03-31T14:59:59Z'))).toBe('2025-03-31');
    expect(tokyoDate(new Date('2025-03-31T15:00:00Z'))).toBe('2025-04-01');
  });

  it('the time of day is the Tokyo clock, written as shift times are', () => {
    expect(tokyoTimeOfDay(new Date('2025-03-31T14:59:59Z'))).toBe('23:59');
    expect(tokyoTimeOfDay(new Date('2025-03-31T15:00:00Z'))).toBe('00:00');
    expect(tokyoTimeOfDay(new Date('2025-04-01T00:05:00Z'))).toBe('09:05');
  });

  it('turns a Tokyo wall-clock time into the instant', () => {
    expect(tokyoInstant('2025-04-30', 23, 59, 59).toISOString()).toBe('2025-04-30T14:59:59.000Z');
    expect(tokyoInstant('2025-04-01').toISOString()).toBe('2025-03-31T15:00:00.000Z');
  });

  it('does calendar arithmetic across months, years and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-02-28', 1)).toBe('2025-03-01');
    expect(addDays('2025-01-01', -1)).toBe('2024-12-31');
    expect(datesBetween('2025-01-30', '2025-02-02')).toEqual(['2025-01-30', '2025-01-31', '2025-02-01', '2025-02-02']);
    expect(datesBetween('2025-02-02', '2025-02-01')).toEqual([]);
    expect(firstOfMonth('2025-12-15', 1)).toBe('2026-01-01');
    expect(firstOfMonth('2025-01-15', -1)).toBe('2024-12-01');
    expect(lastOfMonth('2024-02-10')).toBe('2024-02-29');
    expect(monthOf('2025-06-09')).toBe('2025-06');
  });

  it('knows the day of the week (0 = Sunday)', () => {
    expect(weekdayOf('2025-06-01')).toBe(0); // Sunday
    expect(weekdayOf('2025-06-07')).toBe(6); // Saturday
  });

  it('accepts only real YYYY-MM-DD dates', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2025-02-29')).toBe(false);
    expect(isIsoDate('2025-2-1')).toBe(false);
    expect(isIsoDate(20250201)).toBe(false);
  });
});
