// Prints the local outbox — the mails workerapi "sent" without an SMTP server (local and test).
//   node scripts/pnpm.mjs --filter workerapi outbox [--to address] [--limit N] [--dir DIR]
// Without --dir: OUTBOX_DIR, else DATA_DIR/outbox, else the outboxes of `npm start` (.data/local/pglite/outbox)
// and of a bare `pnpm start` in workerapi (.data/pglite/outbox).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { DEFAULT_DATA_DIR } from '../config';
import { readOutbox } from './outbox';

const NPM_START_OUTBOX = fileURLToPath(new URL('../../../.data/local/pglite/outbox', import.meta.url));

function outboxDirs(dir: string | undefined): string[] {
  if (dir) return [dir];
  if (process.env.OUTBOX_DIR) return [process.env.OUTBOX_DIR];
  if (process.env.DATA_DIR) return [join(process.env.DATA_DIR, 'outbox')];
  return [NPM_START_OUTBOX, join(DEFAULT_DATA_DIR, 'outbox')];
}

const time = new Intl.DateTimeFormat('ja-JP', { timeZone: 'Asia/Tokyo', dateStyle: 'medium', timeStyle: 'medium' });

async function main(): Promise<void> {
  const { values } = parseArgs({
    // `pnpm … outbox -- --to x` passes the `--` through.
    args: process.argv.slice(2).filter((arg) => arg !== '--'),
    options: { to: { type: 'string' }, limit: { type: 'string', default: '10' }, dir: { type: 'string' }, help: { type: 'boolean', short: 'h' } },
  });
  if (values.help) {
    console.log('usage: outbox [--to address] [--limit N] [--dir DIR]');
    return;
  }
  const limit = Math.max(1, Number.parseInt(values.limit, 10) || 10);
  let shown = 0;
  for (const dir of outboxDirs(values.dir)) {
    if (!existsSync(dir)) continue;
    const mails = await readOutbox(dir, { ...(values.to ? { to: values.to } : {}), limit });
    console.log(`# ${dir} — ${mails.length} mail(s)${values.to ? ` to ${values.to}` : ''}, newest first\n`);
    for (const mail of mails) {
      console.log(`──── ${time.format(new Date(mail.createdAt))}`);
      console.log(`From: ${mail.from}\nTo: ${mail.to}\nSubject: ${mail.subject}\n\n${mail.text}\n`);
      shown += 1;
    }
  }
  if (shown === 0) console.log(`The outbox is empty (looked in: ${outboxDirs(values.dir).join(', ')}).`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
