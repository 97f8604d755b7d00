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

interface Replica { pid: number | null; alive: boolean; listenRestored: number }
async function replicas(request: APIRequestContext): Promise<Replica[]> {
  return (await (await request.get(`${control}/replicas`)).json()) as Replica[];
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
    console.log(`[faults] replica killed under traffic: 120/120 answered, ${results.filter((r) => r.retried).length} after one client retry`);
  } finally {
    // Back to two replicas for what follows, whatever happened above.
    await killed;
    if (!(await replicas(request))[0]?.alive) await request.post(`${control}/replicas/0/restart`, { timeout: 150_000 });
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
  // Each replica logged that its LISTEN connection came back.
  expect(after.map((r) => r.listenRestored > 0)).toEqual([true, true]);
});
