import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';

// The dashboard's read model of messages (owned by the reading slice, mypage): the chats and inquiries with
// unread messages, newest first, and the latest chats read to the end (to reply to later without a reservation to
// find them by). Answered by workerapi's GET /workerapi/messages/unread.

export const UnreadThreadSchema = zx.object({
  kind: zx.enum(['chat', 'inquiry']),
  id: zx.string(),
  /** The customer's name, or the inquiry's subject. */
  title: zx.string(),
  unread: zx.int().check(zx.gte(1)),
  lastMessageAt: zx.iso.datetime({ offset: true }),
});
export type UnreadThread = z.infer<typeof UnreadThreadSchema>;
/** A chat with messages and none unread: the customer's name and its last message's time. */
export const RecentChatSchema = zx.object({
  id: zx.string(),
  title: zx.string(),
  lastMessageAt: zx.iso.datetime({ offset: true }),
});
export type RecentChat = z.infer<typeof RecentChatSchema>;
/** How many read chats the card lists under the unread ones. */
export const RECENT_CHATS_LIMIT = 3;
export const UnreadSummaryResponseSchema = zx.object({
  total: zx.int().check(zx.gte(0)),
  threads: zx.array(UnreadThreadSchema),
  /** Newest first, at most RECENT_CHATS_LIMIT; absent from an API older than the card. */
  recent: zx.optional(zx.array(RecentChatSchema)),
});
export type UnreadSummaryResponse = z.infer<typeof UnreadSummaryResponseSchema>;

