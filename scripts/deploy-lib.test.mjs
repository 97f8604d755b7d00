// node --test scripts/: the deploy library and the gateway's serving of a deploy directory.
import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { spawn } from 'node:child_process';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { deploy, deployedFile, listVersions, liveVersion, prune, readDeployedConfig, readRemotes, rollback, withLock, DeployError, root } from './deploy-lib.mjs';
import { createGateway } from './gateway.mjs';

const [remote] = readRemotes();
const env = { APP_ENV: 'local' };
const dirs = [];
const temp = (p) => { const d = mkdtempSync(join(tmpdir(), `deploy-test-${p}-`)); dirs.push(d); return d; };
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** A fake remote build whose content differs by `label`. */
function fakeBuild(label) {
  const dir = temp('build');
  mkdirSync(join(dir, 'assets'));
  writeFileSync(join(dir, 'remoteEntry.js'), `export const label = ${JSON.stringify(label)};\n`);
  writeFileSync(join(dir, 'mf-manifest.json'), '{}');
  mkdirSync(join(dir, '.vite'));
  writeFileSync(join(dir, '.vite', 'manifest.json'), '{}');
  writeFileSync(join(dir, 'assets', `chunk-${label.padEnd(8, 'x')}.js`), `export default ${JSON.stringify(label)};\n`);
  return dir;
}

let clock = Date.parse('2026-11-23T10:00:00Z');
const deployFake = (deployDir, label, extra = {}) =>
  deploy({ remote: remote.dir, deployDir, from: fakeBuild(label), env, now: new Date((clock += 1000)), check: false, ...extra });

