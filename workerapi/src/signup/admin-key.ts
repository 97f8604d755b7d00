import { createHash, timingSafeEqual } from 'node:crypto';

/** Compares a presented admin key with the configured one in constant time (hashes first: equal lengths). */
export function adminKeyMatches(presented: string, configured: string): boolean {
  const a = createHash('sha256').update(presented, 'utf8').digest();
  const b = createHash('sha256').update(configured, 'utf8').digest();
  return timingSafeEqual(a, b);
}
