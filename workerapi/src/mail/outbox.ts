import { randomUUID } from 'node:crypto';
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { MailSendError, type Mailer } from './mailer';
import { OutboxMailSchema, type OutboxMail } from 'features/mypage/server';

// The local outbox: where mail goes when no SMTP server is configured (local and test only). One JSON file
// per mail in the outbox directory, so a developer reads it while workerapi runs (`pnpm --filter workerapi
// outbox`, PGlite being single-process) and e2e reads it through GET /workerapi/__dev/outbox.

/** Writes each mail as `<time>-<id>.json` into `dir`. */
export function createOutboxMailer({ dir, from, now = () => new Date() }: { dir: string; from: string; now?: () => Date }): Mailer {
  return {
    kind: 'outbox',
    async send(message) {
      const createdAt = now();
      const mail: OutboxMail = { id: randomUUID(), from, to: message.to, subject: message.subject, text: message.text, createdAt: createdAt.toISOString() };
      try {
        await mkdir(dir, { recursive: true });
        // The time first, so the names sort oldest → newest.
        const name = `${createdAt.toISOString().replace(/[:.]/g, '-')}-${mail.id}.json`;
        await writeFile(join(dir, name), `${JSON.stringify(mail, null, 2)}\n`, 'utf8');
      } catch (cause) {
        throw new MailSendError('could not write to the outbox', { cause });
      }
    },
  };
}

/** The mails in `dir`, newest first; only those to `to` (case-insensitive) when given. A missing directory is empty. */
export async function readOutbox(dir: string, { to, limit = 50 }: { to?: string; limit?: number } = {}): Promise<OutboxMail[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => name.endsWith('.json'));
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'ENOENT') return [];
    throw error;
  }
  const wanted = to?.trim().toLowerCase();
  const mails: OutboxMail[] = [];
  for (const name of names.sort().reverse()) {
    let raw: unknown;
    try {
      raw = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch {
      continue; // a file being written, or not ours
    }
    const parsed = OutboxMailSchema.safeParse(raw);
    if (!parsed.success) continue;
    if (wanted !== undefined && parsed.data.to.toLowerCase() !== wanted) continue;
    mails.push(parsed.data);
    if (mails.length >= limit) break;
  }
  return mails;
}
