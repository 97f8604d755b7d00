import { Hono } from 'hono';
import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { SalaryStatementResponse, SalaryYearResponse } from 'features/salary/server';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import type { AppEnv } from '../http/app-env';
import { createErrorHandler, notFoundHandler } from '../http/error-handler';
import { createLogger } from '../logger';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { insertAdjustment, insertDevReservations, type DevReservation } from './salary-repository';
import { salaryRoutes } from './salary-routes';

let t: TestContext;
/** The clock of the fixed-time app: Monday 2026-11-23 12:00 in Tokyo. */
let clock = new Date('2026-11-23T03:00:00Z');
let fixed: Hono<AppEnv>;

beforeAll(async () => {
  t = await createTestContext();
  const api = new Hono<AppEnv>().route('/', salaryRoutes({ db: t.db, verifier: t.verifier, now: () => clock }));
  fixed = new Hono<AppEnv>().route('/workerapi', api);
  fixed.notFound(notFoundHandler);
  fixed.onError(createErrorHandler(t.logger));
});
afterAll(async () => {
  await t.close();
});

let workerA: string;
let workerB: string;
beforeEach(async () => {
  clock = new Date('2026-11-23T03:00:00Z');
  await sql`truncate workers, idempotency_keys, customers, reservations, salary_adjustments, salary_statements, salary_statement_lines cascade`.execute(t.db);
  workerA = (await createWorker(t.db, { email: 'a@example.jp', name: '山田 花子', firebaseUid: 'uid-a', charge: 12000, margin: 30 })).id;
  workerB = (await createWorker(t.db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b', charge: 10000, margin: 20 })).id;
  t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
  t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
});

const auth = (token: string) => ({ authorization: `Bearer ${token}` });
const getFixed = (query: string, token = 'tok-a') => fixed.request(`/workerapi/salaries${query}`, { headers: auth(token) });

function job(startsAt: string, charge: number, margin: number, takeHome: number, extra: Partial<DevReservation> = {}): DevReservation {
  return { startsAt: new Date(startsAt), minutes: 90, customerName: '佐藤 様', course: '90分コース', charge, margin, takeHome, status: 'completed', ...extra };
}

async function seedAutumn(): Promise<void> {
  await insertDevReservations(t.db, workerA, [
    job('2026-09-10T01:00:00Z', 12000, 30, 8400),
    job('2026-10-03T01:00:00Z', 12345, 35, 8020, { customerName: '鈴木 様' }),
    job('2026-10-31T14:30:00Z', 12000, 30, 8400), // 23:30 on the 31st in Tokyo: still October
    job('2026-10-31T15:30:00Z', 9999, 0, 9990), // 00:30 on 11/1 in Tokyo: November
    job('2026-11-20T01:00:00Z', 7000, 30, 4900),
    job('2026-11-28T01:00:00Z', 10000, 30, 7000, { status: 'confirmed' }),
  ]);
  await insertDevReservations(t.db, workerB, [job('2026-10-05T01:00:00Z', 50000, 20, 40000)]);
  await insertAdjustment(t.db, { workerId: workerA, month: '2026-10', kind: 'transport', reason: '交通費', amount: 1200 });
  await insertAdjustment(t.db, { workerId: workerA, month: '2026-10', kind: 'adjustment', reason: '前月分の差額', amount: -500 });
}

describe('GET /workerapi/salaries — the year', () => {
  it('answers twelve months with 見込み / 確定 / 支払済, pay dates and totals of the caller only', async () => {
    await seedAutumn();
    const res = await getFixed('?year=2026');
    expect(res.status).toBe(200);
    const body = (await res.json()) as SalaryYearResponse;
    expect(body.currentMonth).toBe('2026-11');
    expect(body.months).toHaveLength(12);
    const byMonth = Object.fromEntries(body.months.map((m) => [m.month, m]));
    expect(byMonth['2026-09']).toMatchObject({ status: 'paid', payDate: '2026-10-23', total: 8400, workCount: 1 });
    expect(byMonth['2026-10']).toMatchObject({ status: 'closed', payDate: '2026-11-25', total: 8020 + 8400 + 1200 - 500, workCount: 2, adjustmentCount: 2 });
    // 見込み: completed + still confirmed
    expect(byMonth['2026-11']).toMatchObject({ status: 'estimate', payDate: '2026-12-25', total: 9990 + 4900 + 7000, workCount: 3 });
    expect(byMonth['2026-12']).toMatchObject({ status: 'upcoming', total: 0 });
    expect(byMonth['2026-01']).toMatchObject({ status: 'paid', total: 0 });
    expect(body.yearTotal).toBe(body.months.reduce((s, m) => s + m.total, 0));
    expect(body.years).toEqual([2026]);
  });

  it('without a year answers this year (Asia/Tokyo)', async () => {
    clock = new Date('2026-12-31T15:30:00Z'); // already 2027-01-01 in Tokyo
    const body = (await (await getFixed('')).json()) as SalaryYearResponse;
    expect(body.year).toBe(2027);
    expect(body.currentMonth).toBe('2027-01');
  });

  it('another worker sees only their own months', async () => {
    await seedAutumn();
    const body = (await (await getFixed('?year=2026', 'tok-b')).json()) as SalaryYearResponse;
    expect(body.months.find((m) => m.month === '2026-10')?.total).toBe(40000);
    expect(body.yearTotal).toBe(40000);
  });
});

describe('GET /workerapi/salaries — one month', () => {
  it('a closed month: lines, adjustments and a total equal to their sum', async () => {
    await seedAutumn();
    const res = await getFixed('?year=2026&month=10');
    expect(res.status).toBe(200);
    const { statement } = (await res.json()) as SalaryStatementResponse;
    expect(statement).toMatchObject({ month: '2026-10', status: 'closed', payDate: '2026-11-25', workerName: '山田 花子' });
    expect(statement.lines.map((l) => [l.date, l.customerName, l.charge, l.margin, l.takeHome])).toEqual([
      ['2026-10-03', '鈴木 様', 12345, 35, 8020],
      ['2026-10-31', '佐藤 様', 12000, 30, 8400],
    ]);
    expect(statement.adjustments.map((a) => [a.kind, a.reason, a.amount])).toEqual([
      ['transport', '交通費', 1200],
      ['adjustment', '前月分の差額', -500],
    ]);
    const sum = statement.lines.reduce((s, l) => s + l.takeHome, 0) + statement.adjustments.reduce((s, a) => s + a.amount, 0);
    expect(statement.total).toBe(sum);
    expect(statement.closedAt).not.toBeNull();
  });

  it('the 見込み month marks still-confirmed lines', async () => {
    await seedAutumn();
    const { statement } = (await (await getFixed('?year=2026&month=11')).json()) as SalaryStatementResponse;
    expect(statement.status).toBe('estimate');
    expect(statement.closedAt).toBeNull();
    expect(statement.lines.map((l) => l.reservationStatus)).toEqual(['completed', 'completed', 'confirmed']);
  });

  it('a closed month is frozen: later changes of terms, reservations or customers never rewrite it', async () => {
    await seedAutumn();
    const before = (await (await getFixed('?year=2026&month=10')).json()) as SalaryStatementResponse;
    await t.db.updateTable('workers').set({ margin: 50, charge: 99999 }).where('id', '=', workerA).execute();
    await t.db.updateTable('reservations').set({ charge: 1, margin: 99, take_home: 0 }).where('worker_id', '=', workerA).execute();
    await t.db.updateTable('customers').set({ display_name: '改名 様' }).execute();
    await insertDevReservations(t.db, workerA, [job('2026-10-15T01:00:00Z', 20000, 30, 14000)]);
    const after = (await (await getFixed('?year=2026&month=10')).json()) as SalaryStatementResponse;
    expect(after.statement.lines).toEqual(before.statement.lines);
    expect(after.statement.total).toBe(before.statement.total);
    // … and an adjustment can no longer be added to it (local/test route)
    const add = await t.app.request('/workerapi/dev/salary-adjustments', jsonRequest('POST', { month: '2026-10', kind: 'transport', amount: 100 }, { ...auth('tok-a'), 'idempotency-key': 'k1' }));
    expect(add.status).toBe(400);
    expect(((await add.json()) as { error: { message: string } }).error.message).toBe('この月は確定済みのため変更できません');
  });

  it('the month closes when it ends: 見込み today, 確定 on the first read after, 支払済 from the pay date', async () => {
    await seedAutumn();
    const status = async () => ((await (await getFixed('?year=2026&month=11')).json()) as SalaryStatementResponse).statement;
    expect((await status()).status).toBe('estimate');
    clock = new Date('2026-12-01T00:00:00Z'); // 09:00 on 12/1 in Tokyo
    const closed = await status();
    expect(closed.status).toBe('closed');
    // the still-confirmed reservation of 11/28 was not completed: it is not part of the closed month
    expect(closed.lines).toHaveLength(2);
    expect(closed.total).toBe(9990 + 4900);
    clock = new Date('2026-12-24T15:00:00Z'); // 12/25 in Tokyo, the pay date
    expect((await status()).status).toBe('paid');
    const row = await t.db.selectFrom('salary_statements').select(['paid_at']).where('worker_id', '=', workerA).where('month', '=', '2026-11').executeTakeFirstOrThrow();
    expect(row.paid_at).not.toBeNull();
  });
});

describe('GET /workerapi/salaries — bad requests', () => {
  it.each([
    ['?year=abc', 'year', '年は2000〜2100の4桁の数字で指定してください'],
    ['?year=1999', 'year', '年は2000〜2100の4桁の数字で指定してください'],
    ['?year=2026&month=13', 'month', '月は1〜12の数字で指定してください'],
    ['?year=2026&month=0', 'month', '月は1〜12の数字で指定してください'],
    ['?month=10', 'year', '月を指定するときは年も指定してください'],
  ])('%s → 400 with a Japanese message for %s', async (query, field, message) => {
    const res = await t.app.request(`/workerapi/salaries${query}`, { headers: auth('tok-a') });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; fields: Record<string, string[]> } };
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields[field]).toEqual([message]);
  });

  it('an unknown parameter → 400', async () => {
    const res = await t.app.request('/workerapi/salaries?year=2026&worker=b', { headers: auth('tok-a') });
    expect(res.status).toBe(400);
    expect(Object.keys(((await res.json()) as { error: { fields: Record<string, string[]> } }).error.fields)).toEqual(['worker']);
  });

  it('without a token → 401', async () => {
    expect((await t.app.request('/workerapi/salaries')).status).toBe(401);
  });
});

