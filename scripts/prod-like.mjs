#!/usr/bin/env node
// `npm run start:prod-like`: the production topology on one machine (docs/deploy.md) — Debian's
// PostgreSQL (its own cluster in the data directory, never the system's), two workerapi replicas on it,
// Debian's nginx in front (static shell + deployed remotes + /config.json, /workerapi/ proxied to both
// replicas), and the Firebase Auth emulator. Same demo as `npm start`. Installs what it needs with apt.
//
//   npm run start:prod-like                 http://localhost:8090 (PORT; replicas 8091/8092, emulator 9199, PostgreSQL 5433)
//   SKIP_BUILD=1 npm run start:prod-like    reuse the last build
// Data (PostgreSQL cluster, uploads, deploys, logs) lives in .data/prod-like/; delete it to start afresh.
import { spawnSync } from 'node:child_process';
import { chmodSync, chownSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { fileURLToPath } from 'node:url';
import { root } from './pnpm.mjs';
import { installAndBuild, printBanner, stopOnSignals } from './launch.mjs';
import { firebaseBin, startChild, stopChild, tsxCli, waitFor } from './stack.mjs';
import { deploy, liveVersion, readDeployedConfig, readRemotes, withLock, writeAtomic } from './deploy-lib.mjs';
import { renderNginxConfig } from '../deploy/nginx/render.mjs';

const asRoot = typeof process.getuid === 'function' && process.getuid() === 0;

function run(cmd, args, { as, quiet = false, env } = {}) {
  const [c, a] = as && asRoot ? ['runuser', ['-u', as, '--', cmd, ...args]] : [cmd, args];
  const r = spawnSync(c, a, { encoding: 'utf8', env: { ...process.env, ...env }, stdio: quiet ? ['ignore', 'pipe', 'pipe'] : ['ignore', 'inherit', 'inherit'] });
  return { status: r.status ?? 1, stdout: r.stdout ?? '', stderr: r.stderr ?? '' };
}

/** Can `user` read `file` (-r) or enter a folder (-x), every folder above it traversable? Only asked when we are root. */
function readableBy(user, path, flag = '-r') {
  return run('test', [flag, path], { as: user, quiet: true }).status === 0;
}

export function postgresBinDir() {
  const base = '/usr/lib/postgresql';
  if (!existsSync(base)) return null;
  for (const v of readdirSync(base).sort((a, b) => Number(b) - Number(a))) {
    if (existsSync(join(base, v, 'bin', 'pg_ctl'))) return join(base, v, 'bin');
  }
  return null;
}

const NGINX = '/usr/sbin/nginx';

/** Debian's chromium, which the e2e suite and the benchmark drive (CHROMIUM_PATH for another browser). */
export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Debian packages the prod-like stack needs that are not installed yet. */
export function missingSystemPackages() {
  return [...(postgresBinDir() ? [] : ['postgresql']), ...(existsSync(NGINX) ? [] : ['nginx'])];
}

/**
 * One `apt-get update` and `apt-get install` of `packages` (as root, or through sudo); then each of `optional`,
 * whose failure is ignored. The exit code of the required part.
 */
export function aptInstall(packages, optional = []) {
  const sudo = asRoot ? [] : ['sudo'];
  const apt = (args) => {
    const [c, ...a] = [...sudo, 'apt-get', ...args];
    return spawnSync(c, a, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status ?? 1;
  };
  if (apt(['update']) !== 0) return 1;
  const code = apt(['install', '-y', '--no-install-recommends', ...packages]);
  for (const pkg of optional) apt(['install', '-y', '--no-install-recommends', pkg]);
  return code;
}

/** nginx's brotli modules (on the fly, and the build's own .br files), installed with nginx when the archive has them (gzip is enough without them). */
export const OPTIONAL_NGINX_PACKAGES = ['libnginx-mod-http-brotli-filter', 'libnginx-mod-http-brotli-static'];

/** Debian's postgresql and nginx (and nginx's brotli module when the archive has it), via apt when absent. */
export function ensureSystemPackages() {
  const missing = missingSystemPackages();
  if (missing.length === 0) return;
  console.log(`▶ Installing Debian's ${missing.join(' and ')} (apt-get)`);
  if (aptInstall(missing, missing.includes('nginx') ? OPTIONAL_NGINX_PACKAGES : []) !== 0) {
    throw new Error(`apt-get could not install ${missing.join(' and ')}`);
  }
  if (missingSystemPackages().length > 0) throw new Error('postgresql or nginx still missing after apt-get');
}

/**
 * A PostgreSQL cluster of our own in `home` (data in home/data, log home/server.log), on 127.0.0.1:`port`,
 * run as the postgres user when we are root.
 */
export function createPostgres({ home, port }) {
  const dir = join(home, 'data');
  const logFile = join(home, 'server.log');
  const bin = postgresBinDir();
  if (!bin) throw new Error('PostgreSQL is not installed');
  const user = asRoot ? 'postgres' : undefined;
  const pgCtl = (args, quiet = true) => run(join(bin, 'pg_ctl'), ['-D', dir, ...args], { as: user, quiet });
  const psql = (sqlText, db = 'postgres') => run(join(bin, 'psql'), ['-h', '127.0.0.1', '-p', String(port), '-U', 'worker', '-d', db, '-tAc', sqlText], { as: user, quiet: true });
  return {
    url: `postgres://worker@127.0.0.1:${port}/worker`,
    init() {
      if (existsSync(join(dir, 'PG_VERSION'))) return;
      mkdirSync(home, { recursive: true, mode: 0o700 });
      if (asRoot) { const id = (n) => Number(run('id', [n, 'postgres'], { quiet: true }).stdout.trim()); chownSync(home, id('-u'), id('-g')); }
      // trust on 127.0.0.1 only: a throw-away local cluster. Production uses a managed PostgreSQL with TLS and a password (docs/deploy.md).
      const r = run(join(bin, 'initdb'), ['-D', dir, '-U', 'worker', '--auth=trust', '--encoding=UTF8', '--locale=C'], { as: user, quiet: true });
      if (r.status !== 0) throw new Error(`initdb failed: ${r.stderr}`);
    },
    start() {
      const r = pgCtl(['-l', logFile, '-w', '-t', '60', '-o', `-p ${port} -c listen_addresses=127.0.0.1 -k ${dir}`, 'start']);
      if (r.status !== 0) throw new Error(`PostgreSQL did not start (see ${logFile}): ${r.stderr}${r.stdout}`);
      if (psql("select 1 from pg_database where datname = 'worker'").stdout.trim() !== '1') {
        const c = psql('create database worker');
        if (c.status !== 0) throw new Error(`create database failed: ${c.stderr}`);
      }
    },
    stop() {
      if (!existsSync(join(dir, 'postmaster.pid'))) return;
      pgCtl(['-m', 'fast', '-w', '-t', '60', 'stop']);
    },
    isRunning: () => pgCtl(['status']).status === 0,
  };
}

function writeEmulatorConfig(dir, authPort, projectId) {
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, 'firebase.json'), JSON.stringify({
    emulators: {
      auth: { host: '127.0.0.1', port: authPort }, hub: { host: '127.0.0.1', port: authPort + 1 },
      logging: { host: '127.0.0.1', port: authPort + 2 }, ui: { enabled: false }, singleProjectMode: true,
    },
  }, null, 2));
  writeFileSync(join(dir, '.firebaserc'), JSON.stringify({ projects: { default: projectId } }));
}

