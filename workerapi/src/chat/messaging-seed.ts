import type { Logger } from 'pino';
import { sql } from 'kysely';
import type { Db } from '../db/database';
import { ensureChat } from './messaging-repository';

// The local/test chats and inquiries seed (never in staging or production). Written once per demo worker: three
// chats with the customers the reservations seed made (history, one with an unread message from the
// customer), and two inquiries (one answered by the operator, one waiting).

const MINUTE_MS = 60_000;

interface Line {
  author: 'worker' | 'customer';
  text: string;
  minutesAgo: number;
}

const CHATS: readonly Line[][] = [
  [
    { author: 'customer', text: 'はじめまして。駐車場は建物の裏に1台分あります。', minutesAgo: 3 * 24 * 60 },
    { author: 'worker', text: 'ありがとうございます。当日は車で伺います。', minutesAgo: 3 * 24 * 60 - 20 },
    { author: 'customer', text: '明日はオートロックの番号が変わります。新しい番号は当日の朝にお送りしますね。', minutesAgo: 45 },
  ],
  [
    { author: 'worker', text: '本日はありがとうございました。\nまたよろしくお願いいたします。', minutesAgo: 5 * 24 * 60 },
    { author: 'customer', text: 'こちらこそありがとうございました！地図はこちらです https://example.jp/map', minutesAgo: 5 * 24 * 60 - 30 },
  ],
  [{ author: 'customer', text: '鍵はいつものポストに入れておきます。', minutesAgo: 8 * 24 * 60 }],
];

export async function seedMessaging({ db, demoWorkerId, now = new Date(), logger }: { db: Db; demoWorkerId: string; now?: Date; logger?: Logger }): Promise<void> {
  const existing = await db.selectFrom('chats').select('id').where('worker_id', '=', demoWorkerId).limit(1).executeTakeFirst();
  if (existing) return;
  const customers = await db
    .selectFrom('reservations')
    .select('customer_id')
    .where('worker_id', '=', demoWorkerId)
    .groupBy('customer_id')
    .orderBy(sql`max(starts_at)`, 'desc')
    .limit(CHATS.length)
    .execute();
  let unreadChats = 0;
  for (const [i, { customer_id }] of customers.entries()) {
    const lines = CHATS[i];
    if (!lines) continue;
    const chat = await ensureChat(db, demoWorkerId, customer_id);
    const at = (m: number) => new Date(now.getTime() - m * MINUTE_MS);
    await db
      .insertInto('messages')
      .values(lines.map((l, n) => ({ worker_id: demoWorkerId, chat_id: chat.id, author: l.author, client_id: l.author === 'worker' ? `seed-${chat.id}-${n}` : null, body: l.text, created_at: at(l.minutesAgo) })))
      .execute();
    const last = lines[lines.length - 1];
    // The first chat's last customer message stays unread; the others were read on both sides.
    const readAt = i === 0 ? at((lines[1]?.minutesAgo ?? 0) - 1) : at(0);
    if (i === 0) unreadChats += 1;
    await db.updateTable('chats').set({ last_message_at: at(last?.minutesAgo ?? 0), worker_read_at: readAt, peer_read_at: at(0) }).where('id', '=', chat.id).execute();
  }

  const answered = await db
    .insertInto('inquiries')
    .values({ worker_id: demoWorkerId, client_id: 'seed-inquiry-1', category: 'salary', subject: '11月分の振込日について', status: 'in_progress', reservation_id: null, created_at: at2(now, 2 * 24 * 60), last_message_at: at2(now, 24 * 60), worker_read_at: at2(now, 60), peer_read_at: at2(now, 24 * 60) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values([
      { worker_id: demoWorkerId, inquiry_id: answered.id, author: 'worker', client_id: 'seed-inquiry-1:body', body: '11月分の給与の振込日を教えてください。', created_at: at2(now, 2 * 24 * 60) },
      { worker_id: demoWorkerId, inquiry_id: answered.id, author: 'operator', client_id: null, body: '運営事務局です。11月分は12月25日にお振込みいたします。', created_at: at2(now, 24 * 60) },
    ])
    .execute();
  const waiting = await db
    .insertInto('inquiries')
    .values({ worker_id: demoWorkerId, client_id: 'seed-inquiry-2', category: 'shift', subject: '年末年始のシフト提出について', reservation_id: null, created_at: at2(now, 90), last_message_at: at2(now, 90) })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('messages')
    .values({ worker_id: demoWorkerId, inquiry_id: waiting.id, author: 'worker', client_id: 'seed-inquiry-2:body', body: '12月29日〜1月3日のシフトはいつまでに提出すればよいですか？', created_at: at2(now, 90) })
    .execute();
  logger?.info({ chats: customers.length, unreadChats, inquiries: 2 }, 'demo chats and inquiries seeded');
}

function at2(now: Date, minutesAgo: number): Date {
  return new Date(now.getTime() - minutesAgo * MINUTE_MS);
}
