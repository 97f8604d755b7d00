import type { z } from 'zod/mini';
import { zx } from 'shared/schemas';

// Notices from the operator (お知らせ, /mypage/info): operator-wide, with each worker's own read state.

export const NoticeSchema = zx.object({
  id: zx.string(),
  title: zx.string(),
  body: zx.string(),
  publishedAt: zx.iso.datetime({ offset: true }),
  /** Whether the caller has opened it. */
  read: zx.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /workerapi/notices → newest first, and how many the caller has not read. */
export const NoticesResponseSchema = zx.object({
  notices: zx.array(NoticeSchema),
  unreadCount: zx.int().check(zx.gte(0)),
});
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;

/** GET /workerapi/notices/{id} and POST /workerapi/notices/{id}/read → { notice }. */
export const NoticeResponseSchema = zx.object({ notice: NoticeSchema });
export type NoticeResponse = z.infer<typeof NoticeResponseSchema>;

/** A notice id in a path: a UUID (anything else is simply not found). */
export const NoticeIdSchema = zx.uuid();
