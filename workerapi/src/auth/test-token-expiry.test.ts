import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await createWorker(t.db, { email: 'e@example.jp', name: 'E', firebaseUid: 'uid-e' });
  t.verifier.issue('tok-e', { uid: 'uid-e', email: 'e@example.jp' });
  t.verifier.issue('tok-e2', { uid: 'uid-e', email: 'e@example.jp' });
});
afterAll(() => t.close());

describe('local/test: POST /workerapi/__test/session/expire-token (the e2e way to shorten a token’s life)', () => {
  it('the presented token answers 401 TOKEN_EXPIRED from then on; another token of the same worker still works', async () => {
    const auth = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });
    expect((await t.app.request('/workerapi/__test/session/expire-token', { method: 'POST', ...auth('tok-e') })).status).toBe(200);
    const me = await t.app.request('/workerapi/me', auth('tok-e'));
    expect(me.status).toBe(401);
    expect(((await me.json()) as { error: { code: string } }).error.code).toBe('TOKEN_EXPIRED');
    expect((await t.app.request('/workerapi/me', auth('tok-e2'))).status).toBe(200);
  });
});
