import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createLogger } from '../logger';
import { createWorker } from '../workers/worker-repository';
import { IDEMPOTENCY_REPLAYED_HEADER } from './idempotency';

let db: Db;
const verifier = createFakeTokenVerifier();
beforeAll(async () => {
  db = await createTestDatabase();
  await createWorker(db, { email: 'probe@example.jp', name: 'P', firebaseUid: 'uid-probe' });
  verifier.issue('tok-probe', { uid: 'uid-probe', email: 'probe@example.jp' });
});
afterAll(() => db.destroy());

const appIn = (appEnv: AppEnvName) => createApp({ db, verifier, logger: createLogger('silent'), config: { appEnv, signupAdminKey: 'k' } });
const auth = { authorization: 'Bearer tok-probe', 'content-type': 'application/json' };
const probe = (app: ReturnType<typeof appIn>, key: string, label = 'p1') =>
  app.request('/workerapi/__test/idempotency/probe', { method: 'POST', headers: { ...auth, 'idempotency-key': key }, body: JSON.stringify({ label }) });
const hold = (app: ReturnType<typeof appIn>, label: string, on: boolean) =>
  app.request('/workerapi/__test/idempotency/hold', { method: 'POST', headers: auth, body: JSON.stringify({ label, hold: on }) });

describe('test-only idempotency probe (APP_ENV=test only)', () => {
  it.each(['local', 'staging', 'production'] as const)('is not there in %s', async (appEnv) => {
    const res = await probe(appIn(appEnv), 'k-env');
    expect(res.status).toBe(404);
  });

  it('a held probe waits in its handler, after its key was reserved, until released; then it applies once', async () => {
    const app = appIn('test');
    expect(await (await hold(app, 'held', true)).json()).toMatchObject({ armed: true, holding: false });
    const running = probe(app, 'k-held', 'held');
    const state = async () => (await (await app.request('/workerapi/__test/idempotency/hold?label=held', { headers: auth })).json()) as { holding: boolean };
    while (!(await state()).holding) await new Promise((r) => setTimeout(r, 5));
    // The same key meanwhile: in progress (this process's own reservation).
    expect((await probe(app, 'k-held', 'held')).status).toBe(409);
    expect(await (await hold(app, 'held', false)).json()).toMatchObject({ armed: false, holding: false });
    const first = await running;
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ label: 'held', applied: 1, pid: process.pid });
    const replayed = await probe(app, 'k-held', 'held');
    expect(replayed.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    expect(await replayed.json()).toMatchObject({ applied: 1 });
    expect(await (await probe(app, 'k-held-2', 'held')).json()).toMatchObject({ applied: 2 });
  });
});