describe('npm run deploy (scripts/deploy-lib.mjs)', () => {
  it('puts a build in a new version folder, records it and points /config.json at it', async () => {
    const deployDir = temp('d');
    const one = await deployFake(deployDir, 'one');
    assert.match(one.version, /^\d{8}T\d{6}Z-[0-9a-f]{10}$/);
    const config = readDeployedConfig(deployDir);
    assert.equal(config.remotes[remote.name], `${remote.prefix}${one.version}/remoteEntry.js`);
    assert.equal(config.environment, 'local');
    const folder = join(deployDir, ...remote.prefix.split('/').filter(Boolean), one.version);
    assert.match(readFileSync(join(folder, 'remoteEntry.js'), 'utf8'), /"one"/);
    // Vite's build manifest is not published with the version
    assert.equal(existsSync(join(folder, '.vite')), false);
    const [record] = listVersions({ remote: remote.name, deployDir });
    assert.equal(record.live, true);
    assert.equal(record.shared.shared, JSON.parse(readFileSync(new URL('../shared/package.json', import.meta.url), 'utf8')).version);
    assert.ok(record.builtAt && record.deployedAt && 'commit' in record);
    // the other remotes keep their dist/ entries and have no live version
    for (const other of readRemotes().filter((r) => r.name !== remote.name)) {
      assert.equal(config.remotes[other.name], `${other.prefix}remoteEntry.js`);
      assert.equal(liveVersion(deployDir, other), null);
    }
    // nothing half-written is left beside the switched file
    assert.deepEqual(readdirSync(deployDir).filter((f) => f.includes('.tmp-') || f.startsWith('.staging')), []);
  });

  it('a second deploy switches; the first stays for rollback; rollback and --to switch back and forth', async () => {
    const deployDir = temp('d');
    const one = await deployFake(deployDir, 'one');
    const two = await deployFake(deployDir, 'two');
    assert.equal(liveVersion(deployDir, remote), two.version);
    const back = await rollback({ remote: remote.name, deployDir, env });
    assert.deepEqual(back, { remote: remote.name, from: two.version, version: one.version });
    assert.equal(liveVersion(deployDir, remote), one.version);
    await assert.rejects(rollback({ remote: remote.name, deployDir, env }), /no version before the live one/);
    await rollback({ remote: remote.name, deployDir, env, to: two.version });
    assert.equal(liveVersion(deployDir, remote), two.version);
    await assert.rejects(rollback({ remote: remote.name, deployDir, env, to: 'nope' }), DeployError);
  });

  it('rolls back to the version that was live before the live one was deployed, not to one already rolled back from', async () => {
    const deployDir = temp('d');
    const one = await deployFake(deployDir, 'one');
    const two = await deployFake(deployDir, 'two'); // bad
    await rollback({ remote: remote.name, deployDir, env }); // back to one
    const three = await deployFake(deployDir, 'three'); // the fix, also bad
    assert.equal(listVersions({ remote: remote.name, deployDir }).find((v) => v.version === three.version)?.replaced, one.version);
    const back = await rollback({ remote: remote.name, deployDir, env });
    assert.deepEqual(back, { remote: remote.name, from: three.version, version: one.version }, 'not two, which was rolled back from');
    assert.notEqual(liveVersion(deployDir, remote), two.version);
  });

  it('refuses to roll back to a version built against a shared major the shell no longer provides', async () => {
    const deployDir = temp('d');
    // deployed when the shell still provided 99.x (the shell has since moved on: this checkout's version)
    const old = fakeBuild('old');
    writeFileSync(join(old, 'build-info.json'), JSON.stringify({ shared: '99.0.0' }));
    const first = await deploy({ remote: remote.dir, deployDir, from: old, env, now: new Date((clock += 1000)), check: false });
    const two = await deployFake(deployDir, 'two');
    await assert.rejects(rollback({ remote: remote.name, deployDir, env }), /built against shared 99\.0\.0, the shell provides shared \d+\.\d+\.\d+.*nothing switched/s);
    await assert.rejects(rollback({ remote: remote.name, deployDir, env, to: first.version }), /built against shared 99\.0\.0/);
    assert.equal(liveVersion(deployDir, remote), two.version);
    assert.equal(existsSync(join(deployDir, '.lock')), false);
  });

  it('checks the paths a --from build exposes (its route-hints.json), not this checkout\'s source', async () => {
    const { shellRouteTable } = await import('./contract-check.mjs');
    const assigned = shellRouteTable().filter((r) => r.remote === remote.name).map((r) => r.path);
    const withPages = (label, paths) => {
      const dir = fakeBuild(label);
      writeFileSync(join(dir, 'route-hints.json'), JSON.stringify({ entry: [], routes: [], pages: Object.fromEntries(paths.map((p) => [p, []])) }));
      return dir;
    };
    const deployDir = temp('d');
    const other = withPages('other', [...assigned.slice(1), '/mypage/not-in-the-shell']);
    await assert.rejects(
      deploy({ remote: remote.dir, deployDir, from: other, env }),
      (e) => e instanceof DeployError && e.message.includes('exposes /mypage/not-in-the-shell') && e.message.includes(`assigns ${assigned[0]} to it`),
    );
    assert.equal(readDeployedConfig(deployDir), null);
    const same = await deploy({ remote: remote.dir, deployDir, from: withPages('same', assigned), env });
    assert.equal(liveVersion(deployDir, remote), same.version);
  });

  it('keeps the last 5 versions and never prunes the live one', async () => {
    const deployDir = temp('d');
    const versions = [];
    for (let i = 0; i < 7; i += 1) versions.push((await deployFake(deployDir, `v${i}`)).version);
    const listed = listVersions({ remote: remote.name, deployDir }).map((v) => v.version);
    assert.deepEqual(listed, versions.slice(2));
    const base = join(deployDir, ...remote.prefix.split('/').filter(Boolean));
    assert.deepEqual(readdirSync(base).sort(), versions.slice(2).sort());
    // live = the oldest kept; the next prune keeps it even though it is not among the newest 5
    await rollback({ remote: remote.name, deployDir, env, to: versions[2] });
    assert.deepEqual(prune(deployDir, remote, 2), [versions[3], versions[4]]);
    assert.ok(existsSync(join(base, versions[2], 'remoteEntry.js')));
    assert.deepEqual(listVersions({ remote: remote.name, deployDir }).filter((v) => v.live).map((v) => v.version), [versions[2]]);
  });

  it('a first deploy into a production directory without /config.json is refused (it would serve the demo project)', async () => {
    const deployDir = temp('prod');
    for (const production of [{}, { APP_ENV: 'production' }]) {
      await assert.rejects(deployFake(deployDir, 'p', { env: production }), (e) => e instanceof DeployError && /config\.json is missing/.test(e.message));
    }
    assert.deepEqual(readdirSync(deployDir).filter((f) => !f.startsWith('.lock')), []);
    // with this environment's /config.json in place, it deploys and keeps that file's settings
    writeFileSync(join(deployDir, 'config.json'), JSON.stringify({ environment: 'production', apiBaseUrl: '', firebase: { apiKey: 'prod-key', projectId: 'prod' }, remotes: {} }));
    await deployFake(deployDir, 'p', { env: {} });
    assert.equal(readDeployedConfig(deployDir).firebase.apiKey, 'prod-key');
  });

  it('refuses a folder that is not a remote build and an unknown remote, switching nothing', async () => {
    const deployDir = temp('d');
    await assert.rejects(deploy({ remote: remote.dir, deployDir, from: temp('empty'), env, check: false }), /no remoteEntry\.js/);
    await assert.rejects(deploy({ remote: 'mfe-nope', deployDir, from: fakeBuild('x'), env, check: false }), /unknown remote/);
    assert.equal(readDeployedConfig(deployDir), null);
  });

  it('runs one deploy at a time per deploy directory', async () => {
    const deployDir = temp('d');
    await withLock(deployDir, async () => {
      await assert.rejects(deployFake(deployDir, 'blocked'), /another deploy/);
    });
    await deployFake(deployDir, 'after');
  });
});

