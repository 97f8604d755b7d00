#!/usr/bin/env node
// `npm start`: from a fresh clone (Node ≥ 20.19 and npm only) to the running app on one URL.
// Installs pnpm (into .tools/) and the workspace, builds the shell and every remote, starts the Firebase
// Auth emulator, workerapi (embedded PGlite, demo seed) and the gateway, then prints the URL and the demo
// login. Ctrl-C stops everything it started.
//   SKIP_BUILD=1 npm start   reuse the last build
import { pnpm } from './pnpm.mjs';
import { startStack } from './stack.mjs';

const major = Number(process.versions.node.split('.')[0]);
const minor = Number(process.versions.node.split('.')[1]);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node ≥ 20.19 is needed.`);
  process.exit(1);
}

function step(title, fn) {
  console.log(`\n▶ ${title}`);
  const code = fn();
  if (code !== 0) { console.error(`✖ ${title} failed (exit ${code})`); process.exit(code); }
}

step('Installing dependencies (pnpm install)', () => pnpm(['install', '--frozen-lockfile']));
if (process.env.SKIP_BUILD !== '1') step('Building the shell and the remotes', () => pnpm(['run', 'build']));

console.log('\n▶ Starting the Firebase Auth emulator, workerapi and the gateway');
let stack;
try {
  // npm start is the local environment; APP_ENV may say test, nothing else (an unset one means production).
  stack = await startStack({
    quiet: process.env.VERBOSE !== '1',
    appEnv: process.env.APP_ENV ?? 'local',
    // A part died: the stack has already stopped the others; say why and leave.
    onFailure: (message) => {
      console.error(`✖ ${message}`);
      process.exit(1);
    },
  });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}

const email = process.env.DEMO_EMAIL ?? 'demo@example.jp';
const password = process.env.DEMO_PASSWORD ?? 'demo1234';
console.log(`
────────────────────────────────────────────────
 ワーカー app is running:  ${stack.url}
 Demo login:  ${email}  /  ${password}
 Sign-up admin key:  ${process.env.SIGNUP_ADMIN_KEY ?? 'demo-admin-key'}
 Data: ${stack.dataDir}   Logs: ${stack.dataDir}/stack.log
 Press Ctrl-C to stop.
────────────────────────────────────────────────`);

let stopping = false;
async function shutdown() {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping…');
  await stack.stop();
  process.exit(0);
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
process.on('SIGHUP', shutdown);
// The gateway runs in this process: if anything here throws, the children are stopped before exiting
// (and stack-pids' exit hook kills whatever is still running).
process.on('uncaughtException', (error) => {
  console.error('✖ the gateway failed:', error);
  if (!stopping) { stopping = true; void stack.stop().finally(() => process.exit(1)); }
});
