import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createLogger } from '../logger';
import { clientAddressFrom } from '../signup/client-address';
import { jsonRequest } from '../test-context';
import { createDbLimiter } from './limiter';

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
