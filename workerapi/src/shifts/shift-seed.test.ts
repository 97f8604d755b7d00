import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createWorker } from '../workers/worker-repository';
import { demoWorkday, seedShifts } from './shift-seed';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe('seedShifts (local/test only)', () => {
  it('seeds next month open, this month closed, the demo answers and upcoming confirmed shifts — once', async () => {
    const demo = await createWorker(db, { email: 'demo@example.jp', name: 'デモ' });
    const now = new Date('2025-05-20T03:00:00Z'); // 2025-05-20 12:00 JST
    const first = await seedShifts({ db, demoWorkerId: demo.id, now });

    expect(first.openPeriod).toMatchObject({ title: '2025年6月分', startsOn: '2025-06-01', endsOn: '2025-06-30' });
    expect(first.openPeriod.deadlineAt.toISOString()).toBe('2025-05-31T14:59:59.000Z'); // 5/31 23:59:59 JST
    expect(first.closedPeriod).toMatchObject({ title: '2025年5月分', startsOn: '2025-05-01', endsOn: '2025-05-31' });
    expect(first.closedPeriod.deadlineAt.getTime()).toBeLessThan(now.getTime());

    const answers = await db.selectFrom('shift_answers').select(['answer', 'note']).where('worker_id', '=', demo.id).execute();
    expect(answers).toHaveLength(31);
    expect(answers.filter((a) => a.answer === 'sankaku').every((a) => a.note === '午前のみ')).toBe(true);
    const confirmed = await db.selectFrom('confirmed_shifts').select('place').where('worker_id', '=', demo.id).execute();
    expect(confirmed.length).toBeGreaterThanOrEqual(3);

    const again = await seedShifts({ db, demoWorkerId: demo.id, now });
    expect(again.openPeriod.id).toBe(first.openPeriod.id);
    expect(await db.selectFrom('shift_answers').select('id').execute()).toHaveLength(31);
    expect(await db.selectFrom('shift_periods').select('id').execute()).toHaveLength(2);
    expect(await db.selectFrom('confirmed_shifts').select('id').execute()).toHaveLength(confirmed.length);
  });

  it("puts the demo worker's confirmed shifts only on days it answered ○ (never a weekend ×, never a Wednesday's △)", async () => {
    const demo = await createWorker(db, { email: 'days@example.jp', name: 'デモ3' });
    const now = new Date('2025-09-09T03:00:00Z'); // Tuesday 2025-09-09 JST
    await seedShifts({ db, demoWorkerId: demo.id, now });
    const confirmed = await db.selectFrom('confirmed_shifts').select(['date', 'start_time']).where('worker_id', '=', demo.id).orderBy('date').execute();
    const dates = confirmed.map((c) => (c.date instanceof Date ? c.date.toISOString().slice(0, 10) : String(c.date)));
    // 9/7 Sun → Fri 9/5; 9/10 Wed → Thu 9/11; 9/13 Sat → Mon 9/15; 9/20 Sat → Mon 9/22.
    expect(dates).toEqual(['2025-09-05', '2025-09-11', '2025-09-15', '2025-09-22']);
    const answers = await db.selectFrom('shift_answers').select(['date', 'answer']).where('worker_id', '=', demo.id).execute();
    const answerOn = new Map(answers.map((a) => [a.date instanceof Date ? a.date.toISOString().slice(0, 10) : String(a.date), a.answer]));
    for (const date of dates) expect(answerOn.get(date)).toBe('maru');
  });

  it('finds the nearest day the demo worker works all day, forward or back', () => {
    expect(demoWorkday('2025-09-09', 1)).toBe('2025-09-09'); // a Tuesday stays
    expect(demoWorkday('2025-09-10', 1)).toBe('2025-09-11'); // Wednesday (△) → Thursday
    expect(demoWorkday('2025-09-13', 1)).toBe('2025-09-15'); // Saturday → Monday
    expect(demoWorkday('2025-09-07', -1)).toBe('2025-09-05'); // Sunday → the Friday before
  });

  it('keeps an open deadline at least a few days away near the end of a month', async () => {
    const demo = await createWorker(db, { email: 'late@example.jp', name: 'デモ2' });
    const now = new Date('2025-07-30T03:00:00Z'); // 2025-07-30 JST: month end is 1.5 days away
    const { openPeriod } = await seedShifts({ db, demoWorkerId: demo.id, now });
    expect(openPeriod.startsOn).toBe('2025-08-01');
    expect(openPeriod.deadlineAt.toISOString()).toBe('2025-08-06T14:59:59.000Z'); // a week from 7/30, 23:59:59 JST
  });
});
