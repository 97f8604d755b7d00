import { randomInt, randomUUID } from 'node:crypto';
import { expect, test } from '@playwright/test';
import { createChat } from '../support/chat';
import { messageText, openEventStream } from '../support/event-stream';
import { ADMIN_KEY, createWorker } from '../support/workers';

// What the two workerapi replicas share through PostgreSQL (docs/deploy.md "workerapi on PostgreSQL, several
// replicas"): each test talks to replica A and replica B directly on their own ports, bypassing nginx, so
// nothing but the database can carry state from one to the other.
const port = Number(process.env.E2E_PORT);
const A = `http://127.0.0.1:${port + 1}`;
const B = `http://127.0.0.1:${port + 2}`;

test('an event caused on replica A reaches the open event streams on replica B and on A (fan-out through PostgreSQL)', async ({ request }) => {
  const worker = await createWorker(request);
  const chat = await createChat(request, worker);
  const onB = await openEventStream(B, worker.idToken);
  const onA = await openEventStream(A, worker.idToken);
  try {
    // The customer writes through replica A.
    const said = await request.post(`${A}/workerapi/dev/chats/${chat.id}/messages`, { data: { text: 'レプリカAから' } });
    expect(said.status(), await said.text()).toBe(201);
    for (const stream of [onB, onA]) await stream.waitFor('the customer message', (e) => messageText(e) === 'レプリカAから');

    // The worker's own send through replica A (shown on the worker's other devices). An open stream reads the
    // log only when woken, so this second event can reach replica B only through B's LISTEN.
    const sent = await request.post(`${A}/workerapi/chats/${chat.id}/messages`, {
      headers: { Authorization: `Bearer ${worker.idToken}` },
      data: { clientId: randomUUID(), text: '了解です（Aから送信）' },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    const { message } = (await sent.json()) as { message: { id: string } };
    const onBEvent = await onB.waitFor('the worker\'s own message', (e) => messageText(e) === '了解です（Aから送信）');
    expect((JSON.parse(onBEvent.data) as { message: { id: string; author: string } }).message).toMatchObject({ id: message.id, author: 'worker' });
    await onA.waitFor('the worker\'s own message', (e) => messageText(e) === '了解です（Aから送信）');
    // Each event exactly once on each replica, in the order they were stored.
    for (const stream of [onA, onB]) {
      expect(stream.events.map(messageText).filter((t) => t !== undefined)).toEqual(['レプリカAから', '了解です（Aから送信）']);
    }
  } finally {
    onA.close();
    onB.close();
  }
});

test('one Idempotency-Key sent to replica A and then to replica B is applied once (the record is in PostgreSQL)', async ({ request }) => {
  const worker = await createWorker(request);
  const created = await request.post('/workerapi/dev/reservations', { data: { workerEmail: worker.email } }); // a new request (requested)
  expect(created.status(), await created.text()).toBe(201);
  const { reservation } = (await created.json()) as { reservation: { id: string } };
  const key = randomUUID();
  const accept = (base: string, idempotencyKey: string) =>
    request.post(`${base}/workerapi/reservations/${reservation.id}/accept`, {
      headers: { Authorization: `Bearer ${worker.idToken}`, 'Idempotency-Key': idempotencyKey },
      data: {},
    });

  const first = await accept(A, key);
  expect(first.status(), await first.text()).toBe(200);
  const firstBody = (await first.json()) as { reservation: { id: string; status: string } };
  expect(firstBody.reservation).toMatchObject({ id: reservation.id, status: 'confirmed' });
  expect(first.headers()['idempotency-replayed']).toBeUndefined();

  // The client's retry lands on the other replica: the stored answer, not a second accept.
  const retry = await accept(B, key);
  expect(retry.status()).toBe(200);
  expect(retry.headers()['idempotency-replayed']).toBe('true');
  expect(await retry.json()).toEqual(firstBody);

  // Run again for real (a new key), the accept is refused: it was applied exactly once.
  const again = await accept(B, randomUUID());
  expect(again.status()).toBe(409);
  expect(((await again.json()) as { error: { code: string } }).error.code).toBe('RESERVATION_STATE_CHANGED');
});

test('wrong admin keys are counted across replicas: 5 on A and 5 on B lock that address out on both, and only it', async ({ request }) => {
  // The replicas believe X-Forwarded-For from a trusted proxy (here: 127.0.0.1, as nginx); each run its own address.
  const address = `198.18.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const other = `198.19.${randomInt(0, 256)}.${randomInt(1, 255)}`;
  const check = (base: string, adminKey: string, from = address) =>
    request.post(`${base}/workerapi/workers/check/signup-admin-key`, { data: { adminKey }, headers: { 'X-Forwarded-For': from } });

  for (let i = 0; i < 10; i += 1) {
    const res = await check(i % 2 === 0 ? A : B, `wrong-key-${i}`);
    expect(res.status()).toBe(403);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe('管理者キーが正しくありません。');
  }
  // Each replica saw only 5 wrong keys: counters kept per process would still let the right key through.
  for (const base of [A, B]) {
    const res = await check(base, ADMIN_KEY);
    expect(res.status()).toBe(429);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'TOO_MANY_ATTEMPTS', message: '試行回数が多すぎます。しばらくしてからもう一度お試しください。' });
  }
  const elsewhere = await check(B, ADMIN_KEY, other);
  expect(elsewhere.status()).toBe(200);
  expect(await elsewhere.json()).toEqual({ valid: true });
});
