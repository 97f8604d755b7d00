import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { createChat, customerSays } from '../support/chat';
import { messageText, openEventStream, type EventStream } from '../support/event-stream';
import { createWorker } from '../support/workers';

// Fault tests on the prod-like stack (docs/deploy.md): a replica dies under traffic; PostgreSQL restarts.
// The control endpoint belongs to prod-like/global-setup.ts (it owns the processes).
const control = `http://127.0.0.1:${Number(process.env.E2E_PORT) + 9}`;
/** The two workerapi replicas, each on its own port (bypassing nginx). */
const replicaUrls = [1, 2].map((n) => `http://127.0.0.1:${Number(process.env.E2E_PORT) + n}`);
test.describe.configure({ timeout: 180_000 });

interface Replica { pid: number | null; alive: boolean; listenRestored: number; lockRestored: number; takenOver: number }
async function replicas(request: APIRequestContext): Promise<Replica[]> {
  return (await (await request.get(`${control}/replicas`)).json()) as Replica[];
}
/** Brings replica `i` back if a test killed it (what follows expects two replicas). */
async function restoreReplica(request: APIRequestContext, i: number): Promise<void> {
  if (!(await replicas(request))[i]?.alive) await request.post(`${control}/replicas/${i}/restart`, { timeout: 150_000 });
}

