import { sql } from 'kysely';
import { serve, type ServerType } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../app';
import { createLogger } from '../logger';
import { createTestContext, jsonRequest, type TestContext } from '../test-context';
import { createWorker } from '../workers/worker-repository';
import { createCustomer, insertReservations } from './reservation-repository';
import type { Listen } from '../db/database';
import { createEventHub } from './event-hub';

let t: TestContext;
const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(async () => {
  await t.close();
});

let workerA: string;
let customerA: string;
let customerB: string;
let chatA: string;
let clientSeq = 0;
const clientId = () => `client-${Date.now()}-${clientSeq++}`;

async function reservation(customerId: string, endInDays: number, status: 'confirmed' | 'completed' | 'cancelled' = 'confirmed'): Promise<void> {
  const endsAt = new Date(Date.now() + endInDays * DAY);
  await insertReservations(t.db, [
    {
      workerId: workerA,
      customerId,
      status,
      startsAt: new Date(endsAt.getTime() - 2 * HOUR),
      endsAt,
      course: 'スタンダードコース',
      courseMinutes: 120,
      charge: 12000,
      answerDeadline: new Date(endsAt.getTime() - 3 * HOUR),
      area: '東京都世田谷区',
      address: '東京都世田谷区三軒茶屋2-14-5',
      requestedAt: new Date(endsAt.getTime() - 5 * DAY),
    },
  ]);
}

const auth = (token: string, key?: string): Record<string, string> => ({ authorization: `Bearer ${token}`, ...(key ? { 'idempotency-key': key } : {}) });
const get = (path: string, token = 'tok-a') => t.app.request(`/workerapi${path}`, { headers: auth(token) });
const post = (path: string, body: unknown = {}, token = 'tok-a', key?: string) => t.app.request(`/workerapi${path}`, jsonRequest('POST', body, auth(token, key)));

beforeEach(async () => {
  await sql`truncate workers, idempotency_keys, rate_limits, customers, reservations, reservation_events, chats, inquiries, messages, worker_events cascade`.execute(t.db);
  workerA = (await createWorker(t.db, { email: 'a@example.jp', name: 'A', firebaseUid: 'uid-a', margin: 30 })).id;
  await createWorker(t.db, { email: 'b@example.jp', name: 'B', firebaseUid: 'uid-b', margin: 20 });
  t.verifier.issue('tok-a', { uid: 'uid-a', email: 'a@example.jp' });
  t.verifier.issue('tok-b', { uid: 'uid-b', email: 'b@example.jp' });
  customerA = (await createCustomer(t.db, { displayName: '佐藤 美咲', area: '東京都世田谷区' })).id;
  customerB = (await createCustomer(t.db, { displayName: '鈴木 健一', area: '東京都目黒区' })).id;
  await reservation(customerA, 2);
  const res = await post('/chats', { customerId: customerA });
  expect(res.status).toBe(200);
  chatA = ((await res.json()) as { chat: { id: string } }).chat.id;
});

