import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
  await createWorker(t.db, { email: 'v@example.jp', name: '検証 太郎', firebaseUid: 'uid-v' });
  t.verifier.issue('tok-v', { uid: 'uid-v', email: 'v@example.jp' });
});
afterAll(() => t.close());

const auth = { authorization: 'Bearer tok-v' };
interface ErrorJson { error: { code: string; message: string; fields?: Record<string, string[]> } }

describe('issue 12 item 2: keys named like Object.prototype members', () => {
  it.each(['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'])('{"%s":1} is a 400 naming the key, not a 500', async (key) => {
    const res = await t.app.request('/workerapi/update', jsonRequest('POST', `{"${key}":1}`, auth));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('VALIDATION_ERROR');
    // `__proto__` never becomes an own key of the parsed body's schema result; the others are named.
    if (key !== '__proto__') expect(Object.keys(body.error.fields ?? {})).toContain(key);
  });
});

describe('issue 12 items 3 and 11: text no form produces', () => {
  it.each([
    ['a NUL', '山田\u0000花子'],
    ['a right-to-left override', '\u202Egpj.exe'],
    ['a lone surrogate', 'ab\uD800'],
    ['only zero-width spaces', '\u200B\u200B'],
    ['only Hangul fillers', '\u3164\u3164'],
  ])('a name with %s is a 400 VALIDATION_ERROR on the field, with a Japanese message', async (_what, name) => {
    const res = await t.app.request('/workerapi/update', jsonRequest('POST', { name }, auth));
    expect(res.status).toBe(400);
    const body = (await res.json()) as ErrorJson;
    expect(body.error.code).toBe('VALIDATION_ERROR');
    expect(body.error.fields?.name?.[0]).toMatch(/[ぁ-んァ-ン一-龯]/);
  });

  it('the next request is served normally', async () => {
    const res = await t.app.request('/workerapi/me', { headers: auth });
    expect(res.status).toBe(200);
  });
});
