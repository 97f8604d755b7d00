// Versioned deploys of one remote (docs/deploy.md): the library behind `npm run deploy` and
// `npm run rollback`, the gateway (which serves a deploy directory) and the prod-like stack.
//
// A deploy directory mirrors the URL space a static server or CDN serves:
//   <deployDir>/config.json                       the runtime config; its `remotes` map names live versions
//   <deployDir>/remotes/<name>/<version>/…         one immutable folder per version (remoteEntry.js, assets/)
//   <deployDir>/records/<federation name>.json     the versions (build id, commit, time, shared versions)
//   <deployDir>/.lock                              held while a deploy or rollback runs
// The live version of a remote is what /config.json names — switching is one atomic rename of that file.
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, linkSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
/** Versions kept per remote (the live one is kept in any case). */
export const KEEP_VERSIONS = 5;

/** @typedef {{ name: string, dir: string, prefix: string }} Remote */
/**
 * `replaced`: the version that was live when this one was deployed (null: none; absent in records from before it).
 * @typedef {{ version: string, entry: string, commit: string | null, builtAt: string, deployedAt: string,
 *             source: string, shared: { [name: string]: string | string[] | null | undefined, shares?: string[] },
 *             replaced?: string | null }} VersionRecord
 */

/** The environments that are not production (an unset APP_ENV is production): the local stack and the tests. */
export const DEV_ENVIRONMENTS = new Set(['local', 'test']);

/** Where deploys live: DEPLOY_DIR, else <repo>/.deploy (what `npm start`'s gateway serves). */
export function deployDirFrom(env = process.env) {
  return resolve(env.DEPLOY_DIR || join(root, '.deploy'));
}

/** remotes.json: the one list of remotes. @returns {Remote[]} */
export function readRemotes() {
  const file = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));
  return Object.entries(file.remotes).map(([name, r]) => ({ name, dir: r.dir, prefix: r.prefix }));
}

/** A remote by folder (`mfe-shifts`) or federation name (`mfe_shifts`). */
export function findRemote(arg) {
  const remotes = readRemotes();
  const found = remotes.find((r) => r.name === arg || r.dir === arg);
  if (!found) throw new DeployError(`unknown remote "${arg}"; remotes.json lists: ${remotes.map((r) => r.dir).join(', ')}`);
  return found;
}

export class DeployError extends Error {
  constructor(message) {
    super(message);
    this.name = 'DeployError';
  }
}

/**
 * Node's parseArgs for the deploy and rollback commands: an unknown or incomplete option (`--form`, `--to` without
 * a version) is a DeployError with the command's usage, not a stack trace.
 * @template T
 * @param {() => T} parse
 * @param {string} usage
 * @returns {T}
 */
export function parseArguments(parse, usage) {
  try {
    return parse();
  } catch (error) {
    const code = error instanceof Error && 'code' in error ? String(error.code) : '';
    if (!code.startsWith('ERR_PARSE_ARGS_')) throw error;
    throw new DeployError(`${error instanceof Error ? error.message.split('. To specify')[0] : String(error)}\n${usage}`);
  }
}

/** Writes a file so a reader never sees it half-written: write aside, then rename over. */
export function writeAtomic(file, text) {
  const tmp = `${file}.tmp-${process.pid}-${Date.now()}`;
  writeFileSync(tmp, text);
  renameSync(tmp, file);
}

const versionPath = (deployDir, remote, version) => join(deployDir, ...remote.prefix.split('/').filter(Boolean), version);
const recordsPath = (deployDir, remote) => join(deployDir, 'records', `${remote.name}.json`);
const configPath = (deployDir) => join(deployDir, 'config.json');
/** The entry URL /config.json names for a version. */
export const entryUrl = (remote, version) => `${remote.prefix}${version}/remoteEntry.js`;

/**
 * The deployed /config.json, or null before the first deploy. A file that is no JSON object (a hand-written
 * staging config with a typo) is a DeployError naming it: every deploy and rollback reads it before it changes anything.
 */
export function readDeployedConfig(deployDir) {
  const file = configPath(deployDir);
  if (!existsSync(file)) return null;
  let config;
  try {
    config = JSON.parse(readFileSync(file, 'utf8'));
  } catch (error) {
    throw new DeployError(`${file} is not valid JSON (${error instanceof Error ? error.message : String(error)}): this directory's /config.json must be fixed first (docs/contracts.md "Runtime configuration"); nothing was changed.`);
  }
  if (typeof config !== 'object' || config === null || Array.isArray(config)) {
    throw new DeployError(`${file} is not a JSON object: this directory's /config.json must be fixed first (docs/contracts.md "Runtime configuration"); nothing was changed.`);
  }
  return config;
}

