import nodemailer from 'nodemailer';
import { MailSendError, type Mailer } from './mailer';

/** Sends over SMTP (`smtp://user:pass@host:587`, `smtps://…:465`). The URL carries the credentials: never log it. */
export function createSmtpMailer({ url, from }: { url: string; from: string }): Mailer {
  const transport = nodemailer.createTransport(url);
  return {
    kind: 'smtp',
    async send(message) {
      try {
        await transport.sendMail({ from, to: message.to, subject: message.subject, text: message.text });
      } catch (cause) {
        throw new MailSendError('SMTP send failed', { cause });
      }
    },
  };
}