describe('a deploy killed halfway (kill -9) and deploys at once', () => {
  const versionBase = (deployDir) => join(deployDir, ...remote.prefix.split('/').filter(Boolean));

  it('the next deploy removes what the killed one left: its staging folder, half-written files, a version folder no record lists', async () => {
    const deployDir = temp('d');
    const one = await deployFake(deployDir, 'one');
    // what kill -9 leaves at each step of deploy(): mid-build, mid-write of config.json / records, between the
    // version folder's rename and its record
    mkdirSync(join(deployDir, `.staging-${remote.name}-999999`, 'assets'), { recursive: true });
    writeFileSync(join(deployDir, `.staging-${remote.name}-999999`, 'assets', 'x.js'), 'x');
    writeFileSync(join(deployDir, 'config.json.tmp-999999-1764300000000'), '{"rem');
    writeFileSync(join(deployDir, 'records', `${remote.name}.json.tmp-999999-1764300000000`), '{');
    const orphan = join(versionBase(deployDir), '20261123T100000Z-0123456789');
    mkdirSync(orphan);
    writeFileSync(join(orphan, 'remoteEntry.js'), 'export {};');
    const two = await deployFake(deployDir, 'two');
    assert.deepEqual(readdirSync(deployDir).sort(), ['config.json', 'records', 'remotes']);
    assert.deepEqual(readdirSync(join(deployDir, 'records')), [`${remote.name}.json`]);
    assert.deepEqual(readdirSync(versionBase(deployDir)).sort(), [one.version, two.version].sort());
    assert.deepEqual(two.pruned, ['20261123T100000Z-0123456789']);
  });

  it('a lock file left empty (killed as it was created) does not block every later deploy', async () => {
    const deployDir = temp('d');
    writeFileSync(join(deployDir, '.lock'), '');
    const one = await deployFake(deployDir, 'one');
    assert.equal(liveVersion(deployDir, remote), one.version);
    assert.equal(existsSync(join(deployDir, '.lock')), false);
  });

  it('a lock whose process is gone is taken over; a live one is not, and is left in place', async () => {
    const deployDir = temp('d');
    writeFileSync(join(deployDir, '.lock'), '999999');
    await deployFake(deployDir, 'one');
    writeFileSync(join(deployDir, '.lock'), String(process.ppid));
    await assert.rejects(deployFake(deployDir, 'two'), new RegExp(`another deploy \\(pid ${process.ppid}\\)`));
    assert.equal(readFileSync(join(deployDir, '.lock'), 'utf8'), String(process.ppid));
  });

  it('of several deploys started at once over a stale lock, exactly one runs', async () => {
    const deployDir = temp('d');
    writeFileSync(join(deployDir, '.lock'), '999999');
    const lib = new URL('./deploy-lib.mjs', import.meta.url).href;
    // Each child takes the lock, says so and holds it until told to go; a refused one prints its error.
    const code = `import { withLock } from ${JSON.stringify(lib)};
      try { await withLock(process.argv[1], () => new Promise((done) => { console.log('HELD'); process.stdin.once('data', done); })); }
      catch (e) { console.log('REFUSED ' + e.message); }`;
    const children = Array.from({ length: 6 }, () => spawn(process.execPath, ['--input-type=module', '-e', code, deployDir], { stdio: ['pipe', 'pipe', 'inherit'] }));
    const firstLine = (child) => new Promise((ok) => { let out = ''; child.stdout.on('data', (c) => { out += c; if (out.includes('\n')) ok(out.trim()); }); });
    const lines = await Promise.all(children.map(firstLine));
    for (const c of children) { c.stdin.on('error', () => {}); c.stdin.end('go\n'); } // a refused child has exited
    await Promise.all(children.map((c) => new Promise((ok) => (c.exitCode !== null ? ok() : c.once('exit', ok)))));
    assert.equal(lines.filter((l) => l === 'HELD').length, 1, lines.join('\n'));
    assert.equal(lines.filter((l) => l.startsWith('REFUSED another deploy')).length, 5, lines.join('\n'));
  });
});

