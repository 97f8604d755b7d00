import { describe, expect, it } from 'vitest';
import { calendarWeeks, dayForKey, dayKind, isDayOff, isPlainWeekday } from './calendar-model';
import { loadHolidays } from './holidays';

describe('calendarWeeks', () => {
  it('lays a month out Sunday → Saturday with blanks outside the period', () => {
    const weeks = calendarWeeks('2025-06-01', '2025-06-30'); // June 2025 starts on a Sunday
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual(['2025-06-01', '2025-06-02', '2025-06-03', '2025-06-04', '2025-06-05', '2025-06-06', '2025-06-07']);
    expect(weeks[4]).toEqual(['2025-06-29', '2025-06-30', null, null, null, null, null]);
  });

  it('handles a period that starts mid-week and crosses a month', () => {
    const weeks = calendarWeeks('2025-01-30', '2025-02-02'); // Thu → Sun
    expect(weeks).toEqual([
      [null, null, null, null, '2025-01-30', '2025-01-31', '2025-02-01'],
      ['2025-02-02', null, null, null, null, null, null],
    ]);
  });
});

describe('Japanese holidays from @holiday-jp/holiday_jp', () => {
  it('knows national holidays, substitute holidays included', async () => {
    const holidays = await loadHolidays();
    expect(holidays.get('2025-01-01')).toBe('元日');
    expect(holidays.get('2025-05-06')).toContain('振替休日');
    expect(holidays.has('2025-06-02')).toBe(false);
  });

  it('colours Saturdays, Sundays and holidays; 平日 are the rest', async () => {
    const holidays = await loadHolidays();
    expect(dayKind('2025-05-03', holidays)).toBe('holiday'); // 憲法記念日 on a Saturday
    expect(dayKind('2025-05-10', holidays)).toBe('saturday');
    expect(dayKind('2025-05-11', holidays)).toBe('sunday');
    expect(dayKind('2025-05-12', holidays)).toBe('weekday');
    expect(isPlainWeekday('2025-05-05', holidays)).toBe(false); // こどもの日, a Monday
    expect(isDayOff('2025-05-05', holidays)).toBe(true);
  });
});

describe('dayForKey (the calendar as a date picker)', () => {
  const [start, end] = ['2025-06-01', '2025-06-30'] as const;
  it('moves a day with ← →, a week with ↑ ↓, and to the week’s ends with Home and End', () => {
    expect(dayForKey('ArrowRight', '2025-06-10', start, end)).toBe('2025-06-11');
    expect(dayForKey('ArrowLeft', '2025-06-10', start, end)).toBe('2025-06-09');
    expect(dayForKey('ArrowDown', '2025-06-10', start, end)).toBe('2025-06-17');
    expect(dayForKey('ArrowUp', '2025-06-10', start, end)).toBe('2025-06-03');
    expect(dayForKey('Home', '2025-06-11', start, end)).toBe('2025-06-08'); // Wednesday → that week's Sunday
    expect(dayForKey('End', '2025-06-11', start, end)).toBe('2025-06-14'); // → Saturday
  });

  it('never leaves the period, and ignores other keys', () => {
    expect(dayForKey('ArrowUp', '2025-06-03', start, end)).toBe('2025-06-01');
    expect(dayForKey('ArrowDown', '2025-06-28', start, end)).toBe('2025-06-30');
    expect(dayForKey('End', '2025-06-29', start, end)).toBe('2025-06-30');
    expect(dayForKey('Home', '2025-06-03', '2025-06-02', end)).toBe('2025-06-02');
    expect(dayForKey('Enter', '2025-06-10', start, end)).toBeNull();
    expect(dayForKey('a', '2025-06-10', start, end)).toBeNull();
  });
});
