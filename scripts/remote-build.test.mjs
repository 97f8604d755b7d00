// node --test scripts/*.test.mjs: a remote's production build does not depend on the order or the speed in which
// the bundler loads its modules. Remotes consume their shares from the shell (import: false), and for such a key
// @module-federation/vite writes a wrapper listing only the exports the remote's modules import — an analysis that
// must wait until every module is parsed. 1.23's module-graph tracker did not count an import the bundler had not
// loaded yet, so on a loaded machine it ended early and a build failed with MISSING_EXPORT (1 of 5 remotes, once).
// patches/@module-federation__vite@1.23.0.patch makes it count them; this test holds one module's load back and
// expects the same files as a build that did not. (Here, not beside shared/build's vitest tests: the plugin turns
// itself off under vitest.)
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const remoteDir = join(root, 'mfe-auth');
/** A module only a lazy page imports, with names from shared/messages and react-hook-form the other pages do not use. */
const HELD_BACK = /[\\/]src[\\/]parts[\\/]signup[\\/]signup-form\.tsx$/;
const HOLD_MS = 300;

const vite = await import(pathToFileURL(createRequire(join(remoteDir, 'package.json')).resolve('vite')).href);

const dirs = [];
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

/** Builds mfe-auth as `npm run build` does into a temporary folder; with `holdBack`, that module loads HOLD_MS late. */
async function buildRemote({ holdBack } = {}) {
  const outDir = mkdtempSync(join(tmpdir(), 'remote-build-'));
  dirs.push(outDir);
  const loaded = await vite.loadConfigFromFile({ command: 'build', mode: 'production' }, join(remoteDir, 'vite.config.ts'), remoteDir, 'silent', undefined, 'runner');
  const { config } = loaded;
  const slowLoad = {
    name: 'test:slow-load',
    enforce: 'pre',
    async load(id) {
      if (holdBack?.test(id)) await new Promise((done) => setTimeout(done, HOLD_MS));
      return null;
    },
  };
  await vite.build({
    ...config,
    configFile: false,
    root: remoteDir,
    logLevel: 'silent',
    plugins: [slowLoad, ...config.plugins],
    build: { ...config.build, outDir, emptyOutDir: true },
  });
  return outDir;
}

/** The build's JavaScript files by name (source maps and compressed copies left out). */
function scripts(dir, sub = '') {
  const files = {};
  for (const entry of readdirSync(join(dir, sub), { withFileTypes: true })) {
    const name = join(sub, entry.name);
    if (entry.isDirectory()) Object.assign(files, scripts(dir, name));
    else if (name.endsWith('.js')) files[name] = readFileSync(join(dir, name), 'utf8');
  }
  return files;
}

describe('a remote production build', () => {
  it('is the same when a lazy page’s module loads late (the share wrappers wait for every module)', async () => {
    const plain = scripts(await buildRemote());
    const late = scripts(await buildRemote({ holdBack: HELD_BACK }));
    // The signup form imports useWatch from the shell's react-hook-form: its consume-only wrapper must list it.
    assert.ok(
      Object.values(plain).some((code) => code.includes('useWatch')),
      'no file names useWatch: HELD_BACK must be a module importing an export no other module imports (else this test proves nothing)',
    );
    assert.deepEqual(Object.keys(late).sort(), Object.keys(plain).sort());
    for (const name of Object.keys(plain)) assert.equal(late[name], plain[name], `${name} differs`);
  });
});
