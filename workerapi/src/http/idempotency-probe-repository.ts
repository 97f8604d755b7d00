import { sql } from 'kysely';
import type { Db } from '../db/database';

/** The worker event type a test-only probe run appends once (http/idempotency-test-routes.ts). */
export const PROBE_EVENT_TYPE = 'test.idempotency-probe';

/** Records one applied run of the caller's probe `label`; answers how many runs of it have applied so far. */
export async function recordProbeRun(db: Db, workerId: string, label: string): Promise<number> {
  await db.insertInto('worker_events').values({ worker_id: workerId, type: PROBE_EVENT_TYPE, data: JSON.stringify({ label }) }).execute();
  const { applied } = await db
    .selectFrom('worker_events')
    .select(sql<number>`count(*)::int`.as('applied'))
    .where('worker_id', '=', workerId)
    .where('type', '=', PROBE_EVENT_TYPE)
    .where(sql<boolean>`data->>'label' = ${label}`)
    .executeTakeFirstOrThrow();
  return applied;
}
