import { describe, expect, it } from 'vitest';
import { dayLabel } from 'features/chat';
import { loadHolidays } from './holidays';

describe('public holidays from @holiday-jp/holiday_jp', () => {
  it('names the holidays of the maintained table, by Tokyo date', async () => {
    const names = await loadHolidays();
    expect(names.get('2026-11-23')).toBe('勤労感謝の日');
    expect(names.get('2026-01-01')).toBe('元日');
    expect(names.get('2026-11-24')).toBeUndefined();
  });

  it('a reservation at 00:30 Tokyo on a holiday is on the holiday (not the UTC day before), named in text', async () => {
    const names = await loadHolidays();
    const label = dayLabel('2026-11-22T15:30:00Z', new Date('2026-11-20T00:00:00Z'), (d) => names.get(d));
    expect(label).toMatchObject({ date: '2026-11-23', kind: 'holiday', holidayName: '勤労感謝の日', text: '11月23日(月)' });
  });
});
