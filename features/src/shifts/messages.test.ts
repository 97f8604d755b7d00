import { describe, expect, it } from 'vitest';
import { ANSWER_MEANINGS, ANSWER_SYMBOLS } from './answer-symbols';
import { SHIFTS_UI } from './messages';

describe('quick fill labels use the spec symbols', () => {
  it('○ for weekdays, × for weekends', () => {
    expect(SHIFTS_UI.fillWeekdaysMaru).toContain(ANSWER_SYMBOLS.maru);
    expect(SHIFTS_UI.fillWeekendsBatsu).toContain(ANSWER_SYMBOLS.batsu);
    expect(Object.values(ANSWER_MEANINGS)).toEqual(['勤務可', '要相談', '勤務不可']);
  });
});
