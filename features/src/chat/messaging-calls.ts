// The chat and inquiry calls of mfe-chat (/workerapi/chats…, /workerapi/inquiries…). A message carries its
// client id: a retried or double-clicked send is stored once. Other mutations send an Idempotency-Key.
import { callApi, IDEMPOTENCY_KEY_HEADER } from 'shared/api';
import { zx, type ThreadKind } from 'shared/schemas';
import {
  ChatResponseSchema,
  InquiryListResponseSchema,
  InquiryResponseSchema,
  MessagePageSchema,
  MessageResponseSchema,
  type ChatResponse,
  type CreateInquiryRequest,
  type InquiryListResponse,
  type InquiryResponse,
  type MessagePage,
} from './messaging-schemas';

interface CallOptions {
  signal?: AbortSignal;
}
const withSignal = (o: CallOptions) => (o.signal ? { signal: o.signal } : {});

/** /workerapi/chats/{id} or /workerapi/inquiries/{id}. */
export function threadUrl(kind: ThreadKind, id: string): string {
  return `/workerapi/${kind === 'chat' ? 'chats' : 'inquiries'}/${encodeURIComponent(id)}`;
}

/** POST /workerapi/chats { customerId } → { chat }: the chat with that customer (made on first use). */
export function openChat(customerId: string): Promise<ChatResponse> {
  return callApi(ChatResponseSchema, { method: 'POST', url: '/workerapi/chats', data: { customerId }, headers: { [IDEMPOTENCY_KEY_HEADER]: `open-chat-${customerId}` } });
}

export function getChat(id: string, options: CallOptions = {}): Promise<ChatResponse> {
  return callApi(ChatResponseSchema, { method: 'GET', url: threadUrl('chat', id), ...withSignal(options) });
}

/** GET …/messages[?before=cursor] → 50 messages, oldest first, and the cursor of the older page. */
export function getMessages(kind: ThreadKind, id: string, before: string | null = null, options: CallOptions = {}): Promise<MessagePage> {
  return callApi(MessagePageSchema, {
    method: 'GET',
    url: `${threadUrl(kind, id)}/messages`,
    ...(before ? { params: { before } } : {}),
    ...withSignal(options),
  });
}

/** POST …/messages { clientId, text } → { message } (the stored one when the client id was sent before). */
export function sendMessage(kind: ThreadKind, id: string, body: { clientId: string; text: string }) {
  return callApi(MessageResponseSchema, { method: 'POST', url: `${threadUrl(kind, id)}/messages`, data: body });
}

const ReadResponseSchema = zx.object({ unread: zx.int() });
/** POST …/read: everything the other side wrote so far is read by me. */
export function markThreadRead(kind: ThreadKind, id: string) {
  return callApi(ReadResponseSchema, { method: 'POST', url: `${threadUrl(kind, id)}/read`, data: {} });
}

export function getInquiries(options: CallOptions = {}): Promise<InquiryListResponse> {
  return callApi(InquiryListResponseSchema, { method: 'GET', url: '/workerapi/inquiries', ...withSignal(options) });
}

export function getInquiry(id: string, options: CallOptions = {}): Promise<InquiryResponse> {
  return callApi(InquiryResponseSchema, { method: 'GET', url: threadUrl('inquiry', id), ...withSignal(options) });
}

/** POST /workerapi/inquiries → 201 { inquiry }; the client id makes a retry create it once. */
export function createInquiry(body: CreateInquiryRequest): Promise<InquiryResponse> {
  return callApi(InquiryResponseSchema, { method: 'POST', url: '/workerapi/inquiries', data: body, headers: { [IDEMPOTENCY_KEY_HEADER]: body.clientId } });
}

/** POST /workerapi/inquiries/{id}/resolve → { inquiry } (解決済). */
export function resolveInquiry(id: string, idempotencyKey: string): Promise<InquiryResponse> {
  return callApi(InquiryResponseSchema, { method: 'POST', url: `${threadUrl('inquiry', id)}/resolve`, data: {}, headers: { [IDEMPOTENCY_KEY_HEADER]: idempotencyKey } });
}