describe('the gateway over a deploy directory', () => {
  let gw;
  let base;
  let deployDir;
  let version;
  before(async () => {
    deployDir = temp('gw');
    version = (await deployFake(deployDir, 'served')).version;
    gw = createGateway({ port: 0, env: { APP_ENV: 'local', GATEWAY_LOG: '0' }, deployDir, log: () => {} });
    await gw.listen();
    base = `http://127.0.0.1:${gw.server.address().port}`;
  });
  after(async () => { gw.server.closeAllConnections(); await gw.close(); });

  it('serves /config.json naming the live version, no-store', async () => {
    const res = await fetch(`${base}/config.json`);
    assert.equal(res.headers.get('cache-control'), 'no-store');
    const config = await res.json();
    assert.equal(config.remotes[remote.name], `${remote.prefix}${version}/remoteEntry.js`);
    for (const other of readRemotes().filter((r) => r.name !== remote.name)) assert.equal(config.remotes[other.name], `${other.prefix}remoteEntry.js`);
  });

  it('serves version folders: entries and manifests no-cache, hashed chunks immutable, unknown files 404', async () => {
    const entry = await fetch(`${base}${remote.prefix}${version}/remoteEntry.js`);
    assert.equal(entry.status, 200);
    assert.match(await entry.text(), /"served"/);
    assert.equal(entry.headers.get('cache-control'), 'no-cache');
    const manifest = await fetch(`${base}${remote.prefix}${version}/mf-manifest.json`);
    assert.equal(manifest.headers.get('cache-control'), 'no-cache');
    const chunk = await fetch(`${base}${remote.prefix}${version}/assets/chunk-servedxx.js`);
    assert.equal(chunk.status, 200);
    assert.match(chunk.headers.get('cache-control') ?? '', /immutable/);
    assert.equal((await fetch(`${base}${remote.prefix}${version}/assets/gone-12345678.js`)).status, 404);
    // a path escaping the version folders is never a file of the deploy directory
    assert.equal(deployedFile(deployDir, `${remote.prefix}${version}/../../../config.json`), null);
    assert.equal(deployedFile(deployDir, '/config.json'), null);
    assert.ok(deployedFile(deployDir, `${remote.prefix}${version}/remoteEntry.js`));
  });
});

describe('the deploy and rollback commands (scripts/deploy.mjs, scripts/rollback.mjs)', () => {
  /** Runs a command with its own deploy directory; resolves with its exit code and output. */
  const run = (script, args, deployDir) => new Promise((done) => {
    const child = spawn(process.execPath, [join(import.meta.dirname, script), ...args], { env: { ...process.env, DEPLOY_DIR: deployDir, APP_ENV: 'production' } });
    let out = '';
    child.stdout.on('data', (d) => { out += d; });
    child.stderr.on('data', (d) => { out += d; });
    child.on('close', (code) => done({ code, out }));
  });

  it('a mistyped option says so with the usage, not a stack trace', async () => {
    const deployDir = temp('cli');
    const deployRun = await run('deploy.mjs', [remote.dir, '--form', 'x'], deployDir);
    assert.equal(deployRun.code, 1);
    assert.match(deployRun.out, /✖ Unknown option '--form'\nusage: npm run deploy -- <remote>/);
    assert.doesNotMatch(deployRun.out, /\n\s+at /);
    const rollbackRun = await run('rollback.mjs', [remote.dir, '--to'], deployDir);
    assert.equal(rollbackRun.code, 1);
    assert.match(rollbackRun.out, /✖ Option '--to <value>' argument missing\nusage: npm run rollback -- <remote> \[--to <version>\]/);
    assert.doesNotMatch(rollbackRun.out, /\n\s+at /);
    const help = await run('rollback.mjs', ['--help'], deployDir);
    assert.equal(help.code, 0);
    assert.match(help.out, /^usage: npm run rollback -- <remote> \[--to <version>\]\nremotes: mfe-/);
  });

  it("a directory's /config.json that is no JSON stops deploy, rollback and --list with its name, changing nothing", async () => {
    const deployDir = temp('badconfig');
    writeFileSync(join(deployDir, 'config.json'), '{ "environment": "staging", ');
    for (const args of [[remote.dir, '--from', fakeBuild('bad')], [remote.dir], ['--list', remote.dir]]) {
      const result = await run(args[0] === '--list' || args[1] === '--from' ? 'deploy.mjs' : 'rollback.mjs', args, deployDir);
      assert.equal(result.code, 1, args.join(' '));
      assert.match(result.out, new RegExp(`✖ ${join(deployDir, 'config.json').replace(/[.]/g, '\\.')} is not valid JSON \\(.*\\): this directory's /config\\.json must be fixed first`), args.join(' '));
      assert.doesNotMatch(result.out, /\n\s+at /, args.join(' '));
    }
    assert.deepEqual(readdirSync(deployDir), ['config.json'], 'nothing deployed');
    assert.throws(() => readDeployedConfig(deployDir), DeployError);
  });

  it('--list of a remote never deployed into a staging directory names the entry its /config.json serves', async () => {
    const deployDir = temp('staging');
    writeFileSync(join(deployDir, 'config.json'), JSON.stringify({ environment: 'staging', remotes: { [remote.name]: `https://cdn.example.jp${remote.prefix}remoteEntry.js` } }));
    const result = await run('deploy.mjs', ['--list', remote.dir], deployDir);
    assert.equal(result.code, 0, result.out);
    assert.equal(result.out, `${remote.dir}: nothing deployed (config.json names https://cdn.example.jp${remote.prefix}remoteEntry.js)\n`);
  });

  it('--list shows that a version was built from a work tree with changes (+dirty), as its record says', async () => {
    const deployDir = temp('dirty');
    const version = '20261128T100000Z-0123456789';
    writeFileSync(join(deployDir, 'config.json'), JSON.stringify({ environment: 'staging', remotes: { [remote.name]: `${remote.prefix}${version}/remoteEntry.js` } }));
    mkdirSync(join(deployDir, 'records'));
    const record = { version, entry: `${remote.prefix}${version}/remoteEntry.js`, commit: '0123456789abcdef0123456789abcdef01234567+dirty', builtAt: '2026-11-28T10:00:00.000Z', deployedAt: '2026-11-28T10:00:05.000Z', source: `${remote.dir}/`, shared: { shared: '0.11.0' } };
    writeFileSync(join(deployDir, 'records', `${remote.name}.json`), JSON.stringify({ remote: remote.name, versions: [record] }));
    const result = await run('deploy.mjs', ['--list', remote.dir], deployDir);
    assert.equal(result.code, 0, result.out);
    assert.match(result.out, /● 20261128T100000Z-0123456789 {2}built 2026-11-28T10:00:00\.000Z {2}commit 0123456789ab\+dirty {2}shared 0\.11\.0 {2}\(live\)/);
  });
});

