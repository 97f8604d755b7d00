// node --test scripts/*.test.mjs: the nginx configuration (deploy/nginx/render.mjs).
import { after, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { spawn, spawnSync } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { exampleConfig, renderNginxConfig } from '../deploy/nginx/render.mjs';
import { SECURITY_HEADERS } from './security-headers.mjs';

const dirs = [];
after(() => { for (const d of dirs) rmSync(d, { recursive: true, force: true }); });

describe('nginx configuration (deploy/nginx/)', () => {
  it('the committed worker.conf is what render.mjs renders (regenerate: node deploy/nginx/render.mjs > deploy/nginx/worker.conf)', () => {
    assert.equal(readFileSync(new URL('../deploy/nginx/worker.conf', import.meta.url), 'utf8'), exampleConfig());
  });

  it('every location that adds a header also carries every security header (nginx drops inherited ones there)', () => {
    const conf = exampleConfig();
    const blocks = conf.split(/\n\s*location /).slice(1);
    assert.ok(blocks.length >= 6);
    for (const block of blocks.filter((b) => b.includes('add_header'))) {
      for (const name of Object.keys(SECURITY_HEADERS)) assert.ok(block.includes(`add_header ${name} `), `${name} in location ${block.split('\n')[0]}`);
    }
  });

  it('no-store for /config.json, immutable for hashed assets, JSON for 413, both replicas upstream', () => {
    const conf = renderNginxConfig({ listen: '127.0.0.1:1', shellDir: '/s', deployDir: '/d', upstreams: ['127.0.0.1:2', '127.0.0.1:3'], brotli: false });
    assert.match(conf, /location = \/config\.json \{\n\s+root \/d;\n(?:.*\n)*?\s+add_header Cache-Control "no-store" always;/);
    assert.match(conf, /location \^~ \/assets\/ \{\n(?:.*\n)*?\s+add_header Cache-Control "\$worker_hashed_cache_control" always;/);
    assert.match(conf, /map \$status \$worker_hashed_cache_control \{\n\s+default "no-store";\n\s+200 "public, max-age=31536000, immutable";/);
    assert.match(conf, /return 413 "\{\\"error\\":\{\\"code\\":\\"PAYLOAD_TOO_LARGE\\"/);
    assert.match(conf, /server 127\.0\.0\.1:2 .*\n\s+server 127\.0\.0\.1:3 /);
    assert.doesNotMatch(conf, /brotli/);
  });

  it('nginx -t accepts the prod-like configuration (when nginx is installed; npm test installs it first)', (t) => {
    if (!existsSync('/usr/sbin/nginx')) {
      // scripts/test.mjs installs nginx before this step when the prod-like subset runs, and says so.
      assert.notEqual(process.env.REQUIRE_NGINX, '1', 'nginx is not installed, but npm test installed it before the script tests (scripts/test.mjs)');
      return t.skip('nginx not installed');
    }
    const dir = mkdtempSync(join(tmpdir(), 'nginx-test-'));
    dirs.push(dir);
    for (const d of ['shell', 'deploy', 'run']) mkdirSync(join(dir, d));
    const asRoot = process.getuid?.() === 0;
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, renderNginxConfig({ standalone: true, listen: '127.0.0.1:1', shellDir: join(dir, 'shell'), deployDir: join(dir, 'deploy'), upstreams: ['127.0.0.1:2'], runDir: join(dir, 'run'), user: asRoot ? 'www-data' : null }));
    const r = spawnSync('/usr/sbin/nginx', ['-t', '-q', '-c', conf], { encoding: 'utf8' });
    assert.equal(r.status, 0, r.stderr);
  });

  it('a hashed file is immutable when it is there; a missing one (pruned by a deploy) is a 404 nobody caches', async (t) => {
    if (!existsSync('/usr/sbin/nginx')) {
      assert.notEqual(process.env.REQUIRE_NGINX, '1', 'nginx is not installed, but npm test installed it before the script tests (scripts/test.mjs)');
      return t.skip('nginx not installed');
    }
    const dir = mkdtempSync(join(tmpdir(), 'nginx-run-'));
    dirs.push(dir);
    const version = join(dir, 'deploy', 'remotes', 'shifts', '20261123T164427Z-bb4af10b29');
    for (const d of [join(dir, 'shell', 'assets'), join(version, 'assets'), join(dir, 'run')]) mkdirSync(d, { recursive: true });
    writeFileSync(join(dir, 'shell', 'index.html'), '<!doctype html><title>x</title>');
    writeFileSync(join(dir, 'shell', 'assets', 'app-AbCd1234.js'), 'export {};');
    writeFileSync(join(version, 'remoteEntry.js'), 'export {};');
    writeFileSync(join(version, 'assets', 'chunk-AbCd1234.js'), 'export {};');
    const port = Number(process.env.NGINX_TEST_PORT ?? 18690);
    const conf = join(dir, 'nginx.conf');
    writeFileSync(conf, renderNginxConfig({
      standalone: true, listen: `127.0.0.1:${port}`, shellDir: join(dir, 'shell'), deployDir: join(dir, 'deploy'),
      upstreams: ['127.0.0.1:9'], runDir: join(dir, 'run'), user: process.getuid?.() === 0 ? 'root' : null, brotli: false,
    }));
    const nginx = spawn('/usr/sbin/nginx', ['-c', conf, '-g', 'daemon off;'], { stdio: ['ignore', 'ignore', 'pipe'] });
    let stderr = '';
    nginx.stderr.on('data', (c) => { stderr += c; });
    const exited = new Promise((ok) => nginx.once('exit', ok));
    t.after(async () => { if (nginx.exitCode === null) { nginx.kill('SIGTERM'); await exited; } });
    const base = `http://127.0.0.1:${port}`;
    const deadline = Date.now() + 15_000;
    for (;;) {
      assert.equal(nginx.exitCode, null, `nginx exited: ${stderr}`);
      try { await fetch(`${base}/index.html`); break; } catch { /* not listening yet */ }
      assert.ok(Date.now() < deadline, `nginx did not answer on ${port}: ${stderr}`);
      await new Promise((ok) => setTimeout(ok, 50));
    }
    const cacheOf = async (path) => {
      const res = await fetch(`${base}${path}`);
      await res.arrayBuffer();
      return [res.status, res.headers.get('cache-control')];
    };
    assert.deepEqual(await cacheOf('/assets/app-AbCd1234.js'), [200, 'public, max-age=31536000, immutable']);
    assert.deepEqual(await cacheOf('/remotes/shifts/20261123T164427Z-bb4af10b29/assets/chunk-AbCd1234.js'), [200, 'public, max-age=31536000, immutable']);
    assert.deepEqual(await cacheOf('/assets/app-gone1234.js'), [404, 'no-store']);
    assert.deepEqual(await cacheOf('/remotes/shifts/20261123T164427Z-bb4af10b29/assets/chunk-gone1234.js'), [404, 'no-store']);
    assert.deepEqual(await cacheOf('/remotes/shifts/20200101T000000Z-0000000000/assets/chunk-AbCd1234.js'), [404, 'no-store']);
    assert.deepEqual(await cacheOf('/remotes/shifts/20261123T164427Z-bb4af10b29/remoteEntry.js'), [200, 'no-cache']);
  });
});
