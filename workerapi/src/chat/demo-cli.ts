import { parseArgs } from 'node:util';

// `npm run demo -- request --worker demo@example.jp [--start 2026-11-25T10:00] [--course …] [--minutes 90]
//   [--charge 9000] [--deadline-hours 3] [--customer <id>] [--confirmed]`
// `npm run demo -- cancel <reservation id>`
// `npm run demo -- say --chat <chat id> "…"` (the customer writes) · `say --inquiry <id> "…"` (the operator answers)
// `npm run demo -- read --chat <chat id>` (the customer reads the worker's messages: 既読)
// Acts as a customer against the RUNNING workerapi (npm start) through its local/test-only /workerapi/dev/…
// routes: PGlite is single-process, so the command never opens the database itself.

const USAGE = `使い方:
  npm run demo -- request --worker <メールアドレス> [--start 2026-11-25T10:00] [--course コース名] [--minutes 90]
                          [--charge 9000] [--deadline-hours 3] [--customer <お客様ID>] [--confirmed]
  npm run demo -- cancel <予約ID>          （お客様としてキャンセル）
  npm run demo -- say --chat <チャットID> "メッセージ"        （お客様として送信）
  npm run demo -- say --inquiry <問い合わせID> "メッセージ"  （運営事務局として返信）
  npm run demo -- read --chat <チャットID>                  （お客様として既読にする）
接続先: WORKERAPI_URL（既定 http://127.0.0.1:<WORKERAPI_PORT または 8081>）`;

function baseUrl(): string {
  return process.env.WORKERAPI_URL ?? `http://127.0.0.1:${process.env.WORKERAPI_PORT ?? '8081'}`;
}

/** '2026-11-25T10:00' without an offset is read as Tokyo time. */
export function tokyoIso(text: string): string {
  return /[zZ]|[+-]\d\d:\d\d$/.test(text) ? new Date(text).toISOString() : new Date(`${text.length === 16 ? `${text}:00` : text}+09:00`).toISOString();
}

async function call(path: string, body: unknown): Promise<unknown> {
  const res = await fetch(`${baseUrl()}/workerapi${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json: unknown = await res.json().catch(() => null);
  if (!res.ok) throw new Error(`${res.status} ${JSON.stringify(json)}`);
  return json;
}

export async function main(argv: string[]): Promise<number> {
  const { positionals, values } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      worker: { type: 'string' },
      start: { type: 'string' },
      course: { type: 'string' },
      minutes: { type: 'string' },
      charge: { type: 'string' },
      'deadline-hours': { type: 'string' },
      customer: { type: 'string' },
      confirmed: { type: 'boolean' },
      chat: { type: 'string' },
      inquiry: { type: 'string' },
      help: { type: 'boolean', short: 'h' },
    },
  });
  const [command, id] = positionals;
  if (values.help || !command) {
    console.log(USAGE);
    return values.help ? 0 : 1;
  }
  if (command === 'request') {
    if (!values.worker) {
      console.error(`--worker が必要です。\n${USAGE}`);
      return 1;
    }
    const deadlineHours = values['deadline-hours'] === undefined ? undefined : Number(values['deadline-hours']);
    const body = {
      workerEmail: values.worker,
      ...(values.start ? { startsAt: tokyoIso(values.start) } : {}),
      ...(values.course ? { course: values.course } : {}),
      ...(values.minutes ? { minutes: Number(values.minutes) } : {}),
      ...(values.charge ? { charge: Number(values.charge) } : {}),
      ...(deadlineHours !== undefined ? { answerDeadline: new Date(Date.now() + deadlineHours * 3_600_000).toISOString() } : {}),
      ...(values.customer ? { customerId: values.customer } : {}),
      ...(values.confirmed ? { status: 'confirmed' } : {}),
    };
    const result = await call('/dev/reservations', body);
    console.log(JSON.stringify(result, null, 2));
    return 0;
  }
  if (command === 'say') {
    const text = positionals.slice(1).join(' ');
    if (text.trim() === '' || (!values.chat && !values.inquiry)) {
      console.error(`--chat または --inquiry と、メッセージが必要です。\n${USAGE}`);
      return 1;
    }
    const path = values.chat ? `/dev/chats/${encodeURIComponent(values.chat)}/messages` : `/dev/inquiries/${encodeURIComponent(values.inquiry ?? '')}/replies`;
    console.log(JSON.stringify(await call(path, { text }), null, 2));
    return 0;
  }
  if (command === 'read' && values.chat) {
    console.log(JSON.stringify(await call(`/dev/chats/${encodeURIComponent(values.chat)}/read`, {}), null, 2));
    return 0;
  }
  if (command === 'cancel' && id) {
    console.log(JSON.stringify(await call(`/dev/reservations/${encodeURIComponent(id)}/cancel`, {}), null, 2));
    return 0;
  }
  console.error(USAGE);
  return 1;
}

if (process.argv[1]?.endsWith('demo-cli.ts')) {
  main(process.argv.slice(2)).then(
    (code) => process.exit(code),
    (e: unknown) => {
      console.error(`失敗しました: ${e instanceof Error ? e.message : String(e)}`);
      process.exit(1);
    },
  );
}