/** @returns {VersionRecord[]} oldest first */
export function readRecords(deployDir, remote) {
  const file = recordsPath(deployDir, remote);
  if (!existsSync(file)) return [];
  return JSON.parse(readFileSync(file, 'utf8')).versions;
}

function writeRecords(deployDir, remote, versions) {
  mkdirSync(join(deployDir, 'records'), { recursive: true });
  writeAtomic(recordsPath(deployDir, remote), `${JSON.stringify({ remote: remote.name, versions }, null, 2)}\n`);
}

/** The live version of a remote (what /config.json names), or null. */
export function liveVersion(deployDir, remote) {
  const entry = readDeployedConfig(deployDir)?.remotes?.[remote.name];
  if (typeof entry !== 'string' || !entry.startsWith(remote.prefix)) return null;
  // `<prefix><version>/remoteEntry.js`; the undeployed default `<prefix>remoteEntry.js` (its dist/) is no version
  return /^([^/]+)\/remoteEntry\.js$/.exec(entry.slice(remote.prefix.length))?.[1] ?? null;
}

/** A lock file's holder: its pid, or null when the file holds none (a malformed file). */
function lockHolder(file) {
  try {
    const text = readFileSync(file, 'utf8').trim();
    return /^[1-9]\d*$/.test(text) ? Number(text) : null;
  } catch {
    return undefined; // gone meanwhile
  }
}

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return error?.code === 'EPERM'; // exists, another user's
  }
}

/**
 * Takes the lock: the file appears with its pid already in it (written aside, then hard-linked into place,
 * which fails when a lock exists), so no reader ever sees an empty lock. A lock whose holder is gone (or
 * that names no pid) is moved aside under a name of our own and checked: if what we moved is not the stale
 * lock we read (another deploy took it over first), it is put back and that deploy holds the lock.
 */
function takeLock(lock, deployDir) {
  const mine = `${lock}.${process.pid}-${Date.now()}`;
  writeFileSync(mine, String(process.pid));
  try {
    for (let attempt = 0; attempt < 5; attempt += 1) {
      try {
        linkSync(mine, lock);
        return;
      } catch (error) {
        if (error?.code !== 'EEXIST') throw error;
      }
      const holder = lockHolder(lock);
      if (holder === undefined) continue;
      if (holder !== null && isAlive(holder)) throw new DeployError(`another deploy (pid ${holder}) is running on ${deployDir}; if no such deploy runs, delete ${lock}`);
      const aside = `${lock}.stale-${process.pid}-${attempt}`;
      try {
        renameSync(lock, aside);
      } catch {
        continue; // another deploy moved it first
      }
      const moved = lockHolder(aside);
      if (moved !== holder && moved !== null && moved !== undefined && isAlive(moved)) {
        // We moved a live deploy's fresh lock, not the stale one: give it back.
        try {
          linkSync(aside, lock);
        } finally {
          rmSync(aside, { force: true });
        }
        throw new DeployError(`another deploy (pid ${moved}) is running on ${deployDir}`);
      }
      rmSync(aside, { force: true });
    }
    throw new DeployError(`could not take the lock ${lock}: other deploys keep taking it`);
  } finally {
    rmSync(mine, { force: true });
  }
}

/**
 * What a deploy or rollback killed halfway (kill -9, a crash) leaves in a deploy directory: its staging
 * folder and half-written files beside config.json and the records. Called holding the lock, so none of
 * them belongs to a deploy still running.
 */
function removeLeftovers(deployDir) {
  const removed = [];
  for (const dir of [deployDir, join(deployDir, 'records')]) {
    let names = [];
    try { names = readdirSync(dir); } catch { continue; }
    for (const name of names) {
      const taking = /^\.lock\.(\d+)-\d+$/.exec(name); // another deploy's lock being taken, unless it is gone
      if (name.startsWith('.staging-') || /\.tmp-\d+-\d+$/.test(name) || /^\.lock\.stale-/.test(name) || (taking && !isAlive(Number(taking[1])))) {
        try {
          rmSync(join(dir, name), { recursive: true, force: true });
          removed.push(relative(deployDir, join(dir, name)));
        } catch {
          // e.g. a killed deploy's build still writing into its staging folder: the next deploy removes it
        }
      }
    }
  }
  return removed;
}

