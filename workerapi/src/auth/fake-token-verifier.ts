import { InvalidTokenError, type TokenVerifier, type VerifiedIdentity } from './token-verifier';

/** A TokenVerifier for tests: tokens are registered by hand; anything else is invalid. */
export interface FakeTokenVerifier extends TokenVerifier {
  /** Makes `token` valid for `identity` (its e-mail unverified unless `emailVerified` says so, as Firebase does). */
  issue(token: string, identity: { uid: string; email?: string | null; emailVerified?: boolean }): void;
  /** Makes `token` verify as expired. */
  expire(token: string): void;
}

export function createFakeTokenVerifier(
  initial: Record<string, Omit<VerifiedIdentity, 'emailVerified'> & { emailVerified?: boolean }> = {},
): FakeTokenVerifier {
  const valid = new Map<string, VerifiedIdentity>(
    Object.entries(initial).map(([token, identity]) => [token, { ...identity, emailVerified: identity.emailVerified ?? false }]),
  );
  const expired = new Set<string>();
  return {
    issue(token, identity) {
      expired.delete(token);
      valid.set(token, { uid: identity.uid, email: identity.email ?? null, emailVerified: identity.emailVerified ?? false });
    },
    expire(token) {
      valid.delete(token);
      expired.add(token);
    },
    verify(idToken) {
      if (expired.has(idToken)) return Promise.reject(new InvalidTokenError('expired'));
      const identity = valid.get(idToken);
      return identity ? Promise.resolve({ ...identity }) : Promise.reject(new InvalidTokenError('invalid'));
    },
  };
}