/**
 * Starts the prod-like stack. Every port and the data directory can be chosen (e2e uses its own).
 * @param {{ port?: number, apiPorts?: number[], authPort?: number, pgPort?: number, dataDir?: string,
 *           appEnv?: string, quiet?: boolean }} [options]
 */
export async function startProdLike(options = {}) {
  const port = options.port ?? 8090;
  const apiPorts = options.apiPorts ?? [port + 1, port + 2];
  const authPort = options.authPort ?? 9199;
  const pgPort = options.pgPort ?? 5433;
  const dataDir = resolve(options.dataDir ?? join(root, '.data', 'prod-like'));
  const appEnv = options.appEnv ?? 'local'; // explicit: the Auth emulator is refused in staging/production
  const quiet = options.quiet ?? true;
  const projectId = process.env.FIREBASE_PROJECT_ID ?? 'demo-worker';
  mkdirSync(dataDir, { recursive: true });
  chmodSync(dataDir, 0o755); // the postgres and nginx workers must reach their folders inside
  const logFile = join(dataDir, 'stack.log');
  const timings = {};
  const t0 = Date.now();

  ensureSystemPackages();
  // The postgres user must reach its cluster: when the data directory sits where it cannot (a checkout
  // under /root), the cluster goes to the system's temporary folder instead.
  const pgHome = !asRoot || readableBy('postgres', dataDir, '-x') ? join(dataDir, 'postgresql') : join(tmpdir(), `worker-prod-like-postgresql-${pgPort}`);
  const pg = createPostgres({ home: pgHome, port: pgPort });
  const children = [];
  const replicas = [];
  let nginx = null;
  const stop = async () => {
    if (nginx) await stopChild(nginx);
    await Promise.all(replicas.filter(Boolean).map(stopChild));
    await Promise.all(children.map(stopChild));
    pg.stop();
  };

  try {
    // 1. PostgreSQL
    pg.init();
    pg.start();
    timings.postgres = Date.now() - t0;

    // 2. Auth emulator
    const firebaseDir = join(dataDir, 'firebase');
    writeEmulatorConfig(firebaseDir, authPort, projectId);
    const emulator = startChild('auth-emulator', process.execPath, [firebaseBin(), 'emulators:start', '--only', 'auth', '--project', projectId], {
      cwd: firebaseDir, quiet, logFile, env: { FIREBASE_CLI_DISABLE_UPDATE_CHECK: 'true', CI: 'true', NO_UPDATE_NOTIFIER: '1' },
    });
    children.push(emulator);
    await waitFor(`http://127.0.0.1:${authPort}/`, { what: 'Firebase Auth emulator', child: emulator, timeoutMs: 240_000 }); // slow on a busy machine
    timings.emulator = Date.now() - t0;

    // 3. Two workerapi replicas on the one database, started together: the advisory lock lets one migrate.
    // The demo seed (a local convenience) runs on the first only; uploads and the outbox are one shared folder.
    const replicaEnv = (i) => ({
      PORT: String(apiPorts[i]), HOST: '127.0.0.1', APP_ENV: appEnv, DATABASE_URL: pg.url,
      DATA_DIR: join(dataDir, 'workerapi'), FIREBASE_PROJECT_ID: projectId, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${authPort}`,
      SEED_DEMO: i === 0 ? 'true' : 'false', LOG_LEVEL: 'info',
    });
    const startReplica = async (i, { seed = true } = {}) => {
      const env = replicaEnv(i);
      if (!seed) env.SEED_DEMO = 'false';
      const child = startChild(`workerapi-${i + 1}`, process.execPath, [tsxCli(), join(root, 'workerapi', 'src', 'main.ts')], { cwd: join(root, 'workerapi'), quiet, logFile, env });
      replicas[i] = child;
      return child;
    };
    await Promise.all(apiPorts.map((_, i) => startReplica(i)));
    await Promise.all(apiPorts.map((p, i) => waitFor(`http://127.0.0.1:${p}/workerapi/health`, { what: `workerapi replica ${i + 1}`, child: replicas[i], timeoutMs: 240_000 })));
    timings.workerapi = Date.now() - t0;

    // 4. Deploys: /config.json for this environment, and every remote's current build as its first version.
    const deployDir = join(dataDir, 'deploy');
    mkdirSync(deployDir, { recursive: true });
    // Under the deploy lock: a deploy running into this directory meanwhile neither loses its switch nor this file.
    withLock(deployDir, () => writeAtomic(join(deployDir, 'config.json'), `${JSON.stringify({
      environment: appEnv, apiBaseUrl: '',
      firebase: { apiKey: 'demo-api-key', authDomain: `${projectId}.firebaseapp.com`, databaseURL: '', projectId, storageBucket: '', messagingSenderId: '' },
      emulators: { auth: `http://127.0.0.1:${authPort}` },
      remotes: readDeployedConfig(deployDir)?.remotes ?? {},
    }, null, 2)}\n`));
    const { checkContracts } = await import('./contract-check.mjs');
    const { errors } = await checkContracts();
    if (errors.length) throw new Error(`contract check failed:\n${errors.join('\n')}`);
    for (const remote of readRemotes()) {
      if (liveVersion(deployDir, remote)) continue;
      const dist = join(root, remote.dir, 'dist');
      if (!existsSync(join(dist, 'remoteEntry.js'))) throw new Error(`${remote.dir}/dist is not built (run without SKIP_BUILD=1)`);
      await deploy({ remote: remote.name, deployDir, from: dist, env: { APP_ENV: appEnv }, check: false });
    }
    timings.deploys = Date.now() - t0;

    // 5. nginx in front.
    const runDir = join(dataDir, 'nginx');
    mkdirSync(runDir, { recursive: true });
    const conf = join(runDir, 'nginx.conf');
    writeFileSync(conf, renderNginxConfig({
      standalone: true, listen: `127.0.0.1:${port}`, shellDir: join(root, 'shell', 'dist'), deployDir,
      upstreams: apiPorts.map((p) => `127.0.0.1:${p}`), runDir,
      // The browser signs in against the Auth emulator: the CSP lets it connect there (production lists none).
      connect: [`http://127.0.0.1:${authPort}`],
      // nginx's workers run as www-data when we are root — unless the checkout is out of its reach (under
      // /root): then as root, acceptable for this 127.0.0.1-only stack (production runs nginx as packaged).
      user: asRoot ? (readableBy('www-data', join(root, 'shell', 'dist', 'index.html')) && readableBy('www-data', join(deployDir, 'config.json')) ? 'www-data' : 'root') : null,
    }));
    const test = run(NGINX, ['-t', '-q', '-c', conf], { quiet: true });
    if (test.status !== 0) throw new Error(`nginx -t failed: ${test.stderr}`);
    nginx = startChild('nginx', NGINX, ['-c', conf, '-g', 'daemon off;'], { cwd: runDir, quiet, logFile });
    await waitFor(`http://127.0.0.1:${port}/workerapi/health`, { what: 'nginx', child: nginx, timeoutMs: 30_000 });
    timings.nginx = Date.now() - t0;

    return {
      url: `http://localhost:${port}`, port, apiPorts, authPort, pgPort, dataDir, deployDir, databaseUrl: pg.url, timings,
      replicas, children, stop, pg,
      /** Kills replica i at once (SIGKILL), as a crash would. */
      killReplica: (i) => { const c = replicas[i]; if (c && c.exitCode === null) process.kill(-c.pid, 'SIGKILL'); return c ? new Promise((ok) => (c.exitCode !== null || c.signalCode !== null ? ok() : c.once('exit', () => ok()))) : Promise.resolve(); },
      /** Starts replica i again (no seed) and waits until it answers. */
      restartReplica: async (i) => {
        const child = await startReplica(i, { seed: false });
        await waitFor(`http://127.0.0.1:${apiPorts[i]}/workerapi/health`, { what: `workerapi replica ${i + 1}`, child, timeoutMs: 120_000 });
      },
      /** Lines a replica logged (pino JSON), for checks such as "one replica migrated". */
      replicaOutput: (i) => replicas[i]?.recentOutput() ?? '',
    };
  } catch (error) {
    for (const c of [...children, ...replicas, nginx].filter(Boolean)) if (c.exitCode !== null) console.error(`--- ${c.spawnargs.slice(0, 3).join(' ')} ---\n${c.recentOutput()}`);
    await stop();
    throw error;
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  installAndBuild();
  console.log('\n▶ Starting PostgreSQL, the Auth emulator, two workerapi replicas and nginx');
  let stack;
  try {
    stack = await startProdLike({
      port: Number(process.env.PORT ?? 8090), authPort: Number(process.env.AUTH_EMULATOR_PORT ?? 9199),
      pgPort: Number(process.env.PG_PORT ?? 5433), appEnv: process.env.APP_ENV ?? 'local', quiet: process.env.VERBOSE !== '1',
    });
  } catch (error) {
    console.error(`✖ ${error instanceof Error ? error.message : String(error)}`);
    process.exit(1);
  }
  printBanner([
    `ワーカー app (prod-like: nginx → 2 × workerapi → PostgreSQL) is running:  ${stack.url}`,
    `Demo login:  ${process.env.DEMO_EMAIL ?? 'demo@example.jp'}  /  ${process.env.DEMO_PASSWORD ?? 'demo1234'}`,
    `workerapi replicas: ${stack.apiPorts.map((p) => `127.0.0.1:${p}`).join(', ')}   PostgreSQL: 127.0.0.1:${stack.pgPort}`,
    `Deploy a remote into it:  DEPLOY_DIR=${stack.deployDir} npm run deploy -- <remote>`,
    `Data: ${stack.dataDir}   Logs: ${stack.dataDir}/stack.log`,
  ]);
  stopOnSignals(stack);
}
