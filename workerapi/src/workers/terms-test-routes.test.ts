import type { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { bearer as auth, jsonRequest, withTwoWorkerApp, type TwoWorkerApp } from '../test-context';
import { createApp } from '../app';
import { createLogger } from '../logger';

let app: Hono<AppEnv>;
let db: Db;
let verifier: TwoWorkerApp['verifier'];
withTwoWorkerApp([], (t) => {
  ({ app, db, verifier } = t);
});

// ---------------------------------------------------------------------------------------------------------
// test-only route

describe('POST /workerapi/__test/mypage/terms (local/test only)', () => {
  it("sets the caller's charge and margin", async () => {
    const res = await app.request('/workerapi/__test/mypage/terms', jsonRequest('POST', { charge: 10000, margin: 30 }, auth('tok-a')));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { worker: { charge: number; margin: number } }).worker).toMatchObject({ charge: 10000, margin: 30 });
  });

  it('does not exist in production', async () => {
    const prod = createApp({ db, verifier, logger: createLogger('silent'), config: { appEnv: 'production', signupAdminKey: 'k' } });
    expect((await prod.request('/workerapi/__test/mypage/terms', jsonRequest('POST', { charge: 1, margin: 1 }, auth('tok-a')))).status).toBe(404);
  });
});
