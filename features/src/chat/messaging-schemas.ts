import type { z } from 'zod/mini';
import { INQUIRY_STATUSES, MessageSchema, zx } from 'shared/schemas';
import { countGraphemes } from './messaging-rules';

// Chats with customers and inquiries to the operator (mfe-chat: /mypage/chat/{id}, /mypage/chat/inquiry,
// /mypage/chat/inquiry/{id}). The message itself (`MessageSchema`) is the core's (shared/schemas, re-exported by shared/events), because the
// live stream delivers it to the shell and every remote.

/** At most 1,000 characters, counted as the user sees them (an emoji is one). */
export const MESSAGE_MAX_LENGTH = 1000;
/** The counter appears from this many characters on. */
export const MESSAGE_COUNTER_FROM = 900;
/** Older messages load in pages of 50. */
export const MESSAGE_PAGE_SIZE = 50;
/** A worker may send this many messages a minute (all chats and inquiries together); more → 429. */
export const MESSAGE_RATE_LIMIT_PER_MINUTE = 30;
/** A chat becomes read-only this many days after the last reservation with the customer ended or was cancelled. */
export const CHAT_READ_ONLY_AFTER_DAYS = 14;
export const INQUIRY_SUBJECT_MAX_LENGTH = 100;
export const INQUIRY_BODY_MAX_LENGTH = 2000;
/** The inquiry form counts from these lengths on, as the chat composer does from MESSAGE_COUNTER_FROM. */
export const INQUIRY_SUBJECT_COUNTER_FROM = 80;
export const INQUIRY_BODY_COUNTER_FROM = 1600;
/** Over the limit: said by the schema at submit and by the form as it is typed. */
export const INQUIRY_SUBJECT_TOO_LONG = `件名は${INQUIRY_SUBJECT_MAX_LENGTH}文字以内で入力してください`;
export const INQUIRY_BODY_TOO_LONG = `内容は${INQUIRY_BODY_MAX_LENGTH}文字以内で入力してください`;

export const INQUIRY_CATEGORIES = ['shift', 'reservation', 'salary', 'bank', 'account', 'other'] as const;
export type InquiryCategory = (typeof INQUIRY_CATEGORIES)[number];
export { INQUIRY_STATUSES };
export type { InquiryStatus } from 'shared/schemas';

const Instant = zx.iso.datetime({ offset: true });
/** A client-generated id (crypto.randomUUID()). */
const ClientId = zx.string().check(zx.minLength(8), zx.maxLength(64));

/** Message text: not blank, ≤ 1,000 graphemes; kept exactly as typed (no trimming of what is stored). */
export const MessageTextSchema = zx.string().check(
  zx.refine((s: string) => s.trim().length > 0, { message: 'メッセージを入力してください' }),
  zx.refine((s: string) => countGraphemes(s) <= MESSAGE_MAX_LENGTH, { message: `メッセージは${MESSAGE_MAX_LENGTH}文字以内で入力してください` }),
);

export const SendMessageRequestSchema = zx.strictObject({ clientId: ClientId, text: MessageTextSchema });
export type SendMessageRequest = z.infer<typeof SendMessageRequestSchema>;
export const SEND_MESSAGE_LABELS = { clientId: 'メッセージID', text: 'メッセージ' };

export const MessageResponseSchema = zx.object({ message: MessageSchema });
export const MessagePageSchema = zx.object({
  /** Oldest first. */
  messages: zx.array(MessageSchema),
  /** Pass as `before` for the previous (older) page; null when there is none. */
  nextCursor: zx.nullable(zx.string()),
});
export type MessagePage = z.infer<typeof MessagePageSchema>;
export const MessagePageQuerySchema = zx.object({ before: zx.optional(zx.string().check(zx.maxLength(200))) });

export const ChatSchema = zx.object({
  id: zx.string(),
  customer: zx.object({ id: zx.string(), displayName: zx.string() }),
  /** Read-only 14 days after the last reservation ended or was cancelled (and none is open). */
  readOnly: zx.boolean(),
  /** When the customer last read (my messages sent up to then show 既読). */
  peerReadAt: zx.nullable(Instant),
  unread: zx.int().check(zx.gte(0)),
});
export type Chat = z.infer<typeof ChatSchema>;
export const ChatResponseSchema = zx.object({ chat: ChatSchema });
export type ChatResponse = z.infer<typeof ChatResponseSchema>;
export const OpenChatRequestSchema = zx.strictObject({ customerId: zx.uuid() });

export const InquirySchema = zx.object({
  id: zx.string(),
  category: zx.enum(INQUIRY_CATEGORIES),
  subject: zx.string(),
  status: zx.enum(INQUIRY_STATUSES),
  reservationId: zx.nullable(zx.string()),
  createdAt: Instant,
  lastMessageAt: Instant,
  unread: zx.int().check(zx.gte(0)),
  peerReadAt: zx.nullable(Instant),
});
export type Inquiry = z.infer<typeof InquirySchema>;
export const InquiryResponseSchema = zx.object({ inquiry: InquirySchema });
export type InquiryResponse = z.infer<typeof InquiryResponseSchema>;
export const InquiryListResponseSchema = zx.object({ inquiries: zx.array(InquirySchema) });
export type InquiryListResponse = z.infer<typeof InquiryListResponseSchema>;

const inquiryFormFields = {
  category: zx.enum(INQUIRY_CATEGORIES, { error: 'カテゴリを選択してください' }),
  subject: zx.string().check(
    zx.trim(),
    zx.minLength(1, { error: '件名を入力してください' }),
    zx.refine((s: string) => countGraphemes(s) <= INQUIRY_SUBJECT_MAX_LENGTH, { message: INQUIRY_SUBJECT_TOO_LONG }),
  ),
  body: zx.string().check(
    zx.refine((s: string) => s.trim().length > 0, { message: '内容を入力してください' }),
    zx.refine((s: string) => countGraphemes(s) <= INQUIRY_BODY_MAX_LENGTH, { message: INQUIRY_BODY_TOO_LONG }),
  ),
  /** A related reservation of the worker's (optional). */
  reservationId: zx.optional(zx.nullable(zx.uuid({ error: '関連する予約を選び直してください' }))),
};
/** The new-inquiry form (what the worker types). */
export const InquiryFormSchema = zx.object(inquiryFormFields);
export type InquiryForm = z.infer<typeof InquiryFormSchema>;
export const CreateInquiryRequestSchema = zx.strictObject({ ...inquiryFormFields, clientId: ClientId });
export type CreateInquiryRequest = z.infer<typeof CreateInquiryRequestSchema>;
export const INQUIRY_FIELD_LABELS = { category: 'カテゴリ', subject: '件名', body: '内容', reservationId: '関連する予約', clientId: '問い合わせID' };

