// "Deploys" for e2e: builds of the shell or mfe-mypage into temporary folders (never into <app>/dist, so
// other tests and people are not affected) and a private gateway on its own port that serves them and can
// switch a folder while running — the same origin before and after, as a real deploy.
import { test } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createGateway, type Gateway } from '../../scripts/gateway.mjs';
import { E2E_PORT } from '../playwright.config';

const root = resolve(import.meta.dirname, '..', '..');

export function tempDir(prefix: string): string {
  return mkdtempSync(join(tmpdir(), `worker-e2e-${prefix}-`));
}

/** A copy of an app's current build (the "deployed" version before the test's deploy). */
export function copyBuild(app: 'shell' | 'mfe-mypage'): string {
  const dir = tempDir(`${app}-copy`);
  cpSync(join(root, app, 'dist'), dir, { recursive: true, preserveTimestamps: true });
  return dir;
}

function vite(app: string, args: string[], env: Record<string, string>): void {
  execFileSync(process.execPath, [join(root, app, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--configLoader', 'runner', '--logLevel', 'warn', ...args], {
    cwd: join(root, app),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 180_000,
  });
}

/** Builds the shell labelled `label` (meta app-build, data-build) into a new folder. */
export function buildShellVariant(label: string): string {
  const out = tempDir('shell');
  vite('shell', ['--outDir', out, '--emptyOutDir'], { SHELL_BUILD_LABEL: label });
  return out;
}

/** Builds mfe-mypage whose /mypage shows one more line, `label` (data-testid deploy-variant), into a new folder. */
export function buildMypageVariant(label: string): string {
  const out = tempDir('mypage');
  vite('mfe-mypage', ['--config', join(import.meta.dirname, 'variants', 'mypage-variant.config.mjs'), '--outDir', out, '--emptyOutDir'], { VARIANT_LABEL: label });
  return out;
}

export interface PrivateGateway {
  url: string;
  gateway: Gateway;
  close: () => Promise<void>;
}

let next = 0;

/**
 * A gateway on its own port (its own origin: its own service worker and storage) over the test stack's API.
 * `env` adds gateway settings, e.g. `{ DISABLED_REMOTES: 'mfe_salary' }` (a remote left out of /config.json).
 */
export async function startPrivateGateway(dirs: Record<string, string>, env: Record<string, string> = {}): Promise<PrivateGateway> {
  const authEmulator = process.env.E2E_AUTH_EMULATOR ?? `http://127.0.0.1:${E2E_PORT + 10}`;
  next += 1;
  const gateway = createGateway({
    port: E2E_PORT + 20 + (next % 20),
    workerapiUrl: process.env.E2E_API ?? `http://127.0.0.1:${E2E_PORT + 1}`,
    // APP_ENV explicit: unset means production (no emulator, issue 12 item 5).
    env: { ...process.env, APP_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: authEmulator, GATEWAY_LOG: '0', ...env },
    log: () => undefined,
    dirs,
  });
  const url = await gateway.listen();
  return {
    url,
    gateway,
    close: async () => {
      gateway.server.closeAllConnections();
      await gateway.close();
    },
  };
}

export function removeDirs(...dirs: string[]): void {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
}

/**
 * The set-up of a spec whose tests deploy on private gateways: the service worker on, a long timeout, and after
 * each test its gateways closed and its temporary folders removed. A test registers them: `use(await start…)`,
 * `dirs(…)`.
 */
export function privateDeploys(): { use: <G extends { close: () => Promise<void> }>(gateway: G) => G; dirs: (...dirs: string[]) => void } {
  test.use({ serviceWorkers: 'allow' });
  test.describe.configure({ timeout: 240_000 });
  const gateways: { close: () => Promise<void> }[] = [];
  const folders: string[] = [];
  test.afterEach(async () => {
    for (const gateway of gateways.splice(0)) await gateway.close();
    removeDirs(...folders.splice(0));
  });
  return {
    use: (gateway) => {
      gateways.push(gateway);
      return gateway;
    },
    dirs: (...dirs) => {
      folders.push(...dirs);
    },
  };
}
