import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from '../db/column-types';

export interface NoticesTable {
  id: Generated<string>;
  title: string;
  body: string;
  published_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
}

export interface NoticeReadsTable {
  notice_id: string;
  worker_id: string;
  read_at: Timestamp;
}

/** The notices feature's tables (migration 0004_mypage). */
export interface NoticesTables {
  notices: NoticesTable;
  notice_reads: NoticeReadsTable;
}
