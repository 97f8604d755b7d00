import { sql } from 'kysely';

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import { createLogger } from '../logger';
import { createConfirmedShift, createPeriod } from './operator-shift-writes';
import type { PeriodRecord } from './shift-records';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { addDays, tokyoDate, type IsoDate } from 'features/domain';
import { SHIFT_API_MESSAGES, shiftAnswersVersion } from 'features/shifts/server';

let t: TestContext;
const DAY = 24 * 60 * 60 * 1000;
const today = (): IsoDate => tokyoDate(new Date());

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let workerA: string;
let workerB: string;
beforeEach(async () => {
  await sql`truncate workers, idempotency_keys, shift_periods, shift_answers, shift_submissions, confirmed_shifts cascade`.execute(t.db);
  workerA = (await createWorker(t.db, { email: 'a@example.jp', name: 'A', firebaseUid: 'uid-a' })).id;
  workerB = (await createWorker(t.db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b' })).id;
  t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
  t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
});

/** An open period from `startOffset` to `endOffset` days from today (Tokyo), deadline in a week. */
function openPeriod(startOffset = 10, endOffset = 20): Promise<PeriodRecord> {
  return createPeriod(t.db, {
    title: '次の期間',
    startsOn: addDays(today(), startOffset),
    endsOn: addDays(today(), endOffset),
    deadlineAt: new Date(Date.now() + 7 * DAY),
  });
}

function closedPeriod(): Promise<PeriodRecord> {
  return createPeriod(t.db, {
    title: '締切済みの期間',
    startsOn: addDays(today(), 1),
    endsOn: addDays(today(), 5),
    deadlineAt: new Date(Date.now() - 60_000),
  });
}

const auth = (token: string, key?: string): Record<string, string> => ({
  authorization: `Bearer ${token}`,
  ...(key ? { 'idempotency-key': key } : {}),
});
const post = (body: unknown, headers: Record<string, string>) => t.app.request('/workerapi/shifts', jsonRequest('POST', body, headers));
const get = (token: string) => t.app.request('/workerapi/shifts', { headers: auth(token) });
const del = (id: string, headers: Record<string, string>) => t.app.request(`/workerapi/shifts/${id}`, { method: 'DELETE', headers });

interface ShiftsBody {
  today: string;
  periods: { id: string; isOpen: boolean }[];
  answers: { id: string; date: string; answer: string; note: string | null; startTime: string | null; endTime: string | null; editable: boolean; updatedAt: string }[];
  confirmed: { id: string; date: string; place: string }[];
  submissions: { id: string; periodId: string; days: number }[];
}
interface ErrorBody {
  error: { code: string; message: string; fields?: Record<string, string[]> };
}

describe('GET /workerapi/shifts', () => {
  it('needs a token', async () => {
    const res = await t.app.request('/workerapi/shifts');
    expect(res.status).toBe(401);
  });

  it("returns the caller's own answers, confirmed shifts and receipts, never another worker's", async () => {
    const period = await openPeriod();
    const date = addDays(today(), 11);
    expect((await post({ periodId: period.id, answers: [{ date, answer: 'maru' }] }, auth('tok-a', 'k1'))).status).toBe(201);
    expect((await post({ periodId: period.id, answers: [{ date, answer: 'batsu' }] }, auth('tok-b', 'k1'))).status).toBe(201);
    await createConfirmedShift(t.db, { workerId: workerA, date: addDays(today(), 2), startTime: '09:00', endTime: '18:00', place: '渋谷店' });
    await createConfirmedShift(t.db, { workerId: workerB, date: addDays(today(), 2), startTime: '10:00', endTime: '19:00', place: '新宿店' });

    const res = await get('tok-a');
    expect(res.status).toBe(200);
    const body = (await res.json()) as ShiftsBody;
    expect(body.today).toBe(today());
    expect(body.periods).toEqual([expect.objectContaining({ id: period.id, isOpen: true })]);
    expect(body.answers).toEqual([expect.objectContaining({ date, answer: 'maru', editable: true })]);
    expect(body.confirmed).toEqual([
      { id: expect.any(String), date: addDays(today(), 2), startTime: '09:00', endTime: '18:00', place: '渋谷店', description: null },
    ]);
    expect(body.submissions).toEqual([expect.objectContaining({ periodId: period.id, days: 1 })]);
  });
});

describe('POST /workerapi/shifts', () => {
  it('stores the answers with △ notes and time ranges and answers 201 with a receipt', async () => {
    const period = await openPeriod();
    const answers = [
      { date: addDays(today(), 10), answer: 'maru' },
      { date: addDays(today(), 11), answer: 'sankaku', note: ' 午前のみ ', startTime: '09:00', endTime: '12:00' },
      { date: addDays(today(), 12), answer: 'batsu', note: '' },
    ];
    const res = await post({ periodId: period.id, answers }, auth('tok-a', 'submit-1'));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { submission: { days: number; periodId: string; submittedAt: string }; answers: ShiftsBody['answers'] };
    expect(body.submission).toMatchObject({ days: 3, periodId: period.id });
    expect(Date.now() - Date.parse(body.submission.submittedAt)).toBeLessThan(60_000);
    expect(body.answers.map((a) => [a.date, a.answer, a.note, a.startTime, a.endTime])).toEqual([
      [addDays(today(), 10), 'maru', null, null, null],
      [addDays(today(), 11), 'sankaku', '午前のみ', '09:00', '12:00'],
      [addDays(today(), 12), 'batsu', null, null, null],
    ]);
  });

  it('a repeated Idempotency-Key replays the answer and stores the submission once', async () => {
    const period = await openPeriod();
    const body = { periodId: period.id, answers: [{ date: addDays(today(), 10), answer: 'maru' }] };
    const first = await post(body, auth('tok-a', 'same-key'));
    const second = await post(body, auth('tok-a', 'same-key'));
    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    expect(second.headers.get('idempotency-replayed')).toBe('true');
    expect(await second.json()).toEqual(await first.json());
    const shifts = (await (await get('tok-a')).json()) as ShiftsBody;
    expect(shifts.submissions).toHaveLength(1);
    expect(shifts.answers).toHaveLength(1);
  });

  it('a new submission changes answers in place (one per day), removes editable days it leaves out, and keeps updatedAt of unchanged days', async () => {
    const period = await openPeriod();
    const d1 = addDays(today(), 10);
    const d2 = addDays(today(), 11);
    const d3 = addDays(today(), 12);
    await post({ periodId: period.id, answers: [{ date: d1, answer: 'maru' }, { date: d2, answer: 'maru' }, { date: d3, answer: 'maru' }] }, auth('tok-a', 'k1'));
    const before = (await (await get('tok-a')).json()) as ShiftsBody;
    const res = await post({ periodId: period.id, answers: [{ date: d1, answer: 'maru' }, { date: d2, answer: 'sankaku', note: '夕方から' }] }, auth('tok-a', 'k2'));
    expect(res.status).toBe(201);
    const after = (await (await get('tok-a')).json()) as ShiftsBody;
    expect(after.answers.map((a) => [a.date, a.answer, a.note])).toEqual([[d1, 'maru', null], [d2, 'sankaku', '夕方から']]);
    expect(after.answers[0]?.updatedAt).toBe(before.answers[0]?.updatedAt);
    expect(after.answers[0]?.id).toBe(before.answers[0]?.id);
    expect(after.submissions.map((s) => s.days)).toEqual([2, 3]);
  });

  it('refuses with 409 a submission based on answers that changed since (another tab or phone), storing nothing', async () => {
    const period = await openPeriod();
    const d1 = addDays(today(), 10);
    const d2 = addDays(today(), 11);
    await post({ periodId: period.id, answers: [{ date: d1, answer: 'maru' }, { date: d2, answer: 'maru' }] }, auth('tok-a', 'k1'));
    const loaded = (await (await get('tok-a')).json()) as ShiftsBody; // both tabs open on this
    const basedOn = shiftAnswersVersion(loaded.answers);
    // Tab 1 makes d1 ×.
    const first = await post({ periodId: period.id, basedOn, answers: [{ date: d1, answer: 'batsu' }, { date: d2, answer: 'maru' }] }, auth('tok-a', 'k2'));
    expect(first.status).toBe(201);
    // Tab 2, still showing d1 ○, makes d2 △: it would silently undo tab 1's ×.
    const second = await post({ periodId: period.id, basedOn, answers: [{ date: d1, answer: 'maru' }, { date: d2, answer: 'sankaku' }] }, auth('tok-a', 'k3'));
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { code: string; message: string } }).error).toEqual({
      code: 'SHIFT_ANSWERS_CHANGED',
      message: SHIFT_API_MESSAGES.SHIFT_ANSWERS_CHANGED,
    });
    const after = (await (await get('tok-a')).json()) as ShiftsBody;
    expect(after.answers.map((a) => [a.date, a.answer])).toEqual([[d1, 'batsu'], [d2, 'maru']]);
    expect(after.submissions).toHaveLength(2);
    // Based on what is stored now, it goes through; without basedOn (an older page) the list is taken as it is.
    const third = await post({ periodId: period.id, basedOn: shiftAnswersVersion(after.answers), answers: [{ date: d1, answer: 'batsu' }, { date: d2, answer: 'sankaku' }] }, auth('tok-a', 'k4'));
    expect(third.status).toBe(201);
    expect((await post({ periodId: period.id, answers: [{ date: d1, answer: 'maru' }] }, auth('tok-a', 'k5'))).status).toBe(201);
  });

  it('a deletion on the shift list also changes what a submission is based on', async () => {
    const period = await openPeriod();
    const d1 = addDays(today(), 10);
    const d2 = addDays(today(), 11);
    await post({ periodId: period.id, answers: [{ date: d1, answer: 'maru' }, { date: d2, answer: 'maru' }] }, auth('tok-a', 'k1'));
    const loaded = (await (await get('tok-a')).json()) as ShiftsBody;
    expect((await del(loaded.answers[0]!.id, auth('tok-a'))).status).toBe(200);
    const res = await post({ periodId: period.id, basedOn: shiftAnswersVersion(loaded.answers), answers: [{ date: d1, answer: 'maru' }, { date: d2, answer: 'batsu' }] }, auth('tok-a', 'k2'));
    expect(res.status).toBe(409);
  });

  it('refuses a period past its deadline with 422 and a Japanese message', async () => {
    const period = await closedPeriod();
    const res = await post({ periodId: period.id, answers: [{ date: addDays(today(), 2), answer: 'maru' }] }, auth('tok-a', 'k'));
    expect(res.status).toBe(422);
    expect(((await res.json()) as ErrorBody).error).toEqual({
      code: 'SHIFT_PERIOD_CLOSED',
      message: '提出期限を過ぎているため、この期間のシフトは変更できません。',
    });
    const shifts = (await (await get('tok-a')).json()) as ShiftsBody;
    expect(shifts.answers).toEqual([]);
  });

  it('refuses days outside the period and days already passed, per field', async () => {
    const period = await openPeriod(-3, 10);
    const res = await post(
      {
        periodId: period.id,
        answers: [
          { date: addDays(today(), 1), answer: 'maru' },
          { date: addDays(today(), 11), answer: 'maru' },
          { date: addDays(today(), -1), answer: 'maru' },
        ],
      },
      auth('tok-a', 'k'),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as ErrorBody).error.fields).toEqual({
      'answers.1.date': ['日付は提出期間内の日を指定してください'],
      'answers.2.date': ['過ぎた日の回答は変更できません'],
    });
  });

  it('validates the body with the shared schema: 400 with Japanese field messages, never 500', async () => {
    const period = await openPeriod();
    const res = await post(
      { periodId: period.id, answers: [{ date: addDays(today(), 10), answer: 'sankaku', note: 'x'.repeat(101), startTime: '12:00', endTime: '10:00' }] },
      auth('tok-a', 'k'),
    );
    expect(res.status).toBe(400);
    const error = ((await res.json()) as ErrorBody).error;
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.fields).toEqual({
      'answers.0.note': ['メモは100文字以内で入力してください'],
      'answers.0.endTime': ['終了時刻は開始時刻より後の時刻にしてください'],
    });
    const unknownKey = await post({ periodId: period.id, answers: [{ date: addDays(today(), 10), answer: 'maru' }], workerId: workerB }, auth('tok-a', 'k2'));
    expect(unknownKey.status).toBe(400);
    expect(((await unknownKey.json()) as ErrorBody).error.fields).toEqual({ workerId: ['登録されていない項目（workerId）は指定できません'] });
  });

  it('an unknown period is a 404 with a Japanese message', async () => {
    const res = await post({ periodId: '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f', answers: [{ date: today(), answer: 'maru' }] }, auth('tok-a', 'k'));
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.message).toBe('提出期間が見つかりません。ページを更新してください。');
  });
});

