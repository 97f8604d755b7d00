import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented admin key with the configured one in constant time (hashes first: equal lengths). */
export function adminKeyMatches(presented: string, configured: string): boolean {
  const a = createHash('sha256').update(presented, 'utf8').digest();
  const b = createHash('sha256').update(configured, 'utf8').digest();
  return timingSafeEqual(a, b);
}

export interface FailureLimiterOptions {
  /** Failed attempts allowed per client within the window. */
  maxFailures: number;
  windowMs: number;
  now?: () => number;
}

/**
 * Counts failed admin-key attempts per client (fixed window, in memory: one workerapi process per
 * deployment unit; a shared store would be needed behind several). Only failures count, so the workers
 * an operator signs up in a row are never locked out, while guessing the key is.
 */
export function createFailureLimiter({ maxFailures, windowMs, now = Date.now }: FailureLimiterOptions) {
  const failures = new Map<string, { count: number; resetAt: number }>();
  const current = (client: string) => {
    const entry = failures.get(client);
    if (entry && entry.resetAt <= now()) {
      failures.delete(client);
      return undefined;
    }
    return entry;
  };
  return {
    isLocked(client: string): boolean {
      return (current(client)?.count ?? 0) >= maxFailures;
    },
    recordFailure(client: string): void {
      const entry = current(client) ?? { count: 0, resetAt: now() + windowMs };
      entry.count += 1;
      failures.set(client, entry);
    },
  };
}
export type FailureLimiter = ReturnType<typeof createFailureLimiter>;
