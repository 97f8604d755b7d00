import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requireWorker } from '../auth/auth-middleware';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { ApiHttpError } from './errors';
import { IDEMPOTENCY_REPLAYED_HEADER, idempotency } from './idempotency';

let t: TestContext;
let executions = 0;
let gate: Promise<void> | undefined;

beforeAll(async () => {
  t = await createTestContext({
    extraRoutes: (api, { db, verifier }) => {
      // Test-only mutations that count how often their handler really runs.
      api.post('/__count', requireWorker(verifier, db), idempotency(db), async (c) => {
        executions += 1;
        if (gate) await gate;
        const body: unknown = await c.req.json();
        return c.json({ execution: executions, echo: body, worker: c.get('worker').email }, 201);
      });
      api.post('/__upload', requireWorker(verifier, db), idempotency(db), async (c) => {
        executions += 1;
        const form = await c.req.parseBody();
        return c.json({ execution: executions, size: form.image instanceof File ? form.image.size : 0 }, 200);
      });
      api.post('/__fail', idempotency(db), () => {
        executions += 1;
        throw new Error('server fault');
      });
      api.post('/__reject', requireWorker(verifier, db), idempotency(db), () => {
        executions += 1;
        throw new ApiHttpError(403, 'ACCESS_DENIED');
      });
    },
  });
});
afterAll(async () => {
  await t.close();
});
beforeEach(async () => {
  executions = 0;
  gate = undefined;
  await sql`truncate workers, idempotency_keys cascade`.execute(t.db);
  await createWorker(t.db, { email: 'a@example.jp', name: 'A', firebaseUid: 'uid-a' });
  await createWorker(t.db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b' });
  t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
  t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
});

const post = (path: string, body: unknown, headers: Record<string, string>) =>
  t.app.request(`/workerapi${path}`, jsonRequest('POST', body, headers));

describe('Idempotency-Key', () => {
  it('replays the stored status and body for a repeated key and runs the handler once', async () => {
    const headers = { authorization: 'Bearer tok-a', 'idempotency-key': 'key-1' };
    const first = await post('/__count', { n: 1 }, headers);
    const second = await post('/__count', { n: 1 }, headers);

    expect(first.status).toBe(201);
    expect(second.status).toBe(201);
    const expected = { execution: 1, echo: { n: 1 }, worker: 'a@example.jp' };
    expect(await first.json()).toEqual(expected);
    expect(await second.json()).toEqual(expected);
    expect(second.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    expect(executions).toBe(1);
  });

  it('the same key with a different body is a 409 in Japanese, and nothing runs', async () => {
    const headers = { authorization: 'Bearer tok-a', 'idempotency-key': 'key-1' };
    await post('/__count', { n: 1 }, headers);
    const res = await post('/__count', { n: 2 }, headers);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_REUSED', message: 'この Idempotency-Key は別の内容のリクエストですでに使われています。' },
    });
    expect(executions).toBe(1);
  });

  it('keys belong to their owner: another worker with the same key runs normally', async () => {
    await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a', 'idempotency-key': 'shared-key' });
    const res = await post('/__count', { n: 1 }, { authorization: 'Bearer tok-b', 'idempotency-key': 'shared-key' });
    expect(res.status).toBe(201);
    expect(await res.json()).toMatchObject({ execution: 2, worker: 'b@example.jp' });
    expect(executions).toBe(2);
  });

  it('without a key every request runs', async () => {
    await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a' });
    await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a' });
    expect(executions).toBe(2);
  });

  it('concurrent duplicates do not both execute', async () => {
    let open = () => {};
    gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const headers = { authorization: 'Bearer tok-a', 'idempotency-key': 'race' };
    const firstPromise = post('/__count', { n: 1 }, headers);
    // Wait until the first request holds the reservation and sits in its handler.
    while (executions === 0) await new Promise((r) => setTimeout(r, 5));
    const second = await post('/__count', { n: 1 }, headers);
    expect(second.status).toBe(409);
    expect(((await second.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    open();
    const first = await firstPromise;
    expect(first.status).toBe(201);
    const third = await post('/__count', { n: 1 }, headers);
    expect(third.status).toBe(201);
    expect(third.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    expect(executions).toBe(1);
  });

  it('a 5xx is not stored: the retry runs again', async () => {
    const headers = { 'idempotency-key': 'k5' };
    expect((await post('/__fail', {}, headers)).status).toBe(500);
    expect((await post('/__fail', {}, headers)).status).toBe(500);
    expect(executions).toBe(2);
    const rows = await t.db.selectFrom('idempotency_keys').selectAll().execute();
    expect(rows).toEqual([]);
  });

  it('a completed 4xx is stored and replayed', async () => {
    const headers = { 'idempotency-key': 'k4', authorization: 'Bearer tok-a' };
    const first = await post('/__reject', {}, headers);
    const second = await post('/__reject', {}, headers);
    expect(first.status).toBe(403);
    expect(second.status).toBe(403);
    expect(await second.json()).toEqual(await first.json());
    expect(executions).toBe(1);
  });

  it('issue 12 item 10: without a verified identity nothing is stored or replayed (keys are never shared by path)', async () => {
    const headers = { 'idempotency-key': 'same' };
    await post('/__fail', {}, headers);
    await post('/__fail', {}, headers);
    expect(executions).toBe(2);
    expect(await t.db.selectFrom('idempotency_keys').select('owner').execute()).toEqual([]);
  });

  it('issue 12 item 10: two people logging in with the same key each get their own answer', async () => {
    await createWorker(t.db, { email: 'c@example.jp', name: 'C', firebaseUid: 'uid-c' });
    await createWorker(t.db, { email: 'd@example.jp', name: 'D', firebaseUid: 'uid-d' });
    t.verifier.issue('tok-c', { uid: 'uid-c', email: 'c@example.jp' });
    t.verifier.issue('tok-d', { uid: 'uid-d', email: 'd@example.jp' });
    const headers = { 'idempotency-key': 'shared-key' };
    const c = await post('/workers/login', { email: 'c@example.jp', token: 'tok-c' }, headers);
    const d = await post('/workers/login', { email: 'd@example.jp', token: 'tok-d' }, headers);
    expect(c.status).toBe(200);
    expect(d.status).toBe(200);
    expect(((await d.json()) as { worker: { email: string } }).worker.email).toBe('d@example.jp');
  });

  it.each([
    ['empty', ''],
    ['too long', 'k'.repeat(201)],
  ])('an invalid key (%s) is a 400', async (_label, key) => {
    const res = await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a', 'idempotency-key': key });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: 'IDEMPOTENCY_KEY_INVALID', message: 'Idempotency-Key は1文字以上200文字以内で指定してください。' },
    });
    expect(executions).toBe(0);
  });

  it('a 200-character key is accepted', async () => {
    const res = await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a', 'idempotency-key': 'k'.repeat(200) });
    expect(res.status).toBe(201);
  });

  it('issue 12 item 10: login honors the key for the token owner, but never replays after the token expired', async () => {
    await createWorker(t.db, { email: 'c@example.jp', name: 'C' });
    t.verifier.issue('tok-c', { uid: 'uid-c', email: 'c@example.jp' });
    const headers = { 'idempotency-key': 'login-1' };
    const body = { email: 'c@example.jp', token: 'tok-c' };
    const first = await post('/workers/login', body, headers);
    const replayed = await post('/workers/login', body, headers);
    expect(first.status).toBe(200);
    expect(replayed.status).toBe(200);
    expect(replayed.headers.get('idempotency-replayed')).toBe('true');
    t.verifier.expire('tok-c');
    const afterExpiry = await post('/workers/login', body, headers);
    expect(afterExpiry.status).toBe(401);
    expect(((await afterExpiry.json()) as { error: { code: string } }).error.code).toBe('TOKEN_EXPIRED');
  });

  it('issue 12 item 9: a retried photo upload (same file, new multipart boundary) is replayed, not refused', async () => {
    const upload = (bytes: number[]) => {
      const form = new FormData();
      form.append('image', new File([new Uint8Array(bytes)], 'photo.png', { type: 'image/png' }));
      // Each Request writes its own random boundary, as a browser's retry does.
      return t.app.request('/workerapi/__upload', { method: 'POST', body: form, headers: { authorization: 'Bearer tok-a', 'idempotency-key': 'photo-1' } });
    };
    const first = await upload([1, 2, 3]);
    const retry = await upload([1, 2, 3]);
    expect(first.status).toBe(200);
    expect(retry.status).toBe(200);
    expect(retry.headers.get('idempotency-replayed')).toBe('true');
    expect(executions).toBe(1);
    // Another file under the same key is still a different request.
    expect((await upload([9, 9, 9])).status).toBe(409);
  });
});
