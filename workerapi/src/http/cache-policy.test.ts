import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await createWorker(t.db, { email: 'c@example.jp', name: 'キャッシュ', firebaseUid: 'uid-c' });
  t.verifier.issue('tok-c', { uid: 'uid-c', email: 'c@example.jp' });
});
afterAll(() => t.close());
const auth = { authorization: 'Bearer tok-c' };

describe('issue 12 item 7: personal answers are never cached beyond the session', () => {
  it.each(['/workerapi/me', '/workerapi/account', '/workerapi/notices', '/workerapi/shifts', '/workerapi/nope'])('GET %s is Cache-Control: no-store', async (path) => {
    const res = await t.app.request(path, { headers: auth });
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('errors and mutations too', async () => {
    expect((await t.app.request('/workerapi/me')).headers.get('cache-control')).toBe('no-store');
    const res = await t.app.request('/workerapi/update', jsonRequest('POST', { name: '山田' }, auth));
    expect(res.headers.get('cache-control')).toBe('no-store');
  });

  it('the service worker may keep /me for offline use, never the bank details', async () => {
    expect((await t.app.request('/workerapi/me', { headers: auth })).headers.get('x-offline-copy')).toBe('session');
    expect((await t.app.request('/workerapi/account', { headers: auth })).headers.get('x-offline-copy')).toBeNull();
    expect((await t.app.request('/workerapi/me')).headers.get('x-offline-copy')).toBeNull();
  });
});
