import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';

// The dashboard's read model of messages (owned by the reading slice, mypage): the chats and inquiries with
// unread messages, newest first. Answered by workerapi's GET /workerapi/messages/unread.

export const UnreadThreadSchema = zx.object({
  kind: zx.enum(['chat', 'inquiry']),
  id: zx.string(),
  /** The customer's name, or the inquiry's subject. */
  title: zx.string(),
  unread: zx.int().check(zx.gte(1)),
  lastMessageAt: zx.iso.datetime({ offset: true }),
});
export type UnreadThread = z.infer<typeof UnreadThreadSchema>;
export const UnreadSummaryResponseSchema = zx.object({ total: zx.int().check(zx.gte(0)), threads: zx.array(UnreadThreadSchema) });
export type UnreadSummaryResponse = z.infer<typeof UnreadSummaryResponseSchema>;

