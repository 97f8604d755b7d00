import { describe, expect, it } from 'vitest';
import { dateLabel, instantLabel, monthLabel } from './date-labels';

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
});
