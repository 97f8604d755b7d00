import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '../db/database';

export interface LimitOptions {
  /** A name that keeps limits apart ('signup-admin-key', 'email-change'). */
  name: string;
  /** Events allowed per subject within the window. */
  max: number;
  windowMs: number;
  now?: () => Date;
}

/**
 * A fixed-window counter per subject (a client address, a worker id), stored in PostgreSQL so that every
 * replica counts together (issue 12 item 6). Subjects are hashed before they are stored.
 */
export interface Limiter {
  /** True when the subject used up its allowance in the current window. */
  isLimited(subject: string): Promise<boolean>;
  /** Counts one event (one failure, one request) and returns how many the subject has in the current window. */
  hit(subject: string): Promise<number>;
}

const keyOf = (name: string, subject: string) => createHash('sha256').update(`${name}:${subject}`, 'utf8').digest('hex');

export function createDbLimiter(db: Db, { name, max, windowMs, now = () => new Date() }: LimitOptions): Limiter {
  return {
    async isLimited(subject) {
      const row = await db
        .selectFrom('rate_limits')
        .select(['count', 'expires_at'])
        .where('key', '=', keyOf(name, subject))
        .executeTakeFirst();
      return row !== undefined && row.expires_at.getTime() > now().getTime() && row.count >= max;
    },
    async hit(subject) {
      const at = now();
      const expires = new Date(at.getTime() + windowMs);
      // One statement: concurrent hits on several replicas never lose a count.
      const row = await db
        .insertInto('rate_limits')
        .values({ key: keyOf(name, subject), count: 1, window_start: at, expires_at: expires })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql<number>`case when rate_limits.expires_at <= ${at} then 1 else rate_limits.count + 1 end`,
            window_start: sql<Date>`case when rate_limits.expires_at <= ${at} then ${at} else rate_limits.window_start end`,
            expires_at: sql<Date>`case when rate_limits.expires_at <= ${at} then ${expires} else rate_limits.expires_at end`,
          }),
        )
        .returning('count')
        .executeTakeFirstOrThrow();
      // Now and then, expired windows of everyone are removed.
      if (Math.random() < 0.01) await db.deleteFrom('rate_limits').where('expires_at', '<=', at).execute();
      return row.count;
    },
  };
}
