import { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { requireWorker } from '../auth/auth-middleware';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import type { RouteDeps } from '../workers/worker-routes';
import { NoticeIdSchema, NoticeResponseSchema, NoticesResponseSchema } from 'features/mypage/server';
import { findNotice, listNotices, markNoticeRead } from './notice-repository';

/**
 * Notices (お知らせ) with the caller's read state (mounted under /workerapi): GET /notices, GET /notices/{id},
 * POST /notices/{id}/read. The worker comes from the token.
 */
export function noticeRoutes({ db, verifier }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  routes.get('/notices', requireWorker(verifier, db), async (c) => {
    return c.json(parse(NoticesResponseSchema, await listNotices(db, c.get('worker').id)), 200);
  });

  routes.get('/notices/:id', requireWorker(verifier, db), async (c) => {
    const id = NoticeIdSchema.safeParse(c.req.param('id'));
    const notice = id.success ? await findNotice(db, c.get('worker').id, id.data) : undefined;
    if (!notice) throw new ApiHttpError(404, 'NOTICE_NOT_FOUND');
    return c.json(parse(NoticeResponseSchema, { notice }), 200);
  });

  routes.post('/notices/:id/read', requireWorker(verifier, db), idempotency(db), async (c) => {
    const id = NoticeIdSchema.safeParse(c.req.param('id'));
    const notice = id.success ? await markNoticeRead(db, c.get('worker').id, id.data) : undefined;
    if (!notice) throw new ApiHttpError(404, 'NOTICE_NOT_FOUND');
    return c.json(parse(NoticeResponseSchema, { notice }), 200);
  });

  return routes;
}