async function messageCount(): Promise<number> {
  const row = await t.db.selectFrom('messages').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

describe('chats', () => {
  it('opens the chat with a customer once, and not with a customer the worker never had', async () => {
    const again = await post('/chats', { customerId: customerA });
    expect(((await again.json()) as { chat: { id: string; customer: { displayName: string }; readOnly: boolean } }).chat).toMatchObject({ id: chatA, customer: { displayName: '佐藤 美咲' }, readOnly: false });
    expect((await post('/chats', { customerId: customerB })).status).toBe(404);
    // The reservation pages link by customer id: GET answers that customer's chat.
    expect(((await (await get(`/chats/${customerA}`)).json()) as { chat: { id: string } }).chat.id).toBe(chatA);
    expect((await get(`/chats/${customerB}`)).status).toBe(404);
    expect((await get(`/chats/${customerA}`, 'tok-b')).status).toBe(404);
  });

  it("answers 404 for another worker's chat, its messages and sends", async () => {
    expect((await get(`/chats/${chatA}`, 'tok-b')).status).toBe(404);
    expect((await get(`/chats/${chatA}/messages`, 'tok-b')).status).toBe(404);
    const send = await post(`/chats/${chatA}/messages`, { clientId: clientId(), text: 'やあ' }, 'tok-b');
    expect(send.status).toBe(404);
    expect(((await send.json()) as { error: { message: string } }).error.message).toBe('チャットが見つかりません');
    expect((await get('/chats/not-a-uuid')).status).toBe(404);
    expect(await messageCount()).toBe(0);
  });

  it('stores a message sent twice with the same client id once', async () => {
    const id = clientId();
    const first = await post(`/chats/${chatA}/messages`, { clientId: id, text: 'こんにちは\n明日伺います' });
    expect(first.status).toBe(201);
    const second = await post(`/chats/${chatA}/messages`, { clientId: id, text: 'こんにちは\n明日伺います' });
    expect(second.status).toBe(200);
    const a = (await first.json()) as { message: { id: string } };
    const b = (await second.json()) as { message: { id: string } };
    expect(b.message.id).toBe(a.message.id);
    expect(await messageCount()).toBe(1);
    // The same id with another text is a conflict, not a second message.
    expect((await post(`/chats/${chatA}/messages`, { clientId: id, text: '別の内容' })).status).toBe(409);
  });

  it('stores a message once under 10 concurrent sends with the same client id', async () => {
    const id = clientId();
    const answers = await Promise.all(Array.from({ length: 10 }, () => post(`/chats/${chatA}/messages`, { clientId: id, text: '同時送信' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    const ids = new Set(await Promise.all(answers.map(async (r) => ((await r.json()) as { message: { id: string } }).message.id)));
    expect(ids.size).toBe(1);
    expect(await messageCount()).toBe(1);
  });

  it('rejects empty, blank and too long messages with Japanese messages', async () => {
    const blank = await post(`/chats/${chatA}/messages`, { clientId: clientId(), text: ' \n ' });
    expect(blank.status).toBe(400);
    expect(JSON.stringify(await blank.json())).toContain('メッセージを入力してください');
    const long = await post(`/chats/${chatA}/messages`, { clientId: clientId(), text: 'あ'.repeat(1001) });
    expect(long.status).toBe(400);
    // 1,000 emoji are 1,000 characters as the user sees them.
    expect((await post(`/chats/${chatA}/messages`, { clientId: clientId(), text: '👨‍👩‍👧'.repeat(1000) })).status).toBe(201);
  });

  it('limits a worker to 30 messages a minute (429 with a Japanese message); a retry of a stored one still answers', async () => {
    const first = clientId();
    for (let i = 0; i < 30; i++) {
      const res = await post(`/chats/${chatA}/messages`, { clientId: i === 0 ? first : clientId(), text: `メッセージ${i}` });
      expect(res.status).toBe(201);
    }
    const limited = await post(`/chats/${chatA}/messages`, { clientId: clientId(), text: '31通目' });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { message: string } }).error.message).toContain('1分ほど待って');
    expect((await post(`/chats/${chatA}/messages`, { clientId: first, text: 'メッセージ0' })).status).toBe(200);
    expect(await messageCount()).toBe(30);
  });

  it('holds the 30 a minute under a burst of concurrent sends: exactly 30 are stored, the rest get the Japanese 429', async () => {
    // The sends interleave: each awaits its own reads (token, chat, read-only state, limit) between which the
    // others run, so a limit counted before the insert lets every one of them through (each sees the same count).
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => post(`/chats/${chatA}/messages`, { clientId: clientId(), text: `同時${i}` })));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(30);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    const refused = results.find((r) => r.status === 429);
    expect(((await refused?.json()) as { error: { message: string } }).error.message).toContain('1分ほど待って');
    expect(await messageCount()).toBe(30);
  });

  it('pages older messages 50 at a time, oldest first', async () => {
    const base = Date.now() - HOUR;
    await t.db
      .insertInto('messages')
      .values(Array.from({ length: 55 }, (_, i) => ({ worker_id: workerA, chat_id: chatA, author: 'worker' as const, client_id: `m${i}`, body: `m${i}`, created_at: new Date(base + i * 1000) })))
      .execute();
    const newest = (await (await get(`/chats/${chatA}/messages`)).json()) as { messages: { text: string }[]; nextCursor: string | null };
    expect(newest.messages).toHaveLength(50);
    expect(newest.messages[0]?.text).toBe('m5');
    expect(newest.messages[49]?.text).toBe('m54');
    const older = (await (await get(`/chats/${chatA}/messages?before=${newest.nextCursor ?? ''}`)).json()) as { messages: { text: string }[]; nextCursor: string | null };
    expect(older.messages.map((m) => m.text)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4']);
    expect(older.nextCursor).toBeNull();
  });

  it('is read-only 14 days after the last reservation ended, and reopens with a new one', async () => {
    await sql`truncate reservations cascade`.execute(t.db);
    await reservation(customerA, -15, 'completed');
    const chat = (await (await get(`/chats/${chatA}`)).json()) as { chat: { readOnly: boolean } };
    expect(chat.chat.readOnly).toBe(true);
    const refused = await post(`/chats/${chatA}/messages`, { clientId: clientId(), text: 'まだ送れますか' });
    expect(refused.status).toBe(422);
    await reservation(customerA, 10, 'confirmed');
    expect(((await (await get(`/chats/${chatA}`)).json()) as { chat: { readOnly: boolean } }).chat.readOnly).toBe(false);
  });

  it('counts unread customer messages until the worker reads them; the customer reading shows on the chat', async () => {
    await post(`/dev/chats/${chatA}/messages`, { text: '駐車場はありますか？' });
    await post(`/dev/chats/${chatA}/messages`, { text: 'よろしくお願いします' });
    const summary = (await (await get('/messages/unread')).json()) as { total: number; threads: { kind: string; id: string; title: string; unread: number }[] };
    expect(summary).toMatchObject({ total: 2, threads: [{ kind: 'chat', id: chatA, title: '佐藤 美咲', unread: 2 }] });
    expect(((await (await post(`/chats/${chatA}/read`)).json()) as { unread: number }).unread).toBe(0);
    expect(((await (await get('/messages/unread')).json()) as { total: number }).total).toBe(0);
    const read = await post(`/dev/chats/${chatA}/read`);
    expect(read.status).toBe(200);
    expect(((await (await get(`/chats/${chatA}`)).json()) as { chat: { peerReadAt: string | null } }).chat.peerReadAt).not.toBeNull();
  });

  it('lists the latest chats read to the end under the unread ones: newest first, at most 3, only the worker’s own', async () => {
    type Summary = { threads: { id: string }[]; recent: { id: string; title: string; lastMessageAt: string }[] };
    const summary = async (token = 'tok-a') => (await (await get('/messages/unread', token)).json()) as Summary;
    // A chat without a message is not a conversation yet.
    expect((await summary()).recent).toEqual([]);
    const names = ['高橋 花子', '田中 一郎', '伊藤 さくら', '渡辺 翔'];
    const chats: string[] = [];
    for (const name of names) {
      const customer = (await createCustomer(t.db, { displayName: name, area: '東京都渋谷区' })).id;
      await reservation(customer, 3);
      const chat = ((await (await post('/chats', { customerId: customer })).json()) as { chat: { id: string } }).chat.id;
      await post(`/chats/${chat}/messages`, { clientId: clientId(), text: `${name}様、よろしくお願いします` });
      chats.push(chat);
    }
    await post(`/dev/chats/${chatA}/messages`, { text: '駐車場はありますか？' });
    const withUnread = await summary();
    expect(withUnread.threads.map((th) => th.id)).toEqual([chatA]);
    expect(withUnread.recent.map((r) => r.title)).toEqual(['渡辺 翔', '伊藤 さくら', '田中 一郎']);
    // Read, 佐藤 美咲's chat joins the recent ones at the top; the fourth oldest drops out.
    await post(`/chats/${chatA}/read`);
    const read = await summary();
    expect(read.threads).toEqual([]);
    expect(read.recent.map((r) => r.title)).toEqual(['佐藤 美咲', '渡辺 翔', '伊藤 さくら']);
    expect(Date.parse(read.recent[0]?.lastMessageAt ?? '')).toBeGreaterThanOrEqual(Date.parse(read.recent[1]?.lastMessageAt ?? ''));
    expect((await summary('tok-b')).recent).toEqual([]);
  });
});

describe('inquiries', () => {
  const form = { category: 'salary', subject: '11月分の給与について', body: '振込日を教えてください。' };

  it('creates an inquiry once per client id, lists it, answers through the operator and resolves it', async () => {
    const id = clientId();
    const created = await post('/inquiries', { ...form, clientId: id }, 'tok-a', id);
    expect(created.status).toBe(201);
    const inquiry = ((await created.json()) as { inquiry: { id: string; status: string } }).inquiry;
    expect(inquiry.status).toBe('open');
    expect((await post('/inquiries', { ...form, clientId: id })).status).toBe(200);
    const list = (await (await get('/inquiries')).json()) as { inquiries: { id: string; subject: string }[] };
    expect(list.inquiries).toEqual([expect.objectContaining({ id: inquiry.id, subject: '11月分の給与について' })]);
    const thread = (await (await get(`/inquiries/${inquiry.id}/messages`)).json()) as { messages: { author: string; text: string }[] };
    expect(thread.messages).toEqual([expect.objectContaining({ author: 'worker', text: '振込日を教えてください。' })]);

    expect((await post(`/dev/inquiries/${inquiry.id}/replies`, { text: '25日です。' })).status).toBe(201);
    expect(((await (await get(`/inquiries/${inquiry.id}`)).json()) as { inquiry: { status: string; unread: number } }).inquiry).toMatchObject({ status: 'in_progress', unread: 1 });
    expect(((await (await post(`/inquiries/${inquiry.id}/resolve`, {}, 'tok-a', clientId())).json()) as { inquiry: { status: string } }).inquiry.status).toBe('resolved');
    await post(`/inquiries/${inquiry.id}/messages`, { clientId: clientId(), text: 'もう一つ質問があります' });
    expect(((await (await get(`/inquiries/${inquiry.id}`)).json()) as { inquiry: { status: string } }).inquiry.status).toBe('open');
  });

  it("answers 404 for another worker's inquiry", async () => {
    const created = (await (await post('/inquiries', { ...form, clientId: clientId() })).json()) as { inquiry: { id: string } };
    expect((await get(`/inquiries/${created.inquiry.id}`, 'tok-b')).status).toBe(404);
    expect((await get(`/inquiries/${created.inquiry.id}/messages`, 'tok-b')).status).toBe(404);
    expect((await post(`/inquiries/${created.inquiry.id}/resolve`, {}, 'tok-b')).status).toBe(404);
    expect((await post(`/inquiries/${created.inquiry.id}/messages`, { clientId: clientId(), text: 'x' }, 'tok-b')).status).toBe(404);
    expect(((await (await get('/inquiries', 'tok-b')).json()) as { inquiries: unknown[] }).inquiries).toEqual([]);
  });

  it('limits a worker to 10 new inquiries an hour (429 TOO_MANY_ATTEMPTS in Japanese); a retry of a stored one still answers, another worker is not limited', async () => {
    const first = clientId();
    for (let i = 0; i < 10; i++) {
      const id = i === 0 ? first : clientId();
      expect((await post('/inquiries', { ...form, clientId: id }, 'tok-a', id)).status).toBe(201);
    }
    const id = clientId();
    const limited = await post('/inquiries', { ...form, clientId: id }, 'tok-a', id);
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ error: { code: 'TOO_MANY_ATTEMPTS', message: expect.stringContaining('しばらくしてから') } });
    // The same inquiry sent again (no Idempotency-Key replay: a new key) answers the stored one, never a 429.
    expect((await post('/inquiries', { ...form, clientId: first }, 'tok-a', clientId())).status).toBe(200);
    expect((await post('/inquiries', { ...form, clientId: clientId() }, 'tok-b')).status).toBe(201);
    expect(((await (await get('/inquiries')).json()) as { inquiries: unknown[] }).inquiries).toHaveLength(10);
  });

  it('counts new inquiries across replicas and under concurrent sends: exactly 10 of 14 at once are created', async () => {
    // A second workerapi app over the same database: the allowance is the worker's, not one process's.
    const other = createApp({ db: t.db, verifier: t.verifier, logger: createLogger('silent'), config: { appEnv: 'test', signupAdminKey: 'k' } });
    const send = (i: number) => {
      const init = jsonRequest('POST', { ...form, clientId: clientId() }, auth('tok-a'));
      return i % 2 === 0 ? t.app.request('/workerapi/inquiries', init) : other.request('/workerapi/inquiries', init);
    };
    const results = await Promise.all(Array.from({ length: 14 }, (_, i) => send(i)));
    expect(results.map((r) => r.status).sort()).toEqual([...Array<number>(10).fill(201), ...Array<number>(4).fill(429)]);
    expect(((await (await get('/inquiries')).json()) as { inquiries: unknown[] }).inquiries).toHaveLength(10);
  });

  it('validates the form with Japanese field messages', async () => {
    const res = await post('/inquiries', { category: 'x', subject: '', body: ' ', clientId: clientId() });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string[]> } };
    expect(Object.keys(body.error.fields).sort()).toEqual(['body', 'category', 'subject']);
  });
});

