import type { AppEnv, MailConfig } from '../config';
import { createDisabledMailer, type Mailer } from './mailer';
import { createOutboxMailer } from './outbox';
import { createSmtpMailer } from './smtp-mailer';

/** True where the local outbox may be used and read (never in staging or production). */
export function outboxAllowed(appEnv: AppEnv): boolean {
  return appEnv === 'local' || appEnv === 'test';
}

/**
 * The mail transport for this configuration: SMTP when SMTP_URL is set; otherwise the local outbox in
 * local/test, and in staging/production none at all (sending fails with a clear 503 rather than mail
 * silently going nowhere).
 */
export function createMailer(mail: MailConfig, appEnv: AppEnv): Mailer {
  if (mail.smtpUrl !== undefined) return createSmtpMailer({ url: mail.smtpUrl, from: mail.from });
  if (outboxAllowed(appEnv)) return createOutboxMailer({ dir: mail.outboxDir, from: mail.from });
  return createDisabledMailer();
}
