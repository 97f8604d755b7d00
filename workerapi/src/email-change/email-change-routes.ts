import { createHash, randomBytes } from 'node:crypto';
import { Hono, type Context } from 'hono';
import type { Logger } from 'pino';
import { parse } from 'zod/v4/core';
import { EMAIL_CHANGE_TTL_MS, emailChangeConfirmUrl } from 'shared/domain';

import { requireRecentSignIn, requireWorker } from '../auth/auth-middleware';
import { IdentityEmailInUseError, type IdentityAdmin } from '../auth/identity-admin';
import type { AppEnv as AppEnvName } from '../config';
import type { WorkerRow } from '../workers/tables';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { validateJson } from '../http/validate';
import { MailSendError, type Mailer } from '../mail/mailer';
import { toWorkerDto } from '../workers/worker-dto';
import { findWorkerByEmail } from '../workers/worker-repository';
import { confirmPendingEmailChange, deleteEmailChange, findEmailChangeByTokenHash, replacePendingEmailChange } from './email-change-repository';
import type { RouteDeps } from '../workers/worker-routes';
import { EMAIL_CHANGE_MAIL, EMAIL_CHANGE_UI, EMAIL_CHANGED_NOTICE_MAIL, EMAIL_CHANGE_FORM_LABELS, EmailChangeConfirmRequestSchema, EmailChangeConfirmResponseSchema, EmailChangeRequestSchema, EmailChangeResponseSchema, EMAIL_IN_USE_NOTICE_MAIL } from 'features/mypage/server';
import { createDbLimiter } from '../rate-limit/limiter';

export interface EmailChangeRouteDeps extends RouteDeps {
  identityAdmin: IdentityAdmin;
  mailer: Mailer;
  logger: Logger;
  appEnv: AppEnvName;
  /** The web app's origin for the link (APP_ORIGIN). Unset: local/test use the request's Origin; elsewhere 503. */
  appOrigin: string | undefined;
  now?: () => Date;
}

/** What the e-mail change needs beyond the database (createApp's `emailChange`). */
export interface EmailChangeDeps {
  identityAdmin: IdentityAdmin;
  mailer: Mailer;
  /** APP_ORIGIN (see EmailChangeRouteDeps.appOrigin). */
  appOrigin?: string | undefined;
  /** The local outbox directory, when the outbox is the transport (GET /__dev/outbox reads it in local/test). */
  outboxDir?: string | undefined;
}

/** Where local/test send the link when neither APP_ORIGIN nor the request's Origin says (npm start's URL). */
export const LOCAL_APP_ORIGIN = 'http://localhost:8080';

/** E-mail change requests per worker (issue 12 item 12): at most 5 an hour, every request counted. */
export const EMAIL_CHANGE_MAX_REQUESTS = 5;
export const EMAIL_CHANGE_WINDOW_MS = 60 * 60 * 1000;

/** The link's token: 32 random bytes, base64url (43 characters, EMAIL_CHANGE_TOKEN_PATTERN). */
export function newEmailChangeToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this hash is stored: a database leak gives no working link. */
export function hashEmailChangeToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

