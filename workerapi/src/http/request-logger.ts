import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';
import type { AppEnv } from './app-env';

/**
 * One structured line per request: method, path (no query string), status, duration and request id.
 * Headers, query strings and bodies are never logged, so tokens and passwords cannot leak into logs.
 */
export function requestLogger(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const entry = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      ms: Math.round((performance.now() - started) * 10) / 10,
    };
    if (status >= 500) logger.error(entry, 'request');
    else if (status >= 400) logger.warn(entry, 'request');
    else logger.info(entry, 'request');
  };
}
