import { createHash } from 'node:crypto';
import { sql, type Transaction } from 'kysely';
import type { Db } from '../db/database';
import type { Database } from '../db/schema';

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

/**
 * For a limit counted from the rows it guards (count the subject's rows, then refuse or insert): holds, until
 * `tx` ends, a PostgreSQL advisory lock on "<name>:<subject>", so a second transaction of the same subject — on
 * this replica or another — waits here until the first has committed, then counts its row too. Count and insert
 * after this call, in the same transaction. The lock's two int4 keys are hashtext() of the name and of the
 * subject: a subject with the same hash only waits a moment longer, and the two-key space never meets the
 * one-key (int8) locks of db/process-lock.ts and http/idempotency.ts.
 */
export async function lockSubject(tx: Transaction<Database>, name: string, subject: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${name}), hashtext(${subject}))`.execute(tx);
}
