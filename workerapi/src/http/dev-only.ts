import type { Hono } from 'hono';
import type { AppEnv as AppEnvName } from '../config';
import type { AppEnv } from './app-env';
import { ApiHttpError } from './errors';

/** Path prefixes (under /workerapi) that exist only for developers and tests. */
export const DEV_ONLY_PREFIXES = ['/__test', '/__dev', '/dev'] as const;

export const isDevLikeEnv = (appEnv: AppEnvName): boolean => appEnv === 'local' || appEnv === 'test';

/**
 * Outside local/test every dev/test-only path answers 404 NOT_FOUND, whatever a route file mounted there
 * (issue 12 item 5): a route that forgets its own environment check is still unreachable in production.
 * Mount before any route.
 */
export function guardDevOnlyRoutes(api: Hono<AppEnv>, appEnv: AppEnvName): void {
  if (isDevLikeEnv(appEnv)) return;
  for (const prefix of DEV_ONLY_PREFIXES) {
    api.use(prefix, () => {
      throw new ApiHttpError(404, 'NOT_FOUND');
    });
    api.use(`${prefix}/*`, () => {
      throw new ApiHttpError(404, 'NOT_FOUND');
    });
  }
}
