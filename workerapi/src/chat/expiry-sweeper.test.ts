// Requests past their answer deadline expire on the minute, and the worker's stream hears it (their dashboard's
// request card, the list and an open request page follow the event), once per request.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Db } from '../db/database';
import { withTwoWorkerApp, type TwoWorkerApp } from '../test-context';
import { startExpirySweeper } from './expiry-sweeper';
import { createCustomer, expireOverdue, insertReservations } from './reservation-repository';

const HOUR = 60 * 60 * 1000;
const MINUTE = 60_000;

let t: TwoWorkerApp;
withTwoWorkerApp(['customers', 'reservations', 'reservation_events', 'worker_events'], (ready) => {
  t = ready;
});

let workerA: string;
let workerB: string;
let customer: string;
beforeEach(async () => {
  ({ workerA, workerB } = t);
  customer = (await createCustomer(t.db, { displayName: '佐藤 美咲', area: '東京都世田谷区' })).id;
});

/** A request of `workerId` whose answer deadline is `deadlineInMs` from now. */
async function request(workerId: string, deadlineInMs: number): Promise<string> {
  const startsAt = new Date(Date.now() + 48 * HOUR);
  const [row] = await insertReservations(t.db, [
    {
      workerId,
      customerId: customer,
      status: 'requested',
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      course: 'スタンダードコース',
      courseMinutes: 120,
      charge: 12000,
      answerDeadline: new Date(Date.now() + deadlineInMs),
      area: '東京都世田谷区',
      address: '東京都世田谷区三軒茶屋2-14-5',
      requestedAt: new Date(Date.now() - HOUR),
    },
  ]);
  if (!row) throw new Error('no reservation inserted');
  return row.id;
}

const events = async () =>
  (await t.db.selectFrom('worker_events').select(['worker_id', 'type', 'data']).orderBy('id').execute()).map((e) => ({
    ...e,
    data: typeof e.data === 'string' ? JSON.parse(e.data) : e.data,
  }));
const statusOf = async (id: string) => (await t.db.selectFrom('reservations').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;

describe('the expiry sweeper', () => {
  it("expires every worker's overdue requests, publishes one event to each request's own worker, and leaves the rest", async () => {
    const overdueA = await request(workerA, -MINUTE);
    const overdueB = await request(workerB, -1);
    const open = await request(workerA, HOUR);
    const sweeper = startExpirySweeper(t.db);
    try {
      expect(await sweeper.sweep()).toBe(2);
      expect(await sweeper.sweep()).toBe(0); // nothing left to expire: no second event
    } finally {
      sweeper.stop();
    }
    expect(await statusOf(overdueA)).toBe('expired');
    expect(await statusOf(overdueB)).toBe('expired');
    expect(await statusOf(open)).toBe('requested');
    expect(await events()).toEqual(
      expect.arrayContaining([
        { worker_id: workerA, type: 'reservation', data: { id: overdueA, status: 'expired' } },
        { worker_id: workerB, type: 'reservation', data: { id: overdueB, status: 'expired' } },
      ]),
    );
    expect(await events()).toHaveLength(2);
  });

  it('runs on its timer', async () => {
    const overdue = await request(workerA, -1);
    const sweeper = startExpirySweeper(t.db, undefined, 50);
    try {
      await vi.waitFor(async () => expect(await statusOf(overdue)).toBe('expired'), { timeout: 5_000 });
    } finally {
      sweeper.stop();
    }
  });

  it('a sweep and a page read at the same time expire the request once', async () => {
    const overdue = await request(workerA, -1);
    const sweeper = startExpirySweeper(t.db);
    try {
      const [swept, read] = await Promise.all([sweeper.sweep(), expireOverdue(t.db, workerA, new Date())]);
      expect(swept + read).toBe(1);
    } finally {
      sweeper.stop();
    }
    expect(await events()).toEqual([{ worker_id: workerA, type: 'reservation', data: { id: overdue, status: 'expired' } }]);
    const history = await t.db.selectFrom('reservation_events').select('status').where('reservation_id', '=', overdue).where('status', '=', 'expired').execute();
    expect(history).toHaveLength(1);
  });

  it('a failed sweep (the database away) is logged, answers 0 and does not throw', async () => {
    const failing = { isTransaction: false, transaction: () => ({ execute: () => Promise.reject(new Error('connection refused')) }) } as unknown as Db;
    const warn = vi.fn();
    const sweeper = startExpirySweeper(failing, { info: vi.fn(), warn } as never);
    try {
      await expect(sweeper.sweep()).resolves.toBe(0);
    } finally {
      sweeper.stop();
    }
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ err: expect.any(Error) }), expect.stringContaining('expiry sweep failed'));
  });
});
