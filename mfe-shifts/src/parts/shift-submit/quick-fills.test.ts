
import { describe, expect, it } from 'vitest';
import { plainAnswer } from './day-answer';
import { copyFromPrevious, fillDaysOff, fillWeekdays, previousPeriod } from './quick-fills';
import { datesBetween } from 'features/shifts';

const holidays = new Map([['2025-05-05', 'こどもの日'], ['2025-05-06', '振替休日']]);
const may = datesBetween('2025-05-01', '2025-05-31');

describe('quick fills', () => {
  it('平日をすべて○ sets Monday–Friday except holidays; 土日・祝日をすべて× the rest; together the whole month', () => {
    const weekdays = fillWeekdays(may, holidays);
    const daysOff = fillDaysOff(may, holidays);
    expect(weekdays['2025-05-02']).toEqual(plainAnswer('maru')); // Friday
    expect(weekdays['2025-05-05']).toBeUndefined();
    expect(daysOff['2025-05-05']).toEqual(plainAnswer('batsu'));
    expect(daysOff['2025-05-03']).toEqual(plainAnswer('batsu')); // Saturday
    expect(Object.keys({ ...weekdays, ...daysOff }).sort()).toEqual(may);
    expect(Object.keys(weekdays).filter((d) => daysOff[d])).toEqual([]);
  });

  it('only touches the days the worker may still change', () => {
    expect(Object.keys(fillWeekdays(['2025-05-30', '2025-05-31'], holidays))).toEqual(['2025-05-30']);
  });
});

describe('前回の回答をコピー', () => {
  const previous = { startsOn: '2025-04-01', endsOn: '2025-04-30' };
  const period = { startsOn: '2025-05-01', endsOn: '2025-05-31' };

  it('copies by weekday occurrence, note and time included; a 5th occurrence takes the last one', () => {
    const answers = {
      '2025-04-07': plainAnswer('maru'), // 1st Monday
      '2025-04-14': { answer: 'sankaku' as const, note: '午前のみ', startTime: '09:00', endTime: '12:00' }, // 2nd Monday
      '2025-04-28': plainAnswer('batsu'), // 4th (last) Monday
      '2025-04-24': plainAnswer('maru'), // 4th (last) Thursday: April has four, May five
    };
    const copied = copyFromPrevious(may, period, previous, answers);
    expect(copied['2025-05-05']).toEqual(plainAnswer('maru')); // 1st Monday of May
    expect(copied['2025-05-12']).toEqual({ answer: 'sankaku', note: '午前のみ', startTime: '09:00', endTime: '12:00' });
    expect(copied['2025-05-26']).toEqual(plainAnswer('batsu')); // 4th Monday
    expect(copied['2025-05-19']).toBeUndefined(); // the 3rd Monday of April had no answer
    expect(copied['2025-05-22']).toEqual(plainAnswer('maru')); // 4th Thursday ← 4th Thursday (4/24)
    expect(copied['2025-05-29']).toEqual(plainAnswer('maru')); // 5th Thursday ← the last Thursday of April
  });

  it('finds the previous period', () => {
    const p = (id: string, startsOn: string, endsOn: string) => ({ id, title: id, startsOn, endsOn, deadlineAt: '2025-01-01T00:00:00Z', isOpen: false });
    const periods = [p('mar', '2025-03-01', '2025-03-31'), p('apr', '2025-04-01', '2025-04-30'), p('may', '2025-05-01', '2025-05-31')];
    const [, , may] = periods;
    if (!may) throw new Error('fixture');
    expect(previousPeriod(periods, may)?.id).toBe('apr');
    expect(previousPeriod(periods, periods[0] ?? may)).toBeUndefined();
  });
});
