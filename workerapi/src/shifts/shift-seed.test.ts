import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createWorker } from '../workers/worker-repository';
import { seedShifts } from './shift-seed';

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

  it('keeps an open deadline at least a few days away near the end of a month', async () => {
    const demo = await createWorker(db, { email: 'late@example.jp', name: 'デモ2' });
    const now = new Date('2025-07-30T03:00:00Z'); // 2025-07-30 JST: month end is 1.5 days away
    const { openPeriod } = await seedShifts({ db, demoWorkerId: demo.id, now });
    expect(openPeriod.startsOn).toBe('2025-08-01');
    expect(openPeriod.deadlineAt.toISOString()).toBe('2025-08-06T14:59:59.000Z'); // a week from 7/30, 23:59:59 JST
  });
});
