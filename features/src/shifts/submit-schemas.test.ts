import { describe, expect, it } from 'vitest';
import { ANSWER_KEYS } from './answer-symbols';
import { jaErrorMap } from 'shared/messages';
import { SHIFT_FIELD_LABELS, ShiftDraftSchema, SubmitShiftsRequestSchema } from './submit-schemas';
import { ShiftAnswerKeySchema, ShiftsResponseSchema } from './schemas';

const PERIOD_ID = '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f';

function fieldErrors(body: unknown): Record<string, string[]> {
  const r = SubmitShiftsRequestSchema.safeParse(body, { error: jaErrorMap(SHIFT_FIELD_LABELS) });
  const out: Record<string, string[]> = {};
  if (r.success) return out;
  for (const issue of r.error.issues) (out[issue.path.join('.')] ??= []).push(issue.message);
  return out;
}

describe('ShiftAnswerKeySchema (spec §3 "Answer symbols: maru ○, sankaku △, batsu ×.")', () => {
  it('accepts exactly the answer keys of shared/domain', () => {
    expect(ShiftAnswerKeySchema.options).toEqual([...ANSWER_KEYS]);
    expect(ShiftAnswerKeySchema.safeParse('○').success).toBe(false);
  });
});

describe('SubmitShiftsRequestSchema', () => {
  it('accepts a period and its answers, trimming notes', () => {
    const body = {
      periodId: PERIOD_ID,
      answers: [
        { date: '2025-06-02', answer: 'maru' },
        { date: '2025-06-03', answer: 'sankaku', note: '  午前のみ ', startTime: '09:00', endTime: '12:00' },
        { date: '2025-06-04', answer: 'batsu', note: null, startTime: null, endTime: null },
      ],
    };
    const parsed = SubmitShiftsRequestSchema.parse(body);
    expect(parsed.answers[1]?.note).toBe('午前のみ');
  });

  it('explains bad answers in Japanese, per field', () => {
    expect(
      fieldErrors({
        periodId: PERIOD_ID,
        answers: [
          { date: '2025-02-30', answer: 'maru' },
          { date: '2025-06-03', answer: 'maybe' },
          { date: '2025-06-04', answer: 'sankaku', note: 'あ'.repeat(101) },
          { date: '2025-06-05', answer: 'sankaku', startTime: '12:00' },
          { date: '2025-06-06', answer: 'sankaku', startTime: '12:00', endTime: '09:00' },
        ],
      }),
    ).toEqual({
      'answers.0.date': ['日付は正しい日付の形式で入力してください'],
      'answers.1.answer': ['回答は次のいずれかを選択してください: maru、sankaku、batsu'],
      'answers.2.note': ['メモは100文字以内で入力してください'],
      'answers.3.endTime': ['開始時刻と終了時刻は両方入力してください'],
      'answers.4.endTime': ['終了時刻は開始時刻より後の時刻にしてください'],
    });
  });

  it('refuses the same date twice', () => {
    expect(
      fieldErrors({ periodId: PERIOD_ID, answers: [{ date: '2025-06-06', answer: 'batsu' }, { date: '2025-06-06', answer: 'maru' }] }),
    ).toEqual({ 'answers.1.date': ['同じ日付の回答が重複しています'] });
  });

  it('requires a period id and at least one answer', () => {
    expect(fieldErrors({ periodId: 'x', answers: [] })).toEqual({
      periodId: ['提出期間はUUIDの形式で入力してください'],
      answers: ['回答は1件以上指定してください'],
    });
  });
});

describe('ShiftsResponseSchema', () => {
  it('parses the GET /workerapi/shifts answer', () => {
    const body = {
      today: '2025-05-20',
      periods: [{ id: PERIOD_ID, title: '2025年6月分', startsOn: '2025-06-01', endsOn: '2025-06-30', deadlineAt: '2025-05-31T14:59:59.000Z', isOpen: true }],
      answers: [{ id: 'a1', periodId: PERIOD_ID, date: '2025-06-02', answer: 'sankaku', note: '午前のみ', startTime: '09:00', endTime: '12:00', submittedAt: '2025-05-20T01:00:00.000Z', updatedAt: '2025-05-20T01:00:00.000Z', editable: true }],
      confirmed: [{ id: 'c1', date: '2025-05-21', startTime: '09:00', endTime: '18:00', place: '渋谷店', description: null }],
      submissions: [{ id: 's1', periodId: PERIOD_ID, submittedAt: '2025-05-20T01:00:00.000Z', days: 1 }],
    };
    expect(ShiftsResponseSchema.parse(body)).toEqual(body);
    expect(ShiftsResponseSchema.safeParse({ ...body, today: '20 May' }).success).toBe(false);
  });
});

describe('ShiftDraftSchema (what localStorage holds)', () => {
  it('accepts changes and take-backs, rejects anything else', () => {
    const draft = {
      version: 1,
      workerId: 'w1',
      periodId: PERIOD_ID,
      savedAt: '2025-05-20T01:00:00.000Z',
      changes: { '2025-06-02': { answer: 'maru', note: '', startTime: '', endTime: '' }, '2025-06-03': null },
    };
    expect(ShiftDraftSchema.parse(draft)).toEqual(draft);
    expect(ShiftDraftSchema.safeParse({ ...draft, version: 2 }).success).toBe(false);
    expect(ShiftDraftSchema.safeParse({ ...draft, changes: { tomorrow: null } }).success).toBe(false);
  });
});