// The test-only idempotency probe (workerapi/src/http/idempotency-test-routes.ts, APP_ENV=test): a mutation under
// idempotency(db) that a replica can be told to hold in its handler — after it reserved the key — until released.
// Its answer counts the runs of its label that applied (one worker event each) and names the process that ran it.
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
/** Arms (true) or releases (false) a hold of `label` on the replica at `base`; answers that replica's process id. */
async function hold(request: APIRequestContext, base: string, token: string, label: string, on: boolean): Promise<number> {
  const res = await request.post(`${base}/workerapi/__test/idempotency/hold`, { headers: bearer(token), data: { label, hold: on } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { pid: number }).pid;
}
async function holding(request: APIRequestContext, base: string, token: string, label: string): Promise<boolean> {
  const res = await request.get(`${base}/workerapi/__test/idempotency/hold?label=${label}`, { headers: bearer(token) });
  return ((await res.json()) as { holding: boolean }).holding;
}
const probe = (request: APIRequestContext, base: string, token: string, key: string, label: string) =>
  request.post(`${base}/workerapi/__test/idempotency/probe`, { headers: { ...bearer(token), 'Idempotency-Key': key }, data: { label }, timeout: 90_000 });
type Outcome = { status: number; replayed: boolean; body: unknown } | { error: string };
/** A probe that may never be answered (its replica is killed): settles with the answer or the transport error. */
function sendProbe(request: APIRequestContext, base: string, token: string, key: string, label: string): Promise<Outcome> {
  return probe(request, base, token, key, label).then(
    async (res) => ({ status: res.status(), replayed: res.headers()['idempotency-replayed'] === 'true', body: (await res.json()) as unknown }),
    (e: unknown) => ({ error: e instanceof Error ? e.message : String(e) }),
  );
}

/** One call the way shared/api makes it: a mutation carries an Idempotency-Key and is retried once on 502/503/504. */
async function call(request: APIRequestContext, token: string, method: 'GET' | 'POST', url: string): Promise<{ status: number; retried: boolean; code?: string }> {
  const headers: Record<string, string> = { Authorization: `Bearer ${token}` };
  if (method === 'POST') headers['Idempotency-Key'] = randomUUID();
  const send = () => (method === 'GET' ? request.get(url, { headers }) : request.post(url, { headers, data: {} }));
  const answer = async (res: Awaited<ReturnType<typeof send>>, retried: boolean) =>
    res.status() === 200 ? { status: 200, retried } : { status: res.status(), retried, code: `${method} ${url}: ${(await res.text()).slice(0, 200)}` };
  const first = await send();
  if (![502, 503, 504].includes(first.status())) return answer(first, false);
  return answer(await send(), true);
}

test('a slow replica (alive) keeps the Idempotency-Key it holds: the other replica answers 409 IDEMPOTENCY_IN_PROGRESS and runs nothing; the answer is replayed afterwards', async ({ request }) => {
  const worker = await createWorker(request);
  const [A, B] = replicaUrls as [string, string];
  const label = `slow-${randomUUID().slice(0, 8)}`;
  const key = randomUUID();
  const pidA = await hold(request, A, worker.idToken, label, true);
  const pidB = await hold(request, B, worker.idToken, label, false);
  const onA = sendProbe(request, A, worker.idToken, key, label);
  try {
    await expect.poll(() => holding(request, A, worker.idToken, label), { timeout: 15_000, intervals: [50, 100, 250] }).toBe(true);
    const started = Date.now();
    const onB = await probe(request, B, worker.idToken, key, label);
    const waitedMs = Date.now() - started;
    expect(onB.status(), await onB.text()).toBe(409);
    expect(((await onB.json()) as { error: { code: string } }).error.code).toBe('IDEMPOTENCY_IN_PROGRESS');
    // B waited for A's process lock (up to 2 s) before it answered: A's session is alive, so the key stays A's.
    expect(waitedMs).toBeGreaterThanOrEqual(1_500);
    expect(await holding(request, A, worker.idToken, label)).toBe(true); // A still in its handler: nothing ran yet
  } finally {
    await hold(request, A, worker.idToken, label, false);
  }
  const answered = await onA;
  expect(answered).toEqual({ status: 200, replayed: false, body: { label, applied: 1, pid: pidA } });
  const replayed = await sendProbe(request, B, worker.idToken, key, label);
  expect(replayed).toEqual({ status: 200, replayed: true, body: { label, applied: 1, pid: pidA } });
  // A new key runs again: the first key was applied exactly once.
  expect(await sendProbe(request, B, worker.idToken, randomUUID(), label)).toEqual({ status: 200, replayed: false, body: { label, applied: 2, pid: pidB } });
});

test('a replica killed while it holds an Idempotency-Key: the same request on the other replica takes the key over at once and applies it once (2xx, not 409)', async ({ request }) => {
  const worker = await createWorker(request);
  const [A, B] = replicaUrls as [string, string];
  const label = `kill-${randomUUID().slice(0, 8)}`;
  const key = randomUUID();
  await hold(request, A, worker.idToken, label, true);
  const pidB = await hold(request, B, worker.idToken, label, false);
  const takenBefore = (await replicas(request))[1]?.takenOver ?? 0;
  const onA = sendProbe(request, A, worker.idToken, key, label);
  try {
    await expect.poll(() => holding(request, A, worker.idToken, label), { timeout: 15_000, intervals: [50, 100, 250] }).toBe(true);
    // A reserved the key and sits in the handler: killed now (SIGKILL), the reservation stays "in progress".
    await request.post(`${control}/replicas/0/kill`);
    expect(await onA).toHaveProperty('error');
    const started = Date.now();
    const retried = await sendProbe(request, B, worker.idToken, key, label);
    const tookMs = Date.now() - started;
    expect(retried).toEqual({ status: 200, replayed: false, body: { label, applied: 1, pid: pidB } });
    // Counted from B's log lines, which reach the test's control server through a pipe: they may arrive after the answer.
    await expect.poll(async () => (await replicas(request))[1]?.takenOver ?? 0, { timeout: 10_000 }).toBeGreaterThan(takenBefore);
    // The same key once more: B's stored answer; a new key applies again — the first one ran exactly once.
    expect(await sendProbe(request, B, worker.idToken, key, label)).toEqual({ status: 200, replayed: true, body: { label, applied: 1, pid: pidB } });
    expect(await sendProbe(request, B, worker.idToken, randomUUID(), label)).toEqual({ status: 200, replayed: false, body: { label, applied: 2, pid: pidB } });
    console.log(`[faults] key of a killed replica taken over by the other in ${tookMs} ms`);
  } finally {
    await onA;
    await restoreReplica(request, 0);
  }
});

test('through nginx: the replica that holds a mutation is killed; nginx retries it on the other replica with the same key, which answers 2xx', async ({ request }) => {
  const worker = await createWorker(request);
  const [A, B] = replicaUrls as [string, string];
  const label = `nginx-${randomUUID().slice(0, 8)}`;
  await hold(request, A, worker.idToken, label, true);
  const pidB = await hold(request, B, worker.idToken, label, false);
  // nginx picks the replica: probes (a new key each) until one is held by A; the ones B answers apply at once.
  let held: Promise<Outcome> | null = null;
  let sent = 0;
  const deadline = Date.now() + 30_000;
  try {
    while (held === null && Date.now() < deadline) {
      let settled = false;
      const outcome = sendProbe(request, '', worker.idToken, randomUUID(), label).finally(() => (settled = true));
      sent += 1;
      while (!settled && !(await holding(request, A, worker.idToken, label))) await new Promise((r) => setTimeout(r, 50));
      if (settled) expect(await outcome).toEqual({ status: 200, replayed: false, body: { label, applied: sent, pid: pidB } });
      else held = outcome;
    }
    expect(held, 'nginx never sent a probe to replica A').not.toBeNull();
    await request.post(`${control}/replicas/0/kill`);
    // nginx's proxy_next_upstream (error, non_idempotent) sends the same request — same Idempotency-Key — to B.
    expect(await held).toEqual({ status: 200, replayed: false, body: { label, applied: sent, pid: pidB } });
  } finally {
    await held;
    await restoreReplica(request, 0);
  }
});

test('a replica killed under traffic: every request is answered by the other, none lost', async ({ request }) => {
  const worker = await createWorker(request);
  const { notices } = (await (await request.get('/workerapi/notices', { headers: { Authorization: `Bearer ${worker.idToken}` } })).json()) as { notices: { id: string }[] };
  expect(notices.length).toBeGreaterThan(0);
  const before = await replicas(request);
  expect(before.every((r) => r.alive)).toBe(true);

  let killed: Promise<unknown> | null = null;
  try {
    // 4 clients × 30 calls (reads and idempotent mutations); replica 1 is killed once 20 calls are answered.
    let answered = 0;
    const results: { status: number; retried: boolean; code?: string }[] = [];
    await Promise.all([0, 1, 2, 3].map(async (client) => {
      for (let n = 0; n < 30; n += 1) {
        const mutation = (n + client) % 3 === 0;
        const id = notices[n % notices.length]?.id ?? '';
        results.push(await call(request, worker.idToken, mutation ? 'POST' : 'GET', mutation ? `/workerapi/notices/${id}/read` : '/workerapi/me'));
        answered += 1;
        if (answered === 20 && !killed) killed = request.post(`${control}/replicas/0/kill`);
      }
    }));
    await killed;
    expect(results).toHaveLength(120);
    expect(results.filter((r) => r.status !== 200)).toEqual([]);
    const after = await replicas(request);
    expect(after[0]?.alive).toBe(false);
    expect(after[1]?.alive).toBe(true);
    expect(after[1]?.pid).toBe(before[1]?.pid);
    console.log(`[faults] replica killed under traffic: 120/120 answered, ${results.filter((r) => r.retried).length} after one client retry, ${(after[1]?.takenOver ?? 0) - (before[1]?.takenOver ?? 0)} idempotency key(s) of the killed replica taken over`);
  } finally {
    // Back to two replicas for what follows, whatever happened above.
    await killed;
    await restoreReplica(request, 0);
  }
  expect((await replicas(request)).every((r) => r.alive)).toBe(true);
});

test('PostgreSQL restarted: 503 with a Japanese message while it is down, then recovery without restarting workerapi; live events flow again on both replicas', async ({ request }) => {
  const worker = await createWorker(request);
  const chat = await createChat(request, worker);
  const auth = { Authorization: `Bearer ${worker.idToken}` };
  expect((await request.get('/workerapi/me', { headers: auth })).status()).toBe(200);
  const before = await replicas(request);
  // A tab's event stream open on each replica across the restart.
  const open: EventStream[] = [];
  for (const url of replicaUrls) open.push(await openEventStream(url, worker.idToken));

  try {
    const stopped = (await (await request.post(`${control}/postgres/stop`, { timeout: 90_000 })).json()) as { running: boolean };
    expect(stopped.running).toBe(false);
    try {
      for (let i = 0; i < 2; i += 1) { // both replicas (nginx alternates)
        const down = await request.get('/workerapi/me', { headers: auth });
        expect(down.status()).toBe(503);
        const body = (await down.json()) as { error: { code: string; message: string } };
        expect(body.error.code).toBe('DATABASE_UNAVAILABLE');
        expect(body.error.message).toBe('ただいまサーバーに接続できません。しばらくしてからもう一度お試しください。');
      }
    } finally {
      await request.post(`${control}/postgres/start`, { timeout: 90_000 });
    }
    // Recovery: the same processes answer again (polled with a deadline, no restart).
    await expect.poll(async () => (await request.get('/workerapi/me', { headers: auth })).status(), { timeout: 30_000, intervals: [250, 500, 1000] }).toBe(200);
    for (let i = 0; i < 4; i += 1) expect((await request.get('/workerapi/me', { headers: auth })).status()).toBe(200);

    // Live events: a message stored now — possibly before a replica's LISTEN is back (it reconnects with a back-off
    // of at most 5 s, then wakes its streams to read the log) — reaches the streams opened before the restart.
    await customerSays(request, chat.id, '再起動の後の最初のメッセージ');
    for (const stream of open) await stream.waitFor('the message sent after the restart', (e) => messageText(e) === '再起動の後の最初のメッセージ', 20_000);
    // And streams opened after it, on each replica, with the ones still open from before.
    for (const url of replicaUrls) open.push(await openEventStream(url, worker.idToken));
    await customerSays(request, chat.id, 'つながっています');
    for (const stream of open) await stream.waitFor('the next message', (e) => messageText(e) === 'つながっています', 10_000);
    for (const stream of open.slice(0, 2)) expect(stream.ended).toBe(false);
  } finally {
    for (const stream of open) stream.close();
  }
  const after = await replicas(request);
  expect(after.map((r) => r.pid)).toEqual(before.map((r) => r.pid));
  // Each replica logged that its LISTEN connection came back, and that it holds its process lock again (the
  // liveness other replicas check before they take over one of its idempotency keys).
  expect(after.map((r) => r.listenRestored > 0)).toEqual([true, true]);
  await expect.poll(async () => (await replicas(request)).map((r) => r.lockRestored > 0), { timeout: 15_000 }).toEqual([true, true]);
});
