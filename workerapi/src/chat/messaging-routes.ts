import { Hono, type Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import { parse } from 'zod/v4/core';
import {
  CHAT_READ_ONLY_AFTER_DAYS,
  ChatResponseSchema,
  CreateInquiryRequestSchema,
  EmptyRequestSchema,
  INQUIRY_FIELD_LABELS,
  InquiryListResponseSchema,
  InquiryResponseSchema,
  isChatReadOnly,
  MESSAGE_RATE_LIMIT_PER_MINUTE,
  MessagePageQuerySchema,
  MessagePageSchema,
  MessageResponseSchema,
  OpenChatRequestSchema,
  SEND_MESSAGE_LABELS,
  SendMessageRequestSchema,
} from 'features/chat/server';
import { RECENT_CHATS_LIMIT, UnreadSummaryResponseSchema } from 'features/mypage/server';
import { MessageEventSchema, UnreadEventSchema, InquiryEventSchema } from 'shared/schemas';
import { requireWorker } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { parseOrThrow, validateJson } from '../http/validate';
import { createDbLimiter, lockSubject } from '../rate-limit/limiter';
import type { WorkerRow } from '../workers/tables';
import type { EventHub } from './event-hub';
import { createStreamSlots, MAX_STREAMS_PER_WORKER } from './stream-slots';
import { toInquiryDto, toMessageDto } from './messaging-dto';
import {
  chatReservationState,
  countUnread,
  countWorkerMessagesSince,
  ensureChat,
  eventsAfter,
  findByClientId,
  findChat,
  findInquiry,
  findInquiryByClientId,
  hasReservationWith,
  insertInquiry,
  insertWorkerMessage,
  latestEventId,
  listInquiries,
  listMessages,
  markWorkerRead,
  messageInThread,
  pruneEvents,
  publishEvent,
  reservationBelongsTo,
  setInquiryStatus,
  touchThread,
  recentChats,
  unreadThreads,
  unreadTotal,
  type ThreadKey,
} from './messaging-repository';
import type { Executor } from './reservation-repository';

export interface MessagingRouteDeps {
  db: Db;
  verifier: TokenVerifier;
  events: EventHub;
  now?: () => Date;
  /** Heartbeat comment interval of the event stream (default 15 s). */
  heartbeatMs?: number;
  /** Event streams a worker may have open on this process; a newer one closes the oldest (default 10). */
  maxStreamsPerWorker?: number;
}

export const HEARTBEAT_MS = 15_000;
/** New inquiries a worker may create per window (a retry of one made before does not count). */
export const INQUIRY_MAX_CREATES = 10;
export const INQUIRY_CREATE_WINDOW_MS = 60 * 60 * 1000;
const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * 60 * 1000;
const UuidLike = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const EVENT_ID = /^\d{1,18}$/;

function idParam(c: Context<AppEnv>, code: 'CHAT_NOT_FOUND' | 'INQUIRY_NOT_FOUND'): string {
  const id = c.req.param('id');
  if (id === undefined || !UuidLike.test(id)) throw new ApiHttpError(404, code);
  return id;
}

/** Tells every tab of the worker the new unread total. */
export async function publishUnread(exec: Executor, workerId: string): Promise<void> {
  await publishEvent(exec, workerId, 'unread', parse(UnreadEventSchema, { total: await unreadTotal(exec, workerId) }));
}

/**
 * Chats (POST /chats, GET /chats/{id}), inquiries (GET/POST /inquiries, GET /inquiries/{id}, POST
 * /inquiries/{id}/resolve), their messages (GET/POST …/messages, POST …/read), GET /messages/unread and the
 * event stream GET /events (under /workerapi). The worker always comes from the token; another worker's chat
 * or inquiry is a 404.
 */
export function messagingRoutes({ db, verifier, events, now = () => new Date(), heartbeatMs = HEARTBEAT_MS, maxStreamsPerWorker = MAX_STREAMS_PER_WORKER }: MessagingRouteDeps) {
  const routes = new Hono<AppEnv>();
  const streams = createStreamSlots(maxStreamsPerWorker);
  const auth = requireWorker(verifier, db);
  const inquiryCreates = createDbLimiter(db, { name: 'inquiry-create', max: INQUIRY_MAX_CREATES, windowMs: INQUIRY_CREATE_WINDOW_MS, now });

  async function chatDto(exec: Executor, worker: WorkerRow, chatId: string) {
    const chat = await findChat(exec, worker.id, chatId);
    if (!chat) throw new ApiHttpError(404, 'CHAT_NOT_FOUND');
    const state = await chatReservationState(exec, worker.id, chat.customer_id);
    return parse(ChatResponseSchema, {
      chat: {
        id: chat.id,
        customer: { id: chat.customer_id, displayName: chat.customer_name },
        readOnly: isChatReadOnly(state, now(), CHAT_READ_ONLY_AFTER_DAYS),
        peerReadAt: chat.peer_read_at ? chat.peer_read_at.toISOString() : null,
        unread: await countUnread(exec, { kind: 'chat', id: chat.id }, chat.worker_read_at),
      },
    });
  }

  async function inquiryDto(exec: Executor, workerId: string, id: string) {
    const row = await findInquiry(exec, workerId, id);
    if (!row) throw new ApiHttpError(404, 'INQUIRY_NOT_FOUND');
    return parse(InquiryResponseSchema, { inquiry: toInquiryDto(row, await countUnread(exec, { kind: 'inquiry', id }, row.worker_read_at)) });
  }

  /** The thread of the path, or 404 when it is not the caller's. */
  async function thread(c: Context<AppEnv>, kind: 'chat' | 'inquiry'): Promise<ThreadKey> {
    const workerId = c.get('worker').id;
    if (kind === 'chat') {
      const id = idParam(c, 'CHAT_NOT_FOUND');
      if (!(await findChat(db, workerId, id))) throw new ApiHttpError(404, 'CHAT_NOT_FOUND');
      return { kind, id };
    }
    const id = idParam(c, 'INQUIRY_NOT_FOUND');
    if (!(await findInquiry(db, workerId, id))) throw new ApiHttpError(404, 'INQUIRY_NOT_FOUND');
    return { kind, id };
  }

  routes.post('/chats', auth, idempotency(db), validateJson(OpenChatRequestSchema, { customerId: 'お客様' }), async (c) => {
    const worker = c.get('worker');
    const { customerId } = c.req.valid('json');
    if (!(await hasReservationWith(db, worker.id, customerId))) throw new ApiHttpError(404, 'CUSTOMER_NOT_FOUND');
    const chat = await ensureChat(db, worker.id, customerId);
    return c.json(await chatDto(db, worker, chat.id), 200);
  });

  // The id is a chat id — or a customer id (the reservation pages link to /mypage/chat/{customer id}): then the
  // chat with that customer, made on first use, answers (its own id in the body; the page shows its URL).
  routes.get('/chats/:id', auth, async (c) => {
    const worker = c.get('worker');
    const id = idParam(c, 'CHAT_NOT_FOUND');
    c.header('Cache-Control', 'no-store');
    if (await findChat(db, worker.id, id)) return c.json(await chatDto(db, worker, id), 200);
    if (!(await hasReservationWith(db, worker.id, id))) throw new ApiHttpError(404, 'CHAT_NOT_FOUND');
    const chat = await ensureChat(db, worker.id, id);
    return c.json(await chatDto(db, worker, chat.id), 200);
  });

  routes.get('/messages/unread', auth, async (c) => {
    const worker = c.get('worker');
    const rows = await unreadThreads(db, worker.id);
    const unreadChats = rows.filter((r) => r.kind === 'chat').map((r) => r.id);
    const recent = await recentChats(db, worker.id, unreadChats, RECENT_CHATS_LIMIT);
    c.header('Cache-Control', 'no-store');
    return c.json(
      parse(UnreadSummaryResponseSchema, {
        total: rows.reduce((n, r) => n + r.unread, 0),
        threads: rows.map((r) => ({ kind: r.kind, id: r.id, title: r.title, unread: r.unread, lastMessageAt: r.last_message_at.toISOString() })),
        recent: recent.map((r) => ({ id: r.id, title: r.title, lastMessageAt: r.last_message_at.toISOString() })),
      }),
      200,
    );
  });

  routes.get('/inquiries', auth, async (c) => {
    const worker = c.get('worker');
    const rows = await listInquiries(db, worker.id);
    const inquiries = await Promise.all(rows.map(async (r) => toInquiryDto(r, await countUnread(db, { kind: 'inquiry', id: r.id }, r.worker_read_at))));
    c.header('Cache-Control', 'no-store');
    return c.json(parse(InquiryListResponseSchema, { inquiries }), 200);
  });

  routes.post('/inquiries', auth, idempotency(db), validateJson(CreateInquiryRequestSchema, INQUIRY_FIELD_LABELS), async (c) => {
    const worker = c.get('worker');
    const body = c.req.valid('json');
    const reservationId = body.reservationId ?? null;
    if (reservationId !== null && !(await reservationBelongsTo(db, worker.id, reservationId))) {
      throw new ApiHttpError(400, 'VALIDATION_ERROR', { fields: { reservationId: ['関連する予約を選び直してください'] } });
    }
    // Counted in the database (one atomic upsert per new inquiry), so the allowance holds across replicas and
    // concurrent sends; the same inquiry sent again answers the stored one below and is never a 429.
    if (!(await findInquiryByClientId(db, worker.id, body.clientId)) && (await inquiryCreates.hit(worker.id)) > INQUIRY_MAX_CREATES) {
      throw new ApiHttpError(429, 'TOO_MANY_ATTEMPTS');
    }
    const result = await db.transaction().execute(async (tx) => {
      const created = await insertInquiry(tx, { workerId: worker.id, clientId: body.clientId, category: body.category, subject: body.subject, reservationId });
      if (created.inserted) {
        // The body is the inquiry's first message (its client id: the inquiry's, so a retry stores it once).
        const first = await insertWorkerMessage(tx, worker.id, { kind: 'inquiry', id: created.row.id }, `${body.clientId}:body`, body.body);
        await touchThread(tx, { kind: 'inquiry', id: created.row.id }, first.row.created_at);
        await publishEvent(tx, worker.id, 'inquiry', parse(InquiryEventSchema, { id: created.row.id, status: created.row.status }));
      }
      return created;
    });
    return c.json(await inquiryDto(db, worker.id, result.row.id), result.inserted ? 201 : 200);
  });

  routes.get('/inquiries/:id', auth, async (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json(await inquiryDto(db, c.get('worker').id, idParam(c, 'INQUIRY_NOT_FOUND')), 200);
  });

  routes.post('/inquiries/:id/resolve', auth, idempotency(db), validateJson(EmptyRequestSchema, {}), async (c) => {
    const worker = c.get('worker');
    const t = await thread(c, 'inquiry');
    await db.transaction().execute(async (tx) => {
      const row = await setInquiryStatus(tx, t.id, 'resolved');
      await publishEvent(tx, worker.id, 'inquiry', parse(InquiryEventSchema, { id: row.id, status: row.status }));
    });
    return c.json(await inquiryDto(db, worker.id, t.id), 200);
  });

  for (const kind of ['chat', 'inquiry'] as const) {
    const base = kind === 'chat' ? '/chats/:id' : '/inquiries/:id';

    routes.get(`${base}/messages`, auth, async (c) => {
      const t = await thread(c, kind);
      const query = parseOrThrow(MessagePageQuerySchema, c.req.query(), { before: 'ページ' });
      const before = query.before ?? null;
      if (before !== null && (!UuidLike.test(before) || !(await messageInThread(db, t, before)))) throw new ApiHttpError(400, 'CURSOR_INVALID_MESSAGES');
      const page = await listMessages(db, t, before);
      const oldest = page.rows[0];
      c.header('Cache-Control', 'no-store');
      return c.json(parse(MessagePageSchema, { messages: page.rows.map(toMessageDto), nextCursor: page.hasMore && oldest ? oldest.id : null }), 200);
    });

    routes.post(`${base}/messages`, auth, validateJson(SendMessageRequestSchema, SEND_MESSAGE_LABELS), async (c) => {
      const worker = c.get('worker');
      const t = await thread(c, kind);
      const body = c.req.valid('json');
      // A message sent before (a retry, a double click) is answered with the stored one — never a 429 or 422.
      const existing = await findByClientId(db, worker.id, body.clientId);
      if (existing) return c.json(sameOrConflict(existing, t, body.text), 200);
      if (kind === 'chat') {
        const chat = await findChat(db, worker.id, t.id);
        if (!chat) throw new ApiHttpError(404, 'CHAT_NOT_FOUND');
        const state = await chatReservationState(db, worker.id, chat.customer_id);
        if (isChatReadOnly(state, now(), CHAT_READ_ONLY_AFTER_DAYS)) throw new ApiHttpError(422, 'CHAT_READ_ONLY');
      }
      const result = await db.transaction().execute(async (tx) => {
        // Counted and stored under the worker's lock: concurrent sends (on any replica) are counted one after
        // another, so a burst never stores more than the limit.
        await lockSubject(tx, 'chat-send', worker.id);
        const storedBefore = await findByClientId(tx, worker.id, body.clientId);
        // A retry of a send that committed while this one waited at the lock: the stored message, never a 429.
        if (storedBefore) return { row: storedBefore, inserted: false };
        const sent = await countWorkerMessagesSince(tx, worker.id, new Date(now().getTime() - MINUTE_MS));
        if (sent >= MESSAGE_RATE_LIMIT_PER_MINUTE) {
          c.header('Retry-After', '60');
          throw new ApiHttpError(429, 'MESSAGE_RATE_LIMITED');
        }
        const stored = await insertWorkerMessage(tx, worker.id, t, body.clientId, body.text);
        if (stored.inserted) {
          await touchThread(tx, t, stored.row.created_at);
          if (kind === 'inquiry') {
            const inquiry = await findInquiry(tx, worker.id, t.id);
            if (inquiry?.status === 'resolved') {
              const reopened = await setInquiryStatus(tx, t.id, 'open');
              await publishEvent(tx, worker.id, 'inquiry', parse(InquiryEventSchema, { id: reopened.id, status: reopened.status }));
            }
          }
          // The worker's other tabs and devices show it too.
          await publishEvent(tx, worker.id, 'message', parse(MessageEventSchema, { thread: t, message: toMessageDto(stored.row) }));
        }
        return stored;
      });
      if (!result.inserted) return c.json(sameOrConflict(result.row, t, body.text), 200);
      return c.json(parse(MessageResponseSchema, { message: toMessageDto(result.row) }), 201);
    });

    routes.post(`${base}/read`, auth, validateJson(EmptyRequestSchema, {}), async (c) => {
      const worker = c.get('worker');
      const t = await thread(c, kind);
      const unread = await db.transaction().execute(async (tx) => {
        await markWorkerRead(tx, worker.id, t);
        const total = await unreadTotal(tx, worker.id);
        await publishEvent(tx, worker.id, 'unread', parse(UnreadEventSchema, { total }));
        return total;
      });
      return c.json({ unread }, 200);
    });
  }

  function sameOrConflict(row: Parameters<typeof toMessageDto>[0], t: ThreadKey, text: string) {
    const threadId = t.kind === 'chat' ? row.chat_id : row.inquiry_id;
    if (threadId !== t.id || row.body !== text) throw new ApiHttpError(409, 'CLIENT_ID_CONFLICT');
    return parse(MessageResponseSchema, { message: toMessageDto(row) });
  }

  // GET /events: the worker's live events as server-sent events. The token comes in the Authorization header
  // (a fetch-based client; never in the URL). `Last-Event-ID` replays what a reconnecting tab missed; a
  // heartbeat comment every 15 s keeps proxies from closing an idle stream.
  routes.get('/events', auth, async (c) => {
    const worker = c.get('worker');
    const lastHeader = c.req.header('Last-Event-ID');
    let cursor = lastHeader !== undefined && EVENT_ID.test(lastHeader) ? lastHeader : await latestEventId(db, worker.id);
    await pruneEvents(db, worker.id, new Date(now().getTime() - DAY_MS));
    c.header('X-Accel-Buffering', 'no');
    const response = streamSSE(c, async (stream) => {
      let pending = true;
      let superseded = false;
      let wakeUp: (() => void) | null = null;
      const wake = () => {
        pending = true;
        wakeUp?.();
      };
      const unsubscribe = await events.subscribe(worker.id, wake);
      // At most maxStreamsPerWorker of the worker's streams stay open here: the oldest ends (stream-slots.ts).
      const release = streams.open(worker.id, () => {
        superseded = true;
        wake();
      });
      stream.onAbort(wake);
      try {
        await stream.writeSSE({ event: 'unread', data: JSON.stringify(parse(UnreadEventSchema, { total: await unreadTotal(db, worker.id) })) });
        while (!superseded && !stream.aborted && !stream.closed && !events.isClosed()) {
          if (pending) {
            pending = false;
            for (;;) {
              const rows = await eventsAfter(db, worker.id, cursor);
              for (const row of rows) {
                await stream.writeSSE({ id: row.id, event: row.type, data: JSON.stringify(row.data) });
                cursor = row.id;
              }
              if (rows.length < 500) break;
            }
            continue;
          }
          const woke = await new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => {
              wakeUp = null;
              resolve(false);
            }, heartbeatMs);
            wakeUp = () => {
              clearTimeout(timer);
              wakeUp = null;
              resolve(true);
            };
          });
          if (!woke && !superseded && !stream.aborted && !events.isClosed()) await stream.write(': heartbeat\n\n');
        }
      } finally {
        release();
        unsubscribe();
      }
    });
    // Never stored by a cache (the service worker keeps no copy of a no-store answer).
    response.headers.set('Cache-Control', 'no-store');
    return response;
  });

  return routes;
}

