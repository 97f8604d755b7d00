import { Hono, type MiddlewareHandler } from 'hono';
import { parse } from 'zod/v4/core';
import { SIGNUP_LABELS } from 'shared/messages';
import {
  AdminKeyCheckRequestSchema,
  AdminKeyCheckResponseSchema,
  SignupRequestSchema,
  SignupResponseSchema,
} from 'shared/schemas';
import { identityFromBodyToken, verifyOrThrow } from '../auth/auth-middleware';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { idempotency } from '../http/idempotency';
import { validateJson } from '../http/validate';
import { createDbLimiter, type Limiter } from '../rate-limit/limiter';
import { adminKeyMatches } from '../signup/admin-key';
import { clientAddress } from '../signup/client-address';
import { toWorkerDto } from '../workers/worker-dto';
import {
  createWorker,
  findWorkerByEmail,
  findWorkerByFirebaseUid,
  linkWorkerFirebaseUid,
  normalizeEmail,
} from '../workers/worker-repository';
import type { RouteDeps } from '../workers/worker-routes';

export interface SignupDeps extends RouteDeps {
  signupAdminKey: string;
  /** Peers whose X-Forwarded-For names the client (TRUSTED_PROXIES). */
  trustedProxies: readonly string[];
  /** Default: wrong keys counted per client in the database (shared by every replica). */
  limiter?: Limiter;
}

/** 10 wrong admin keys per client within 15 minutes lock that client out until the window ends. */
export const ADMIN_KEY_MAX_FAILURES = 10;
export const ADMIN_KEY_WINDOW_MS = 15 * 60 * 1000;

/**
 * Sign-up (spec §6/§7): the admin key is checked first — a wrong key stops there and creates nothing —
 * then the identity provider's account is registered as a worker. Retrying a sign-up whose first try
 * already created the worker returns that worker (no half-made account blocks a retry).
 */
export function signupRoutes({ db, verifier, signupAdminKey, trustedProxies, limiter }: SignupDeps) {
  const routes = new Hono<AppEnv>();
  // Only failures count, per client (never globally): one person guessing locks out that person alone.
  const failures = limiter ?? createDbLimiter(db, { name: 'signup-admin-key', max: ADMIN_KEY_MAX_FAILURES, windowMs: ADMIN_KEY_WINDOW_MS });

  async function checkKey(client: string, adminKey: string): Promise<void> {
    if (await failures.isLimited(client)) throw new ApiHttpError(429, 'TOO_MANY_ATTEMPTS');
    if (!adminKeyMatches(adminKey, signupAdminKey)) {
      await failures.hit(client);
      throw new ApiHttpError(403, 'ADMIN_KEY_INVALID');
    }
  }

  routes.post(
    '/workers/check/signup-admin-key',
    validateJson(AdminKeyCheckRequestSchema, { adminKey: SIGNUP_LABELS.adminKey }),
    async (c) => {
      await checkKey(clientAddress(c, trustedProxies), c.req.valid('json').adminKey);
      return c.json(parse(AdminKeyCheckResponseSchema, { valid: true }), 200);
    },
  );

  /**
   * Spec §6: sign-up needs the admin key. A body without one (missing, blank, not a string) is a 403 like a wrong
   * key, before any other field is looked at; other bad input is a 400 from the schema.
   */
  const requireAdminKeyPresent: MiddlewareHandler<AppEnv> = async (c, next) => {
    let body: unknown;
    try {
      body = JSON.parse(await c.req.text());
    } catch {
      body = undefined; // malformed JSON: validateJson answers 400
    }
    if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
      const adminKey = 'adminKey' in body ? body.adminKey : undefined;
      if (typeof adminKey !== 'string' || adminKey.trim() === '') throw new ApiHttpError(403, 'ADMIN_KEY_INVALID');
    }
    await next();
  };

  // The admin key first (a wrong one creates nothing and counts), then the body's token, then idempotency keyed by its uid.
  const adminKeyFirst: MiddlewareHandler<AppEnv> = async (c, next) => {
    const body: unknown = await c.req.json();
    const adminKey = typeof body === 'object' && body !== null && 'adminKey' in body && typeof body.adminKey === 'string' ? body.adminKey : '';
    await checkKey(clientAddress(c, trustedProxies), adminKey);
    await next();
  };

  routes.post('/workers/signup', requireAdminKeyPresent, validateJson(SignupRequestSchema, SIGNUP_LABELS), adminKeyFirst, identityFromBodyToken(verifier), idempotency(db), async (c) => {
    const body = c.req.valid('json');
    const identity = await verifyOrThrow(verifier, body.token);
    if (identity.email === null || normalizeEmail(identity.email) !== normalizeEmail(body.email)) {
      throw new ApiHttpError(401, 'EMAIL_MISMATCH');
    }
    const existing = await findWorkerByFirebaseUid(db, identity.uid);
    if (existing) return c.json(parse(SignupResponseSchema, { worker: toWorkerDto(existing) }), 200);

    const byEmail = await findWorkerByEmail(db, identity.email);
    if (byEmail) {
      // Pre-registered by the operator without an account yet: link it, if the provider has verified the e-mail
      // (anyone can create an account for any address). Linked to someone else, or unverified: in use.
      const linked =
        byEmail.firebase_uid === null && identity.emailVerified ? await linkWorkerFirebaseUid(db, byEmail.id, identity.uid) : undefined;
      if (!linked) throw new ApiHttpError(409, 'EMAIL_IN_USE');
      return c.json(parse(SignupResponseSchema, { worker: toWorkerDto(linked) }), 201);
    }
    const worker = await createWorker(db, { email: identity.email, name: '', firebaseUid: identity.uid });
    return c.json(parse(SignupResponseSchema, { worker: toWorkerDto(worker) }), 201);
  });

  return routes;
}
