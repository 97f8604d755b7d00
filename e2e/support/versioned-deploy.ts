// Real deploys for e2e (docs/deploy.md): `npm run deploy` / `npm run rollback` run as a team would, on a
// deploy directory of the test's own, served by a private gateway (its own origin, so its own service
// worker and storage) over the test stack's API. The apps' dist/ folders and .deploy/ are untouched.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { createGateway } from '../../scripts/gateway.mjs';
import { deploy } from '../../scripts/deploy-lib.mjs';
import { E2E_PORT } from '../playwright.config';
import { tempDir, type PrivateGateway } from './deploy';

const root = resolve(import.meta.dirname, '..', '..');

function runScript(script: string, args: string[], deployDir: string): string {
  return execFileSync(process.execPath, [join(root, 'scripts', script), ...args], {
    cwd: root, encoding: 'utf8', timeout: 120_000,
    env: { ...process.env, DEPLOY_DIR: deployDir, APP_ENV: 'test' },
  });
}

/** `npm run deploy -- <remote> --from <dir>` (the contract check included); the new version. */
export function deployCli(deployDir: string, remote: string, from: string): string {
  const out = runScript('deploy.mjs', [remote, '--from', from], deployDir);
  const version = /✔ \S+ (\S+) is live/.exec(out)?.[1];
  if (!version) throw new Error(`deploy printed no version:\n${out}`);
  return version;
}

/** `npm run rollback -- <remote> [--to v]`; the version now live. */
export function rollbackCli(deployDir: string, remote: string, to?: string): string {
  const out = runScript('rollback.mjs', [remote, ...(to ? ['--to', to] : [])], deployDir);
  const version = /→ (\S+) is live/.exec(out)?.[1];
  if (!version) throw new Error(`rollback printed no version:\n${out}`);
  return version;
}

/** The library's deploy with options the CLI does not offer (keep fewer versions, skip the check). */
export function deployWith(deployDir: string, remote: string, from: string, options: { keep?: number; check?: boolean }) {
  return deploy({ remote, deployDir, from, env: { APP_ENV: 'test' }, ...options });
}

/** Builds `remote` saying it was built against `sharedVersion` (an incompatible major) into a new folder. */
export function buildSharedVersionVariant(remoteDir: string, sharedVersion: string): string {
  const out = tempDir(`${remoteDir}-shared`);
  execFileSync(process.execPath, [join(root, remoteDir, 'node_modules', 'vite', 'bin', 'vite.js'), 'build', '--configLoader', 'runner',
    '--config', join(import.meta.dirname, 'variants', 'remote-shared-major.config.mjs'), '--outDir', out, '--emptyOutDir', '--logLevel', 'warn'], {
    cwd: join(root, remoteDir),
    env: { ...process.env, VARIANT_REMOTE_DIR: join(root, remoteDir), VARIANT_SHARED_VERSION: sharedVersion },
    stdio: ['ignore', 'ignore', 'pipe'],
    timeout: 180_000,
  });
  return out;
}

let next = 0;

/** A private gateway serving `deployDir` (its /config.json and version folders) over the test stack's API. */
export async function startDeployGateway(deployDir: string): Promise<PrivateGateway> {
  next += 1;
  const gateway = createGateway({
    port: E2E_PORT + 40 + (next % 10),
    workerapiUrl: process.env.E2E_API ?? `http://127.0.0.1:${E2E_PORT + 1}`,
    env: { ...process.env, APP_ENV: 'test', FIREBASE_AUTH_EMULATOR_HOST: process.env.E2E_AUTH_EMULATOR ?? `http://127.0.0.1:${E2E_PORT + 10}`, GATEWAY_LOG: '0' },
    log: () => undefined,
    deployDir,
  });
  const url = await gateway.listen();
  return { url, gateway, close: async () => { gateway.server.closeAllConnections(); await gateway.close(); } };
}
