import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from './app-env';

/**
 * Tells the app's service worker that it may keep a copy of this answer for offline use — in the signed-in
 * worker's own cache, deleted on sign-out (shell/src/pwa/sw-protocol.ts reads the same header name).
 */
export const OFFLINE_COPY_HEADER = 'X-Offline-Copy';
export const OFFLINE_COPY_SESSION = 'session';

/** Answers no cache may keep, not even the session-bound offline copy: bank details (issue 12 item 7). */
export const NEVER_COPIED_PATHS: readonly RegExp[] = [/^\/workerapi\/account(?:\/|$)/];

/**
 * Every workerapi answer is `Cache-Control: no-store` (issue 12 item 7): personal data never lands in the browser's
 * HTTP cache or a proxy, where it would outlive the session. Successful GETs other than NEVER_COPIED_PATHS carry
 * X-Offline-Copy: session, the one thing that lets the service worker keep them (per worker, until sign-out).
 */
export function cachePolicy(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    await next();
    c.res.headers.set('Cache-Control', 'no-store');
    c.res.headers.set('Pragma', 'no-cache');
    c.res.headers.delete(OFFLINE_COPY_HEADER);
    const copyable = c.req.method === 'GET' && c.res.status === 200 && !NEVER_COPIED_PATHS.some((p) => p.test(c.req.path));
    if (copyable) c.res.headers.set(OFFLINE_COPY_HEADER, OFFLINE_COPY_SESSION);
  };
}
