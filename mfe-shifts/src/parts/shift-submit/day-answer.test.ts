import { describe, expect, it } from 'vitest';
import { answersOfPeriod, applyChanges, plainAnswer, setChanges, toAnswerInput, withAnswer } from './day-answer';

const maybe = { answer: 'sankaku' as const, note: '午前のみ', startTime: '09:00', endTime: '12:00' };

describe('day answers and unsent changes', () => {
  it('the stored answers of a period, with edits and take-backs applied', () => {
    const base = answersOfPeriod(
      [
        { id: 'a', periodId: 'p', date: '2025-06-02', answer: 'maru', note: null, startTime: null, endTime: null, submittedAt: '', updatedAt: '', editable: true },
        { id: 'b', periodId: 'p', date: '2025-06-03', answer: 'batsu', note: null, startTime: null, endTime: null, submittedAt: '', updatedAt: '', editable: true },
        { id: 'c', periodId: 'other', date: '2025-05-03', answer: 'batsu', note: null, startTime: null, endTime: null, submittedAt: '', updatedAt: '', editable: false },
      ],
      'p',
    );
    expect(Object.keys(base)).toEqual(['2025-06-02', '2025-06-03']);
    const changes = setChanges(base, {}, { '2025-06-02': null, '2025-06-04': maybe, '2025-06-03': plainAnswer('batsu') });
    expect(changes).toEqual({ '2025-06-02': null, '2025-06-04': maybe }); // 6/3 unchanged → not an edit
    expect(applyChanges(base, changes)).toEqual({ '2025-06-03': plainAnswer('batsu'), '2025-06-04': maybe });
  });

  it('switching away from △ drops its note and time range; the wire form sends them with △ only', () => {
    expect(withAnswer(maybe, 'maru')).toEqual(plainAnswer('maru'));
    expect(withAnswer(plainAnswer('maru'), 'sankaku')).toEqual(plainAnswer('sankaku'));
    expect(toAnswerInput('2025-06-04', { ...maybe, note: '  午前のみ ' })).toEqual({ date: '2025-06-04', answer: 'sankaku', note: '午前のみ', startTime: '09:00', endTime: '12:00' });
    expect(toAnswerInput('2025-06-04', { answer: 'sankaku', note: '', startTime: '', endTime: '' })).toEqual({ date: '2025-06-04', answer: 'sankaku', note: null, startTime: null, endTime: null });
    expect(toAnswerInput('2025-06-05', { ...maybe, answer: 'batsu' })).toEqual({ date: '2025-06-05', answer: 'batsu', note: null, startTime: null, endTime: null });
  });
});
