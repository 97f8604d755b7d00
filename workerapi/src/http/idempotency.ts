import { createHash, randomUUID } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import { sql, type Transaction } from 'kysely';
import type { Logger } from 'pino';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/database';
import { startSweeper, type Sweeper } from '../db/periodic-sweep';
import type { Database } from '../db/schema';
import type { AppEnv } from './app-env';
import { ApiHttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a response that was replayed from the store instead of being executed again. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface IdempotencyOptions {
  /** How long a completed response is replayed for (default 24 h); after that the key may be used again. */
  replayWindowMs?: number;
  /**
   * The last resort: a reservation older than this is treated as abandoned and taken over whoever holds it
   * (default 60 s). A dead holder's reservation is taken over at once (below); this covers a holder whose death
   * PostgreSQL has not noticed yet (its lock looks held) and reservations written without a holder.
   */
  staleReservationMs?: number;
  /**
   * How long a request waits for the lock of another process holding its key in progress (default 2 s): the
   * lock comes free the moment PostgreSQL ends that process's session (it died) — the request then takes the
   * reservation over and runs; if the holder finished meanwhile, its answer is replayed; otherwise 409.
   */
  holderWaitMs?: number;
  now?: () => Date;
  /** Who this process is (default: the one registered for the db, none on PGlite). null: reserve without a holder. */
  holder?: ReservationHolder | null;
  /** Seam for tests (PGlite has one session, so no other process can hold a lock there): see HolderLockWait. */
  waitForHolder?: HolderLockWait;
  logger?: Pick<Logger, 'info' | 'warn'>;
}

/** The process a reservation belongs to (db/process-lock.ts's ProcessLock is one). */
export interface ReservationHolder {
  /** This process's lock key, held or not: a reservation under it is this process's own, never taken over here. */
  readonly key: string;
  /** The key while this process holds its lock — a reservation is written with it; null: written without a holder. */
  current(): string | null;
}

/**
 * In `trx`, waits at most `waitMs` for the session-level advisory lock of `holder`: true when it was taken (the
 * holder's session is gone — the lock stays with `trx` until it ends, so the holder cannot take it back meanwhile),
 * false when the holder still holds it.
 */
export type HolderLockWait = (trx: Transaction<Database>, holder: string, waitMs: number) => Promise<boolean>;

/** PostgreSQL: pg_advisory_xact_lock under a transaction-local lock_timeout (55P03 lock_not_available = still held). */
export const waitForHolderLock: HolderLockWait = async (trx, holder, waitMs) => {
  await sql`select set_config('lock_timeout', ${`${Math.max(1, Math.round(waitMs))}ms`}, true)`.execute(trx);
  try {
    await sql`select pg_advisory_xact_lock(${holder}::bigint)`.execute(trx);
    return true;
  } catch (e) {
    if (typeof e === 'object' && e !== null && 'code' in e && e.code === '55P03') return false;
    throw e;
  }
};

interface Registered {
  holder: ReservationHolder;
  logger?: Pick<Logger, 'info' | 'warn'> | undefined;
}
const registered = new WeakMap<Db, Registered>();

/**
 * Makes `holder` the reservation holder of every idempotency(db) of this process (main.ts registers its process
 * lock on PostgreSQL; nothing is registered on PGlite — one process, reservations carry no holder).
 */
export function registerReservationHolder(db: Db, holder: ReservationHolder, logger?: Pick<Logger, 'info' | 'warn'>): void {
  registered.set(db, { holder, logger });
}

/**
 * This process's lock was lost while it lives on (its session dropped): its reservations still running would look
 * like a dead holder's to the other replicas, which would run them a second time. They are written back to
 * "no holder" (only the stale timeout applies to them, as before holders existed). Best effort: when PostgreSQL
 * itself is gone, this fails too — and so do the requests that hold those reservations.
 */
export async function abandonReservations(db: Db, key: string): Promise<number> {
  const result = await db
    .updateTable('idempotency_keys')
    .set({ holder: null })
    .where(sql<boolean>`holder = ${key}::bigint`)
    .where('status', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Thrown inside the takeover transaction when the holder still holds its lock (never leaves this module). */
const HOLDER_ALIVE = new Error('the holder of the reservation is alive');

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DAY_MS = 24 * 60 * 60 * 1000;

/** How often the keys past their replay window are deleted (their stored answers can hold personal data). */
export const IDEMPOTENCY_PURGE_INTERVAL_MS = 60 * 60 * 1000;

/**
 * Deletes every key older than the replay window: its answer is never replayed again, and a stored answer (an
 * account number, a customer's address) must not outlive the window. A reservation that old was abandoned.
 */
export async function deleteExpiredIdempotencyKeys(db: Db, now: Date = new Date(), replayWindowMs = DAY_MS): Promise<number> {
  const deleted = await db
    .deleteFrom('idempotency_keys')
    .where('created_at', '<', new Date(now.getTime() - replayWindowMs))
    .executeTakeFirst();
  return Number(deleted.numDeletedRows);
}

/** Runs deleteExpiredIdempotencyKeys every `intervalMs` (replicas may run it at once; each row goes once). */
export function startIdempotencyPurge(db: Db, logger?: Pick<Logger, 'info' | 'warn'>, intervalMs = IDEMPOTENCY_PURGE_INTERVAL_MS): Sweeper {
  return startSweeper(() => deleteExpiredIdempotencyKeys(db), intervalMs, {
    done: (deleted) => {
      if (deleted > 0) logger?.info({ deleted }, 'expired idempotency keys deleted');
    },
    failed: (error) => logger?.warn({ err: error }, 'idempotency purge failed; the next one tries again'),
  });
}

const MULTIPART_BOUNDARY = /^multipart\/form-data\s*;.*?\bboundary=(?:"([^"]+)"|([^\s;]+))/i;

/**
 * What makes two requests "the same": method, path, content type and body. A multipart body is compared without
 * its boundary (issue 12 item 9): a retried upload is built again by the browser with a new random boundary.
 */
export function requestHash(method: string, path: string, contentType: string, body: ArrayBuffer): string {
  const hash = createHash('sha256');
  const multipart = MULTIPART_BOUNDARY.exec(contentType);
  const boundary = multipart?.[1] ?? multipart?.[2];
  if (boundary === undefined) {
    return hash.update(`${method}\n${path}\n${contentType.toLowerCase()}\n`).update(new Uint8Array(body)).digest('hex');
  }
  hash.update(`${method}\n${path}\nmultipart/form-data\n`);
  // The parts in order, each hashed with its length; the boundary lines themselves are left out.
  const bytes = Buffer.from(body);
  const delimiter = Buffer.from(`--${boundary}`, 'latin1');
  let from = 0;
  for (;;) {
    const at = bytes.indexOf(delimiter, from);
    const part = bytes.subarray(from, at === -1 ? bytes.length : at);
    hash.update(`${part.length}:`).update(part);
    if (at === -1) break;
    from = at + delimiter.length;
  }
  return hash.digest('hex');
}

/**
 * Honors `Idempotency-Key` on POST/PUT/PATCH/DELETE: the first request with a key runs and its completed
 * non-5xx response is stored; a repeat of the same key (same owner, same request) replays that status and body
 * without running the handler again; the same key with a different request is a 409.
 *
 * Concurrency: a reservation row is inserted before the handler runs (primary key (owner, key)), so of two
 * concurrent duplicates only one executes; the other gets a 409 "in progress" (the client retries once on 409).
 *
 * A holder that died: the reservation names its holder (this process's lock key, db/process-lock.ts, while the
 * process holds its lock). A repeat of the same request that finds the key in progress under another process's key
 * waits (holderWaitMs) for that process's advisory lock in a transaction: taken → the holder's session is gone
 * (the process died) → the reservation is taken over (a conditional UPDATE on its fencing token, in that same
 * transaction — of two takers one wins, the other gets 409) and the request runs; still held → the holder is alive
 * (slow) → its answer if it finished meanwhile, else 409 — a live holder always keeps its lock, so a slow request is
 * never run twice this way. Reservations without a holder (PGlite, or written while the process's lock was down)
 * and this process's own are only taken over when stale (staleReservationMs, the last resort).
 *
 * Owner: the verified caller's uid, set by an auth middleware that ran before this one (requireWorker, or
 * identityFromBodyToken on login and sign-up, whose token is in the body). Without a verified identity nothing is
 * stored or replayed (issue 12 item 10): an answer is never handed to someone who cannot prove to be its owner,
 * and never after the token that earned it expired. Mount it after the auth middleware of a route.
 */
export function idempotency(db: Db, options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const replayWindowMs = options.replayWindowMs ?? DAY_MS;
  const staleReservationMs = options.staleReservationMs ?? 60_000;
  const holderWaitMs = options.holderWaitMs ?? 2_000;
  const now = options.now ?? (() => new Date());
  const waitForHolder = options.waitForHolder ?? waitForHolderLock;

  return async (c, next) => {
    const key = c.req.header(IDEMPOTENCY_HEADER);
    if (key === undefined || !MUTATING.has(c.req.method)) {
      await next();
      return;
    }
    if (key.length < 1 || key.length > IDEMPOTENCY_KEY_MAX_LENGTH) {
      throw new ApiHttpError(400, 'IDEMPOTENCY_KEY_INVALID');
    }

    const method = c.req.method;
    const path = c.req.path;
    const identity = c.var.identity as AppEnv['Variables']['identity'] | undefined;
    if (identity === undefined) {
      await next();
      return;
    }
    const owner = `uid:${identity.uid}`;
    const hash = requestHash(method, path, c.req.header('content-type') ?? '', await c.req.arrayBuffer());
    const holder = options.holder !== undefined ? options.holder : (registered.get(db)?.holder ?? null);
    const logger = options.logger ?? registered.get(db)?.logger;
    /** This request's reservation (fencing token): every later write of the row is conditional on it. */
    const token = randomUUID();
    const mine = () => ({
      method, path, request_hash: hash, status: null, body: null, created_at: now(),
      holder: holder?.current() ?? null, reservation: token,
    });

    const reserve = async (): Promise<boolean> => {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ owner, key, ...mine() })
        .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    };
    const read = () =>
      db
        .selectFrom('idempotency_keys')
        .select(['method', 'path', 'request_hash', 'status', 'body', 'created_at', 'reservation', sql<string | null>`holder::text`.as('holder')])
        .where('owner', '=', owner)
        .where('key', '=', key)
        .executeTakeFirst();
    type Seen = NonNullable<Awaited<ReturnType<typeof read>>>;
    const sameRequest = (row: Seen) => row.request_hash === hash && row.method === method && row.path === path;
    /** Replaces the row `seen` with this request's reservation — only if it is still exactly that row. */
    const takeOver = async (exec: Db | Transaction<Database>, seen: Seen, byHolder: boolean): Promise<boolean> => {
      let query = exec
        .updateTable('idempotency_keys')
        .set(mine())
        .where('owner', '=', owner)
        .where('key', '=', key)
        .where((eb) =>
          seen.reservation !== null
            ? eb('reservation', '=', seen.reservation)
            : eb.and([eb('reservation', 'is', null), eb('created_at', '=', seen.created_at)]),
        );
      if (seen.status === null) query = query.where('status', 'is', null);
      // The holder whose lock was taken: if it gave the row up meanwhile (abandonReservations), it is not taken.
      if (byHolder) query = query.where(sql<boolean>`holder = ${seen.holder}::bigint`);
      return (await query.returning('key').executeTakeFirst()) !== undefined;
    };
    const replay = (row: Seen) => {
      c.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
      return c.json(row.body, row.status as ContentfulStatusCode);
    };

    if (!(await reserve())) {
      const seen = await read();
      if (seen === undefined) {
        // Released between the insert and the read (the holder's request failed): one more try.
        if (!(await reserve())) throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS');
      } else {
        const ageMs = now().getTime() - seen.created_at.getTime();
        if (seen.status !== null ? ageMs > replayWindowMs : ageMs > staleReservationMs) {
          // An answer past its replay window, or a reservation nobody finished in time (the last resort).
          if (!(await takeOver(db, seen, false))) throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS');
          if (seen.status === null) logger?.warn({ method, path, holder: seen.holder, ageMs }, 'idempotency reservation taken over: stale');
        } else if (!sameRequest(seen)) {
          throw new ApiHttpError(409, 'IDEMPOTENCY_KEY_REUSED');
        } else if (seen.status !== null) {
          return replay(seen);
        } else if (seen.holder === null || seen.holder === holder?.key) {
          // No holder to ask (PGlite, or reserved while its process's lock was down), or this process's own.
          throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS');
        } else {
          const gone = seen.holder;
          // The wait and the takeover in one transaction: the lock taken stays taken until the row is ours.
          const outcome = await db
            .transaction()
            .execute(async (trx) => {
              if (!(await waitForHolder(trx, gone, holderWaitMs))) throw HOLDER_ALIVE; // rolls the transaction back
              return (await takeOver(trx, seen, true)) ? 'taken' : 'lost';
            })
            .catch((e: unknown) => {
              if (e === HOLDER_ALIVE) return 'alive';
              throw e;
            });
          if (outcome !== 'taken') {
            // The holder lives (or another request took the key first): its answer if it is there by now.
            const after = await read();
            if (after !== undefined && after.status !== null && sameRequest(after)) return replay(after);
            throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS');
          }
          logger?.info({ method, path, holder: gone }, 'idempotency reservation taken over: its holder is gone');
        }
      }
    }

    const release = () =>
      db
        .deleteFrom('idempotency_keys')
        .where('owner', '=', owner)
        .where('key', '=', key)
        .where('reservation', '=', token)
        .where('status', 'is', null)
        .execute();

    try {
      await next();
    } catch (e) {
      await release();
      throw e;
    }

    const res = c.res;
    const isJson = (res.headers.get('content-type') ?? '').toLowerCase().includes('json');
    if (res.status >= 500 || !isJson) {
      // Only completed, replayable answers are stored; a server failure leaves the key free to retry.
      await release();
      return;
    }
    const text = await res.clone().text();
    const stored = await db
      .updateTable('idempotency_keys')
      .set({ status: res.status, body: text === '' ? 'null' : text })
      .where('owner', '=', owner)
      .where('key', '=', key)
      .where('reservation', '=', token)
      .where('status', 'is', null)
      .returning('key')
      .executeTakeFirst();
    if (stored === undefined) {
      // Taken over while this request ran (it outlived staleReservationMs, or this process's lock was lost).
      logger?.warn({ method, path }, 'idempotency reservation lost while its request ran; the answer was not stored');
    }
  };
}
