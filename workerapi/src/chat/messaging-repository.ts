import { sql } from 'kysely';
import { parse } from 'zod/v4/core';
import { ReservationEventSchema, type ThreadKind } from 'shared/schemas';
import type { Executor } from './reservation-repository';
import type { ChatRow, InquiryRow, InquiryStatusValue, MessageRow } from './tables';

// All SQL of chats, inquiries, messages and the worker event log. Every function takes the worker id and
// limits itself to that worker's rows (another worker's chat is simply not found).

/** The NOTIFY channel: payload `{"w":"<worker id>"}` — the streams of that worker read worker_events. */
export const EVENTS_CHANNEL = 'worker_events';

export interface ThreadKey {
  kind: ThreadKind;
  id: string;
}

const threadColumn = (kind: ThreadKind) => (kind === 'chat' ? 'chat_id' : 'inquiry_id');

/** Appends an event to the worker's log and notifies every workerapi process listening (delivered on commit). */
export async function publishEvent(exec: Executor, workerId: string, type: string, data: unknown): Promise<string> {
  const row = await exec
    .insertInto('worker_events')
    .values({ worker_id: workerId, type, data: JSON.stringify(data) })
    .returning(sql<string>`id::text`.as('id'))
    .executeTakeFirstOrThrow();
  await sql`select pg_notify(${EVENTS_CHANNEL}, ${JSON.stringify({ w: workerId })})`.execute(exec);
  return row.id;
}

/**
 * A reservation's new status, to the worker's stream (`reservation` `{ id, status }`): a customer's request or
 * cancellation, the worker's own answer, which their other tabs and devices follow, and a request's expiry.
 */
export function publishReservationChange(exec: Executor, workerId: string, id: string, status: string): Promise<string> {
  return publishEvent(exec, workerId, 'reservation', parse(ReservationEventSchema, { id, status }));
}

export interface StoredEvent {
  id: string;
  type: string;
  data: unknown;
}

