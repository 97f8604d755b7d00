// When to start Firebase's session sync for a stored session (spec §4: the token is refreshed and stored
// on an authentication state change). Firebase Auth is 26 KB: loading it at start competes with the page
// the worker opened. A token that is still good for longer than TOKEN_REFRESH_BEFORE_EXPIRY_MS can wait
// until the first page has rendered; one that expires sooner (or cannot be read) is refreshed at once.
import { z } from 'zod/mini';
import { TOKEN_EXPIRY_BUFFER_MS, TOKEN_REFRESH_BEFORE_EXPIRY_MS } from 'shared/domain';

const ExpirySchema = z.object({ exp: z.number() });

/** The token's expiry (ms since epoch) from its `exp` claim, or null when unreadable. */
export function tokenExpiry(token: string): number | null {
  const payload = token.split('.')[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/').padEnd(Math.ceil(payload.length / 4) * 4, '='));
    const parsed = ExpirySchema.safeParse(JSON.parse(json));
    return parsed.success ? parsed.data.exp * 1000 : null;
  } catch {
    return null;
  }
}

/** True when the stored token must be refreshed before anything else (expires soon, or unknown). */
export function tokenNeedsRefreshNow(token: string, now = Date.now()): boolean {
  const expiry = tokenExpiry(token);
  return expiry === null || expiry - TOKEN_EXPIRY_BUFFER_MS - now < TOKEN_REFRESH_BEFORE_EXPIRY_MS;
}
