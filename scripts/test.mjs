#!/usr/bin/env node
// `npm test`: everything CI checks, from a fresh clone (Node ≥ 20.19 and npm only).
// Installs pnpm (.tools/) and the workspace, Debian's chromium if absent, then runs lint, typecheck,
// every unit test, the deploy scripts' tests and the contract check, builds the apps and runs the
// Playwright e2e suite against a freshly started stack, then the prod-like subset (docs/deploy.md).
//   TEST_SKIP_E2E=1 npm test         unit tests only
//   TEST_SKIP_PROD_LIKE=1 npm test   without the prod-like subset
import { existsSync, readdirSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { pnpm, root } from './pnpm.mjs';

/** node scripts/<file> or node --test …, from the repo root; the exit code. */
function node(args) {
  return spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit', env: { ...process.env, APP_ENV: process.env.APP_ENV ?? 'test' } }).status ?? 1;
}
const scriptTests = readdirSync(join(root, 'scripts')).filter((f) => f.endsWith('.test.mjs')).map((f) => join('scripts', f));

const results = [];
function step(title, fn) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  const code = fn();
  results.push({ title, ok: code === 0, seconds: Math.round((Date.now() - started) / 1000) });
  if (code !== 0) {
    summary();
    console.error(`✖ ${title} failed (exit ${code})`);
    process.exit(code || 1);
  }
}
function summary() {
  console.log('\n── summary ──');
  for (const r of results) console.log(`${r.ok ? '✔' : '✖'} ${r.title} (${r.seconds}s)`);
}

function ensureChromium() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return 0;
  console.log(`chromium not found at ${path}: installing Debian's chromium`);
  const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  const sudo = asRoot ? [] : ['sudo'];
  const run = (args) => spawnSync(sudo[0] ?? args[0], sudo.length ? args : args.slice(1), { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1;
  if (run(['apt-get', 'update']) !== 0) return 1;
  return run(['apt-get', 'install', '-y', '--no-install-recommends', 'chromium']);
}

step('Install dependencies', () => pnpm(['install', '--frozen-lockfile']));
step('Lint', () => pnpm(['-r', 'lint']));
step('Typecheck', () => pnpm(['-r', 'typecheck']));
step('Unit tests', () => pnpm(['-r', '--filter=!e2e', 'test']));
step('Script tests (deploy, contract check)', () => node(['--test', ...scriptTests]));
step('Contract check (shell route table, remotes, shared)', () => node(['scripts/contract-check.mjs']));
if (process.env.TEST_SKIP_E2E !== '1') {
  step('Chromium (Debian)', ensureChromium);
  step('Build the shell and the remotes', () => pnpm(['run', 'build']));
  step('End-to-end tests (Playwright)', () => pnpm(['--filter', 'e2e', 'test']));
  // The production topology (docs/deploy.md): nginx → two workerapi replicas → PostgreSQL; installs
  // Debian's postgresql and nginx when absent. TEST_SKIP_PROD_LIKE=1 leaves it out.
  if (process.env.TEST_SKIP_PROD_LIKE !== '1') {
    step('Prod-like e2e subset and fault tests (nginx, 2 × workerapi, PostgreSQL)', () => pnpm(['--filter', 'e2e', 'test:prod-like']));
  }
}
summary();
