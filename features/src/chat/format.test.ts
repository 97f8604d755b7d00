import { describe, expect, it } from 'vitest';
import { dayLabel, initialsOf, instantLabel, shiftOverlapsLabel, timeLeftLabel, timeRangeLabel, tokyoDateOf, whenLabel } from './format';
import { formatYen } from './strings';

const now = new Date('2026-11-23T03:00:00Z'); // 2026-11-23 (月) 12:00 JST

describe('dates and times in Asia/Tokyo', () => {
  it('reads the Tokyo date, not the UTC one', () => {
    expect(tokyoDateOf('2026-11-23T15:30:00Z')).toBe('2026-11-24');
    expect(timeRangeLabel('2026-11-23T15:30:00Z', '2026-11-23T17:00:00Z')).toBe('00:30〜02:00');
  });
  it('today and tomorrow with the weekday', () => {
    expect(dayLabel('2026-11-23T10:00:00Z', now)).toMatchObject({ relative: '今日', text: '11月23日(月)', kind: 'weekday' });
    expect(dayLabel('2026-11-23T16:00:00Z', now)).toMatchObject({ relative: '明日', text: '11月24日(火)' });
    expect(dayLabel('2026-11-25T01:00:00Z', now)).toMatchObject({ relative: null, text: '11月25日(水)', spoken: '11月25日 水曜日' });
  });
  it('another year than now\'s is named: October of last year is not this October', () => {
    expect(dayLabel('2025-10-01T04:00:00Z', now)).toMatchObject({ relative: null, text: '2025年10月1日(水)', spoken: '2025年10月1日 水曜日' });
    expect(dayLabel('2027-03-01T01:00:00Z', now)).toMatchObject({ text: '2027年3月1日(月)' });
    // The Tokyo year: 2026-12-31 15:30 UTC is already 2027 in Tokyo.
    expect(dayLabel('2026-12-31T15:30:00Z', now).text).toBe('2027年1月1日(金)');
    expect(dayLabel('2026-12-31T14:30:00Z', now).text).toBe('12月31日(木)');
  });
  it('Saturday, Sunday and a holiday named by the given lookup', () => {
    expect(dayLabel('2026-11-28T01:00:00Z', now).kind).toBe('saturday');
    expect(dayLabel('2026-11-29T01:00:00Z', now).kind).toBe('sunday');
    const holidays = (d: string) => (d === '2026-11-23' ? '勤労感謝の日' : undefined);
    expect(dayLabel('2026-11-23T01:00:00Z', now, holidays)).toMatchObject({ kind: 'holiday', holidayName: '勤労感謝の日' });
  });
  it('an end on the next Tokyo day is marked 翌, also at midnight; a later one names its date', () => {
    // 23:30〜01:30 JST (14:30Z〜16:30Z): same UTC day, next Tokyo day.
    expect(timeRangeLabel('2026-11-23T14:30:00Z', '2026-11-23T16:30:00Z')).toBe('23:30〜翌01:30');
    expect(timeRangeLabel('2026-11-23T13:00:00Z', '2026-11-23T15:00:00Z')).toBe('22:00〜翌00:00');
    expect(timeRangeLabel('2026-11-23T14:00:00Z', '2026-11-24T16:00:00Z')).toBe('23:00〜11月25日 01:00');
    // Next UTC day, same Tokyo day: no mark.
    expect(timeRangeLabel('2026-11-23T23:00:00Z', '2026-11-24T01:00:00Z')).toBe('08:00〜10:00');
    expect(whenLabel('2026-11-23T14:30:00Z', '2026-11-23T16:30:00Z', now)).toBe('11月23日(月) 23:30〜翌01:30');
  });
  it('when and instant labels', () => {
    expect(whenLabel('2026-11-24T01:00:00Z', '2026-11-24T03:00:00Z', now)).toBe('11月24日(火) 10:00〜12:00');
    expect(whenLabel('2027-03-01T01:00:00Z', '2027-03-01T03:00:00Z', now)).toBe('2027年3月1日(月) 10:00〜12:00');
    expect(instantLabel('2026-11-23T01:05:00Z')).toBe('2026年11月23日(月) 10:05');
  });
});

describe('the 確定 shifts a reservation overlaps', () => {
  it('as the worker reads them: day, times and place; several joined', () => {
    const shibuya = { date: '2026-12-14', startTime: '10:00', endTime: '17:00', place: '渋谷店' };
    expect(shiftOverlapsLabel([shibuya])).toBe('12月14日 10:00〜17:00 渋谷店');
    expect(shiftOverlapsLabel([shibuya, { date: '2026-12-14', startTime: '19:00', endTime: '22:00', place: '新宿店' }])).toBe(
      '12月14日 10:00〜17:00 渋谷店、12月14日 19:00〜22:00 新宿店',
    );
  });
});

describe('time left to answer', () => {
  it('minutes, hours, days — rounded down', () => {
    expect(timeLeftLabel('2026-11-23T03:45:00Z', now)).toBe('あと45分');
    expect(timeLeftLabel('2026-11-23T06:59:00Z', now)).toBe('あと3時間');
    expect(timeLeftLabel('2026-11-25T04:00:00Z', now)).toBe('あと2日');
    expect(timeLeftLabel('2026-11-23T03:00:30Z', now)).toBe('あと1分');
  });
  it('null once the deadline has passed', () => {
    expect(timeLeftLabel('2026-11-23T03:00:00Z', now)).toBeNull();
  });
});

describe('money and initials', () => {
  it('yen with thousands separators', () => {
    expect(formatYen(12000)).toBe('12,000円');
    expect(formatYen(1234567)).toBe('1,234,567円');
    expect(formatYen(0)).toBe('0円');
  });
  it('initials of Japanese and Latin names', () => {
    expect(initialsOf('佐藤 美咲')).toBe('佐');
    expect(initialsOf('佐藤　美咲')).toBe('佐');
    expect(initialsOf('anna lee')).toBe('AL');
    expect(initialsOf('たなか')).toBe('た');
    expect(initialsOf('  ')).toBe('?');
  });
});
