import type { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { z } from 'zod/mini';
import { MESSAGE_MAX_LENGTH, countGraphemes } from 'features/chat/server';
import { InquiryEventSchema, MessageEventSchema, ReadEventSchema } from 'shared/schemas';
import type { AppEnv as AppEnvName } from '../config';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { validateJson } from '../http/validate';
import { findWorkerByEmail } from '../workers/worker-repository';
import { devRoutesAllowed } from './dev-routes';
import { toMessageDto } from './messaging-dto';
import { ensureChat, findChatById, findInquiryById, hasReservationWith, insertPeerMessage, markPeerRead, publishEvent, setInquiryStatus, touchThread } from './messaging-repository';
import { publishUnread } from './messaging-routes';

// Local/test-only routes (/workerapi/dev/…): the customer and the operator have no app here, so developers
// (`npm run demo -- say …`) and the e2e suite act as them. Mounted only when APP_ENV is local or test (404
// elsewhere). No token: they act as the other side of the chat or inquiry named in the path.

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const TextSchema = z.strictObject({
  text: z.string().check(
    z.refine((s) => s.trim().length > 0, { message: 'メッセージを入力してください' }),
    z.refine((s) => countGraphemes(s) <= MESSAGE_MAX_LENGTH, { message: `メッセージは${MESSAGE_MAX_LENGTH}文字以内で入力してください` }),
  ),
});
const OpenChatSchema = z.strictObject({ workerEmail: z.email(), customerId: z.uuid() });

export function mountMessagingDevRoutes(api: Hono<AppEnv>, deps: { db: Db; appEnv: AppEnvName }): boolean {
  if (!devRoutesAllowed(deps.appEnv)) return false;
  const { db } = deps;

  /** POST /workerapi/dev/chats { workerEmail, customerId } → 201 { chat: { id, customerId } } (needs a reservation). */
  api.post('/dev/chats', validateJson(OpenChatSchema, { workerEmail: 'ワーカーのメールアドレス', customerId: 'お客様' }), async (c) => {
    const body = c.req.valid('json');
    const worker = await findWorkerByEmail(db, body.workerEmail);
    if (!worker) throw new ApiHttpError(404, 'DEV_WORKER_NOT_FOUND');
    if (!(await hasReservationWith(db, worker.id, body.customerId))) throw new ApiHttpError(404, 'CUSTOMER_NOT_FOUND');
    const chat = await ensureChat(db, worker.id, body.customerId);
    return c.json({ chat: { id: chat.id, customerId: chat.customer_id } }, 201);
  });

  /** POST /workerapi/dev/chats/{id}/messages { text }: the customer of the chat writes. */
  api.post('/dev/chats/:id/messages', validateJson(TextSchema, { text: 'メッセージ' }), async (c) => {
    const id = c.req.param('id');
    const chat = UUID.test(id) ? await findChatById(db, id) : undefined;
    if (!chat) throw new ApiHttpError(404, 'CHAT_NOT_FOUND');
    const { text } = c.req.valid('json');
    const message = await db.transaction().execute(async (tx) => {
      const t = { kind: 'chat' as const, id: chat.id };
      const row = await insertPeerMessage(tx, chat.worker_id, t, 'customer', text);
      await touchThread(tx, t, row.created_at);
      await publishEvent(tx, chat.worker_id, 'message', parse(MessageEventSchema, { thread: t, message: toMessageDto(row) }));
      await publishUnread(tx, chat.worker_id);
      return toMessageDto(row);
    });
    return c.json({ message }, 201);
  });

  /** POST /workerapi/dev/chats/{id}/read: the customer read everything the worker wrote (既読). */
  api.post('/dev/chats/:id/read', async (c) => {
    const id = c.req.param('id');
    const chat = UUID.test(id) ? await findChatById(db, id) : undefined;
    if (!chat) throw new ApiHttpError(404, 'CHAT_NOT_FOUND');
    const peerReadAt = await db.transaction().execute(async (tx) => {
      const t = { kind: 'chat' as const, id: chat.id };
      const at = await markPeerRead(tx, t);
      await publishEvent(tx, chat.worker_id, 'read', parse(ReadEventSchema, { thread: t, peerReadAt: at.toISOString() }));
      return at.toISOString();
    });
    return c.json({ peerReadAt }, 200);
  });

  /** POST /workerapi/dev/inquiries/{id}/replies { text }: the operator answers (the inquiry becomes 対応中). */
  api.post('/dev/inquiries/:id/replies', validateJson(TextSchema, { text: 'メッセージ' }), async (c) => {
    const id = c.req.param('id');
    const inquiry = UUID.test(id) ? await findInquiryById(db, id) : undefined;
    if (!inquiry) throw new ApiHttpError(404, 'INQUIRY_NOT_FOUND');
    const { text } = c.req.valid('json');
    const message = await db.transaction().execute(async (tx) => {
      const t = { kind: 'inquiry' as const, id: inquiry.id };
      const row = await insertPeerMessage(tx, inquiry.worker_id, t, 'operator', text);
      await touchThread(tx, t, row.created_at);
      // The operator read the worker's messages when answering.
      const readAt = await markPeerRead(tx, t);
      const updated = await setInquiryStatus(tx, inquiry.id, 'in_progress');
      await publishEvent(tx, inquiry.worker_id, 'message', parse(MessageEventSchema, { thread: t, message: toMessageDto(row) }));
      await publishEvent(tx, inquiry.worker_id, 'read', parse(ReadEventSchema, { thread: t, peerReadAt: readAt.toISOString() }));
      await publishEvent(tx, inquiry.worker_id, 'inquiry', parse(InquiryEventSchema, { id: updated.id, status: updated.status }));
      await publishUnread(tx, inquiry.worker_id);
      return toMessageDto(row);
    });
    return c.json({ message }, 201);
  });
  return true;
}
