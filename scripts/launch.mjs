// What `npm start` (scripts/start.mjs) and `npm run start:prod-like` (scripts/prod-like.mjs) do alike around
// their stacks: install and build first, print where the app runs, stop everything once on Ctrl-C.
import { pnpm } from './pnpm.mjs';

/** One step: its title, then the command; a failure ends the process with its exit code. */
function step(title, fn) {
  console.log(`\n▶ ${title}`);
  const code = fn();
  if (code !== 0) { console.error(`✖ ${title} failed (exit ${code})`); process.exit(code); }
}

/** The workspace installed (pnpm into .tools/ first) and, unless SKIP_BUILD=1, the shell and the remotes built. */
export function installAndBuild() {
  step('Installing dependencies (pnpm install)', () => pnpm(['install', '--frozen-lockfile']));
  if (process.env.SKIP_BUILD !== '1') step('Building the shell and the remotes', () => pnpm(['run', 'build']));
}

/** The framed lines that say where the app runs and how to sign in. */
export function printBanner(lines) {
  const rule = '─'.repeat(48);
  console.log(`\n${rule}\n${lines.map((line) => ` ${line}`).join('\n')}\n Press Ctrl-C to stop.\n${rule}`);
}

/**
 * Ctrl-C (SIGINT), SIGTERM and SIGHUP stop the stack once, then exit 0. Returns `stop(code)` for the caller's own
 * fatal paths (the same once-only stop, then that exit code).
 * @param {{ stop: () => Promise<void> }} stack
 */
export function stopOnSignals(stack) {
  let stopping = false;
  const stop = (code) => {
    if (stopping) return;
    stopping = true;
    if (code === 0) console.log('\nStopping…');
    void stack.stop().finally(() => process.exit(code));
  };
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(0));
  return stop;
}