describe('a remote build that fails (scripts/deploy-lib.mjs buildRemote)', () => {
  it("shows the build's own error (not the precompress plugin's ENOENT on a folder never written) and is a DeployError", async () => {
    // A throwaway remote beside the checkout's: mfe-shifts' packages, a route importing what shared/ui does not export.
    const dir = temp('failing-remote');
    symlinkSync(join(root, 'mfe-shifts', 'node_modules'), join(dir, 'node_modules'));
    writeFileSync(join(dir, 'package.json'), readFileSync(join(root, 'mfe-shifts', 'package.json')));
    writeFileSync(join(dir, 'vite.config.mjs'), `import { defineRemoteConfig } from ${JSON.stringify(pathToFileURL(join(root, 'shared', 'build', 'remote-vite-config.mjs')).href)};
export default defineRemoteConfig({ name: 'mfe_failing', port: 5199, dir: import.meta.dirname });\n`);
    mkdirSync(join(dir, 'src'));
    writeFileSync(join(dir, 'src', 'routes.ts'), "import { notInShared } from 'shared/ui';\nexport const routes = [{ path: '/mypage/failing', load: () => Promise.resolve({ default: () => notInShared }) }];\n");
    const outDir = join(temp('failing-out'), 'staging'); // not there yet, as a deploy's staging folder
    const script = `import { buildRemote, DeployError } from ${JSON.stringify(pathToFileURL(join(import.meta.dirname, 'deploy-lib.mjs')).href)};
try { buildRemote({ name: 'mfe_failing', dir: ${JSON.stringify(relative(root, dir))}, prefix: '/remotes/failing/' }, ${JSON.stringify(outDir)}); console.log('built'); }
catch (e) { console.log(e instanceof DeployError ? 'DeployError: ' + e.message : 'other: ' + e); }`;
    const out = await new Promise((done) => {
      const child = spawn(process.execPath, ['--input-type=module', '-e', script], { env: { ...process.env, NO_COLOR: '1' } });
      let text = '';
      child.stdout.on('data', (d) => { text += d; });
      child.stderr.on('data', (d) => { text += d; });
      child.on('close', () => done(text));
    });
    assert.match(out, /MISSING_EXPORT.*"notInShared" is not exported/);
    assert.doesNotMatch(out, /ENOENT/);
    assert.match(out, /DeployError: .*failing-remote-\w+: the build failed \(its errors are above\); nothing was deployed/);
  });
});
