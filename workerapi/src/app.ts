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
import { guardDevOnlyRoutes, isDevLikeEnv } from './http/dev-only';
import { mountSessionTestRoutes, withTestExpiry } from './auth/test-token-expiry';
import { cachePolicy } from './http/cache-policy';
import { jsonCompression } from './http/compression';
import { mountIdempotencyTestRoutes } from './http/idempotency-test-routes';
import { workerRoutes } from './workers/worker-routes';
import { profileRoutes } from './workers/profile-routes';
import { mountTermsTestRoutes } from './workers/terms-test-routes';
import { signupRoutes } from './signup/signup-routes';
import { emailChangeRoutes, type EmailChangeDeps } from './email-change/email-change-routes';
import { mountDevOutboxRoute } from './mail/dev-outbox-routes';
import { IMAGE_UPLOAD_PATH, profilePhotoRoutes } from './profile-photo/profile-photo-routes';
import { createMemoryImageStore, type ImageStore } from './profile-photo/image-store';
import { noticeRoutes } from './notices/notice-routes';
import { bankAccountRoutes } from './bank-account/bank-account-routes';
import { shiftRoutes } from './shifts/shift-routes';
import { mountShiftTestRoutes } from './shifts/shift-test-routes';
import { reservationRoutes } from './chat/reservation-routes';
import { customerRoutes } from './chat/customer-routes';
import { mountChatDevRoutes } from './chat/dev-routes';
import { messagingRoutes } from './chat/messaging-routes';
import { mountMessagingDevRoutes } from './chat/messaging-dev-routes';
import { createEventHub, type EventHub } from './chat/event-hub';
import { salaryRoutes } from './salary/salary-routes';
import { mountSalaryDevRoutes } from './salary/salary-dev-routes';

export const API_BASE_PATH = '/workerapi';
/** Largest request body accepted (JSON). An upload route that needs more mounts its own limit. */
export const MAX_BODY_BYTES = 1024 * 1024;

export interface AppDeps {
  db: Db;
  verifier: TokenVerifier;
  logger: Logger;
  config: Pick<Config, 'appEnv' | 'signupAdminKey'> & Partial<Pick<Config, 'trustedProxies'>>;
  /** Extra routes mounted under /workerapi after the built-in ones (tests register probes here). */
  extraRoutes?: (api: Hono<AppEnv>, deps: { db: Db; verifier: TokenVerifier }) => void;
  /** Where profile photos are kept: main passes the disk store (UPLOAD_DIR); default in memory (tests). */
  images?: ImageStore;
  /** The e-mail change (POST /email, /email/confirm) and the local outbox route; not mounted without it. */
  emailChange?: EmailChangeDeps;
  /** The live-event fan-out (LISTEN/NOTIFY); default one made for `db`. */
  events?: EventHub;
}

/** The workerapi Hono app. Everything lives under /workerapi; test it with `app.request()`. */
export function createApp({ db, verifier: providerVerifier, logger, config, extraRoutes, images = createMemoryImageStore(), emailChange, events = createEventHub(db, logger) }: AppDeps): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  // Local/test: e2e can expire a token on purpose (POST /workerapi/__test/session/expire-token).
  const testExpiry = isDevLikeEnv(config.appEnv) ? withTestExpiry(providerVerifier) : undefined;
  const verifier = testExpiry ?? providerVerifier;

  app.use('*', requestId());
  app.use('*', requestLogger(logger));
  app.use('*', jsonCompression());
  // Cache-Control: no-store on every answer; the service worker's offline copy only where allowed (issue 12 item 7).
  app.use('*', cachePolicy());
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
  // Outside local/test, /__test, /__dev and /dev paths are 404 whatever is mounted there (issue 12 item 5).
  guardDevOnlyRoutes(api, config.appEnv);
  api.get('/health', (c) => c.json({ ok: true }, 200));
  api.route('/', workerRoutes({ db, verifier }));
  api.route('/', signupRoutes({ db, verifier, signupAdminKey: config.signupAdminKey, trustedProxies: config.trustedProxies ?? [] }));
  api.route('/', profileRoutes({ db, verifier }));
  if (emailChange) {
    api.route('/', emailChangeRoutes({ db, verifier, logger, appEnv: config.appEnv, ...emailChange, appOrigin: emailChange.appOrigin }));
    // Local/test only (/workerapi/__dev/outbox): the mails of the local outbox, for developers and e2e.
    mountDevOutboxRoute(api, { appEnv: config.appEnv, outboxDir: emailChange.outboxDir });
  }
  // Test-only (/workerapi/__test/mypage/terms): mounted only when APP_ENV is local or test.
  mountTermsTestRoutes(api, { db, verifier, appEnv: config.appEnv });
  api.route('/', profilePhotoRoutes({ db, verifier, images, logger }));
  api.route('/', noticeRoutes({ db, verifier }));
  api.route('/', bankAccountRoutes({ db, verifier }));
  api.route('/', shiftRoutes({ db, verifier }));
  // Test-only (/workerapi/__test/shifts/…): mounted only when APP_ENV is local or test.
  mountShiftTestRoutes(api, { db, verifier, appEnv: config.appEnv });
  // Test-only (/workerapi/__test/idempotency/…, APP_ENV=test only): a probe mutation a replica can be made to hold.
  mountIdempotencyTestRoutes(api, { db, verifier, appEnv: config.appEnv });
  if (testExpiry) mountSessionTestRoutes(api, testExpiry);
  // Reservations and customers (mfe_chat); local/test only: /workerapi/dev/… (act as a customer).
  api.route('/', reservationRoutes({ db, verifier }));
  api.route('/', customerRoutes({ db, verifier }));
  mountChatDevRoutes(api, { db, appEnv: config.appEnv });
  // Chats, inquiries and the event stream (GET /workerapi/events); local/test only: /workerapi/dev/chats|inquiries/….
  api.route('/', messagingRoutes({ db, verifier, events }));
  mountMessagingDevRoutes(api, { db, appEnv: config.appEnv });
  api.route('/', salaryRoutes({ db, verifier }));
  // Local/test only (/workerapi/dev/salary-adjustments, /workerapi/dev/salary/completed-reservations).
  mountSalaryDevRoutes(api, { db, verifier, appEnv: config.appEnv });
  extraRoutes?.(api, { db, verifier });

  app.route(API_BASE_PATH, api);
  app.notFound(notFoundHandler);
  app.onError(createErrorHandler(logger));
  return app;
}