/** Runs `fn` holding the deploy directory's lock (one deploy or rollback at a time). */
export function withLock(deployDir, fn) {
  mkdirSync(deployDir, { recursive: true });
  const lock = join(deployDir, '.lock');
  takeLock(lock, deployDir);
  const release = () => { if (lockHolder(lock) === process.pid) rmSync(lock, { force: true }); };
  try {
    removeLeftovers(deployDir);
    const result = fn();
    if (result instanceof Promise) return result.finally(release);
    release();
    return result;
  } catch (error) {
    release();
    throw error;
  }
}

/** sha-256 over every file's relative path and content, sorted: the content part of a build id. */
export function contentHash(dir) {
  const hash = createHash('sha256');
  const files = [];
  const visit = (d) => {
    for (const e of readdirSync(d, { withFileTypes: true })) {
      const p = join(d, e.name);
      if (e.isDirectory()) visit(p);
      else files.push(p);
    }
  };
  visit(dir);
  for (const f of files.map((p) => relative(dir, p)).sort()) {
    hash.update(f).update('\0').update(readFileSync(join(dir, f))).update('\0');
  }
  return hash.digest('hex');
}

/** A version folder's name: a build id, `-<n>` when the same build was deployed again in the same second. */
const VERSION_NAME = /^\d{8}T\d{6}Z-[0-9a-f]{10}(?:-\d+)?$/;

/** A build id: time (UTC, to the second) + content hash, e.g. 20261123T165012Z-3fa9c1d2e4. */
export function buildId(dir, now = new Date()) {
  const time = now.toISOString().replace(/[-:]/g, '').replace(/\.\d+Z$/, 'Z');
  return `${time}-${contentHash(dir).slice(0, 10)}`;
}

/** The versions of what the remote shares with the shell, as installed for it (its build's inputs). */
export function sharedVersionsOf(remote) {
  const req = createRequire(join(root, remote.dir, 'package.json'));
  const version = (pkg) => {
    try { return JSON.parse(readFileSync(req.resolve(`${pkg}/package.json`), 'utf8')).version; } catch { return null; }
  };
  const sharedPkg = JSON.parse(readFileSync(join(root, 'shared', 'package.json'), 'utf8'));
  return { shared: sharedPkg.version, react: version('react'), 'react-dom': version('react-dom'), zod: version('zod'), '@module-federation/runtime': version('@module-federation/runtime') };
}

export function gitCommit() {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: root, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() !== '';
    return dirty ? `${commit}+dirty` : commit;
  } catch {
    return null;
  }
}

/** Builds a remote alone (vite build of its folder) into `outDir`. */
export function buildRemote(remote, outDir) {
  const vite = join(root, remote.dir, 'node_modules', 'vite', 'bin', 'vite.js');
  if (!existsSync(vite)) throw new DeployError(`${remote.dir}: vite is not installed (run npm start or node scripts/pnpm.mjs install first)`);
  // The folder exists before the build: a build that fails before writing anything then reports its own errors
  // (e.g. MISSING_EXPORT) — with no folder, the precompress plugin's closeBundle failed on it (ENOENT scandir) and
  // that was the only error shown.
  mkdirSync(outDir, { recursive: true });
  try {
    execFileSync(process.execPath, [vite, 'build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'], {
      cwd: join(root, remote.dir), stdio: ['ignore', 'inherit', 'inherit'], timeout: 300_000,
    });
  } catch {
    throw new DeployError(`${remote.dir}: the build failed (its errors are above); nothing was deployed`);
  }
  if (!existsSync(join(outDir, 'remoteEntry.js'))) throw new DeployError(`${remote.dir}: the build wrote no remoteEntry.js`);
}

/**
 * The config a first deploy starts from: the running gateway's view of the environment
 * (scripts/gateway.mjs localConfig), so every other remote keeps its current entry.
 */
async function baseConfig(env) {
  const { localConfig } = await import('./gateway.mjs');
  return localConfig(env);
}

/**
 * May a deploy write a directory's first /config.json from the environment (baseConfig)? Only locally: in local or
 * test, or into `.deploy/`, which `npm start` serves and takes only the `remotes` from. Anywhere else (an unset
 * APP_ENV is production) it would serve the demo Firebase project and entries the directory does not have.
 */
function mayStartConfig(deployDir, env) {
  return DEV_ENVIRONMENTS.has(env.APP_ENV ?? '') || resolve(deployDir) === resolve(join(root, '.deploy'));
}

