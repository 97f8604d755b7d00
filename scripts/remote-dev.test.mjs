// node --test scripts/remote-dev.test.mjs — a remote's dev server can be pointed at another port and another stack.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { devServerSettings, withDevServer, DEFAULT_STACK_URL } from './remote-dev.mjs';

const base = () => ({ base: './', server: { port: 5176, strictPort: true, origin: 'http://localhost:5176', proxy: { '/config.json': DEFAULT_STACK_URL, '/workerapi': DEFAULT_STACK_URL } } });

test('without DEV_PORT and STACK_URL the remote keeps its port and talks to npm start (8080)', async () => {
  const config = await withDevServer(base, {})({ command: 'serve', mode: 'development' });
  assert.deepEqual(config.server, { port: 5176, strictPort: true, origin: 'http://localhost:5176', proxy: { '/config.json': 'http://127.0.0.1:8080', '/workerapi': 'http://127.0.0.1:8080' } });
});

test('DEV_PORT and STACK_URL move the port, the origin its files are named with, and every proxied path', async () => {
  const config = await withDevServer(base, { DEV_PORT: '19210', STACK_URL: 'http://localhost:19200/' })({ command: 'serve', mode: 'development' });
  assert.equal(config.server?.port, 19210);
  assert.equal(config.server?.origin, 'http://localhost:19210');
  assert.deepEqual(config.server?.proxy, { '/config.json': 'http://localhost:19200', '/workerapi': 'http://localhost:19200' });
  assert.equal(config.base, './', 'the rest of the config is untouched');
});

test('a value that is no port or no URL stops the dev server with the variable named', () => {
  assert.throws(() => devServerSettings(5174, { DEV_PORT: 'abc' }), /DEV_PORT=abc: not a port/);
  assert.throws(() => devServerSettings(5174, { DEV_PORT: '70000' }), /DEV_PORT=70000: not a port/);
  assert.throws(() => devServerSettings(5174, { STACK_URL: '19200' }), /STACK_URL=19200: not an http\(s\) URL/);
});

test('every remote\'s vite.config.ts takes DEV_PORT and STACK_URL', async () => {
  const root = join(import.meta.dirname, '..');
  const { readRemotes } = await import('./remotes.mjs');
  const save = { DEV_PORT: process.env.DEV_PORT, STACK_URL: process.env.STACK_URL };
  process.env.DEV_PORT = '19299';
  process.env.STACK_URL = 'http://127.0.0.1:19298';
  try {
    for (const remote of readRemotes(root)) {
      const dir = join(root, remote.dir);
      const vite = await import(pathToFileURL(createRequire(join(dir, 'package.json')).resolve('vite')).href);
      const loaded = await vite.loadConfigFromFile({ command: 'serve', mode: 'development' }, join(dir, 'vite.config.ts'), dir, 'silent', undefined, 'runner');
      assert.equal(loaded?.config.server?.port, 19299, remote.dir);
      assert.equal(loaded?.config.server?.origin, 'http://localhost:19299', remote.dir);
      assert.deepEqual(Object.values(loaded?.config.server?.proxy ?? {}), ['http://127.0.0.1:19298', 'http://127.0.0.1:19298'], remote.dir);
    }
  } finally {
    for (const [k, v] of Object.entries(save)) if (v === undefined) delete process.env[k]; else process.env[k] = v;
  }
});

test("every remote's package.json has the scripts README 'Working on one remote' names, and no `preview` (a remote build has no page: it answered 404)", async () => {
  const root = join(import.meta.dirname, '..');
  const { readRemotes } = await import('./remotes.mjs');
  for (const remote of readRemotes(root)) {
    const { scripts } = JSON.parse(readFileSync(join(root, remote.dir, 'package.json'), 'utf8'));
    assert.deepEqual(Object.keys(scripts).sort(), ['build', 'dev', 'lint', 'test', 'typecheck'], remote.dir);
  }
  const readme = readFileSync(join(root, 'README.md'), 'utf8');
  for (const script of ['dev', 'build', 'test', 'lint', 'typecheck']) assert.match(readme, new RegExp(`--filter mfe-\\w+ ${script}\\b`), script);
});
