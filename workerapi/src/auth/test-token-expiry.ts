import type { Hono } from 'hono';
import type { AppEnv } from '../http/app-env';
import { bearerToken, verifyOrThrow } from './auth-middleware';
import { InvalidTokenError, type TokenVerifier } from './token-verifier';

/** Local/test only: POST here with a Bearer token and that token verifies as expired from then on. */
export const EXPIRE_TOKEN_TEST_PATH = '/__test/session/expire-token';

export interface ExpirableVerifier extends TokenVerifier {
  expire(token: string): void;
}

/**
 * A verifier that can be told "this token has expired" — the e2e suite's way to shorten a token's life
 * (the Auth emulator's tokens live an hour) and prove the app refreshes it and carries on (spec §9).
 * Only createApp in local/test wraps the real verifier with it.
 */
export function withTestExpiry(inner: TokenVerifier): ExpirableVerifier {
  const expired = new Set<string>();
  return {
    expire: (token) => {
      expired.add(token);
    },
    verify: (token) => (expired.has(token) ? Promise.reject(new InvalidTokenError('expired')) : inner.verify(token)),
  };
}

export function mountSessionTestRoutes(api: Hono<AppEnv>, verifier: ExpirableVerifier): void {
  api.post(EXPIRE_TOKEN_TEST_PATH, async (c) => {
    const token = bearerToken(c.req.header('authorization'));
    await verifyOrThrow(verifier, token);
    if (token !== undefined) verifier.expire(token);
    return c.json({ expired: true }, 200);
  });
}
