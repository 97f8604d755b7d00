#!/usr/bin/env node
// Runs the workspace's pinned pnpm, installing it into .tools/ on a fresh machine (Node + npm only).
// Usage: node scripts/pnpm.mjs <pnpm args...>
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const wanted = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')).config.pnpmVersion;
const localBin = join(root, '.tools', 'node_modules', 'pnpm', 'bin', 'pnpm.mjs');

function globalVersion() {
  const r = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  return r.status === 0 ? r.stdout.trim() : null;
}

/** Returns [command, prefixArgs] that run the pinned pnpm. */
export function pnpmCommand() {
  const g = globalVersion();
  if (g && g.split('.')[0] === wanted.split('.')[0]) return ['pnpm', []];
  if (!existsSync(localBin)) {
    console.log(`[setup] installing pnpm@${wanted} into .tools/ (no global changes)`);
    const r = spawnSync('npm', ['install', '--prefix', join(root, '.tools'), '--no-save', '--no-audit', '--no-fund', `pnpm@${wanted}`], { stdio: 'inherit' });
    if (r.status !== 0) throw new Error('could not install pnpm with npm');
  }
  return [process.execPath, [localBin]];
}

export function pnpm(args, opts = {}) {
  const [cmd, pre] = pnpmCommand();
  const r = spawnSync(cmd, [...pre, ...args], { stdio: 'inherit', cwd: root, ...opts });
  return r.status ?? 1;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  process.exit(pnpm(process.argv.slice(2)));
}