/** Switches /config.json's entry for `remote` to `version` (atomic rename). */
export async function switchLive(deployDir, remote, version, env = process.env) {
  if (!existsSync(join(versionPath(deployDir, remote, version), 'remoteEntry.js'))) {
    throw new DeployError(`${remote.name}: version ${version} is not deployed (no ${entryUrl(remote, version)})`);
  }
  const config = readDeployedConfig(deployDir) ?? await baseConfig(env);
  config.remotes = { ...config.remotes, [remote.name]: entryUrl(remote, version) };
  writeAtomic(configPath(deployDir), `${JSON.stringify(config, null, 2)}\n`);
}

/** Deletes versions beyond the newest KEEP_VERSIONS, never the live one. @returns {string[]} pruned */
export function prune(deployDir, remote, keep = KEEP_VERSIONS) {
  const versions = readRecords(deployDir, remote);
  const live = liveVersion(deployDir, remote);
  const kept = new Set(versions.slice(-keep).map((v) => v.version));
  if (live) kept.add(live);
  const pruned = versions.filter((v) => !kept.has(v.version)).map((v) => v.version);
  // Records first: a version is never listed without its folder; a crash leaves at most an orphan folder.
  writeRecords(deployDir, remote, versions.filter((v) => kept.has(v.version)));
  for (const v of pruned) rmSync(versionPath(deployDir, remote, v), { recursive: true, force: true });
  // A version folder no record lists: a deploy killed between its rename and its record. Never live, never listed.
  const base = join(deployDir, ...remote.prefix.split('/').filter(Boolean));
  for (const name of existsSync(base) ? readdirSync(base) : []) {
    if (VERSION_NAME.test(name) && !kept.has(name)) {
      rmSync(join(base, name), { recursive: true, force: true });
      pruned.push(name);
    }
  }
  return pruned;
}

/**
 * Deploys one remote: builds it (or takes `from`, a folder already built), copies it into a new
 * immutable version folder, checks the contract, records it, switches /config.json, prunes.
 * @param {{ remote: string, deployDir?: string, from?: string, env?: NodeJS.ProcessEnv, now?: Date,
 *           check?: boolean, keep?: number, log?: (line: string) => void }} options
 */
