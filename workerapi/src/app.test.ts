import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestContext, jsonRequest, type TestContext } from './test-context';
import { createWorker } from './workers/worker-repository';

const SERVER_ERROR = 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。'; // spec §8
const NOT_FOUND = 'お探しのページが見つかりませんでした。'; // spec §8
const ACCESS_DENIED = 'アクセスが拒否されました。'; // spec §8

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({
    extraRoutes: (api) => {
      api.get('/__boom', () => {
        throw new Error('kaboom');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  await sql`truncate workers, idempotency_keys cascade`.execute(t.db);
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

async function errorOf(res: Response) {
  expect(res.headers.get('content-type')).toMatch(/application\/json/);
  const body = (await res.json()) as { error: { code: string; message: string; fields?: Record<string, string[]> } };
  return body.error;
}

describe('GET /workerapi/health', () => {
  it('answers {ok:true}', async () => {
    const res = await t.app.request('/workerapi/health');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(res.headers.get('x-request-id')).toBeTruthy();
  });
});

describe('authentication', () => {
  it('GET /me without a token is a 401 with a Japanese message', async () => {
    const res = await t.app.request('/workerapi/me');
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({ code: 'UNAUTHENTICATED', message: '認証が必要です。ログインしてください。' });
  });

  it('GET /me with an unknown, malformed or non-Bearer token is a 401', async () => {
    for (const authorization of ['Bearer nope', 'Bearer', 'Basic abc', 'token-without-scheme']) {
      const res = await t.app.request('/workerapi/me', { headers: { authorization } });
      expect(res.status).toBe(401);
      expect((await errorOf(res)).code).toBe('UNAUTHENTICATED');
    }
  });

  it('an expired token is a 401 asking to sign in again', async () => {
    t.verifier.expire('old');
    const res = await t.app.request('/workerapi/me', { headers: bearer('old') });
    expect(res.status).toBe(401);
    expect(await errorOf(res)).toEqual({
      code: 'TOKEN_EXPIRED',
      message: 'ログインの有効期限が切れました。もう一度ログインしてください。',
    });
  });

  it('a valid token of someone who is not a worker is a 403 ACCESS_DENIED', async () => {
    t.verifier.issue('stranger', { uid: 'uid-stranger', email: 'stranger@example.jp' });
    const res = await t.app.request('/workerapi/me', { headers: bearer('stranger') });
    expect(res.status).toBe(403);
    expect(await errorOf(res)).toEqual({ code: 'ACCESS_DENIED', message: ACCESS_DENIED });
  });
});

describe('POST /workerapi/workers/login', () => {
  it('links a worker found by e-mail (case-insensitive) on first login, then finds it by uid', async () => {
    const created = await createWorker(t.db, { email: 'hanako@example.jp', name: '山田 花子', charge: 12000, margin: 30 });
    t.verifier.issue('tok-1', { uid: 'uid-hanako', email: 'Hanako@Example.jp', emailVerified: true });

    const first = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'HANAKO@example.jp', token: 'tok-1' }));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      worker: { id: created.id, email: 'hanako@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: false },
    });
    const linked = await t.db.selectFrom('workers').select('firebase_uid').where('id', '=', created.id).executeTakeFirstOrThrow();
    expect(linked.firebase_uid).toBe('uid-hanako');

    // Second login: found by uid even though the row's e-mail no longer matters for the lookup.
    await t.db.updateTable('workers').set({ email: 'renamed@example.jp' }).where('id', '=', created.id).execute();
    t.verifier.issue('tok-2', { uid: 'uid-hanako', email: 'hanako@example.jp' });
    const second = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'hanako@example.jp', token: 'tok-2' }));
    expect(second.status).toBe(200);
    expect(((await second.json()) as { worker: { id: string } }).worker.id).toBe(created.id);
  });

  it('never links a worker by e-mail to an account whose e-mail is unverified (403, the row stays unlinked)', async () => {
    // Anyone can create a Firebase account for any address; its e-mail is unverified until its owner proves it.
    await createWorker(t.db, { email: 'hanako@example.jp', name: '山田 花子' });
    t.verifier.issue('tok', { uid: 'uid-attacker', email: 'hanako@example.jp', emailVerified: false });
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'hanako@example.jp', token: 'tok' }));
    expect(res.status).toBe(403);
    expect((await errorOf(res)).code).toBe('ACCESS_DENIED');
    const row = await t.db.selectFrom('workers').select('firebase_uid').executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBeNull();
    t.verifier.issue('tok-me', { uid: 'uid-attacker', email: 'hanako@example.jp' });
    expect((await t.app.request('/workerapi/me', { headers: bearer('tok-me') })).status).toBe(403);
  });

  it('a body e-mail different from the token e-mail is a 401', async () => {
    await createWorker(t.db, { email: 'hanako@example.jp', name: '山田 花子' });
    t.verifier.issue('tok', { uid: 'uid-hanako', email: 'hanako@example.jp' });
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'other@example.jp', token: 'tok' }));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('EMAIL_MISMATCH');
    const row = await t.db.selectFrom('workers').select('firebase_uid').executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBeNull();
  });

  it('an invalid token in the body is a 401', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'a@example.jp', token: 'forged' }));
    expect(res.status).toBe(401);
    expect((await errorOf(res)).code).toBe('UNAUTHENTICATED');
  });

  it('someone with a valid token but no worker row gets a 404 in Japanese', async () => {
    t.verifier.issue('tok', { uid: 'uid-nobody', email: 'nobody@example.jp' });
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'nobody@example.jp', token: 'tok' }));
    expect(res.status).toBe(404);
    expect(await errorOf(res)).toEqual({ code: 'WORKER_NOT_REGISTERED', message: 'ワーカーとして登録されていません。' });
  });

  it('never takes over a worker already linked to another account with the same e-mail', async () => {
    await createWorker(t.db, { email: 'hanako@example.jp', name: '山田 花子', firebaseUid: 'uid-original' });
    t.verifier.issue('tok', { uid: 'uid-impostor', email: 'hanako@example.jp' });
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'hanako@example.jp', token: 'tok' }));
    expect(res.status).toBe(403);
    const row = await t.db.selectFrom('workers').select('firebase_uid').executeTakeFirstOrThrow();
    expect(row.firebase_uid).toBe('uid-original');
  });
});

