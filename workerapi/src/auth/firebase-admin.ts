import { deleteApp, getApps, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';

export interface FirebaseAdminConfig {
  firebaseProjectId: string;
  firebaseAuthEmulatorHost: string | undefined;
}

const APP_NAME = 'workerapi';

/**
 * The firebase-admin Auth client for this process.
 * firebase-admin reads the emulator host from `process.env.FIREBASE_AUTH_EMULATOR_HOST`; with it set,
 * admin calls go to the emulator and `verifyIdToken` accepts the emulator's unsigned tokens.
 * The config guard (loadConfig) makes sure that never happens outside local/test.
 */
export function getAdminAuth(config: FirebaseAdminConfig): Auth {
  if (config.firebaseAuthEmulatorHost !== undefined) {
    process.env.FIREBASE_AUTH_EMULATOR_HOST = config.firebaseAuthEmulatorHost;
  } else if (process.env.FIREBASE_AUTH_EMULATOR_HOST !== undefined) {
    // A config without an emulator must never talk to one because of a stray variable.
    delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  }
  const existing = getApps().find((app) => app.name === APP_NAME);
  const app: App = existing ?? initializeApp({ projectId: config.firebaseProjectId }, APP_NAME);
  return getAuth(app);
}

/** Releases the firebase-admin app (graceful shutdown). */
export async function closeAdminApp(): Promise<void> {
  const existing = getApps().find((app) => app.name === APP_NAME);
  if (existing !== undefined) await deleteApp(existing);
}