export async function deploy({ remote: arg, deployDir = deployDirFrom(), from, env = process.env, now = new Date(), check = true, keep = KEEP_VERSIONS, log = () => {} }) {
  const remote = findRemote(arg);
  return withLock(deployDir, async () => {
    if (!readDeployedConfig(deployDir) && !mayStartConfig(deployDir, env)) {
      throw new DeployError(
        `${configPath(deployDir)} is missing: a first deploy would write one with the demo Firebase project and the other ` +
          `remotes at entries this directory does not have. Put this environment's /config.json there first ` +
          `(docs/deploy.md); for a local directory, set APP_ENV=local. Nothing was deployed.`,
      );
    }
    const staging = join(deployDir, `.staging-${remote.name}-${process.pid}`);
    rmSync(staging, { recursive: true, force: true });
    try {
      if (from) {
        if (!existsSync(join(from, 'remoteEntry.js'))) throw new DeployError(`${from}: not a remote build (no remoteEntry.js)`);
        cpSync(from, staging, { recursive: true, preserveTimestamps: true }); // the build's .br/.gz stay as new as their files
      } else {
        log(`building ${remote.dir}…`);
        buildRemote(remote, staging);
      }
      // Vite's own build manifest (.vite/manifest.json) is nothing a browser asks for; a version folder is served whole.
      rmSync(join(staging, '.vite'), { recursive: true, force: true });
      // What the build says it was built against (build-info.json, shared/build/remote-vite-config.mjs);
      // a build from before the contract: this checkout's versions.
      const info = existsSync(join(staging, 'build-info.json')) ? JSON.parse(readFileSync(join(staging, 'build-info.json'), 'utf8')) : null;
      const shared = { ...sharedVersionsOf(remote), ...(info ?? {}) };
      if (check) {
        const { checkContracts } = await import('./contract-check.mjs');
        const sharesOf = Array.isArray(info?.shares) ? { [remote.name]: info.shares } : {};
        // The paths the build itself exposes (its route-hints.json, shared/build/remote-vite-config.mjs): a --from
        // artefact may come from another commit than this checkout's src/routes.ts.
        const hints = existsSync(join(staging, 'route-hints.json')) ? JSON.parse(readFileSync(join(staging, 'route-hints.json'), 'utf8')) : null;
        const routesOf = hints && typeof hints.pages === 'object' && hints.pages !== null ? { [remote.name]: Object.keys(hints.pages) } : {};
        const { errors } = await checkContracts({ only: [remote.name], sharedVersionOf: { [remote.name]: shared.shared }, sharesOf, routesOf });
        if (errors.length) throw new DeployError(`contract check failed, nothing switched:\n${errors.map((e) => `  ✖ ${e}`).join('\n')}`);
      }
      let version = buildId(staging, now);
      for (let n = 2; existsSync(versionPath(deployDir, remote, version)); n += 1) version = `${buildId(staging, now)}-${n}`;
      const target = versionPath(deployDir, remote, version);
      mkdirSync(join(target, '..'), { recursive: true });
      renameSync(staging, target);
      /** @type {VersionRecord} */
      const record = {
        version, entry: entryUrl(remote, version), commit: gitCommit(), builtAt: now.toISOString(),
        deployedAt: new Date().toISOString(), source: from ? resolve(from) : `${remote.dir}/`, shared,
        replaced: liveVersion(deployDir, remote),
      };
      writeRecords(deployDir, remote, [...readRecords(deployDir, remote), record]);
      await switchLive(deployDir, remote, version, env);
      const pruned = prune(deployDir, remote, keep);
      return { remote: remote.name, version, entry: record.entry, pruned };
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  });
}

/**
 * Switches a remote back to the version deployed before the live one, or to `to`.
 * @param {{ remote: string, to?: string, deployDir?: string, env?: NodeJS.ProcessEnv, check?: boolean }} options
 */
export async function rollback({ remote: arg, to, deployDir = deployDirFrom(), env = process.env, check = true }) {
  const remote = findRemote(arg);
  return withLock(deployDir, async () => {
    const records = readRecords(deployDir, remote);
    const versions = records.map((v) => v.version);
    const live = liveVersion(deployDir, remote);
    let target = to;
    if (target === undefined) {
      // Back to what was live when the live version was deployed — not merely the one deployed before it, which may be
      // a version already rolled back from (deploy v3, roll back to v2, deploy v4: a rollback goes to v2, not v3).
      // That one pruned, or a record from before `replaced`: the version deployed before the live one.
      const replaced = records.find((v) => v.version === live)?.replaced;
      const at = live ? versions.indexOf(live) : -1;
      if (typeof replaced === 'string' && versions.includes(replaced)) target = replaced;
      else if (at <= 0) throw new DeployError(`${remote.name}: no version before the live one (${live ?? 'none'}) to roll back to`);
      else target = versions[at - 1];
    } else if (!versions.includes(target)) {
      throw new DeployError(`${remote.name}: unknown version ${target}; deployed: ${versions.join(', ') || 'none'}`);
    }
    // The shell may have moved on since that version was live (a new `shared` major): the same rule as a deploy's
    // contract check, on the version's record, so a rollback never switches to an area the shell refuses.
    const built = readRecords(deployDir, remote).find((v) => v.version === target)?.shared?.shared;
    if (check && typeof built === 'string') {
      const { isSharedCompatible, shellSharedVersion } = await import('./contract-check.mjs');
      const shell = await shellSharedVersion();
      if (!isSharedCompatible(built, shell)) {
        throw new DeployError(`${remote.name}: version ${target} was built against shared ${built}, the shell provides shared ${shell} (same major and no newer minor needed); nothing switched — deploy a compatible build instead`);
      }
    }
    await switchLive(deployDir, remote, target, env);
    return { remote: remote.name, from: live, version: target };
  });
}

/** The versions of a remote, oldest first, the live one marked. */
export function listVersions({ remote: arg, deployDir = deployDirFrom() }) {
  const remote = findRemote(arg);
  const live = liveVersion(deployDir, remote);
  return readRecords(deployDir, remote).map((v) => ({ ...v, live: v.version === live }));
}

/** Is `file` inside a deploy directory's version folders? Used by the gateway to serve them. */
export function deployedFile(deployDir, pathname) {
  if (!pathname.startsWith('/remotes/')) return null;
  const file = resolve(deployDir, `.${pathname}`);
  if (!file.startsWith(join(deployDir, 'remotes') + '/')) return null;
  try {
    return statSync(file).isFile() ? file : null;
  } catch {
    return null;
  }
}