/** The worker's events after `afterId` (oldest first, at most `limit`). */
export async function eventsAfter(exec: Executor, workerId: string, afterId: string, limit = 500): Promise<StoredEvent[]> {
  return exec
    .selectFrom('worker_events')
    .select([sql<string>`id::text`.as('id'), 'type', 'data'])
    .where('worker_id', '=', workerId)
    .where(sql<boolean>`id > ${afterId}::bigint`)
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** The id of the worker's newest event ('0' when none): a fresh stream starts after it. */
export async function latestEventId(exec: Executor, workerId: string): Promise<string> {
  const row = await exec
    .selectFrom('worker_events')
    .select(sql<string>`coalesce(max(id), 0)::text`.as('id'))
    .where('worker_id', '=', workerId)
    .executeTakeFirst();
  return row?.id ?? '0';
}

/** Events older than a day are no longer replayed (a tab away longer refetches everything anyway). */
export async function pruneEvents(exec: Executor, workerId: string, before: Date): Promise<void> {
  await exec.deleteFrom('worker_events').where('worker_id', '=', workerId).where('created_at', '<', before).execute();
}

export type ChatWithCustomer = ChatRow & { customer_name: string };

export async function findChat(exec: Executor, workerId: string, chatId: string): Promise<ChatWithCustomer | undefined> {
  return exec
    .selectFrom('chats')
    .innerJoin('customers', 'customers.id', 'chats.customer_id')
    .selectAll('chats')
    .select('customers.display_name as customer_name')
    .where('chats.id', '=', chatId)
    .where('chats.worker_id', '=', workerId)
    .executeTakeFirst();
}

/** A chat by id whoever the worker is (dev routes act as the customer of that chat). */
export async function findChatById(exec: Executor, chatId: string): Promise<ChatRow | undefined> {
  return exec.selectFrom('chats').selectAll().where('id', '=', chatId).executeTakeFirst();
}

/** The chat of the worker with the customer, made on first use. */
export async function ensureChat(exec: Executor, workerId: string, customerId: string): Promise<ChatRow> {
  await exec
    .insertInto('chats')
    .values({ worker_id: workerId, customer_id: customerId })
    .onConflict((oc) => oc.columns(['worker_id', 'customer_id']).doNothing())
    .execute();
  return exec
    .selectFrom('chats')
    .selectAll()
    .where('worker_id', '=', workerId)
    .where('customer_id', '=', customerId)
    .executeTakeFirstOrThrow();
}

/** What the read-only rule needs: an open reservation, and when the last one ended or was cancelled. */
export async function chatReservationState(exec: Executor, workerId: string, customerId: string): Promise<{ hasOpenReservation: boolean; lastEndedAt: string | null }> {
  const row = await exec
    .selectFrom('reservations')
    .select([
      sql<boolean>`coalesce(bool_or(status in ('requested', 'confirmed')), false)`.as('open'),
      sql<Date | null>`max(coalesce(cancelled_at, ends_at))`.as('last_ended'),
    ])
    .where('worker_id', '=', workerId)
    .where('customer_id', '=', customerId)
    .executeTakeFirst();
  const last = row?.last_ended ?? null;
  return { hasOpenReservation: row?.open ?? false, lastEndedAt: last === null ? null : new Date(last).toISOString() };
}

export async function countUnread(exec: Executor, thread: ThreadKey, workerReadAt: Date | null): Promise<number> {
  let q = exec
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where(threadColumn(thread.kind), '=', thread.id)
    .where('author', '<>', 'worker');
  if (workerReadAt !== null) q = q.where('created_at', '>', workerReadAt);
  const row = await q.executeTakeFirst();
  return Number(row?.n ?? 0);
}

export const MESSAGE_PAGE = 50;

/** A page of a thread's messages, oldest first, older than the message `beforeId` (null: the newest page). */
export async function listMessages(exec: Executor, thread: ThreadKey, beforeId: string | null): Promise<{ rows: MessageRow[]; hasMore: boolean }> {
  let q = exec.selectFrom('messages').selectAll().where(threadColumn(thread.kind), '=', thread.id);
  if (beforeId !== null) {
    q = q.where(sql<boolean>`(created_at, id) < (select b.created_at, b.id from messages b where b.id = ${beforeId})`);
  }
  const rows = await q.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(MESSAGE_PAGE + 1).execute();
  const hasMore = rows.length > MESSAGE_PAGE;
  return { rows: rows.slice(0, MESSAGE_PAGE).reverse(), hasMore };
}

export async function messageInThread(exec: Executor, thread: ThreadKey, messageId: string): Promise<boolean> {
  const row = await exec.selectFrom('messages').select('id').where('id', '=', messageId).where(threadColumn(thread.kind), '=', thread.id).executeTakeFirst();
  return row !== undefined;
}

/**
 * Stores the worker's message unless one with the same client id exists; returns the stored row and whether
 * this call inserted it. Safe under concurrent duplicates (the unique key decides).
 */
export async function insertWorkerMessage(
  exec: Executor,
  workerId: string,
  thread: ThreadKey,
  clientId: string,
  body: string,
): Promise<{ row: MessageRow; inserted: boolean }> {
  const inserted = await exec
    .insertInto('messages')
    .values({ worker_id: workerId, [threadColumn(thread.kind)]: thread.id, author: 'worker', client_id: clientId, body })
    .onConflict((oc) => oc.columns(['worker_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, inserted: true };
  const row = await findByClientId(exec, workerId, clientId);
  if (!row) throw new Error('message with this client id vanished');
  return { row, inserted: false };
}

export async function findByClientId(exec: Executor, workerId: string, clientId: string): Promise<MessageRow | undefined> {
  return exec.selectFrom('messages').selectAll().where('worker_id', '=', workerId).where('client_id', '=', clientId).executeTakeFirst();
}

/** A message of the other side (customer or operator). */
export async function insertPeerMessage(exec: Executor, workerId: string, thread: ThreadKey, author: 'customer' | 'operator', body: string): Promise<MessageRow> {
  return exec
    .insertInto('messages')
    .values({ worker_id: workerId, [threadColumn(thread.kind)]: thread.id, author, client_id: null, body })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The thread's last-activity time follows its newest message. */
export async function touchThread(exec: Executor, thread: ThreadKey, at: Date): Promise<void> {
  if (thread.kind === 'chat') await exec.updateTable('chats').set({ last_message_at: at }).where('id', '=', thread.id).execute();
  else await exec.updateTable('inquiries').set({ last_message_at: at }).where('id', '=', thread.id).execute();
}

/** How many messages the worker sent since `since` (the send rate limit; counts across every replica). */
export async function countWorkerMessagesSince(exec: Executor, workerId: string, since: Date): Promise<number> {
  const row = await exec
    .selectFrom('messages')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('worker_id', '=', workerId)
    .where('author', '=', 'worker')
    .where('created_at', '>', since)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The worker read everything of the thread written so far. */
export async function markWorkerRead(exec: Executor, workerId: string, thread: ThreadKey): Promise<void> {
  const at = sql<Date>`clock_timestamp()`;
  if (thread.kind === 'chat') await exec.updateTable('chats').set({ worker_read_at: at }).where('id', '=', thread.id).where('worker_id', '=', workerId).execute();
  else await exec.updateTable('inquiries').set({ worker_read_at: at }).where('id', '=', thread.id).where('worker_id', '=', workerId).execute();
}

/** The other side read everything so far; returns the new watermark. */
export async function markPeerRead(exec: Executor, thread: ThreadKey): Promise<Date> {
  const at = sql<Date>`clock_timestamp()`;
  const row =
    thread.kind === 'chat'
      ? await exec.updateTable('chats').set({ peer_read_at: at }).where('id', '=', thread.id).returning('peer_read_at').executeTakeFirstOrThrow()
      : await exec.updateTable('inquiries').set({ peer_read_at: at }).where('id', '=', thread.id).returning('peer_read_at').executeTakeFirstOrThrow();
  if (row.peer_read_at === null) throw new Error('peer_read_at not set');
  return row.peer_read_at;
}

export interface UnreadThreadRow {
  kind: ThreadKind;
  id: string;
  title: string;
  unread: number;
  last_message_at: Date;
}

/** Every chat and inquiry of the worker with unread messages, newest first. */
export async function unreadThreads(exec: Executor, workerId: string): Promise<UnreadThreadRow[]> {
  const chats = await exec
    .selectFrom('chats')
    .innerJoin('customers', 'customers.id', 'chats.customer_id')
    .innerJoin('messages', 'messages.chat_id', 'chats.id')
    .select(['chats.id', 'customers.display_name as title', (eb) => eb.fn.countAll<string>().as('unread'), (eb) => eb.fn.max('messages.created_at').as('last')])
    .where('chats.worker_id', '=', workerId)
    .where('messages.author', '<>', 'worker')
    .where((eb) => eb.or([eb('chats.worker_read_at', 'is', null), eb('messages.created_at', '>', eb.ref('chats.worker_read_at'))]))
    .groupBy(['chats.id', 'customers.display_name'])
    .execute();
  const inquiries = await exec
    .selectFrom('inquiries')
    .innerJoin('messages', 'messages.inquiry_id', 'inquiries.id')
    .select(['inquiries.id', 'inquiries.subject as title', (eb) => eb.fn.countAll<string>().as('unread'), (eb) => eb.fn.max('messages.created_at').as('last')])
    .where('inquiries.worker_id', '=', workerId)
    .where('messages.author', '<>', 'worker')
    .where((eb) => eb.or([eb('inquiries.worker_read_at', 'is', null), eb('messages.created_at', '>', eb.ref('inquiries.worker_read_at'))]))
    .groupBy(['inquiries.id', 'inquiries.subject'])
    .execute();
  const rows: UnreadThreadRow[] = [
    ...chats.map((r) => ({ kind: 'chat' as const, id: r.id, title: r.title, unread: Number(r.unread), last_message_at: new Date(r.last) })),
    ...inquiries.map((r) => ({ kind: 'inquiry' as const, id: r.id, title: r.title, unread: Number(r.unread), last_message_at: new Date(r.last) })),
  ];
  return rows.sort((a, b) => b.last_message_at.getTime() - a.last_message_at.getTime());
}

export interface RecentChatRow {
  id: string;
  title: string;
  last_message_at: Date;
}

/**
 * The worker's latest chats with messages, leaving out `exclude` (those with unread messages, listed on their own):
 * newest conversation first, at most `limit`.
 */
export async function recentChats(exec: Executor, workerId: string, exclude: readonly string[], limit: number): Promise<RecentChatRow[]> {
  let query = exec
    .selectFrom('chats')
    .innerJoin('customers', 'customers.id', 'chats.customer_id')
    .innerJoin('messages', 'messages.chat_id', 'chats.id')
    .select(['chats.id', 'customers.display_name as title', (eb) => eb.fn.max('messages.created_at').as('last')])
    .where('chats.worker_id', '=', workerId);
  if (exclude.length > 0) query = query.where('chats.id', 'not in', [...exclude]);
  const rows = await query
    .groupBy(['chats.id', 'customers.display_name'])
    .orderBy('last', 'desc')
    .orderBy('chats.id')
    .limit(limit)
    .execute();
  return rows.map((r) => ({ id: r.id, title: r.title, last_message_at: new Date(r.last) }));
}

export async function unreadTotal(exec: Executor, workerId: string): Promise<number> {
  const rows = await unreadThreads(exec, workerId);
  return rows.reduce((n, r) => n + r.unread, 0);
}

export interface NewInquiry {
  workerId: string;
  clientId: string;
  category: string;
  subject: string;
  reservationId: string | null;
}

/** Creates the inquiry unless the worker already made one with this client id; returns it either way. */
export async function insertInquiry(exec: Executor, i: NewInquiry): Promise<{ row: InquiryRow; inserted: boolean }> {
  const inserted = await exec
    .insertInto('inquiries')
    .values({ worker_id: i.workerId, client_id: i.clientId, category: i.category, subject: i.subject, reservation_id: i.reservationId })
    .onConflict((oc) => oc.columns(['worker_id', 'client_id']).doNothing())
    .returningAll()
    .executeTakeFirst();
  if (inserted) return { row: inserted, inserted: true };
  const row = await exec.selectFrom('inquiries').selectAll().where('worker_id', '=', i.workerId).where('client_id', '=', i.clientId).executeTakeFirstOrThrow();
  return { row, inserted: false };
}

/** The worker's inquiry made with this client id (a retry of a create), if any. */
export async function findInquiryByClientId(exec: Executor, workerId: string, clientId: string): Promise<InquiryRow | undefined> {
  return exec.selectFrom('inquiries').selectAll().where('worker_id', '=', workerId).where('client_id', '=', clientId).executeTakeFirst();
}

export async function findInquiry(exec: Executor, workerId: string, id: string): Promise<InquiryRow | undefined> {
  return exec.selectFrom('inquiries').selectAll().where('id', '=', id).where('worker_id', '=', workerId).executeTakeFirst();
}

export async function findInquiryById(exec: Executor, id: string): Promise<InquiryRow | undefined> {
  return exec.selectFrom('inquiries').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listInquiries(exec: Executor, workerId: string): Promise<InquiryRow[]> {
  return exec.selectFrom('inquiries').selectAll().where('worker_id', '=', workerId).orderBy('last_message_at', 'desc').orderBy('id', 'desc').limit(200).execute();
}

export async function setInquiryStatus(exec: Executor, id: string, status: InquiryStatusValue): Promise<InquiryRow> {
  return exec
    .updateTable('inquiries')
    .set({ status, resolved_at: status === 'resolved' ? sql<Date>`now()` : null })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Does the worker have (or had) a reservation with the customer? */
export async function hasReservationWith(exec: Executor, workerId: string, customerId: string): Promise<boolean> {
  const row = await exec.selectFrom('reservations').select('id').where('worker_id', '=', workerId).where('customer_id', '=', customerId).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function reservationBelongsTo(exec: Executor, workerId: string, reservationId: string): Promise<boolean> {
  const row = await exec.selectFrom('reservations').select('id').where('worker_id', '=', workerId).where('id', '=', reservationId).executeTakeFirst();
  return row !== undefined;
}
