import type { MiddlewareHandler } from 'hono';
import type { Db } from '../db/database';
import type { AppEnv } from '../http/app-env';
import { ApiHttpError } from '../http/errors';
import { findWorkerByFirebaseUid } from '../workers/worker-repository';
import { InvalidTokenError, type TokenVerifier } from './token-verifier';

const BEARER = /^Bearer[ \t]+([^\s]+)[ \t]*$/i;

/** The token of an `Authorization: Bearer <token>` header, or undefined. */
export function bearerToken(header: string | undefined): string | undefined {
  const match = header === undefined ? null : BEARER.exec(header);
  return match?.[1];
}

/** Verifies an ID token; any token problem is a 401 with a Japanese message, server failures stay 500. */
export async function verifyOrThrow(verifier: TokenVerifier, token: string | undefined) {
  if (token === undefined || token === '') throw new ApiHttpError(401, 'UNAUTHENTICATED');
  try {
    return await verifier.verify(token);
  } catch (e) {
    if (e instanceof InvalidTokenError) {
      throw new ApiHttpError(401, e.reason === 'expired' ? 'TOKEN_EXPIRED' : 'UNAUTHENTICATED', { cause: e });
    }
    throw e;
  }
}

/** Requires `Authorization: Bearer <Firebase ID token>` and sets `identity` (uid, email). */
export function requireToken(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const identity = await verifyOrThrow(verifier, bearerToken(c.req.header('authorization')));
    c.set('identity', identity);
    await next();
  };
}

/** How recently the password must have been entered for a change of the sign-in e-mail (Firebase's own rule: 5 min). */
export const RECENT_SIGN_IN_MAX_AGE_MS = 5 * 60 * 1000;
/**
 * …and for a change of the bank account: the password is asked on /mypage/account, then the form is filled in,
 * which takes longer. Older, the form asks for the password again and keeps what was typed.
 */
export const ACCOUNT_SIGN_IN_MAX_AGE_MS = 30 * 60 * 1000;

/**
 * After requireToken/requireWorker: the token must come from a password entered within `maxAgeMs` (the browser
 * reauthenticates just before). A stolen token of a long session cannot change who signs in. 403 REAUTH_REQUIRED.
 */
export function requireRecentSignIn(maxAgeMs = RECENT_SIGN_IN_MAX_AGE_MS, now: () => number = Date.now): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const { authTime } = c.get('identity');
    if (authTime === null || now() - authTime > maxAgeMs) throw new ApiHttpError(403, 'REAUTH_REQUIRED');
    await next();
  };
}

/**
 * Requires a verified token whose uid belongs to a worker, and sets `worker` to that worker's row.
 * Every worker route reads the worker id from here — never from the request.
 */
export function requireWorker(verifier: TokenVerifier, db: Db): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const identity = await verifyOrThrow(verifier, bearerToken(c.req.header('authorization')));
    c.set('identity', identity);
    const worker = await findWorkerByFirebaseUid(db, identity.uid);
    if (worker === undefined) throw new ApiHttpError(403, 'ACCESS_DENIED');
    c.set('worker', worker);
    await next();
  };
}

/**
 * Login and sign-up carry the ID token in the body (spec §7): verified here, after validateJson, so that the
 * idempotency store that follows is keyed by the token's owner and never replays an answer to an expired token.
 */
export function identityFromBodyToken(verifier: TokenVerifier): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const body: unknown = await c.req.json();
    const token = typeof body === 'object' && body !== null && 'token' in body && typeof body.token === 'string' ? body.token : undefined;
    c.set('identity', await verifyOrThrow(verifier, token));
    await next();
  };
}
