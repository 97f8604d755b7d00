import { describe, expect, it } from 'vitest';
import { scriptedApi } from 'shared/testing/api';
import { deleteShift, getShifts, submitShifts } from './api';

const PERIOD_ID = '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const submission = { id: 's1', periodId: PERIOD_ID, submittedAt: '2025-05-20T01:00:00.000Z', days: 1 };
const answer = {
  id: 'a1', periodId: PERIOD_ID, date: '2025-06-02', answer: 'maru', note: null, startTime: null, endTime: null,
  submittedAt: '2025-05-20T01:00:00.000Z', updatedAt: '2025-05-20T01:00:00.000Z', editable: true,
};
const reply = scriptedApi('tok');

describe('getShifts — spec §7 "GET /workerapi/shifts"', () => {
  it('returns the parsed shifts', async () => {
    const body = { today: '2025-05-20', periods: [], answers: [answer], confirmed: [], submissions: [submission] };
    const requests = reply([{ status: 200, body }]);
    await expect(getShifts()).resolves.toEqual(body);
    expect(requests[0]).toMatchObject({ method: 'GET', url: '/workerapi/shifts' });
    expect(requests[0]?.headers.Authorization).toBe('Bearer tok');
  });
});

describe('submitShifts — spec §7 "POST /workerapi/shifts"', () => {
  const body = { periodId: PERIOD_ID, answers: [{ date: '2025-06-02', answer: 'maru' as const }] };

  it('is retried once on 503 with the same Idempotency-Key, and resolves with the receipt', async () => {
    const requests = reply([{ status: 503 }, { status: 201, body: { submission, answers: [answer] } }]);
    await expect(submitShifts(body)).resolves.toEqual({ submission, answers: [answer] });
    expect(requests).toHaveLength(2);
    expect(requests[1]?.headers['Idempotency-Key']).toBe(requests[0]?.headers['Idempotency-Key']);
    expect(JSON.parse(String(requests[0]?.data))).toEqual(body);
  });

  it('sends the Idempotency-Key it is given (a worker re-sending the same answers)', async () => {
    const requests = reply([{ status: 201, body: { submission, answers: [] } }]);
    await submitShifts(body, { idempotencyKey: 'same-key' });
    expect(requests[0]?.headers['Idempotency-Key']).toBe('same-key');
  });

  it("a 422 keeps the server's Japanese message", async () => {
    reply([{ status: 422, body: { error: { code: 'SHIFT_PERIOD_CLOSED', message: '提出期限を過ぎているため、この期間のシフトは変更できません。' } } }]);
    await expect(submitShifts(body)).rejects.toMatchObject({ status: 422, code: 'SHIFT_PERIOD_CLOSED', message: '提出期限を過ぎているため、この期間のシフトは変更できません。' });
  });
});

describe('deleteShift — spec §7 "DELETE /workerapi/shifts/{id}"', () => {
  it('deletes by id with an Idempotency-Key, and is not retried', async () => {
    const requests = reply([{ status: 200, body: { deleted: { id: 'a/1' } } }]);
    await expect(deleteShift('a/1')).resolves.toEqual({ deleted: { id: 'a/1' } });
    expect(requests[0]).toMatchObject({ method: 'DELETE', url: '/workerapi/shifts/a%2F1' });
    expect(requests[0]?.headers['Idempotency-Key']).toBeTruthy();
    const failing = reply([{ status: 503 }, { status: 200, body: { deleted: { id: 'x' } } }]);
    await expect(deleteShift('x')).rejects.toMatchObject({ status: 503 });
    expect(failing).toHaveLength(1);
  });
});
