// Which worker an API request belongs to, for the service worker's API cache.
//
// Why the service worker and not the app: every remote's reads (GET /workerapi/me for the guard, and
// whatever shifts, account … pages fetch) then work offline without each page caching on its own.
// Why keyed by the worker and not by the exact Authorization header: the ID token is replaced every hour,
// so an exact-token key would lose what a worker saw before the last refresh. The key is a SHA-256 of the
// token's `sub` claim (the Firebase uid), so a cached response is only ever matched by a request carrying
// a token of the same worker — another worker's token (or none, after sign-out) finds nothing.
// The claim is read without verifying the signature: the server verifies every token it receives, and the
// cache is only used when the server cannot be reached. Forging a token for someone else's uid would
// require writing to this device's storage, which already gives access to its caches.
import { z } from 'zod/mini';

const ClaimsSchema = z.object({ sub: z.string().check(z.minLength(1)) });

function decodeBase64Url(segment: string): string | null {
  try {
    const base64 = segment.replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64 + '='.repeat((4 - (base64.length % 4)) % 4);
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder().decode(bytes);
  } catch {
    return null;
  }
}

/** The uid (`sub` claim) of a `Bearer <JWT>` header, or null when there is no readable token. */
export function workerIdFromAuthorization(authorization: string | null | undefined): string | null {
  const match = /^Bearer\s+([^\s]+)$/i.exec(authorization ?? '');
  const payload = match?.[1]?.split('.')[1];
  if (!payload) return null;
  const json = decodeBase64Url(payload);
  if (json === null) return null;
  try {
    const claims = ClaimsSchema.safeParse(JSON.parse(json));
    return claims.success ? claims.data.sub : null;
  } catch {
    return null;
  }
}

/** The cache tag of a request's worker (hex SHA-256 of the uid, 32 chars), or null when anonymous. */
export async function workerCacheTag(authorization: string | null | undefined): Promise<string | null> {
  const id = workerIdFromAuthorization(authorization);
  if (id === null) return null;
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`worker:${id}`));
  return Array.from(new Uint8Array(digest), (b) => b.toString(16).padStart(2, '0')).join('').slice(0, 32);
}