describe('GET /workerapi/events', () => {
  /** Reads an SSE response until `until` sees what it waits for; returns the events read. */
  async function readEvents(res: Response, until: (events: { id?: string; event?: string; data: string }[]) => boolean) {
    const reader = (res.body ?? new ReadableStream()).pipeThrough(new TextDecoderStream()).getReader();
    const events: { id?: string; event?: string; data: string }[] = [];
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      buffer += value;
      let cut: number;
      while ((cut = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, cut);
        buffer = buffer.slice(cut + 2);
        const e: { id?: string; event?: string; data: string } = { data: '' };
        for (const line of block.split('\n')) {
          if (line.startsWith('id: ')) e.id = line.slice(4);
          else if (line.startsWith('event: ')) e.event = line.slice(7);
          else if (line.startsWith('data: ')) e.data += line.slice(6);
        }
        if (e.event !== undefined || e.data !== '') events.push(e);
      }
      if (until(events)) break;
    }
    await reader.cancel();
    return events;
  }

  it('needs a token in the Authorization header', async () => {
    expect((await get('/events', 'nope')).status).toBe(401);
  });

  it('delivers a message posted by another process on the same database, and replays after Last-Event-ID', async () => {
    // Two workerapi "processes": two Hono apps, each with its own LISTEN, each behind its own HTTP listener,
    // over one database. (PGlite is one in-process instance: two OS processes cannot open it; a NOTIFY from a
    // statement of app B reaches app A's LISTEN the same way it crosses processes on PostgreSQL.)
    const logger = createLogger('silent');
    const config = { appEnv: 'test' as const, signupAdminKey: 'k' };
    const hubA = createEventHub(t.db);
    const hubB = createEventHub(t.db);
    const appA = createApp({ db: t.db, verifier: t.verifier, logger, config, events: hubA });
    const appB = createApp({ db: t.db, verifier: t.verifier, logger, config, events: hubB });
    const servers: ServerType[] = [];
    const listen = (app: typeof appA) =>
      new Promise<string>((resolve) => {
        const server = serve({ fetch: app.fetch, hostname: '127.0.0.1', port: 0 }, (info: AddressInfo) => resolve(`http://127.0.0.1:${info.port}`));
        servers.push(server);
      });
    const [urlA, urlB] = await Promise.all([listen(appA), listen(appB)]);
    try {
      const stream = await fetch(`${urlA}/workerapi/events`, { headers: { authorization: 'Bearer tok-a' } });
      expect(stream.status).toBe(200);
      expect(stream.headers.get('content-type')).toContain('text/event-stream');
      expect(stream.headers.get('cache-control')).toBe('no-store');
      const reading = readEvents(stream, (events) => events.some((e) => e.event === 'message'));
      const posted = await fetch(`${urlB}/workerapi/dev/chats/${chatA}/messages`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ text: '別プロセスから' }) });
      expect(posted.status).toBe(201);
      const events = await reading;
      expect(events[0]).toMatchObject({ event: 'unread' });
      const message = events.find((e) => e.event === 'message');
      expect(JSON.parse(message?.data ?? '{}')).toMatchObject({ thread: { kind: 'chat', id: chatA }, message: { author: 'customer', text: '別プロセスから' } });

      // Reconnect with Last-Event-ID: what was sent since (the unread count after the message) is replayed.
      const replay = await fetch(`${urlB}/workerapi/events`, { headers: { authorization: 'Bearer tok-a', 'last-event-id': message?.id ?? '' } });
      const replayed = await readEvents(replay, (evs) => evs.some((e) => e.id !== undefined));
      expect(replayed.find((e) => e.id !== undefined)).toMatchObject({ event: 'unread', data: JSON.stringify({ total: 1 }) });
    } finally {
      await Promise.all(
        servers.map(
          (s) =>
            new Promise((resolve) => {
              s.close(resolve);
              if ('closeAllConnections' in s) s.closeAllConnections();
            }),
        ),
      );
      await hubA.close();
      await hubB.close();
    }
  });

  it('after the LISTEN connection comes back, open streams catch up on what was sent while nobody listened', async () => {
    // A LISTEN whose connection the test controls: it hears no NOTIFY at all, and `reconnected` is what
    // db/pg-listen.ts reports once a lost connection (PostgreSQL restarted) is back. Nothing else wakes a stream.
    let reconnected: () => void = () => undefined;
    const listen: Listen = (_channel, _onPayload, options) => {
      reconnected = options?.onReconnect ?? (() => undefined);
      return Promise.resolve(() => Promise.resolve());
    };
    const hub = createEventHub(t.db, undefined, listen);
    const app = createApp({ db: t.db, verifier: t.verifier, logger: createLogger('silent'), config: { appEnv: 'test', signupAdminKey: 'k' }, events: hub });
    try {
      // The first message is in the log before the stream opens: its first read (from Last-Event-ID 0) sends it.
      expect((await post(`/dev/chats/${chatA}/messages`, { text: '接続前のメッセージ' })).status).toBe(201);
      const res = await app.request('/workerapi/events', { headers: { ...auth('tok-a'), 'last-event-id': '0' } });
      const messagesOf = (events: { event?: string; data: string }[]) =>
        events.filter((e) => e.event === 'message').map((e) => (JSON.parse(e.data) as { message: { text: string } }).message.text);
      let sent = false;
      const events = await readEvents(res, (read) => {
        const texts = messagesOf(read);
        if (texts.includes('接続前のメッセージ') && !sent) {
          sent = true;
          // The stream has read the log past the first message and waits. The next one is stored while the
          // LISTEN is gone (no NOTIFY reaches this process); then the connection comes back.
          void Promise.resolve(post(`/dev/chats/${chatA}/messages`, { text: '切断中に送信' })).then((r) => {
            expect(r.status).toBe(201);
            reconnected();
          });
        }
        return texts.includes('切断中に送信');
      });
      expect(messagesOf(events)).toEqual(['接続前のメッセージ', '切断中に送信']);
    } finally {
      await hub.close();
    }
  });

  it('keeps at most 10 streams per worker open on a process: an 11th closes the oldest (its client reconnects), the rest and other workers stay open', async () => {
    type Reader = ReadableStreamDefaultReader<string>;
    const open = async (token: string): Promise<Reader> => {
      const res = await t.app.request('/workerapi/events', { headers: auth(token) });
      expect(res.status).toBe(200);
      const reader = (res.body ?? new ReadableStream()).pipeThrough(new TextDecoderStream()).getReader();
      expect((await reader.read()).value).toContain('event: unread');
      return reader;
    };
    /** 'closed' when the server ends the stream, 'open' when it is still open after `ms`. */
    const ended = async (reader: Reader, ms: number) => {
      const drain = (async () => {
        while (!(await reader.read()).done);
        return 'closed' as const;
      })();
      return Promise.race([drain, new Promise<'open'>((resolve) => setTimeout(() => resolve('open'), ms))]);
    };
    const readUntil = async (reader: Reader, text: string) => {
      let seen = '';
      while (!seen.includes(text)) {
        const { value, done } = await reader.read();
        if (done) return `${seen}(closed)`;
        seen += value;
      }
      return seen;
    };
    const other = await open('tok-b');
    const tabs: Reader[] = [];
    try {
      for (let i = 0; i < 10; i++) tabs.push(await open('tok-a'));
      tabs.push(await open('tok-a'));
      const [oldest, ...rest] = tabs;
      if (!oldest) throw new Error('no stream');
      expect(await ended(oldest, 2_000)).toBe('closed');
      // The 10 still open all get the next event, and so does the other worker's stream.
      await post(`/dev/chats/${chatA}/messages`, { text: '全タブへ' });
      for (const tab of rest) expect(await readUntil(tab, '全タブへ')).toContain('全タブへ');
      const id = clientId();
      expect((await post('/inquiries', { category: 'other', subject: 'B', body: 'B', clientId: id }, 'tok-b')).status).toBe(201);
      expect(await readUntil(other, 'event: inquiry')).toContain('event: inquiry');
    } finally {
      await Promise.all([other, ...tabs].map((r) => r.cancel()));
    }
  });

  it("never sends another worker's events", async () => {
    const res = await t.app.request('/workerapi/events', { headers: auth('tok-b') });
    const reading = readEvents(res, (events) => events.length >= 2);
    await post(`/dev/chats/${chatA}/messages`, { text: 'A さんへ' });
    // B's own event arrives; A's never did.
    const id = clientId();
    await post('/inquiries', { category: 'other', subject: 'B', body: 'B', clientId: id }, 'tok-b');
    const events = await reading;
    expect(events.map((e) => e.event)).toEqual(['unread', 'inquiry']);
  });
});
