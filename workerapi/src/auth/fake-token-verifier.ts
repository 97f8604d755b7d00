import { InvalidTokenError, type TokenVerifier, type VerifiedIdentity } from './token-verifier';

/** A TokenVerifier for tests: tokens are registered by hand; anything else is invalid. */
export interface FakeTokenVerifier extends TokenVerifier {
  /**
   * Makes `token` valid for `identity`: its e-mail unverified unless `emailVerified` says so (as Firebase does), its
   * password entered now unless `authTime` says when.
   */
  issue(token: string, identity: FakeIdentity): void;
  /** Makes `token` verify as expired. */
  expire(token: string): void;
}

/** What a test says of a token's holder; the rest as Firebase would have it (unverified e-mail, password entered now). */
export interface FakeIdentity {
  uid: string;
  email?: string | null;
  emailVerified?: boolean;
  authTime?: number | null;
}

const identityOf = (identity: FakeIdentity): VerifiedIdentity => ({
  uid: identity.uid,
  email: identity.email ?? null,
  emailVerified: identity.emailVerified ?? false,
  authTime: identity.authTime === undefined ? Date.now() : identity.authTime,
});

export function createFakeTokenVerifier(initial: Record<string, FakeIdentity> = {}): FakeTokenVerifier {
  const valid = new Map<string, VerifiedIdentity>(Object.entries(initial).map(([token, identity]) => [token, identityOf(identity)]));
  const expired = new Set<string>();
  return {
    issue(token, identity) {
      expired.delete(token);
      valid.set(token, identityOf(identity));
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
