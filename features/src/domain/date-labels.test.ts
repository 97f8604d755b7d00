import { describe, expect, it } from 'vitest';
import { dateLabel, fullDateLabel, instantDateLabel, instantEndTimeLabel, instantLabel, instantTimeLabel, monthLabel } from './date-labels';

describe('date labels (Japanese, Asia/Tokyo)', () => {
  it('writes dates with the day of the week', () => {
    expect(dateLabel('2025-06-01')).toBe('6月1日(日)');
    expect(dateLabel('2025-06-07')).toBe('6月7日(土)');
    expect(monthLabel('2025-06')).toBe('2025年6月');
    expect(monthLabel('2025-06-30')).toBe('2025年6月');
  });

  it('reads instants in Tokyo whatever the device zone', () => {
    expect(instantLabel('2025-05-31T14:59:59.000Z')).toBe('5月31日(土) 23:59');
    expect(instantLabel(new Date('2025-05-31T15:00:00Z'))).toBe('6月1日(日) 00:00');
  });

  it('writes the parts of an instant as Intl.DateTimeFormat ja-JP in Asia/Tokyo does', () => {
    const tokyo = (options: Intl.DateTimeFormatOptions) => new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', ...options });
    const day = tokyo({ month: 'long', day: 'numeric', weekday: 'short' });
    const time = tokyo({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    const full = tokyo({ year: 'numeric', month: 'long', day: 'numeric' });
    for (const iso of ['2026-11-24T01:00:00Z', '2025-05-31T14:59:59Z', '2025-05-31T15:00:00Z', '2024-12-31T15:00:00Z', '2025-01-01T00:05:00Z']) {
      expect(instantDateLabel(iso)).toBe(day.format(new Date(iso)));
      expect(instantTimeLabel(iso)).toBe(time.format(new Date(iso)));
      expect(fullDateLabel(iso)).toBe(full.format(new Date(iso)));
    }
    expect(instantDateLabel('2026-11-24T01:00:00Z')).toBe('11月24日(火)');
    expect(instantTimeLabel('2025-01-01T00:05:00Z')).toBe('09:05');
    expect(fullDateLabel(new Date('2024-12-31T15:00:00Z'))).toBe('2025年1月1日');
  });

  it('writes an end beside its start: same day, 翌 the next day (midnight included), its date later (Tokyo days)', () => {
    expect(instantEndTimeLabel('2026-11-24T01:00:00Z', '2026-11-24T03:00:00Z')).toBe('12:00');
    expect(instantEndTimeLabel('2026-11-24T14:30:00Z', '2026-11-24T16:30:00Z')).toBe('翌01:30');
    expect(instantEndTimeLabel('2026-11-24T13:00:00Z', '2026-11-24T15:00:00Z')).toBe('翌00:00');
    expect(instantEndTimeLabel('2026-11-23T14:00:00Z', '2026-11-24T16:00:00Z')).toBe('11月25日 01:00');
  });
});
