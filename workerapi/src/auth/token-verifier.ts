/** Who a valid ID token belongs to. */
export interface VerifiedIdentity {
  uid: string;
  email: string | null;
  /**
   * The provider has verified that the holder owns `email`. Anyone can create an e-mail/password account for any
   * address, so a worker row is linked to a new account by its e-mail only when this is true.
   */
  emailVerified: boolean;
  /** When the holder last entered their password (sign-in or reauthentication), ms since the epoch; null if unknown. */
  authTime: number | null;
}

/** Verifies an identity provider ID token. Rejects with InvalidTokenError when the token is not acceptable. */
export interface TokenVerifier {
  verify(idToken: string): Promise<VerifiedIdentity>;
}

export type InvalidTokenReason = 'expired' | 'invalid';

/** The token is missing, malformed, forged, revoked or expired — the caller must sign in again (401). */
export class InvalidTokenError extends Error {
  override readonly name = 'InvalidTokenError';
  readonly reason: InvalidTokenReason;

  constructor(reason: InvalidTokenReason, message?: string, options?: ErrorOptions) {
    super(message ?? `invalid ID token (${reason})`, options);
    this.reason = reason;
  }
}