describe('DELETE /workerapi/shifts/{id}', () => {
  async function answerOf(token: string, periodId: string, date: string): Promise<string> {
    const res = await post({ periodId, answers: [{ date, answer: 'sankaku', note: '未定' }] }, auth(token, `k-${token}-${date}`));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { answers: { id: string }[] };
    const id = body.answers[0]?.id;
    if (id === undefined) throw new Error('no answer stored');
    return id;
  }

  it('deletes an editable answer of the caller', async () => {
    const period = await openPeriod();
    const id = await answerOf('tok-a', period.id, addDays(today(), 10));
    const res = await del(id, auth('tok-a', 'd1'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ deleted: { id } });
    expect(((await (await get('tok-a')).json()) as ShiftsBody).answers).toEqual([]);
  });

  it("never deletes another worker's answer (404)", async () => {
    const period = await openPeriod();
    const id = await answerOf('tok-b', period.id, addDays(today(), 10));
    const res = await del(id, auth('tok-a', 'd1'));
    expect(res.status).toBe(404);
    expect(((await res.json()) as ErrorBody).error.code).toBe('SHIFT_NOT_FOUND');
    expect(((await (await get('tok-b')).json()) as ShiftsBody).answers).toHaveLength(1);
    expect((await del('not-a-uuid', auth('tok-a', 'd2'))).status).toBe(404);
  });

  it('refuses a confirmed shift, a closed period and a past day with 422 and a Japanese message', async () => {
    const confirmed = await createConfirmedShift(t.db, { workerId: workerA, date: addDays(today(), 1), startTime: '09:00', endTime: '18:00', place: '渋谷店' });
    const r1 = await del(confirmed.id, auth('tok-a', 'd1'));
    expect(r1.status).toBe(422);
    expect(((await r1.json()) as ErrorBody).error.message).toBe('確定済みのシフトは削除できません。');

    const period = await openPeriod(-3, 10);
    const past = await t.db
      .insertInto('shift_answers')
      .values({ worker_id: workerA, period_id: period.id, date: addDays(today(), -1), answer: 'maru' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r2 = await del(past.id, auth('tok-a', 'd2'));
    expect(r2.status).toBe(422);
    expect(((await r2.json()) as ErrorBody).error.code).toBe('SHIFT_DATE_PASSED');

    const closed = await closedPeriod();
    const old = await t.db
      .insertInto('shift_answers')
      .values({ worker_id: workerA, period_id: closed.id, date: addDays(today(), 2), answer: 'maru' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const r3 = await del(old.id, auth('tok-a', 'd3'));
    expect(r3.status).toBe(422);
    expect(((await r3.json()) as ErrorBody).error.message).toBe('提出期限を過ぎているため、この期間のシフトは変更できません。');
    const answers = ((await (await get('tok-a')).json()) as ShiftsBody).answers;
    expect(answers.map((a) => [a.id, a.editable])).toEqual([[past.id, false], [old.id, false]]);
  });
});

describe('test-only routes (/workerapi/__test/shifts)', () => {
  it('give the caller a confirmed shift in local/test', async () => {
    const res = await t.app.request(
      '/workerapi/__test/shifts/confirmed',
      jsonRequest('POST', { date: addDays(today(), 4), startTime: '09:00', endTime: '17:00', place: '池袋店' }, auth('tok-a')),
    );
    expect(res.status).toBe(201);
    const body = (await (await get('tok-a')).json()) as ShiftsBody;
    expect(body.confirmed.map((c) => c.place)).toEqual(['池袋店']);
  });

  it.each(['staging', 'production'] as const)('do not exist in %s', async (appEnv) => {
    const verifier = createFakeTokenVerifier();
    verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
    const app = createApp({ db: t.db, verifier, logger: createLogger('silent'), config: { appEnv, signupAdminKey: 'k' } });
    const res = await app.request(
      '/workerapi/__test/shifts/confirmed',
      jsonRequest('POST', { date: addDays(today(), 4), startTime: '09:00', endTime: '17:00', place: '池袋店' }, auth('tok-a')),
    );
    expect(res.status).toBe(404);
    expect((await app.request('/workerapi/shifts', { headers: auth('tok-a') })).status).toBe(200);
  });
});
