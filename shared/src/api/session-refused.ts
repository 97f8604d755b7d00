// The API client's other piece of session life: an answer that refuses the session itself — 401 UNAUTHENTICATED
// (the stored token is not one the API accepts: revoked, or not issued by the provider) or 403 ACCESS_DENIED (the
// token is valid, but no worker has its account any more) — to a call sent with the stored token. No call of that
// session can succeed, so the client reports it and shared/auth ends the session (the shell then shows the sign-in
// page saying why). A 401 TOKEN_EXPIRED is not a refusal: the client refreshes the token (./token-expired.ts).
// Kept apart from the transport, like ./token-expired.ts, so the registration needs no download of the HTTP stack.
// The tab's event stream (shared/events), which sends the same token with fetch, reports its refusals here too.

import type { LoginReason } from 'shared/domain';
import { ApiErrorBodySchema } from 'shared/schemas';

/** Why the API refused the session: the sign-in page's reason of the same name (shared/domain LoginReason). */
export type SessionRefusal = Extract<LoginReason, 'session-expired' | 'access-denied'>;

/** The workerapi error codes that refuse the session (docs/contracts.md "workerapi errors"), by HTTP status. */
const SESSION_REFUSALS: Readonly<Record<number, { code: string; refusal: SessionRefusal }>> = {
  401: { code: 'UNAUTHENTICATED', refusal: 'session-expired' },
  403: { code: 'ACCESS_DENIED', refusal: 'access-denied' },
};

/**
 * The sign-in reason of a 401 (the token refused) or a 403 (its account refused), whatever the body says; null for
 * any other status. For a caller that treats every 401 and 403 as the session's end (the guard's profile load).
 */
export function refusalForStatus(status: number): SessionRefusal | null {
  return SESSION_REFUSALS[status]?.refusal ?? null;
}

/** The refusal an answer is (its status and workerapi error body `{ error: { code } }`), or null. */
export function sessionRefusalOf(status: number, body: unknown): SessionRefusal | null {
  const refusal = SESSION_REFUSALS[status];
  const parsed = ApiErrorBodySchema.safeParse(body);
  return refusal && parsed.success && parsed.data.error.code === refusal.code ? refusal.refusal : null;
}

let registered: ((refusal: SessionRefusal) => void) | null = null;

/** shared/auth calls this once: the default `api` reports a refused session to it. */
export function setSessionRefusedHandler(handler: ((refusal: SessionRefusal) => void) | null): void {
  registered = handler;
}

/** The default client's onSessionRefused: the registered handler, if any. */
export function reportSessionRefused(refusal: SessionRefusal): void {
  registered?.(refusal);
}
