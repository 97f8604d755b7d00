import { describe, expect, it } from 'vitest';
import { SHIFT_NOTE_MAX_LENGTH, canChangeShiftAnswer, isShiftPeriodOpen } from './rules';

describe('deadline and editability', () => {
  const deadlineAt = '2025-05-31T14:59:59.000Z'; // 2025-05-31 23:59:59 JST

  it('a period is open strictly before its deadline', () => {
    expect(isShiftPeriodOpen(deadlineAt, new Date('2025-05-31T14:59:58Z'))).toBe(true);
    expect(isShiftPeriodOpen(deadlineAt, new Date('2025-05-31T14:59:59Z'))).toBe(false);
  });

  it('an answer may change while the period is open and the day has not passed in Tokyo', () => {
    const now = new Date('2025-05-20T15:30:00Z'); // 2025-05-21 00:30 JST
    expect(canChangeShiftAnswer({ deadlineAt, date: '2025-05-21', now })).toBe(true);
    expect(canChangeShiftAnswer({ deadlineAt, date: '2025-05-20', now })).toBe(false);
    expect(canChangeShiftAnswer({ deadlineAt, date: '2025-06-10', now: new Date('2025-06-01T00:00:00Z') })).toBe(false);
  });

  it('notes are short', () => {
    expect(SHIFT_NOTE_MAX_LENGTH).toBe(100);
  });
});
