import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { requestId } from 'hono/request-id';
import type { Logger } from 'pino';
import type { TokenVerifier } from './auth/token-verifier';
import type { Config } from './config';
import type { Db } from './db/database';
import type { AppEnv } from './http/app-env';
import { createErrorHandler, notFoundHandler } from './http/error-handler';
import { ApiHttpError } from './http/errors';
import { requestLogger } from './http/request-logger';
import { workerRoutes } from './routes/worker-routes';
import { signupRoutes } from './routes/signup-routes';
import { profileRoutes } from './routes/profile-routes';

export const API_BASE_PATH = '/workerapi';
/** Largest request body accepted (JSON). An upload route that needs more mounts its own limit. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  config: Pick<Config, 'appEnv' | 'signupAdminKey'>;
  /** Extra routes mounted under /workerapi after the built-in ones (tests register probes here). */
  extraRoutes?: (api: Hono<AppEnv>, deps: { db: Db; verifier: TokenVerifier }) => void;
}

/** The workerapi Hono app. Everything lives under /workerapi; test it with `app.request()`. */
export function createApp({ db, verifier, logger, config, extraRoutes }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', requestLogger(logger));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new ApiHttpError(413, 'PAYLOAD_TOO_LARGE');
      },
    }),
  );

  const api = new Hono<AppEnv>();
  api.get('/health', (c) => c.json({ ok: true }, 200));
  api.route('/', workerRoutes({ db, verifier }));
  api.route('/', signupRoutes({ db, verifier, signupAdminKey: config.signupAdminKey }));
  api.route('/', profileRoutes({ db, verifier }));
  extraRoutes?.(api, { db, verifier });

  app.route(API_BASE_PATH, api);
  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}
