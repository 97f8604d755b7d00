import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeAdminApp, getAdminAuth } from './auth/firebase-admin';
import { createFirebaseTokenVerifier } from './auth/firebase-token-verifier';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTargetFrom, describeTarget, openDatabase } from './db/database';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { createLogger } from './logger';
import { seedDemo } from './seed';
import { createFirebaseIdentityAdmin } from './auth/identity-admin';
import { createMailer } from './mail/create-mailer';
import { createDiskImageStore } from './mypage/image-store';
import { seedNotices } from './mypage/notice-seed';
import { seedShifts } from './shifts/shift-seed';

async function start(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const target = databaseTargetFrom(config);
  const db = openDatabase(target);
  // Replicas starting together on one PostgreSQL migrate one at a time (advisory lock): one migrates.
  const migrated = await withStartupLock(db, target.kind === 'postgres' ? 'postgres' : 'pglite', () => migrateToLatest(db));
  logger.info({ database: describeTarget(target), migrated: migrated.length }, 'database ready');

  const adminAuth = getAdminAuth(config);
  if (config.seedDemo) {
    const demo = await seedDemo({
      db,
      demo: config.demo,
      adminAuth: config.firebaseAuthEmulatorHost !== undefined ? adminAuth : undefined,
      logger,
    });
    // Operator notices (お知らせ) exist only through the operator's tools in production.
    if (config.appEnv === 'local' || config.appEnv === 'test') await seedNotices({ db, logger });
    // Shift periods, answers and confirmed shifts exist only through the operator's tools in production.
    if (config.appEnv === 'local' || config.appEnv === 'test') await seedShifts({ db, demoWorkerId: demo.worker.id, logger });
  }

  const images = createDiskImageStore(config.uploadDir);
  logger.info({ uploadDir: config.uploadDir }, 'profile photos stored on disk');
  const mailer = createMailer(config.mail, config.appEnv);
  // Never log SMTP_URL (it carries the credentials): the transport's kind and the outbox directory only.
  logger.info({ mail: mailer.kind, ...(mailer.kind === 'outbox' ? { outbox: config.mail.outboxDir } : {}) }, 'mail transport ready');
  if (mailer.kind === 'disabled') logger.error('no mail transport: set SMTP_URL (e-mail changes answer 503 until then)');
  const accountFlows = {
    identityAdmin: createFirebaseIdentityAdmin(adminAuth),
    mailer,
    appOrigin: config.appOrigin,
    outboxDir: mailer.kind === 'outbox' ? config.mail.outboxDir : undefined,
  };
  const app = createApp({ db, verifier: createFirebaseTokenVerifier(adminAuth), logger, config, images, accountFlows });
  const server = serve({ fetch: app.fetch, hostname: config.host, port: config.port }, (info) => {
    logger.info(
      {
        appEnv: config.appEnv,
        authEmulator: config.firebaseAuthEmulatorHost ?? null,
        projectId: config.firebaseProjectId,
      },
      `workerapi listening on http://${info.address}:${info.port}`,
    );
  });

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals): void => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'workerapi shutting down');
    const force = setTimeout(() => {
      logger.error('shutdown timed out; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    server.close(() => {
      void Promise.allSettled([db.destroy(), closeAdminApp()]).then(() => {
        logger.info('workerapi stopped');
        process.exit(0);
      });
    });
    // Keep-alive connections would hold close() open; end the idle ones now.
    if ('closeIdleConnections' in server) server.closeIdleConnections();
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
}

let config: Config;
try {
  config = loadConfig();
} catch (e) {
  console.error(e instanceof ConfigError ? e.message : e);
  process.exit(1);
}

start(config).catch((e: unknown) => {
  console.error('workerapi failed to start:', e);
  process.exit(1);
});
