import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createLogger } from '../logger';
import { clientAddressFrom } from '../signup/client-address';
import { jsonRequest } from '../test-context';
import { createDbLimiter, lockSubject } from './limiter';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());
beforeEach(async () => {
  await sql`truncate rate_limits`.execute(db);
});

/** One workerapi replica over the shared database. */
const replica = () =>
  createApp({ db, verifier: createFakeTokenVerifier(), logger: createLogger('silent'), config: { appEnv: 'test', signupAdminKey: 'right-key' } });
const check = (app: ReturnType<typeof replica>, client: string, adminKey: string) =>
  app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', { adminKey }, { 'x-forwarded-for': client }));

describe('issue 12 item 6: lockouts are keyed by the real client and shared by every replica', () => {
  it('ten wrong keys on one replica lock that client out on another replica — and nobody else', async () => {
    const a = replica();
    const b = replica();
    for (let i = 0; i < 10; i += 1) expect((await check(a, '198.51.100.7', `wrong-${i}`)).status).toBe(403);
    expect((await check(b, '198.51.100.7', 'right-key')).status).toBe(429);
    expect((await check(b, '198.51.100.8', 'right-key')).status).toBe(200);
    expect((await check(a, '198.51.100.8', 'right-key')).status).toBe(200);
  });

  it('stores no client address in clear', async () => {
    await check(replica(), '198.51.100.9', 'wrong');
    const rows = await db.selectFrom('rate_limits').selectAll().execute();
    expect(rows).toHaveLength(1);
    expect(JSON.stringify(rows)).not.toContain('198.51.100.9');
  });

  it('X-Forwarded-For is believed only from a configured proxy, read from the right', () => {
    const proxies = ['127.0.0.1', '10.0.0.5'];
    // A direct client (not a proxy) cannot choose its address with the header.
    expect(clientAddressFrom('203.0.113.1', '198.51.100.1', proxies)).toBe('203.0.113.1');
    // Unconfigured (production default): even a loopback peer's header is ignored.
    expect(clientAddressFrom('127.0.0.1', '198.51.100.1', [])).toBe('127.0.0.1');
    // Behind nginx, which appends: a forged first hop is ignored, the hop nginx saw is the client.
    expect(clientAddressFrom('10.0.0.5', '6.6.6.6, 198.51.100.2', proxies)).toBe('198.51.100.2');
    // Behind the gateway and nginx.
    expect(clientAddressFrom('127.0.0.1', '198.51.100.3, 10.0.0.5', proxies)).toBe('198.51.100.3');
  });

  it('a window ends: the count starts again', async () => {
    let now = new Date('2026-11-23T00:00:00Z');
    const limiter = createDbLimiter(db, { name: 't', max: 2, windowMs: 60_000, now: () => now });
    expect(await limiter.hit('x')).toBe(1);
    expect(await limiter.hit('x')).toBe(2);
    expect(await limiter.isLimited('x')).toBe(true);
    now = new Date(now.getTime() + 60_001);
    expect(await limiter.isLimited('x')).toBe(false);
    expect(await limiter.hit('x')).toBe(1);
  });
});

describe('lockSubject: the lock a count-then-insert limit (the chat send limit) is counted under', () => {
  // PGlite is one session whose driver runs one transaction at a time, so two sends never contend there; the
  // route test (chat/messaging-routes.test.ts) shows the count and the insert in one transaction. What makes it
  // hold across replicas on PostgreSQL is this lock: it is checked here as PostgreSQL reports it (pg_locks).
  const advisoryLocks = (exec: Db) =>
    sql<{ classid: string; objid: string; objsubid: number; mode: string; granted: boolean }>`
      select classid::text, objid::text, objsubid, mode, granted from pg_locks where locktype = 'advisory'`
      .execute(exec)
      .then((r) => r.rows);
  // The oids pg_locks shows for the two int4 keys (a negative hash wraps around).
  const keysOf = (name: string, subject: string) =>
    sql<{ classid: string; objid: string }>`select hashtext(${name})::oid::text as classid, hashtext(${subject})::oid::text as objid`
      .execute(db)
      .then((r) => r.rows[0]);

  it('holds an exclusive advisory lock on the name and subject until the transaction ends', async () => {
    const keys = await keysOf('chat-send', 'worker-1');
    const held = await db.transaction().execute(async (tx) => {
      await lockSubject(tx, 'chat-send', 'worker-1');
      return advisoryLocks(tx);
    });
    expect(held).toEqual([{ ...keys, objsubid: 2, mode: 'ExclusiveLock', granted: true }]);
    expect(await advisoryLocks(db)).toEqual([]);
  });

  it('is released when the transaction fails (a refused send leaves nothing held)', async () => {
    await expect(
      db.transaction().execute(async (tx) => {
        await lockSubject(tx, 'chat-send', 'worker-1');
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await advisoryLocks(db)).toEqual([]);
  });
});
