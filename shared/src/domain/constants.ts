// Business constants of spec §9 (and the few of §1, §2 and §4 the apps share), copied word for word.
// This module is pure: no imports, no DOM, no Node — the browser and workerapi both read it.

/** Spec §4/§9: "The token is stored in browser local storage under the key jwt-token-worker." */
export const TOKEN_STORAGE_KEY = 'jwt-token-worker';

/** Spec §9: "Salary rounding: 10 yen." */
export const SALARY_ROUNDING_YEN = 10;

/** Spec §5/§9: "Default minimum password length: 6." */
export const DEFAULT_MIN_PASSWORD_LENGTH = 6;

/** Spec §9: "Cache/payload interval 3,600,000 ms." (the service worker's update check) */
export const UPDATE_CHECK_INTERVAL_MS = 3_600_000;

/** Spec §1/§4: "a service worker is registered at /sw.js with scope /." */
export const SW_URL = '/sw.js';
export const SW_SCOPE = '/';

/** Spec §1: "A web manifest is linked from /manifest.webmanifest". */
export const MANIFEST_URL = '/manifest.webmanifest';

/** Spec §9: "Stack trace shown when environment value is 'local'." */
export const LOCAL_ENVIRONMENT = 'local';

/** Spec §2: "At most about 4 route preloads run in parallel." */
export const MAX_PARALLEL_PRELOADS = 4;

/** Spec §2: "Link prefetching is skipped on data-saver or 2g connections." (NetworkInformation.effectiveType values) */
export const PREFETCH_BLOCKED_EFFECTIVE_TYPES: readonly string[] = ['slow-2g', '2g'];

// Spec §9: "Token refresh: 5 minutes before expiry, back-off from 30 s doubling to 960 s,
// tokens treated as expired 30 s early, network time-out 30 s desktop or 60 s mobile."
export const TOKEN_REFRESH_BEFORE_EXPIRY_MS = 5 * 60 * 1000;
export const TOKEN_REFRESH_RETRY_MIN_MS = 30 * 1000;
export const TOKEN_REFRESH_RETRY_MAX_MS = 960 * 1000;
export const TOKEN_EXPIRY_BUFFER_MS = 30 * 1000;
export const TOKEN_REFRESH_TIMEOUT_DESKTOP_MS = 30 * 1000;
export const TOKEN_REFRESH_TIMEOUT_MOBILE_MS = 60 * 1000;

/**
 * Back-off before the `attempt`-th retry of a failed token refresh (0-based):
 * 30 s, 60 s, 120 s … doubling, capped at 960 s.
 */
export function tokenRefreshBackoffMs(attempt: number): number {
  if (!Number.isInteger(attempt) || attempt < 0) {
    throw new RangeError(`attempt must be a non-negative integer, got ${String(attempt)}`);
  }
  // 30 s × 2^5 = 960 s already; avoid computing huge powers for large attempts.
  if (attempt >= 5) return TOKEN_REFRESH_RETRY_MAX_MS;
  return Math.min(TOKEN_REFRESH_RETRY_MIN_MS * 2 ** attempt, TOKEN_REFRESH_RETRY_MAX_MS);
}

/** Spec §9: "Icons registered: sign-out, user, undo, redo, trash, book, comment." */
export const ICON_NAMES = ['sign-out', 'user', 'undo', 'redo', 'trash', 'book', 'comment'] as const;
export type IconName = (typeof ICON_NAMES)[number];