function requestOrigin(c: Context<AppEnv>): string | undefined {
  const origin = c.req.header('origin');
  if (origin === undefined) return undefined;
  try {
    const url = new URL(origin);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The sign-in e-mail change (spec §7 "POST /workerapi/email"):
 * - POST /email {newEmail} (the browser reauthenticated first): a pending change with a random token (only its
 *   SHA-256 kept, valid EMAIL_CHANGE_TTL_MS) and a mail to the new address with the link
 *   `<origin>/mypage/email?confirm=<token>`. Nothing changes yet; a new request replaces a pending one. → 202.
 * - POST /email/confirm {token} (the link was opened, by the same worker, signed in): the provider's e-mail
 *   (firebase-admin) and the workers row change together — the row is updated in a transaction that commits
 *   only once the provider accepted the change, so a provider failure leaves the database as it was. → 200 {worker}.
 */
export function emailChangeRoutes({ db, verifier, identityAdmin, mailer, logger, appEnv, appOrigin, now = () => new Date() }: EmailChangeRouteDeps) {
  const routes = new Hono<AppEnv>();
  const requests = createDbLimiter(db, { name: 'email-change', max: EMAIL_CHANGE_MAX_REQUESTS, windowMs: EMAIL_CHANGE_WINDOW_MS, now });

  function linkOrigin(c: Context<AppEnv>): string {
    if (appOrigin !== undefined) return appOrigin;
    if (appEnv === 'local' || appEnv === 'test') return requestOrigin(c) ?? LOCAL_APP_ORIGIN;
    logger.error('APP_ORIGIN is not set: e-mail change links cannot be built');
    throw new ApiHttpError(503, 'MAIL_NOT_CONFIGURED');
  }

  async function addressTaken(email: string, workerId: string, uid: string): Promise<boolean> {
    const holder = await findWorkerByEmail(db, email);
    if (holder !== undefined && holder.id !== workerId) return true;
    return identityAdmin.emailInUse(email, uid);
  }

  routes.post('/email', requireWorker(verifier, db), requireRecentSignIn(), idempotency(db), validateJson(EmailChangeRequestSchema, EMAIL_CHANGE_FORM_LABELS), async (c) => {
    const worker = c.get('worker');
    const uid = c.get('identity').uid;
    const { newEmail } = c.req.valid('json');
    if (newEmail === worker.email) {
      throw new ApiHttpError(400, 'EMAIL_UNCHANGED', { fields: { newEmail: [EMAIL_CHANGE_UI.sameAsCurrent] } });
    }
    if ((await requests.hit(worker.id)) > EMAIL_CHANGE_MAX_REQUESTS) throw new ApiHttpError(429, 'TOO_MANY_ATTEMPTS');
    const origin = linkOrigin(c);
    const expiresAt = new Date(now().getTime() + EMAIL_CHANGE_TTL_MS);
    if (await addressTaken(newEmail, worker.id, uid)) {
      // The same answer as for a free address (no way to learn who is registered); the address's owner gets a
      // notice instead of a link, and nothing is stored.
      await mailer
        .send({ to: newEmail, subject: EMAIL_IN_USE_NOTICE_MAIL.subject, text: EMAIL_IN_USE_NOTICE_MAIL.body() })
        .catch((error: unknown) => logger.warn({ err: error }, 'e-mail change: the notice to a registered address could not be sent'));
      return c.json(parse(EmailChangeResponseSchema, { sentTo: newEmail, expiresAt: expiresAt.toISOString() }), 202);
    }

    const token = newEmailChangeToken();
    // One pending change per worker: a new request makes the earlier link useless.
    const pending = await replacePendingEmailChange(db, { workerId: worker.id, newEmail, tokenHash: hashEmailChangeToken(token), expiresAt });

    try {
      await mailer.send({
        to: newEmail,
        subject: EMAIL_CHANGE_MAIL.subject,
        text: EMAIL_CHANGE_MAIL.body(worker.name, emailChangeConfirmUrl(origin, token)),
      });
    } catch (error) {
      await deleteEmailChange(db, pending.id);
      const notConfigured = error instanceof MailSendError && error.notConfigured;
      logger.error({ err: error, mailer: mailer.kind }, 'e-mail change: the confirmation mail could not be sent');
      throw new ApiHttpError(503, notConfigured ? 'MAIL_NOT_CONFIGURED' : 'MAIL_SEND_FAILED', { cause: error });
    }
    return c.json(parse(EmailChangeResponseSchema, { sentTo: newEmail, expiresAt: expiresAt.toISOString() }), 202);
  });

  routes.post(
    '/email/confirm',
    requireWorker(verifier, db),
    idempotency(db),
    validateJson(EmailChangeConfirmRequestSchema, EMAIL_CHANGE_FORM_LABELS),
    async (c) => {
      const worker = c.get('worker');
      const uid = c.get('identity').uid;
      const tokenHash = hashEmailChangeToken(c.req.valid('json').token);
      const change = await findEmailChangeByTokenHash(db, tokenHash);
      // Someone else's link, an unknown or expired one: the same answer (nothing to learn from it).
      if (change === undefined || change.worker_id !== worker.id) throw new ApiHttpError(400, 'EMAIL_CHANGE_INVALID');
      if (change.confirmed_at !== null) {
        // The link opened a second time: already done.
        if (worker.email === change.new_email) return c.json(parse(EmailChangeConfirmResponseSchema, { worker: toWorkerDto(worker) }), 200);
        throw new ApiHttpError(400, 'EMAIL_CHANGE_INVALID');
      }
      if (change.expires_at.getTime() <= now().getTime()) throw new ApiHttpError(400, 'EMAIL_CHANGE_INVALID');
      if (await addressTaken(change.new_email, worker.id, uid)) throw new ApiHttpError(409, 'EMAIL_IN_USE');

      const oldEmail = worker.email;
      let providerChanged = false;
      let updated: WorkerRow | undefined;
      try {
        // Last: the provider. If it refuses or fails, the transaction rolls back and the row keeps its e-mail.
        updated = await confirmPendingEmailChange(db, { changeId: change.id, workerId: worker.id, newEmail: change.new_email, confirmedAt: now() }, async () => {
          try {
            await identityAdmin.updateEmail(uid, change.new_email);
          } catch (error) {
            if (error instanceof IdentityEmailInUseError) throw new ApiHttpError(409, 'EMAIL_IN_USE', { cause: error });
            throw error;
          }
          providerChanged = true;
        });
      } catch (error) {
        if (providerChanged) {
          // The commit failed after the provider changed: put the provider back so the two agree.
          await identityAdmin.updateEmail(uid, oldEmail).catch((revertError: unknown) => {
            logger.error({ err: revertError, workerId: worker.id }, 'e-mail change: could not revert the provider after a failed commit');
          });
        }
        if (isUniqueViolation(error)) throw new ApiHttpError(409, 'EMAIL_IN_USE', { cause: error });
        throw error;
      }
      if (updated === undefined) throw new ApiHttpError(400, 'EMAIL_CHANGE_INVALID');

      // A notice to the old address (best effort): the worker learns of a change they did not make.
      await mailer
        .send({ to: oldEmail, subject: EMAIL_CHANGED_NOTICE_MAIL.subject, text: EMAIL_CHANGED_NOTICE_MAIL.body(updated.name, change.new_email) })
        .catch((error: unknown) => logger.warn({ err: error }, 'e-mail change: the notice to the old address could not be sent'));
      return c.json(parse(EmailChangeConfirmResponseSchema, { worker: toWorkerDto(updated) }), 200);
    },
  );

  return routes;
}

function isUniqueViolation(error: unknown): boolean {
  return typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';
}
