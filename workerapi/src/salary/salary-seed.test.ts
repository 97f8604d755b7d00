import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../db/test-database';
import type { Db } from '../db/database';
import { createWorker } from '../workers/worker-repository';
import { seedSalary } from './salary-seed';
import { yearOf } from './salary-statements';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  await db.destroy();
});

describe('seedSalary (the demo worker’s history)', () => {
  it('gives about 14 months with all three statuses and is idempotent', async () => {
    const worker = await createWorker(db, { email: 'demo@example.jp', name: '山田 花子', charge: 12000, margin: 30 });
    const now = new Date('2026-11-23T03:00:00Z');
    const first = await seedSalary({ db, workerId: worker.id, margin: 30, now });
    expect(first.reservations).toBeGreaterThan(14 * 4);
    expect(await seedSalary({ db, workerId: worker.id, margin: 30, now })).toEqual({ reservations: 0, adjustments: 0 });

    const year = await yearOf(db, worker, 2026, now);
    const statuses = new Set(year.months.filter((m) => m.total > 0).map((m) => m.status));
    expect([...statuses].sort()).toEqual(['closed', 'estimate', 'paid']);
    expect(year.years).toEqual([2025, 2026]);
    expect(year.months.filter((m) => m.month <= '2026-11').every((m) => m.total > 0)).toBe(true);
  });
});
