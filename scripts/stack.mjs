// Starts the whole local stack: the Firebase Auth emulator, workerapi (embedded PGlite on disk, demo
// seed) and the gateway that serves the shell and every remote on one origin. Used by `npm start` and by
// the e2e suite (on other ports and a fresh data directory, so both can run at once).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { root } from './pnpm.mjs';
import { createGateway } from './gateway.mjs';
import { deployDirFrom } from './deploy-lib.mjs';

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

function startChild(name, command, args, { env, cwd, quiet, logFile }) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
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
 *           env?: Record<string,string>, deployDir?: string }} options
 */
export async function startStack(options = {}) {
  const port = options.port ?? Number(process.env.PORT ?? 8080);
  const apiPort = options.apiPort ?? Number(process.env.WORKERAPI_PORT ?? 8081);
  const authPort = options.authPort ?? Number(process.env.AUTH_EMULATOR_PORT ?? 9099);
  const dataDir = options.dataDir ?? join(root, '.data', 'local');
  const quiet = options.quiet ?? false;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-worker';
  mkdirSync(dataDir, { recursive: true });
  const logFile = join(dataDir, 'stack.log');

  const children = [];
  let gateway = null;
  const stop = async () => {
    if (gateway) await gateway.close().catch(() => undefined);
    await Promise.all(children.reverse().map(stopChild));
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
    const emulator = startChild('auth-emulator', process.execPath, [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId], {
      cwd: firebaseDir, quiet, logFile,
      env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    });
    children.push(emulator);
    await waitFor(`http://127.0.0.1:${authPort}/`, { what: 'Firebase Auth emulator', child: emulator, timeoutMs: 240_000 });

    // 2. workerapi on its embedded database, seeded with the demo worker.
    const authHost = `127.0.0.1:${authPort}`;
    const api = startChild('workerapi', process.execPath, [tsxCli(), join(root, 'workerapi', 'src', 'main.ts')], {
      cwd: join(root, 'workerapi'), quiet, logFile,
      env: {
        PORT: String(apiPort), HOST: '127.0.0.1', APP_ENV: process.env.APP_ENV ?? 'local',
        DATA_DIR: process.env.DATA_DIR ?? join(dataDir, 'pglite'),
        FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: authHost,
        ...options.env,
      },
    });
    children.push(api);
    await waitFor(`http://127.0.0.1:${apiPort}/workerapi/health`, { what: 'workerapi', child: api, timeoutMs: 90_000 });

    // 3. The gateway: shell + remotes on one origin, /config.json from the environment, /workerapi proxied.
    gateway = createGateway({
      port, host: process.env.HOST ?? '127.0.0.1', workerapiUrl: `http://127.0.0.1:${apiPort}`,
      env: { ...process.env, FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: authHost, ...options.env },
      // `npm run deploy` output (docs/deploy.md): npm start serves .deploy/ (DEPLOY_DIR); a stack on its own
      // data directory (e2e) its own, so deploys never leak between them.
      deployDir: options.deployDir ?? (options.dataDir ? join(dataDir, 'deploy') : deployDirFrom()),
    });
    const url = await gateway.listen();
    return { url, port, apiPort, authPort, projectId, dataDir, deployDir: options.deployDir ?? (options.dataDir ? join(dataDir, 'deploy') : deployDirFrom()), stop, children };
  } catch (error) {
    for (const c of children) if (c.exitCode !== null) console.error(`--- ${c.spawnargs.join(' ')} ---\n${c.recentOutput()}`);
    await stop();
    throw error;
  }
}

// For scripts/prod-like.mjs (the production-topology stack), which starts its processes the same way.
export { startChild, stopChild, waitFor, firebaseBin, tsxCli };
