import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeAdminApp, getAdminAuth } from './auth/firebase-admin';
import { createFirebaseTokenVerifier } from './auth/firebase-token-verifier';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTargetFrom, describeTarget, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { seedDemo } from './seed';

async function start(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const target = databaseTargetFrom(config);
  const db = openDatabase(target);
  await migrateToLatest(db);
  logger.info({ database: describeTarget(target) }, 'database ready');

  const adminAuth = getAdminAuth(config);
  if (config.seedDemo) {
    await seedDemo({
      db,
      demo: config.demo,
      adminAuth: config.firebaseAuthEmulatorHost !== undefined ? adminAuth : undefined,
      logger,
    });
  }

  const app = createApp({ db, verifier: createFirebaseTokenVerifier(adminAuth), logger, config });
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
