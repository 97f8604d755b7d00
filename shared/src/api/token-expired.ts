// The API client's one piece of token life (spec §9, issue 12): a 401 TOKEN_EXPIRED answer makes the client ask
// for one forced refresh and send the call once more with the new token and the same Idempotency-Key. The client
// does not know how tokens are refreshed: shared/auth registers the refresher (setTokenRefresher) when it loads.
// Kept apart from the transport (./axios-transport.ts, which recognises the 401 TOKEN_EXPIRED answer) so the
// registration needs no download of the HTTP stack.

/** Returns a freshly issued token, or null when there is none (signed out, refresh failed). */
export type TokenRefresher = () => Promise<string | null>;

let registered: TokenRefresher | null = null;

/** shared/auth calls this once: the default `api` asks it for a new token on TOKEN_EXPIRED. */
export function setTokenRefresher(refresher: TokenRefresher | null): void {
  registered = refresher;
}

/** The default client's onTokenExpired: the registered refresher, or null when none is registered. */
export function refreshRegisteredToken(): Promise<string | null> {
  return registered ? registered() : Promise.resolve(null);
}


/** workerapi's answer to an expired token: 401 with the error code TOKEN_EXPIRED (docs/contracts.md "workerapi errors"). */
export function isTokenExpiredAnswer(status: number, body: unknown): boolean {
  if (status !== 401 || typeof body !== 'object' || body === null) return false;
  const error = (body as { error?: unknown }).error;
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 'TOKEN_EXPIRED';
}

/**
 * For a request that is not sent through the client (the event stream): on a 401 TOKEN_EXPIRED answer, asks the
 * registered refresher for a new token (its arrival in the store is what reconnects the stream). True when it asked.
 */
export function refreshAfterTokenExpired(status: number, body: unknown): boolean {
  if (!isTokenExpiredAnswer(status, body)) return false;
  void refreshRegisteredToken().catch(() => null);
  return true;
}
