// Starts the whole local stack: the Firebase Auth emulator, workerapi (embedded PGlite on disk, demo
// seed) and the gateway that serves the shell and every remote on one origin. Used by `npm start` and by
// the e2e suite (on other ports and a fresh data directory, so both can run at once).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';
import { createGateway } from './gateway.mjs';
import { clearLeftovers, forgetChildren, killChildrenOnExit, recordChildren, STACK_ID_VARIABLE } from './stack-pids.mjs';
import { DEV_ENVIRONMENTS, deployDirFrom } from './deploy-lib.mjs';

const require = createRequire(join(root, 'package.json'));

function firebaseBin() {
  const pkgPath = require.resolve('firebase-tools/package.json');
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8'));
  const bin = typeof pkg.bin === 'string' ? pkg.bin : pkg.bin.firebase;
  return join(pkgPath, '..', bin);
}

function tsxCli() {
  const pkgPath = createRequire(join(root, 'workerapi', 'package.json')).resolve('tsx/package.json');
  return join(pkgPath, '..', 'dist', 'cli.mjs');
}

async function waitFor(url, { timeoutMs = 60_000, what, child }) {
  const started = Date.now();
  for (;;) {
    if (child && child.exitCode !== null) throw new Error(`${what} exited with code ${child.exitCode} before it was ready`);
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (res.status < 500) return;
    } catch { /* not up yet */ }
    if (Date.now() - started > timeoutMs) throw new Error(`${what} did not become ready at ${url} within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function startChild(name, command, args, { env, cwd, quiet, logFile, stackId }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env, [STACK_ID_VARIABLE]: stackId }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
  child.stackName = name;
  const lines = [];
  const onData = (chunk) => {
    const text = chunk.toString();
    for (const line of text.split('\n')) if (line.trim()) { lines.push(line); if (lines.length > 200) lines.shift(); }
    if (!quiet) process.stdout.write(text.split('\n').filter(Boolean).map((l) => `[${name}] ${l}\n`).join(''));
    if (logFile) writeFileSync(logFile, text, { flag: 'a' });
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  child.recentOutput = () => lines.join('\n');
  return child;
}

function stopChild(child) {
  return new Promise((resolve) => {
    if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
    const timer = setTimeout(() => { try { process.kill(-child.pid, 'SIGKILL'); } catch { /* gone */ } }, 8_000);
    child.once('exit', () => { clearTimeout(timer); resolve(); });
    try { process.kill(-child.pid, 'SIGTERM'); } catch { clearTimeout(timer); resolve(); }
  });
}

/**
 * @param {{ port?: number, apiPort?: number, authPort?: number, dataDir?: string, quiet?: boolean,
 *           env?: Record<string,string>, appEnv?: 'local' | 'test',
 *           onFailure?: (message: string) => void, deployDir?: string }} options
 *   onFailure: a part stopped on its own; the stack has stopped the rest (nothing is left running).
 */
export async function startStack(options = {}) {
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const apiPort = options.apiPort ?? Number(process.env.WORKERAPI_PORT ?? 8081);
  const authPort = options.authPort ?? Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  const dataDir = options.dataDir ?? join(root, '.data', 'local');
  const quiet = options.quiet ?? false;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-worker';
  // APP_ENV is always explicit here: an unset one means production to workerapi and the gateway (issue 12 item 5).
  const appEnv = options.appEnv ?? process.env.APP_ENV ?? 'local';
  // The local stack always uses the Auth emulator: never production.
  if (!DEV_ENVIRONMENTS.has(appEnv)) throw new Error(`the local stack runs with APP_ENV=local or test, not ${appEnv}`);
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'stack.log');
  // The leftovers of a stack on this data dir that died without stopping its parts (issue 12 item 14).
  const cleared = await clearLeftovers(dataDir);
  if (cleared.length > 0) console.log(`stopped ${cleared.length} leftover process(es) of an earlier start (pids ${cleared.join(', ')})`);

  const children = [];
  let gateway = null;
  let stopping = false;
  const unhookExit = killChildrenOnExit(children, dataDir);
  /** Parts stopped on purpose (a workerapi restart): their exit does not take the stack down. */
  const intentional = new Set();
  let restartWorkerapi = async () => { throw new Error('workerapi is not running'); };
  const stop = async () => {
    stopping = true;
    if (gateway) await gateway.close().catch(() => undefined);
    await Promise.all([...children].reverse().map(stopChild));
    forgetChildren(dataDir);
    unhookExit();
  };
  const spawnPart = (...args) => {
    const child = startChild(...args);
    children.push(child);
    recordChildren(dataDir, children);
    // A part that stops on its own takes the others down with it: no orphans, no half stack.
    child.once('exit', (code, signal) => {
      if (stopping || intentional.has(child)) return;
      const message = `${child.stackName} stopped unexpectedly (${signal ?? `exit ${code}`}).\n${child.recentOutput()}`;
      void stop().then(() => options.onFailure?.(message));
    });
    return child;
  };

  try {
    // 1. Firebase Auth emulator (no Java needed for auth; UI, hub and logging on nearby ports).
    const firebaseDir = join(dataDir, 'firebase');
    mkdirSync(firebaseDir, { recursive: true });
    writeFileSync(join(firebaseDir, 'firebase.json'), JSON.stringify({
      emulators: {
        auth: { host: '127.0.0.1', port: authPort },
        hub: { host: '127.0.0.1', port: authPort + 1 },
        logging: { host: '127.0.0.1', port: authPort + 2 },
        ui: { enabled: false },
        singleProjectMode: true,
      },
    }, null, 2));
    if (!existsSync(join(firebaseDir, '.firebaserc'))) writeFileSync(join(firebaseDir, '.firebaserc'), JSON.stringify({ projects: { default: projectId } }));
    const emulator = spawnPart('auth-emulator', process.execPath, [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId], {
      cwd: firebaseDir, quiet, logFile, stackId: dataDir,
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    });
    await waitFor(`http://127.0.0.1:${authPort}/`, { what: 'Firebase Auth emulator', child: emulator, timeoutMs: 240_000 });

    // 2. workerapi on its embedded database, seeded with the demo worker.
    const authHost = `127.0.0.1:${authPort}`;
    const startApi = async () => {
      const api = spawnPart('workerapi', process.execPath, [tsxCli(), join(root, 'workerapi', 'src', 'main.ts')], {
        cwd: join(root, 'workerapi'), quiet, logFile, stackId: dataDir,
        env: {
          PORT: String(apiPort), HOST: '127.0.0.1', APP_ENV: appEnv,
          DATA_DIR: process.env.DATA_DIR ?? join(dataDir, 'pglite'),
          FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: authHost,
          ...options.env,
        },
      });
      await waitFor(`http://127.0.0.1:${apiPort}/workerapi/health`, { what: 'workerapi', child: api, timeoutMs: 90_000 });
      return api;
    };
    let api = await startApi();
    /** Stops workerapi (SIGTERM, as a deploy would) and starts it again on the same port and database. */
    restartWorkerapi = async () => {
      intentional.add(api);
      await stopChild(api);
      children.splice(children.indexOf(api), 1);
      recordChildren(dataDir, children);
      api = await startApi();
    };

    // 3. The gateway: shell + remotes on one origin, /config.json from the environment, /workerapi proxied.
    const deployDir = options.deployDir ?? (options.dataDir ? join(dataDir, 'deploy') : deployDirFrom());
    gateway = createGateway({
      port, host: process.env.HOST ?? '127.0.0.1', workerapiUrl: `http://127.0.0.1:${apiPort}`,
      env: { ...process.env, APP_ENV: appEnv, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: authHost, ...options.env },
      // `npm run deploy` output (docs/deploy.md): npm start serves .deploy/ (DEPLOY_DIR); a stack on its own
      // data directory (e2e) its own, so deploys never leak between them.
      deployDir,
    });
    const url = await gateway.listen();
    return { url, port, apiPort, authPort, projectId, dataDir, deployDir, stop, children, cspReports: () => [...gateway.cspReports], restartWorkerapi: () => restartWorkerapi() };
  } catch (error) {
    for (const c of children) if (c.exitCode !== null) console.error(`--- ${c.spawnargs.join(' ')} ---\n${c.recentOutput()}`);
    await stop();
    throw error;
  }
}

// For scripts/prod-like.mjs (the production-topology stack), which starts its processes the same way.
export { startChild, stopChild, waitFor, firebaseBin, tsxCli };
