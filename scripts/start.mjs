#!/usr/bin/env node
// `npm start`: from a fresh clone (Node ≥ 20.19 and npm only) to the running app on one URL.
// Installs pnpm (into .tools/) and the workspace, builds the shell and every remote, starts the Firebase
// Auth emulator, workerapi (embedded PGlite, demo seed) and the gateway, then prints the URL and the demo
// login. Ctrl-C stops everything it started.
//   SKIP_BUILD=1 npm start   reuse the last build
import { installAndBuild, printBanner, stopOnSignals } from './launch.mjs';
import { startStack } from './stack.mjs';

const major = Number(process.versions.node.split('.')[0]);
const minor = Number(process.versions.node.split('.')[1]);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Node ${process.versions.node} is too old: Node ≥ 20.19 is needed.`);
  process.exit(1);
}

installAndBuild();

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

printBanner([
  `ワーカー app is running:  ${stack.url}`,
  `Demo login:  ${process.env.DEMO_EMAIL ?? 'demo@example.jp'}  /  ${process.env.DEMO_PASSWORD ?? 'demo1234'}`,
  `Sign-up admin key:  ${process.env.SIGNUP_ADMIN_KEY ?? 'demo-admin-key'}`,
  `Data: ${stack.dataDir}   Logs: ${stack.dataDir}/stack.log`,
]);

const stop = stopOnSignals(stack);
// The gateway runs in this process: if anything here throws, the children are stopped before exiting
// (and stack-pids' exit hook kills whatever is still running).
process.on('uncaughtException', (error) => {
  console.error('✖ the gateway failed:', error);
  stop(1);
});
