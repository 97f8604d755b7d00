import type { Logger } from 'pino';
import type { Db } from '../db/database';
import { createNotice } from './notice-repository';

// The local/test notices seed (never run in staging or production, where the operator writes notices).
// Notices are operator-wide, so every worker — a fresh e2e worker too — sees them, unread at first.
// Fixed ids keep it idempotent; dates are relative to the first seeding.

const DAY_MS = 24 * 60 * 60 * 1000;

export const SEED_NOTICES = [
  {
    id: '5b0f7d2e-0c1a-4f4e-9a61-3f0d2b7a0001',
    daysAgo: 1,
    title: '年末年始のシフト提出について',
    // What the seeded shift periods show: each month's answers close at its deadline, as always.
    body: '年末年始（12月28日〜1月4日）のシフトも、通常どおり各月の提出期限までに提出してください。\nマイページの「シフト提出」で、月ごとの提出期限を確認できます。',
  },
  {
    id: '5b0f7d2e-0c1a-4f4e-9a61-3f0d2b7a0002',
    daysAgo: 5,
    title: '給与の振込口座をご確認ください',
    body: '給与は毎月25日に、登録された口座へお振り込みします。\nマイページの「口座情報」で、振込先が正しいかご確認ください。',
  },
  {
    id: '5b0f7d2e-0c1a-4f4e-9a61-3f0d2b7a0003',
    daysAgo: 12,
    title: 'マイページをリニューアルしました',
    body: 'スマートフォンで使いやすいマイページになりました。\nプロフィール写真の登録や、お知らせの確認ができます。',
  },
] as const;

export async function seedNotices({ db, now = new Date(), logger }: { db: Db; now?: Date; logger?: Logger | undefined }): Promise<void> {
  for (const notice of SEED_NOTICES) {
    await createNotice(db, { id: notice.id, title: notice.title, body: notice.body, publishedAt: new Date(now.getTime() - notice.daysAgo * DAY_MS) });
  }
  logger?.info({ notices: SEED_NOTICES.length }, 'notices seeded');
}
