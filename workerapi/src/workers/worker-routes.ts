import { Hono } from 'hono';
import { LoginRequestSchema, LoginResponseSchema, MeResponseSchema } from 'shared/schemas';
import { parse } from 'zod/v4/core';
import { identityFromBodyToken, requireWorker, verifyOrThrow } from '../auth/auth-middleware';
import type { TokenVerifier } from '../auth/token-verifier';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { FIELD_LABELS } from '../http/messages';
import { idempotency } from '../http/idempotency';
import { validateJson, type FieldLabels } from '../http/validate';
import { toWorkerDto } from '../workers/worker-dto';
import {
  findWorkerByEmail,
  findWorkerByFirebaseUid,
  linkWorkerFirebaseUid,
  normalizeEmail,
} from '../workers/worker-repository';

export interface RouteDeps {
  db: Db;
  verifier: TokenVerifier;
}

const LOGIN_LABELS: FieldLabels = { email: FIELD_LABELS.email, token: FIELD_LABELS.token };

/** POST /workers/login and GET /me (mounted under /workerapi). */
export function workerRoutes({ db, verifier }: RouteDeps) {
  const routes = new Hono<AppEnv>();

  /**
   * Sign-in: the body carries the Firebase ID token. Its e-mail must be the body's e-mail; the worker is
   * found by uid, or — the first time — by e-mail while it has no uid yet, and is then linked to the uid.
   * That link needs an e-mail the provider has verified: anyone can create an account for any address, and
   * an unverified one would take over a pre-registered worker (403, the row stays unlinked).
   */
  routes.post('/workers/login', validateJson(LoginRequestSchema, LOGIN_LABELS), identityFromBodyToken(verifier), idempotency(db), async (c) => {
    const body = c.req.valid('json');
    const identity = await verifyOrThrow(verifier, body.token);
    if (identity.email === null || normalizeEmail(identity.email) !== normalizeEmail(body.email)) {
      throw new ApiHttpError(401, 'EMAIL_MISMATCH');
    }
    let worker = await findWorkerByFirebaseUid(db, identity.uid);
    if (worker === undefined) {
      const byEmail = await findWorkerByEmail(db, identity.email);
      if (byEmail === undefined) throw new ApiHttpError(404, 'WORKER_NOT_REGISTERED');
      // A worker already linked to another account is never taken over by a new uid with the same e-mail.
      if (byEmail.firebase_uid !== null || !identity.emailVerified) throw new ApiHttpError(403, 'ACCESS_DENIED');
      worker = await linkWorkerFirebaseUid(db, byEmail.id, identity.uid);
      if (worker === undefined) throw new ApiHttpError(403, 'ACCESS_DENIED');
    }
    return c.json(parse(LoginResponseSchema, { worker: toWorkerDto(worker) }), 200);
  });

  /** The caller's own worker profile (spec §3: "returned by the me call under the key worker"). */
  routes.get('/me', requireWorker(verifier, db), (c) => {
    return c.json(parse(MeResponseSchema, { worker: toWorkerDto(c.get('worker')) }), 200);
  });

  return routes;
}
