import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, TEST_ADMIN_KEY, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { ADMIN_KEY_MAX_FAILURES } from './signup-routes';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await sql`truncate workers, idempotency_keys cascade`.execute(t.db);
});

const count = async () => (await t.db.selectFrom('workers').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n;
const fromClient = (ip: string) => ({ 'x-forwarded-for': ip });

describe('POST /workerapi/workers/check/signup-admin-key', () => {
  it('accepts the configured key', async () => {
    const res = await t.app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', { adminKey: TEST_ADMIN_KEY }, fromClient('10.0.0.1')));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ valid: true });
  });

  it('refuses a wrong key with 403 and a Japanese message', async () => {
    const res = await t.app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', { adminKey: 'nope' }, fromClient('10.0.0.2')));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'ADMIN_KEY_INVALID', message: '管理者キーが正しくありません。' } });
  });

  it('locks a client out after repeated wrong keys, even for the right key; others are unaffected', async () => {
    for (let i = 0; i < ADMIN_KEY_MAX_FAILURES; i++) {
      await t.app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', { adminKey: `guess-${i}` }, fromClient('10.0.0.3')));
    }
    const locked = await t.app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', { adminKey: TEST_ADMIN_KEY }, fromClient('10.0.0.3')));
    expect(locked.status).toBe(429);
    const other = await t.app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', { adminKey: TEST_ADMIN_KEY }, fromClient('10.0.0.4')));
    expect(other.status).toBe(200);
  });

  it('answers 400 in Japanese for a missing key', async () => {
    const res = await t.app.request('/workerapi/workers/check/signup-admin-key', jsonRequest('POST', {}));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.adminKey?.[0]).toContain('管理者キー');
  });
});

describe('POST /workerapi/workers/signup', () => {
  it('creates the worker (profile not yet completed) for a verified token and the right key', async () => {
    t.verifier.issue('tok-new', { uid: 'uid-new', email: 'new@example.jp' });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'new@example.jp', token: 'tok-new', adminKey: TEST_ADMIN_KEY }));
    expect(res.status).toBe(201);
    const body = (await res.json()) as { worker: { email: string; profileCompleted: boolean } };
    expect(body.worker).toMatchObject({ email: 'new@example.jp', profileCompleted: false });
  });

  it('with a wrong admin key: 403 and nothing created', async () => {
    t.verifier.issue('tok-x', { uid: 'uid-x', email: 'x@example.jp' });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'x@example.jp', token: 'tok-x', adminKey: 'wrong' }, fromClient('10.0.1.1')));
    expect(res.status).toBe(403);
    expect(Number(await count())).toBe(0);
  });

  it.each([
    ['missing', {}],
    ['blank', { adminKey: '   ' }],
    ['not a string', { adminKey: 12345 }],
  ])('with a %s admin key: 403 before anything else is looked at, and nothing created', async (_what, key) => {
    t.verifier.issue('tok-y', { uid: 'uid-y', email: 'y@example.jp' });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'y@example.jp', token: 'tok-y', ...key }, fromClient('10.0.1.2')));
    expect(res.status).toBe(403);
    expect(await res.json()).toEqual({ error: { code: 'ADMIN_KEY_INVALID', message: '管理者キーが正しくありません。' } });
    expect(Number(await count())).toBe(0);
  });

  it('other bad input with the right key is a 400 in Japanese, never a 500', async () => {
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'nope', token: '', adminKey: TEST_ADMIN_KEY }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.email?.[0]).toContain('メールアドレス');
    expect(Number(await count())).toBe(0);
  });

  it('a retry after the worker was created returns the same worker (no half-made account)', async () => {
    t.verifier.issue('tok-r', { uid: 'uid-r', email: 'r@example.jp' });
    const body = { email: 'r@example.jp', token: 'tok-r', adminKey: TEST_ADMIN_KEY };
    const first = (await (await t.app.request('/workerapi/workers/signup', jsonRequest('POST', body))).json()) as { worker: { id: string } };
    const again = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', body));
    expect(again.status).toBe(200);
    expect(((await again.json()) as { worker: { id: string } }).worker.id).toBe(first.worker.id);
    expect(Number(await count())).toBe(1);
  });

  it('an e-mail already registered to another account → 409 すでに登録されているメールアドレスです', async () => {
    await createWorker(t.db, { email: 'taken@example.jp', name: '既存', firebaseUid: 'uid-old' });
    t.verifier.issue('tok-t', { uid: 'uid-other', email: 'taken@example.jp' });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'taken@example.jp', token: 'tok-t', adminKey: TEST_ADMIN_KEY }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('すでに登録されているメールアドレスです');
  });

  it('links a worker pre-registered without an account when the provider has verified the e-mail', async () => {
    const pre = await createWorker(t.db, { email: 'pre@example.jp', name: '事前登録' });
    t.verifier.issue('tok-p', { uid: 'uid-p', email: 'pre@example.jp', emailVerified: true });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'pre@example.jp', token: 'tok-p', adminKey: TEST_ADMIN_KEY }));
    expect(res.status).toBe(201);
    expect(((await res.json()) as { worker: { id: string } }).worker.id).toBe(pre.id);
    const row = await t.db.selectFrom('workers').select('firebase_uid').where('id', '=', pre.id).executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBe('uid-p');
  });

  it('never links a pre-registered worker to an account whose e-mail is unverified (409, the row stays unlinked)', async () => {
    const pre = await createWorker(t.db, { email: 'pre@example.jp', name: '事前登録' });
    t.verifier.issue('tok-u', { uid: 'uid-attacker', email: 'pre@example.jp', emailVerified: false });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'pre@example.jp', token: 'tok-u', adminKey: TEST_ADMIN_KEY }));
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('EMAIL_IN_USE');
    const row = await t.db.selectFrom('workers').select('firebase_uid').where('id', '=', pre.id).executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBeNull();
    expect(Number(await count())).toBe(1);
  });

  it("refuses a token whose e-mail is not the body's", async () => {
    t.verifier.issue('tok-m', { uid: 'uid-m', email: 'm@example.jp' });
    const res = await t.app.request('/workerapi/workers/signup', jsonRequest('POST', { email: 'other@example.jp', token: 'tok-m', adminKey: TEST_ADMIN_KEY }));
    expect(res.status).toBe(401);
    expect(Number(await count())).toBe(0);
  });
});

