import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createFakeTokenVerifier } from '../auth/fake-token-verifier';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import { createTestDatabase } from '../db/test-database';
import { createLogger } from '../logger';

let db: Db;
beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(() => db.destroy());

function appIn(appEnv: AppEnvName) {
  return createApp({
    db,
    verifier: createFakeTokenVerifier(),
    logger: createLogger('silent'),
    config: { appEnv, signupAdminKey: 'k' },
    // A careless route file that mounts dev routes without checking the environment.
    extraRoutes: (api) => {
      for (const path of ['/dev/reservations/seed', '/__test/anything', '/__dev/outbox2']) api.post(path, (c) => c.json({ ok: true }, 200));
    },
  });
}

describe('issue 12 item 5: dev and test routes exist only in local and test', () => {
  it.each(['production', 'staging'] as const)('in %s every /dev, /__test and /__dev path is a 404 JSON', async (appEnv) => {
    const app = appIn(appEnv);
    for (const path of ['/workerapi/dev/reservations/seed', '/workerapi/__test/anything', '/workerapi/__dev/outbox2', '/workerapi/__test/shifts/confirmed', '/workerapi/__test/mypage/terms', '/workerapi/__test/idempotency/probe', '/workerapi/__test/idempotency/hold']) {
      const res = await app.request(path, { method: 'POST' });
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    }
  });

  it.each(['local', 'test'] as const)('in %s they are served', async (appEnv) => {
    const res = await appIn(appEnv).request('/workerapi/dev/reservations/seed', { method: 'POST' });
    expect(res.status).toBe(200);
  });
});