describe('GET /workerapi/me', () => {
  it("returns only the caller's own worker", async () => {
    const a = await createWorker(t.db, { email: 'a@example.jp', name: '佐藤 一郎', firebaseUid: 'uid-a', charge: 10000, margin: 20 });
    const b = await createWorker(t.db, { email: 'b@example.jp', name: '鈴木 二郎', firebaseUid: 'uid-b', charge: 15000, margin: 10 });
    t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
    t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });

    const resA = await t.app.request('/workerapi/me', { headers: bearer('tok-a') });
    expect(resA.status).toBe(200);
    expect(await resA.json()).toEqual({
      worker: { id: a.id, email: 'a@example.jp', name: '佐藤 一郎', charge: 10000, margin: 20, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: false },
    });

    // A worker id in the query string is ignored: the worker always comes from the token.
    const resB = await t.app.request(`/workerapi/me?id=${a.id}`, { headers: bearer('tok-b') });
    expect(((await resB.json()) as { worker: { id: string } }).worker.id).toBe(b.id);
  });
});

describe('bad input is a 400 JSON error in Japanese, never a 500', () => {
  it('malformed JSON', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', '{"email": "a@example.jp",'));
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({ code: 'INVALID_JSON', message: 'リクエストの形式が正しくありません。' });
  });

  it('an empty body', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', ''));
    expect(res.status).toBe(400);
    expect((await errorOf(res)).code).toBe('INVALID_JSON');
  });

  it('a non-JSON content type', async () => {
    const res = await t.app.request('/workerapi/workers/login', {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: '{"email":"a@example.jp","token":"x"}',
    });
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toEqual({
      code: 'UNSUPPORTED_MEDIA_TYPE',
      message: 'リクエストの形式が正しくありません。JSON形式で送信してください。',
    });
  });

  it('a missing e-mail gives the spec\'s required message for the field (spec §5: {label}を入力してください)', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { token: 'x' }));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toBe('入力内容に誤りがあります。');
    expect(error.fields?.email).toEqual(['メールアドレスを入力してください']);
  });

  it('a malformed e-mail and an unknown key are reported per field in Japanese', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'not-an-email', token: 'x', admin: true }));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(error.fields ?? {}).sort()).toEqual(['admin', 'email']);
    for (const messages of Object.values(error.fields ?? {})) {
      for (const m of messages) expect(m).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/); // Japanese text
    }
  });

  it('a JSON array instead of an object', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', '[1,2]'));
    expect(res.status).toBe(400);
    const error = await errorOf(res);
    expect(error.code).toBe('VALIDATION_ERROR');
    expect(error.message).toMatch(/[\u3040-\u30ff\u4e00-\u9fff]/);
  });

  it('a body over the size limit is a 413', async () => {
    const res = await t.app.request('/workerapi/workers/login', jsonRequest('POST', { email: 'a@example.jp', token: 'x'.repeat(2 * 1024 * 1024) }));
    expect(res.status).toBe(413);
    expect((await errorOf(res)).code).toBe('PAYLOAD_TOO_LARGE');
  });
});

describe('unknown routes and server faults', () => {
  it('an unknown route is a 404 with the spec NOT_FOUND message', async () => {
    for (const path of ['/workerapi/nope', '/elsewhere']) {
      const res = await t.app.request(path);
      expect(res.status).toBe(404);
      expect(await errorOf(res)).toEqual({ code: 'NOT_FOUND', message: NOT_FOUND });
    }
  });

  it('an unexpected error is a 500 with the spec SERVER_ERROR message and no internals', async () => {
    const res = await t.app.request('/workerapi/__boom');
    expect(res.status).toBe(500);
    expect(await errorOf(res)).toEqual({ code: 'SERVER_ERROR', message: SERVER_ERROR });
  });
});
