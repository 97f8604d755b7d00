import { describe, expect, it } from 'vitest';
import { ANSWER_MEANINGS, ANSWER_SYMBOLS } from 'shared/domain';
import { SHIFTS_UI, shiftDateLabel, shiftInstantLabel, shiftMonthLabel } from './shifts';

describe('shift date labels (Japanese, Asia/Tokyo)', () => {
  it('writes dates with the day of the week', () => {
    expect(shiftDateLabel('2025-06-01')).toBe('6月1日(日)');
    expect(shiftDateLabel('2025-06-07')).toBe('6月7日(土)');
    expect(shiftMonthLabel('2025-06')).toBe('2025年6月');
    expect(shiftMonthLabel('2025-06-30')).toBe('2025年6月');
  });

  it('reads instants in Tokyo whatever the device zone', () => {
    expect(shiftInstantLabel('2025-05-31T14:59:59.000Z')).toBe('5月31日(土) 23:59');
    expect(shiftInstantLabel(new Date('2025-05-31T15:00:00Z'))).toBe('6月1日(日) 00:00');
  });
});

describe('quick fill labels use the spec symbols', () => {
  it('○ for weekdays, × for weekends', () => {
    expect(SHIFTS_UI.fillWeekdaysMaru).toContain(ANSWER_SYMBOLS.maru);
    expect(SHIFTS_UI.fillWeekendsBatsu).toContain(ANSWER_SYMBOLS.batsu);
    expect(Object.values(ANSWER_MEANINGS)).toEqual(['勤務可', '要相談', '勤務不可']);
  });
});
