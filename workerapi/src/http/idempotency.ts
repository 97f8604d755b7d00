import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type { Db } from '../db/database';
import type { AppEnv } from './app-env';
import { ApiHttpError } from './errors';

export const IDEMPOTENCY_HEADER = 'Idempotency-Key';
/** Set on a response that was replayed from the store instead of being executed again. */
export const IDEMPOTENCY_REPLAYED_HEADER = 'Idempotency-Replayed';
export const IDEMPOTENCY_KEY_MAX_LENGTH = 200;

export interface IdempotencyOptions {
  /** How long a completed response is replayed for (default 24 h); after that the key may be used again. */
  replayWindowMs?: number;
  /** A reservation older than this is treated as abandoned (a crashed process) and taken over (default 60 s). */
  staleReservationMs?: number;
  now?: () => Date;
}

const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
const DAY_MS = 24 * 60 * 60 * 1000;

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
 * Owner: the verified caller's uid, set by an auth middleware that ran before this one (requireWorker, or
 * identityFromBodyToken on login and sign-up, whose token is in the body). Without a verified identity nothing is
 * stored or replayed (issue 12 item 10): an answer is never handed to someone who cannot prove to be its owner,
 * and never after the token that earned it expired. Mount it after the auth middleware of a route.
 */
export function idempotency(db: Db, options: IdempotencyOptions = {}): MiddlewareHandler<AppEnv> {
  const replayWindowMs = options.replayWindowMs ?? DAY_MS;
  const staleReservationMs = options.staleReservationMs ?? 60_000;
  const now = options.now ?? (() => new Date());

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

    const reserve = async (): Promise<boolean> => {
      const inserted = await db
        .insertInto('idempotency_keys')
        .values({ owner, key, method, path, request_hash: hash, status: null, body: null, created_at: now() })
        .onConflict((oc) => oc.columns(['owner', 'key']).doNothing())
        .returning('key')
        .executeTakeFirst();
      return inserted !== undefined;
    };

    let reserved = await reserve();
    if (!reserved) {
      const existing = await db
        .selectFrom('idempotency_keys')
        .selectAll()
        .where('owner', '=', owner)
        .where('key', '=', key)
        .executeTakeFirst();
      const ageMs = existing ? now().getTime() - existing.created_at.getTime() : 0;
      const expired =
        existing === undefined ||
        (existing.status === null ? ageMs > staleReservationMs : ageMs > replayWindowMs);
      if (expired) {
        // Take the key over only if nobody else did in between (same created_at as we saw).
        let query = db.deleteFrom('idempotency_keys').where('owner', '=', owner).where('key', '=', key);
        if (existing) query = query.where('created_at', '=', existing.created_at);
        await query.execute();
        reserved = await reserve();
        if (!reserved) throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS');
      } else if (existing.request_hash !== hash || existing.method !== method || existing.path !== path) {
        throw new ApiHttpError(409, 'IDEMPOTENCY_KEY_REUSED');
      } else if (existing.status === null) {
        throw new ApiHttpError(409, 'IDEMPOTENCY_IN_PROGRESS');
      } else {
        c.header(IDEMPOTENCY_REPLAYED_HEADER, 'true');
        return c.json(existing.body, existing.status as ContentfulStatusCode);
      }
    }

    const release = () =>
      db
        .deleteFrom('idempotency_keys')
        .where('owner', '=', owner)
        .where('key', '=', key)
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
    await db
      .updateTable('idempotency_keys')
      .set({ status: res.status, body: text === '' ? 'null' : text })
      .where('owner', '=', owner)
      .where('key', '=', key)
      .execute();
  };
}
