
import type { Db } from '../db/database';
import { type Notice } from 'features/mypage/server';

/** How many notices the list shows (newest first). */
export const NOTICE_LIST_LIMIT = 50;

function noticesFor(db: Db, workerId: string) {
  return db
    .selectFrom('notices')
    .leftJoin('notice_reads', (join) => join.onRef('notice_reads.notice_id', '=', 'notices.id').on('notice_reads.worker_id', '=', workerId))
    .select(['notices.id', 'notices.title', 'notices.body', 'notices.published_at', 'notice_reads.read_at'])
    .where('notices.published_at', '<=', new Date());
}

type NoticeRow = { id: string; title: string; body: string; published_at: Date; read_at: Date | null };

function toNotice(row: NoticeRow): Notice {
  return { id: row.id, title: row.title, body: row.body, publishedAt: row.published_at.toISOString(), read: row.read_at !== null };
}

/** The published notices, newest first, with the worker's read state, and how many of all are unread. */
export async function listNotices(db: Db, workerId: string): Promise<{ notices: Notice[]; unreadCount: number }> {
  const rows = await noticesFor(db, workerId).orderBy('notices.published_at', 'desc').orderBy('notices.id').limit(NOTICE_LIST_LIMIT).execute();
  const unread = await db
    .selectFrom('notices')
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .where('notices.published_at', '<=', new Date())
    .where((eb) =>
      eb.not(eb.exists(eb.selectFrom('notice_reads').select('notice_reads.notice_id').whereRef('notice_reads.notice_id', '=', 'notices.id').where('notice_reads.worker_id', '=', workerId))),
    )
    .executeTakeFirstOrThrow();
  return { notices: rows.map(toNotice), unreadCount: Number(unread.n) };
}

/** One published notice with the worker's read state; undefined when there is none. */
export async function findNotice(db: Db, workerId: string, noticeId: string): Promise<Notice | undefined> {
  const row = await noticesFor(db, workerId).where('notices.id', '=', noticeId).executeTakeFirst();
  return row === undefined ? undefined : toNotice(row);
}

/** Records that the worker opened the notice (the first time only); undefined when there is no such notice. */
export async function markNoticeRead(db: Db, workerId: string, noticeId: string): Promise<Notice | undefined> {
  const notice = await findNotice(db, workerId, noticeId);
  if (notice === undefined) return undefined;
  if (!notice.read) {
    await db
      .insertInto('notice_reads')
      .values({ notice_id: noticeId, worker_id: workerId })
      .onConflict((oc) => oc.columns(['notice_id', 'worker_id']).doNothing())
      .execute();
  }
  return { ...notice, read: true };
}

export interface NewNotice {
  id?: string;
  title: string;
  body: string;
  publishedAt: Date;
}

/** Adds an operator notice (seed, tests); a notice with the same id is left as it is. */
export async function createNotice(db: Db, notice: NewNotice): Promise<void> {
  await db
    .insertInto('notices')
    .values({ ...(notice.id ? { id: notice.id } : {}), title: notice.title, body: notice.body, published_at: notice.publishedAt })
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}
