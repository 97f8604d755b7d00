import { InvalidTokenError, type TokenVerifier, type VerifiedIdentity } from './token-verifier';

/** A TokenVerifier for tests: tokens are registered by hand; anything else is invalid. */
export interface FakeTokenVerifier extends TokenVerifier {
  /** Makes `token` valid for `identity`. */
  issue(token: string, identity: { uid: string; email?: string | null }): void;
  /** Makes `token` verify as expired. */
  expire(token: string): void;
}

export function createFakeTokenVerifier(initial: Record<string, VerifiedIdentity> = {}): FakeTokenVerifier {
  const valid = new Map<string, VerifiedIdentity>(Object.entries(initial));
  const expired = new Set<string>();
  return {
    issue(token, identity) {
      expired.delete(token);
      valid.set(token, { uid: identity.uid, email: identity.email ?? null });
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
