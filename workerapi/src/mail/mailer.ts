/** One outgoing mail (plain text: the account mails need nothing more). */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

/** Sends mail. `send` rejects when the mail could not be handed over (the caller answers 503). */
export interface Mailer {
  /** 'smtp', 'outbox' or 'disabled' — for the start-up log line. */
  readonly kind: string;
  send(message: MailMessage): Promise<void>;
}

/** The mail could not be sent (transport failure or no transport configured). */
export class MailSendError extends Error {
  override readonly name = 'MailSendError';
  /** True when no transport is configured at all (staging/production without SMTP_URL). */
  readonly notConfigured: boolean;
  constructor(message: string, options: { notConfigured?: boolean; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.notConfigured = options.notConfigured ?? false;
  }
}

/** Where no transport is configured (staging/production without SMTP_URL): every send fails, loudly. */
export function createDisabledMailer(): Mailer {
  return {
    kind: 'disabled',
    send: () => Promise.reject(new MailSendError('no mail transport configured (set SMTP_URL)', { notConfigured: true })),
  };
}

/** Keeps mails in memory (unit tests). */
export interface MemoryMailer extends Mailer {
  readonly sent: (MailMessage & { from: string })[];
  /** Makes the next sends fail (a broken SMTP server). */
  failing: boolean;
}

export function createMemoryMailer(from = 'test@localhost'): MemoryMailer {
  const mailer: MemoryMailer = {
    kind: 'memory',
    sent: [],
    failing: false,
    send(message) {
      if (mailer.failing) return Promise.reject(new MailSendError('memory mailer set to fail'));
      mailer.sent.push({ ...message, from });
      return Promise.resolve();
    },
  };
  return mailer;
}