describe('POST /workerapi/update', () => {
  const profile = { name: '佐藤 次郎', nameKana: 'サトウ ジロウ', displayName: 'じろう', phone: '080-1111-2222', bio: '' };

  it('saves the caller’s own profile and marks it complete', async () => {
    await createWorker(t.db, { email: 'p@example.jp', name: '', firebaseUid: 'uid-p' });
    await createWorker(t.db, { email: 'q@example.jp', name: 'Q', firebaseUid: 'uid-q' });
    t.verifier.issue('tok-p', { uid: 'uid-p', email: 'p@example.jp' });
    const res = await t.app.request('/workerapi/update', jsonRequest('POST', profile, { authorization: 'Bearer tok-p' }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as { worker: Record<string, unknown> };
    expect(body.worker).toMatchObject({ email: 'p@example.jp', name: '佐藤 次郎', phone: '08011112222', profileCompleted: true });
    const other = await t.db.selectFrom('workers').select('name').where('email', '=', 'q@example.jp').executeTakeFirstOrThrow();
    expect(other.name).toBe('Q');
  });

  it('answers 400 with Japanese field messages for bad input, and refuses charge/margin', async () => {
    await createWorker(t.db, { email: 'b@example.jp', name: '', firebaseUid: 'uid-b' });
    t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
    const res = await t.app.request('/workerapi/update', jsonRequest('POST', { ...profile, nameKana: '佐藤', name: '' }, { authorization: 'Bearer tok-b' }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(body.error.fields.name).toEqual(['氏名を入力してください']);
    expect(body.error.fields.nameKana).toEqual(['フリガナは全角カタカナで入力してください']);
    const sneaky = await t.app.request('/workerapi/update', jsonRequest('POST', { ...profile, charge: 99999 }, { authorization: 'Bearer tok-b' }));
    expect(sneaky.status).toBe(400);
  });
});
