import type { Auth } from 'firebase-admin/auth';
import { InvalidTokenError, type TokenVerifier } from './token-verifier';

/** firebase-admin error codes that mean "this token is not acceptable" (→ 401), not "the server failed". */
const EXPIRED_CODES = new Set(['auth/id-token-expired']);
const INVALID_CODES = new Set([
  'auth/argument-error',
  'auth/invalid-argument',
  'auth/invalid-id-token',
  'auth/id-token-revoked',
  'auth/user-disabled',
  'auth/user-not-found',
]);

const errorCode = (e: unknown): string | undefined =>
  typeof e === 'object' && e !== null && 'code' in e && typeof e.code === 'string' ? e.code : undefined;

/** Verifies Firebase ID tokens with firebase-admin (against the Auth emulator when it is configured). */
export function createFirebaseTokenVerifier(auth: Auth): TokenVerifier {
  return {
    async verify(idToken) {
      try {
        const decoded = await auth.verifyIdToken(idToken);
        return {
          uid: decoded.uid,
          email: typeof decoded.email === 'string' ? decoded.email : null,
          emailVerified: decoded.email_verified === true,
          authTime: typeof decoded.auth_time === 'number' ? decoded.auth_time * 1000 : null,
        };
      } catch (e) {
        const code = errorCode(e);
        if (code !== undefined && EXPIRED_CODES.has(code)) throw new InvalidTokenError('expired', code, { cause: e });
        if (code !== undefined && INVALID_CODES.has(code)) throw new InvalidTokenError('invalid', code, { cause: e });
        throw e; // key fetch failures and the like are the server's problem (500), not the caller's.
      }
    },
  };
}
