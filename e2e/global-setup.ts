import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { E2E_PORT } from './playwright.config';
import { startStack } from '../scripts/stack.mjs';

const RESULTS_DIR = resolve(import.meta.dirname, 'test-results');

// Starts the whole stack from the built apps on test ports with a fresh database; returns the teardown.
export default async function globalSetup(): Promise<() => Promise<void>> {
  const dataDir = mkdtempSync(join(tmpdir(), 'worker-e2e-'));
  const stack = await startStack({
    port: E2E_PORT,
    apiPort: E2E_PORT + 1,
    authPort: E2E_PORT + 10,
    dataDir,
    quiet: true,
    // Explicit: an unset APP_ENV means production, where the stack's emulator and test routes are refused.
    appEnv: 'test',
  });
  process.env.E2E_AUTH_EMULATOR = `http://127.0.0.1:${E2E_PORT + 10}`;
  process.env.E2E_API = `http://127.0.0.1:${E2E_PORT + 1}`;
  // A control endpoint for tests in the worker processes: POST /restart-workerapi restarts workerapi (chat.spec.ts).
  const control = createServer((req, res) => {
    if (req.method !== 'POST' || req.url !== '/restart-workerapi') {
      res.writeHead(404).end();
      return;
    }
    stack.restartWorkerapi().then(
      () => res.writeHead(204).end(),
      (e: unknown) => res.writeHead(500).end(String(e)),
    );
  });
  await new Promise<void>((resolve) => control.listen(E2E_PORT + 19, '127.0.0.1', resolve));
  process.env.E2E_CONTROL = `http://127.0.0.1:${E2E_PORT + 19}`;
  console.log(`[e2e] stack up at ${stack.url} (data ${dataDir})`);
  return async () => {
    await new Promise((resolve) => control.close(resolve));
    const violations = stack.cspReports();
    await stack.stop();
    // The services' log stays beside the test results (replaced by the next run); the database and the emulator's
    // data (~40 MB) go, so repeated runs do not fill the temporary folder.
    const log = join(dataDir, 'stack.log');
    if (existsSync(log)) {
      mkdirSync(RESULTS_DIR, { recursive: true });
      copyFileSync(log, join(RESULTS_DIR, 'stack.log'));
    }
    rmSync(dataDir, { recursive: true, force: true });
    // The Content-Security-Policy must hold for the whole suite (issue 12 item 8): any violation fails the run.
    if (violations.length > 0) throw new Error(`Content-Security-Policy violations during the e2e run:\n${JSON.stringify(violations, null, 2)}`);
  };
}
