import { z } from 'zod/mini';

// Notices from the operator (お知らせ, /mypage/info): operator-wide, with each worker's own read state.

export const NoticeSchema = z.object({
  id: z.string(),
  title: z.string(),
  body: z.string(),
  publishedAt: z.iso.datetime({ offset: true }),
  /** Whether the caller has opened it. */
  read: z.boolean(),
});
export type Notice = z.infer<typeof NoticeSchema>;

/** GET /workerapi/notices → newest first, and how many the caller has not read. */
export const NoticesResponseSchema = z.object({
  notices: z.array(NoticeSchema),
  unreadCount: z.int().check(z.gte(0)),
});
export type NoticesResponse = z.infer<typeof NoticesResponseSchema>;

/** GET /workerapi/notices/{id} and POST /workerapi/notices/{id}/read → { notice }. */
export const NoticeResponseSchema = z.object({ notice: NoticeSchema });
export type NoticeResponse = z.infer<typeof NoticeResponseSchema>;

/** A notice id in a path: a UUID (anything else is simply not found). */
export const NoticeIdSchema = z.uuid();
