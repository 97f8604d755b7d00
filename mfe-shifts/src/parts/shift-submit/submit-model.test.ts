import { describe, expect, it } from 'vitest';
import { plainAnswer } from './day-answer';
import { checkSubmission, defaultPeriod, editableDates, errorsByDate, timeLeftLabel } from './submit-model';

const PERIOD_ID = '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const period = (id: string, startsOn: string, endsOn: string, deadlineAt: string) => ({ id, title: id, startsOn, endsOn, deadlineAt, isOpen: true });

describe('submit model', () => {
  it('opens on the earliest open period, else the latest one', () => {
    const now = new Date('2025-05-20T00:00:00Z');
    const closed = period('may', '2025-05-01', '2025-05-31', '2025-04-30T14:59:59Z');
    const june = period('jun', '2025-06-01', '2025-06-30', '2025-05-31T14:59:59Z');
    const july = period('jul', '2025-07-01', '2025-07-31', '2025-06-30T14:59:59Z');
    expect(defaultPeriod([july, closed, june], now)?.id).toBe('jun');
    expect(defaultPeriod([closed], now)?.id).toBe('may');
    expect(defaultPeriod([], now)).toBeUndefined();
  });

  it('editable days: open period, not passed in Tokyo', () => {
    const p = period('p', '2025-05-19', '2025-05-22', '2025-05-31T14:59:59Z');
    expect(editableDates(p, new Date('2025-05-20T16:00:00Z'))).toEqual(['2025-05-21', '2025-05-22']); // 5/21 01:00 JST
    expect(editableDates(p, new Date('2025-06-01T00:00:00Z'))).toEqual([]);
  });

  it('checks a submission with the shared schema and puts the messages on their day and field', () => {
    const editable = ['2025-06-02', '2025-06-03', '2025-06-04'];
    expect(checkSubmission(PERIOD_ID, {}, editable)).toEqual({ ok: false, reason: 'empty' });
    const bad = checkSubmission(PERIOD_ID, {
      '2025-06-02': plainAnswer('maru'),
      '2025-06-04': { answer: 'sankaku', note: '', startTime: '13:00', endTime: '' },
    }, editable);
    expect(bad).toEqual({ ok: false, reason: 'invalid', errors: { '2025-06-04': { endTime: ['開始時刻と終了時刻は両方入力してください'] } } });
    const good = checkSubmission(PERIOD_ID, { '2025-06-02': plainAnswer('maru'), '2025-06-01': plainAnswer('batsu') }, editable);
    expect(good).toEqual({ ok: true, dates: ['2025-06-02'], body: { periodId: PERIOD_ID, answers: [{ date: '2025-06-02', answer: 'maru', note: null, startTime: null, endTime: null }] } });
  });

  it('maps server field errors back to days', () => {
    expect(errorsByDate({ 'answers.1.date': ['過ぎた日の回答は変更できません'], periodId: ['x'] }, ['2025-06-02', '2025-06-03'])).toEqual({
      '2025-06-03': { date: ['過ぎた日の回答は変更できません'] },
    });
  });

  it('says how long is left before the deadline, in Japanese', () => {
    const deadline = '2025-05-31T14:59:59.000Z';
    expect(timeLeftLabel(deadline, new Date('2025-05-28T12:00:00Z'))).toBe('締切まであと3日2時間');
    expect(timeLeftLabel(deadline, new Date('2025-05-31T10:30:00Z'))).toBe('締切まであと4時間29分');
    expect(timeLeftLabel(deadline, new Date('2025-05-31T14:50:00Z'))).toBe('締切まであと9分');
    expect(timeLeftLabel(deadline, new Date('2025-05-31T14:59:30Z'))).toBe('まもなく締切です');
    expect(timeLeftLabel(deadline, new Date('2025-05-31T15:00:00Z'))).toBe('締切済み');
  });
});
