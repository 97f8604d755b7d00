import type { Hono } from 'hono';
import { parse } from 'zod/v4/core';
import { CREDENTIAL_LABELS } from 'shared/messages';

import type { AppEnv as AppEnvName } from '../config';
import type { AppEnv } from '../http/app-env';
import { parseOrThrow } from '../http/validate';
import { outboxAllowed } from '../mail/create-mailer';
import { readOutbox } from '../mail/outbox';
import { OutboxQuerySchema, OutboxResponseSchema } from 'features/mypage/server';

export const DEV_OUTBOX_PATH = '/__dev/outbox';

/**
 * GET /workerapi/__dev/outbox?to=… — the local outbox (mails "sent" without SMTP), newest first, for developers
 * and e2e. Registered only when APP_ENV is local or test and the outbox is the transport: in staging and
 * production the path does not exist (404). Returns whether it was mounted.
 */
export function mountDevOutboxRoute(api: Hono<AppEnv>, deps: { appEnv: AppEnvName; outboxDir: string | undefined }): boolean {
  const { outboxDir } = deps;
  if (!outboxAllowed(deps.appEnv) || outboxDir === undefined) return false;
  api.get(DEV_OUTBOX_PATH, async (c) => {
    const { to } = parseOrThrow(OutboxQuerySchema, c.req.query(), { to: CREDENTIAL_LABELS.email });
    const mails = await readOutbox(outboxDir, to === undefined ? {} : { to });
    return c.json(parse(OutboxResponseSchema, { mails }), 200);
  });
  return true;
}
