import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createWorker } from '../workers/worker-repository';
import { countOpenFor } from './reservation-repository';
import { seedReservations } from './reservation-seed';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe('the local/test reservations seed', () => {
  it('gives the demo worker 5 customers, 2 open requests (one under 3 h), 3 upcoming and ~14 months of history; idempotent', async () => {
    const worker = await createWorker(db, { email: 'demo@example.jp', name: '山田 花子', margin: 30 });
    const now = new Date('2026-11-23T03:00:00Z');
    await seedReservations({ db, demoWorkerId: worker.id, margin: 30, now });
    const counts = await countOpenFor(db, worker.id, now);
    expect(counts.openRequests).toBe(2);
    expect(counts.upcoming).toBe(3);
    expect(counts.completed).toBeGreaterThan(100);

    const customers = await db.selectFrom('customers').select('display_name').execute();
    expect(customers).toHaveLength(5);
    const requests = await db.selectFrom('reservations').select('answer_deadline').where('status', '=', 'requested').orderBy('answer_deadline').execute();
    expect((requests[0]?.answer_deadline.getTime() ?? 0) - now.getTime()).toBeLessThan(3 * 60 * 60 * 1000);

    const completed = await db.selectFrom('reservations').select(['starts_at', 'take_home', 'margin']).where('status', '=', 'completed').orderBy('starts_at').execute();
    const oldest = completed[0]?.starts_at.getTime() ?? now.getTime();
    expect(now.getTime() - oldest).toBeGreaterThan(395 * 24 * 60 * 60 * 1000); // more than 13 months
    expect(completed.every((r) => r.take_home !== null && r.margin !== null)).toBe(true);
    for (const s of ['declined', 'cancelled', 'expired'] as const) {
      const n = await db.selectFrom('reservations').select('id').where('status', '=', s).execute();
      expect(n.length, s).toBeGreaterThan(0);
    }

    const before = (await db.selectFrom('reservations').select('id').execute()).length;
    await seedReservations({ db, demoWorkerId: worker.id, margin: 30, now });
    expect((await db.selectFrom('reservations').select('id').execute()).length).toBe(before);
    expect(await db.selectFrom('customers').select('id').execute()).toHaveLength(5);
  });
});
