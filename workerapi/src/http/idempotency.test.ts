import { sql } from 'kysely';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { requireWorker } from '../auth/auth-middleware';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { ApiHttpError } from './errors';
import { captureLog } from './capture-log';
import {
  IDEMPOTENCY_REPLAYED_HEADER,
  abandonReservations,
  deleteExpiredIdempotencyKeys,
  idempotency,
  startIdempotencyPurge,
  waitForHolderLock,
  type HolderLockWait,
} from './idempotency';

let t: TestContext;
let executions = 0;
let gate: Promise<void> | undefined;

// Several processes on one database (the replicas), each with its own idempotency(db) and process lock key. PGlite
// has one session, so no other process can hold a lock there: `dead` names the keys whose lock is free (their
// process died) — for them the real waitForHolderLock runs (and takes the lock); any other key is held (alive).
interface Proc { key: string; up: boolean }
const procs: Record<string, Proc> = { a: { key: '1001', up: true }, b: { key: '2002', up: true }, c: { key: '3003', up: true } };
const dead = new Set<string>();
let waits: string[] = [];
let duringWait: ((trx: Parameters<HolderLockWait>[0]) => Promise<void>) | undefined;
const waitForHolder: HolderLockWait = async (trx, holder, waitMs) => {
  waits.push(holder);
  if (duringWait) await duringWait(trx);
  return dead.has(holder) ? waitForHolderLock(trx, holder, waitMs) : false;
};
let offsetMs = 0;
const log = captureLog();
/** Handler runs (entered) and completed applications (applied) of POST /__proc; `hold` keeps a run in its handler. */
let entered = 0;
let applied = 0;
let hold: Promise<void> | undefined;

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
      const perProcess = Object.fromEntries(
        Object.entries(procs).map(([name, p]) => [
          name,
          idempotency(db, {
            holder: { key: p.key, current: () => (p.up ? p.key : null) },
            waitForHolder,
            holderWaitMs: 100,
            now: () => new Date(Date.now() + offsetMs),
            logger: log.logger,
          }),
        ]),
      );
      // The same route on every "process" (x-process picks which one serves it; headers are not part of the request hash).
      api.post('/__proc', requireWorker(verifier, db), (c, next) => perProcess[c.req.header('x-process') ?? 'a']!(c, next), async (c) => {
        entered += 1;
        if (hold) await hold;
        applied += 1;
        return c.json({ applied, by: c.req.header('x-process') }, 201);
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
  for (const p of Object.values(procs)) p.up = true;
  dead.clear();
  waits = [];
  duringWait = undefined;
  offsetMs = 0;
  entered = 0;
  applied = 0;
  hold = undefined;
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
    t.verifier.issue('tok-c', { uid: 'uid-c', email: 'c@example.jp', emailVerified: true });
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

describe('Idempotency-Key across processes: a reservation whose holder died', () => {
  const headers = (proc: string, key = 'k-proc') => ({ authorization: 'Bearer tok-a', 'idempotency-key': key, 'x-process': proc });
  const onProc = (proc: string, key?: string) => post('/__proc', { n: 1 }, headers(proc, key));
  const holderOf = async (key: string) =>
    (await t.db.selectFrom('idempotency_keys').select(sql<string | null>`holder::text`.as('holder')).where('key', '=', key).executeTakeFirstOrThrow()).holder;
  /** Starts a request on `proc` that stays in its handler (holding its reservation) until the returned gate settles. */
  async function holding(proc: string, key?: string) {
    let open = () => {};
    let kill = (_e: Error) => {};
    hold = new Promise<void>((resolve, reject) => {
      open = resolve;
      kill = reject;
    });
    const answer = onProc(proc, key);
    while (entered === 0) await new Promise((r) => setTimeout(r, 5));
    hold = undefined;
    return { answer, open, kill };
  }
  const code = async (res: Response) => ((await res.json()) as { error: { code: string } }).error.code;

  it('a reservation names its process while that process holds its lock, and no one while it does not (or on PGlite)', async () => {
    expect((await onProc('a', 'k-up')).status).toBe(201);
    expect(await holderOf('k-up')).toBe('1001');
    procs.a!.up = false;
    expect((await onProc('a', 'k-down')).status).toBe(201);
    expect(await holderOf('k-down')).toBeNull();
    // The app's own routes on PGlite: no process lock is registered, reservations carry no holder.
    await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a', 'idempotency-key': 'k-pglite' });
    expect(await holderOf('k-pglite')).toBeNull();
    const tokens = await t.db.selectFrom('idempotency_keys').select('reservation').execute();
    expect(new Set(tokens.map((r) => r.reservation)).size).toBe(3);
  });

  it('the holder died (its lock is free): the same request on another process takes it over at once, runs once, answers 2xx', async () => {
    const a = await holding('a');
    dead.add('1001'); // process a was killed in its handler: PostgreSQL ended its session, its lock is free
    const b = await onProc('b');
    expect(b.status).toBe(201);
    expect(await b.json()).toEqual({ applied: 1, by: 'b' });
    expect(waits).toEqual(['1001']);
    expect(await holderOf('k-proc')).toBe('2002');
    expect(log.text()).toContain('idempotency reservation taken over: its holder is gone');
    const again = await onProc('b');
    expect(again.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    expect(await again.json()).toEqual({ applied: 1, by: 'b' });

    // Whatever the dead process's request would still do, it only ever writes its own reservation: its clean-up after a
    // failure does not remove b's stored answer.
    a.kill(new Error('killed'));
    expect((await a.answer).status).toBe(500);
    expect(await (await onProc('c')).json()).toEqual({ applied: 1, by: 'b' });
    expect(applied).toBe(1);
  });

  it('the holder is alive (slow): the other process answers 409 and runs nothing; the holder’s answer is replayed afterwards', async () => {
    const a = await holding('a');
    const b = await onProc('b');
    expect(b.status).toBe(409);
    expect(await code(b)).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(waits).toEqual(['1001']);
    expect(applied).toBe(0);
    a.open();
    expect(await (await a.answer).json()).toEqual({ applied: 1, by: 'a' });
    const replayed = await onProc('b');
    expect(replayed.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    expect(await replayed.json()).toEqual({ applied: 1, by: 'a' });
    expect(applied).toBe(1);
  });

  it('race: two processes retry the same request of a dead holder at once — it runs once; the other gets 409 or its answer', async () => {
    const a = await holding('a');
    dead.add('1001');
    const answers = await Promise.all([onProc('b'), onProc('c')]);
    expect(applied).toBe(1);
    const fresh = answers.filter((r) => r.status === 201 && r.headers.get(IDEMPOTENCY_REPLAYED_HEADER) === null);
    expect(fresh).toHaveLength(1);
    const other = answers.find((r) => r !== fresh[0]);
    if (other?.status === 201) expect(other.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
    else expect(other?.status).toBe(409);
    a.kill(new Error('killed'));
    await a.answer;
  });

  it('race: a taker whose row changed while it waited (another taker won) does not take it over', async () => {
    const a = await holding('a');
    dead.add('1001');
    duringWait = async (trx) => {
      // Another process's takeover lands first: the reservation gets a new fencing token.
      await trx.updateTable('idempotency_keys').set({ reservation: '00000000-0000-4000-8000-000000000001' }).where('key', '=', 'k-proc').execute();
    };
    const b = await onProc('b');
    expect(b.status).toBe(409);
    expect(await code(b)).toBe('IDEMPOTENCY_IN_PROGRESS');
    expect(applied).toBe(0);
    a.kill(new Error('killed'));
    await a.answer;
  });

  it('a holder that lost its lock while alive gives its reservations up (abandonReservations): they are not taken over', async () => {
    const a = await holding('a');
    procs.a!.up = false;
    expect(await abandonReservations(t.db, '1001')).toBe(1);
    dead.add('1001'); // its lock is free — but the process lives and runs the request
    const b = await onProc('b');
    expect(b.status).toBe(409);
    expect(waits).toEqual([]); // no holder named: only the stale timeout applies
    a.open();
    expect((await a.answer).status).toBe(201);
    expect(applied).toBe(1);
  });

  it('race: the holder gives its reservation up while another process waits for its lock: not taken over', async () => {
    const a = await holding('a');
    dead.add('1001');
    duringWait = async (trx) => {
      await trx.updateTable('idempotency_keys').set({ holder: null }).where('key', '=', 'k-proc').execute();
    };
    const b = await onProc('b');
    expect(b.status).toBe(409);
    expect(applied).toBe(0);
    a.open();
    expect((await a.answer).status).toBe(201);
    expect(applied).toBe(1);
  });

  it('a process never takes over its own reservation, even while its lock is down', async () => {
    const a = await holding('a');
    procs.a!.up = false;
    dead.add('1001');
    const again = await onProc('a');
    expect(again.status).toBe(409);
    expect(waits).toEqual([]);
    a.open();
    await a.answer;
    expect(applied).toBe(1);
  });

  it('a different request under the key of a dead holder is still refused (only a retry takes over)', async () => {
    const a = await holding('a');
    dead.add('1001');
    const other = await post('/__proc', { n: 2 }, headers('b'));
    expect(other.status).toBe(409);
    expect(await code(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(waits).toEqual([]);
    a.kill(new Error('killed'));
    await a.answer;
  });

  it('the stale timeout stays the last resort (a holder that looks alive past 60 s); the late answer never overwrites the taker’s', async () => {
    const a = await holding('a');
    offsetMs = 61_000;
    const b = await onProc('b');
    expect(b.status).toBe(201);
    expect(await b.json()).toEqual({ applied: 1, by: 'b' });
    expect(waits).toEqual([]);
    expect(log.text()).toContain('idempotency reservation taken over: stale');
    a.open();
    expect((await a.answer).status).toBe(201); // it ran (as before holders existed: that is what "stale" risks)…
    expect(log.text()).toContain('idempotency reservation lost while its request ran; the answer was not stored');
    expect(await (await onProc('c')).json()).toEqual({ applied: 1, by: 'b' }); // …but b's answer is the stored one
  });
});

describe('stored answers past their replay window', () => {
  const keys = async () => (await t.db.selectFrom('idempotency_keys').select('key').orderBy('key').execute()).map((r) => r.key);
  const age = (key: string, hours: number) =>
    t.db.updateTable('idempotency_keys').set({ created_at: new Date(Date.now() - hours * 60 * 60 * 1000) }).where('key', '=', key).execute();

  it('are deleted (answers and abandoned reservations alike); younger ones stay and still replay', async () => {
    const headers = (key: string) => ({ authorization: 'Bearer tok-a', 'idempotency-key': key });
    await post('/__count', { account: '1111111' }, headers('old'));
    await post('/__count', { n: 2 }, headers('young'));
    await age('old', 25);
    await t.db
      .insertInto('idempotency_keys')
      .values({ owner: 'uid:uid-a', key: 'abandoned', method: 'POST', path: '/x', request_hash: 'h', status: null, body: null, created_at: new Date(Date.now() - 30 * 60 * 60 * 1000), holder: null, reservation: '00000000-0000-4000-8000-000000000001' })
      .execute();
    expect(await keys()).toEqual(['abandoned', 'old', 'young']);

    expect(await deleteExpiredIdempotencyKeys(t.db)).toBe(2);
    expect(await keys()).toEqual(['young']);
    const replayed = await post('/__count', { n: 2 }, headers('young'));
    expect(replayed.headers.get(IDEMPOTENCY_REPLAYED_HEADER)).toBe('true');
  });

  it('are deleted by the periodic purge too', async () => {
    await post('/__count', { n: 1 }, { authorization: 'Bearer tok-a', 'idempotency-key': 'old' });
    await age('old', 25);
    const purge = startIdempotencyPurge(t.db, log.logger, 60 * 60 * 1000);
    try {
      expect(await purge.sweep()).toBe(1);
    } finally {
      purge.stop();
    }
    expect(await keys()).toEqual([]);
    expect(log.text()).toContain('expired idempotency keys deleted');
  });
});
