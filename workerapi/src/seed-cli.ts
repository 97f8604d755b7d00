import { getAdminAuth } from './auth/firebase-admin';
import { ConfigError, loadConfig } from './config';
import { databaseTargetFrom, describeTarget, openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { createLogger } from './logger';
import { seedDemo } from './seed';

/** `pnpm --filter workerapi seed`: migrate, then run the idempotent demo seed once. */
async function run(): Promise<void> {
  const config = loadConfig();
  const logger = createLogger(config.logLevel === 'silent' ? 'info' : config.logLevel);
  const target = databaseTargetFrom(config);
  const db = openDatabase(target);
  try {
    await migrateToLatest(db);
    const adminAuth = config.firebaseAuthEmulatorHost !== undefined ? getAdminAuth(config) : undefined;
    const result = await seedDemo({ db, demo: config.demo, adminAuth, logger });
    logger.info({ database: describeTarget(target), workerId: result.worker.id }, 'seed done');
  } finally {
    await db.destroy();
  }
}

run().then(
  () => process.exit(0),
  (e: unknown) => {
    console.error(e instanceof ConfigError ? e.message : e);
    process.exit(1);
  },
);