describe('local/test-only dev routes', () => {
  it('give the caller completed reservations (take-home by formula 1) and require a reason for an adjustment', async () => {
    const month = new Date().toISOString().slice(0, 7);
    const add = await t.app.request(
      '/workerapi/dev/salary/completed-reservations',
      jsonRequest('POST', { reservations: [{ startsAt: new Date().toISOString(), customerName: '高橋 様', course: '60分', charge: 12345, margin: 35 }] }, { ...auth('tok-a'), 'idempotency-key': 'r1' }),
    );
    expect(add.status).toBe(201);
    expect(((await add.json()) as { reservations: { takeHome: number }[] }).reservations[0]?.takeHome).toBe(8020);
    const adj = await t.app.request('/workerapi/dev/salary-adjustments', jsonRequest('POST', { month, kind: 'adjustment', reason: '', amount: 300 }, { ...auth('tok-a'), 'idempotency-key': 'a1' }));
    expect(adj.status).toBe(400);
    expect(((await adj.json()) as { error: { fields: Record<string, string[]> } }).error.fields.reason).toEqual(['調整には内容（理由）を入力してください']);
  });

  it('do not exist in staging or production (404)', async () => {
    for (const appEnv of ['staging', 'production'] as const) {
      const app = createApp({ db: t.db, verifier: createFakeTokenVerifier({ 'tok-a': { uid: 'uid-a', email: 'a@example.jp' } }), logger: createLogger('silent'), config: { appEnv, signupAdminKey: 'k' } });
      for (const path of ['/workerapi/dev/salary-adjustments', '/workerapi/dev/salary/completed-reservations']) {
        const res = await app.request(path, jsonRequest('POST', {}, auth('tok-a')));
        expect(res.status).toBe(404);
      }
      // the statements themselves do
      expect((await app.request('/workerapi/salaries?year=2026', { headers: auth('tok-a') })).status).toBe(200);
    }
  });
});
