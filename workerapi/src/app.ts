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
import { shiftRoutes } from './routes/shift-routes';
import { mountShiftTestRoutes } from './shifts/shift-test-routes';
import { signupRoutes } from './routes/signup-routes';
import { profileRoutes } from './routes/profile-routes';
import { emailRoutes, type AccountFlowDeps } from './routes/email-routes';
import { mountDevOutboxRoute } from './routes/dev-outbox-routes';
import { IMAGE_UPLOAD_PATH, mypageRoutes } from './routes/mypage-routes';
import { createMemoryImageStore, type ImageStore } from './mypage/image-store';
import { mountMypageTestRoutes } from './mypage/mypage-test-routes';
import { salaryRoutes } from './salary/salary-routes';
import { mountSalaryDevRoutes } from './salary/salary-dev-routes';

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
  /** Where profile photos are kept: main passes the disk store (UPLOAD_DIR); default in memory (tests). */
  images?: ImageStore;
  /** The e-mail change (POST /email, /email/confirm) and the local outbox route; not mounted without it. */
  accountFlows?: AccountFlowDeps;
}

/** The workerapi Hono app. Everything lives under /workerapi; test it with `app.request()`. */
export function createApp({ db, verifier, logger, config, extraRoutes, images = createMemoryImageStore(), accountFlows }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();

  app.use('*', requestId());
  app.use('*', requestLogger(logger));
  const jsonBodyLimit = bodyLimit({
    maxSize: MAX_BODY_BYTES,
    onError: () => {
      throw new ApiHttpError(413, 'PAYLOAD_TOO_LARGE');
    },
  });
  // Routes that take more than JSON (the photo upload) mount their own limit.
  const ownBodyLimit = new Set([`${API_BASE_PATH}${IMAGE_UPLOAD_PATH}`]);
  app.use('*', (c, next) => (ownBodyLimit.has(c.req.path) ? next() : jsonBodyLimit(c, next)));

  const api = new Hono<AppEnv>();
  api.get('/health', (c) => c.json({ ok: true }, 200));
  api.route('/', workerRoutes({ db, verifier }));
  api.route('/', signupRoutes({ db, verifier, signupAdminKey: config.signupAdminKey }));
  api.route('/', profileRoutes({ db, verifier }));
  if (accountFlows) {
    api.route('/', emailRoutes({ db, verifier, logger, appEnv: config.appEnv, ...accountFlows, appOrigin: accountFlows.appOrigin }));
    // Local/test only (/workerapi/__dev/outbox): the mails of the local outbox, for developers and e2e.
    mountDevOutboxRoute(api, { appEnv: config.appEnv, outboxDir: accountFlows.outboxDir });
  }
  api.route('/', mypageRoutes({ db, verifier, images, logger }));
  // Test-only (/workerapi/__test/mypage/…): mounted only when APP_ENV is local or test.
  mountMypageTestRoutes(api, { db, verifier, appEnv: config.appEnv });
  api.route('/', shiftRoutes({ db, verifier }));
  // Test-only (/workerapi/__test/shifts/…): mounted only when APP_ENV is local or test.
  mountShiftTestRoutes(api, { db, verifier, appEnv: config.appEnv });
  api.route('/', salaryRoutes({ db, verifier }));
  // Local/test only (/workerapi/dev/salary-adjustments, /workerapi/dev/salary/completed-reservations).
  mountSalaryDevRoutes(api, { db, verifier, appEnv: config.appEnv });
  extraRoutes?.(api, { db, verifier });

  app.route(API_BASE_PATH, api);
  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}
