import { serve } from '@hono/node-server';
import { createApp } from './app';
import { closeAdminApp, getAdminAuth } from './auth/firebase-admin';
import { createFirebaseTokenVerifier } from './auth/firebase-token-verifier';
import { ConfigError, loadConfig, type Config } from './config';
import { databaseTargetFrom, describeTarget, openDatabase, sessionClientOf } from './db/database';
import { holdProcessLock } from './db/process-lock';
import { abandonReservations, registerReservationHolder, startIdempotencyPurge } from './http/idempotency';
import { migrateToLatest, withStartupLock } from './db/migrate';
import { createLogger } from './logger';
import { seedDemo } from './seed';
import { createFirebaseIdentityAdmin } from './auth/identity-admin';
import { createMailer } from './mail/create-mailer';
import { createDiskImageStore } from './profile-photo/image-store';
import { seedNotices } from './notices/notice-seed';
import { seedShifts } from './shifts/shift-seed';
import { answerClientErrors } from './http/client-error';
import { seedReservations } from './chat/reservation-seed';
import { seedMessaging } from './chat/messaging-seed';
import { createEventHub } from './chat/event-hub';
import { startExpirySweeper } from './chat/expiry-sweeper';
import { seedSalary } from './salary/salary-seed';

async function start(config: Config): Promise<void> {
  const logger = createLogger(config.logLevel);
  const target = databaseTargetFrom(config);
  const db = openDatabase(target);
  // Replicas starting together on one PostgreSQL migrate one at a time (advisory lock): one migrates.
  const migrated = await withStartupLock(db, target.kind === 'postgres' ? 'postgres' : 'pglite', () => migrateToLatest(db));
  logger.info({ database: describeTarget(target), migrated: migrated.length }, 'database ready');

  // PostgreSQL: this process's liveness for the other replicas — a session-level advisory lock on a key of its own,
  // held on a dedicated session for as long as the process lives (db/process-lock.ts). Idempotency reservations name
  // that key, so a replica that finds a key in progress can tell a dead holder (lock free) from a slow one. When the
  // lock is lost while the process lives, its running reservations are given up (no holder: only the stale timeout).
  const newSession = sessionClientOf(db);
  const processLock = newSession
    ? holdProcessLock({
        newClient: newSession,
        logger,
        onLost: (key) => {
          abandonReservations(db, key).then(
            (n) => logger.warn({ lockKey: key, reservations: n }, 'process lock lost: running idempotency reservations given up'),
            (err: unknown) => logger.warn({ err, lockKey: key }, 'process lock lost: could not give up the running idempotency reservations'),
          );
        },
      })
    : undefined;
  if (processLock) {
    registerReservationHolder(db, processLock, logger);
    // Never rejects: without the lock, reservations are written without a holder until it is taken.
    if (await processLock.ready) logger.info({ lockKey: processLock.key }, 'process lock held');
  }

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
    // Customers and their reservations exist only through the customers' own app in production.
    if (config.appEnv === 'local' || config.appEnv === 'test') await seedReservations({ db, demoWorkerId: demo.worker.id, margin: demo.worker.margin, logger });
    // Chats with customers and inquiries to the operator, likewise (written once).
    if (config.appEnv === 'local' || config.appEnv === 'test') await seedMessaging({ db, demoWorkerId: demo.worker.id, logger });
    // Salary history (completed reservations, 交通費, 調整) exists only through real work and the operator's tools in production.
    if (config.appEnv === 'local' || config.appEnv === 'test') await seedSalary({ db, workerId: demo.worker.id, margin: demo.worker.margin, logger });
  }

  const images = createDiskImageStore(config.uploadDir);
  logger.info({ uploadDir: config.uploadDir }, 'profile photos stored on disk');
  const mailer = createMailer(config.mail, config.appEnv);
  // Never log SMTP_URL (it carries the credentials): the transport's kind and the outbox directory only.
  logger.info({ mail: mailer.kind, ...(mailer.kind === 'outbox' ? { outbox: config.mail.outboxDir } : {}) }, 'mail transport ready');
  if (mailer.kind === 'disabled') logger.error('no mail transport: set SMTP_URL (e-mail changes answer 503 until then)');
  const emailChange = {
    identityAdmin: createFirebaseIdentityAdmin(adminAuth),
    mailer,
    appOrigin: config.appOrigin,
    outboxDir: mailer.kind === 'outbox' ? config.mail.outboxDir : undefined,
  };
  const events = createEventHub(db, logger);
  // Requests past their answer deadline expire every minute, and the worker's open pages hear it.
  const sweeper = startExpirySweeper(db, logger);
  // Stored idempotent answers past their replay window are deleted every hour (they can hold personal data).
  const purge = startIdempotencyPurge(db, logger);
  void purge.sweep();
  const app = createApp({ db, verifier: createFirebaseTokenVerifier(adminAuth), logger, config, images, emailChange, events });
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

  // Unparseable requests (431 headers too large, 400) answer JSON with a Japanese message too.
  answerClientErrors(server);

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
    sweeper.stop();
    purge.stop();
    // Open event streams never end on their own: end them so close() can finish (the tabs reconnect).
    void events.close();
    server.close(() => {
      // The process lock only now that every request has ended: a reservation must never look dead while its request runs.
      void Promise.allSettled([db.destroy(), closeAdminApp(), processLock?.close()]).then(() => {
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
