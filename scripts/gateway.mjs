#!/usr/bin/env node
// The local "edge": one origin that serves the shell's build at /, each remote's build under its path
// prefix (remotes.json), the runtime /config.json made from the environment, and proxies /workerapi to
// the worker API. Production puts a CDN/reverse proxy in its place; nothing here is baked into a build.
//
//   node scripts/gateway.mjs            (PORT=8080, WORKERAPI_URL=http://127.0.0.1:8081)
import { createServer, request as httpRequest } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { deployedFile, readDeployedConfig } from './deploy-lib.mjs';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt', '.map']);
// Files whose name does not change between deploys: always revalidated so a deploy is seen at once.
const ALWAYS_FRESH = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|sw\.js|manifest\.webmanifest|registerSW\.js|workbox-[^/]*\.js)$/;

export function localConfig(env = process.env) {
  const remotesFile = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));
  const remotes = {};
  for (const [name, r] of Object.entries(remotesFile.remotes)) {
    const disabled = (env.DISABLED_REMOTES ?? '').split(',').includes(name);
    if (!disabled) remotes[name] = `${r.prefix}remoteEntry.js`;
  }
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-worker';
  const authEmulator = env.FIREBASE_AUTH_EMULATOR_HOST;
  return {
    environment: env.APP_ENV ?? 'local',
    apiBaseUrl: env.API_BASE_URL ?? '',
    firebase: {
      apiKey: env.FIREBASE_API_KEY ?? 'demo-api-key',
      authDomain: env.FIREBASE_AUTH_DOMAIN ?? `${projectId}.firebaseapp.com`,
      databaseURL: env.FIREBASE_DATABASE_URL ?? '',
      projectId,
      storageBucket: env.FIREBASE_STORAGE_BUCKET ?? '',
      messagingSenderId: env.FIREBASE_MESSAGING_SENDER_ID ?? '',
    },
    ...(authEmulator ? { emulators: { auth: authEmulator.startsWith('http') ? authEmulator : `http://${authEmulator}` } } : {}),
    remotes,
  };
}

/** The live versions a deploy directory's /config.json names, for the remotes remotes.json lists and not disabled. */
function deployedRemotes(current, deployDir, env) {
  let deployed;
  try {
    deployed = readDeployedConfig(deployDir)?.remotes ?? {};
  } catch {
    return {}; // never half-written (atomic rename), but an unreadable file must not take the app down
  }
  const known = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8')).remotes;
  const disabled = (env.DISABLED_REMOTES ?? '').split(',');
  return Object.fromEntries(Object.entries(deployed).filter(([name, entry]) => Object.hasOwn(known, name) && !disabled.includes(name) && typeof entry === 'string'));
}

export function createGateway({
  port = Number(process.env.PORT ?? 8080),
  host = process.env.HOST ?? '127.0.0.1',
  workerapiUrl = process.env.WORKERAPI_URL ?? 'http://127.0.0.1:8081',
  env = process.env,
  log = (line) => console.log(line),
  // Optional: serve other build folders than <app>/dist, by federation name or 'shell' (e2e deploys
  // variants this way; the benchmark too). `setDir` on the returned gateway swaps one while running.
  dirs = {},
  // Optional: a deploy directory (scripts/deploy-lib.mjs): its /config.json's remotes map and its version
  // folders (/remotes/<name>/<version>/…) are served over the built dist/ folders — `npm run deploy`.
  deployDir = null,
} = {}) {
  const remotesFile = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));
  const mounts = Object.entries(remotesFile.remotes)
    .map(([name, r]) => ({ name, prefix: r.prefix, dir: resolve(dirs[name] ?? join(root, r.dir, 'dist')) }))
    .concat([{ name: 'shell', prefix: '/', dir: resolve(dirs.shell ?? join(root, 'shell', 'dist')) }]);
  const shellMount = mounts[mounts.length - 1];
  const gzCache = new Map();
  const api = new URL(workerapiUrl);

  function send(res, status, body, headers) {
    res.writeHead(status, headers);
    res.end(body);
  }

  function serveFile(req, res, file, pathname) {
    const ext = extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const headers = {
      'Content-Type': type,
      'Cache-Control': ALWAYS_FRESH.test(pathname) || ext === '.html'
        ? 'no-cache'
        : /\/assets\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    const st = statSync(file);
    const acceptsGzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    if (acceptsGzip && COMPRESSIBLE.has(ext) && st.size > 512) {
      const key = `${file}:${st.mtimeMs}:${st.size}`;
      let gz = gzCache.get(key);
      if (!gz) { gz = gzipSync(readFileSync(file), { level: 9 }); gzCache.set(key, gz); }
      headers['Content-Encoding'] = 'gzip';
      headers['Vary'] = 'Accept-Encoding';
      headers['Content-Length'] = gz.length;
      return send(res, 200, req.method === 'HEAD' ? undefined : gz, headers);
    }
    headers['Content-Length'] = st.size;
    res.writeHead(200, headers);
    if (req.method === 'HEAD') return res.end();
    createReadStream(file).pipe(res);
  }

  function proxy(req, res) {
    const upstream = httpRequest(
      { protocol: api.protocol, hostname: api.hostname, port: api.port, method: req.method, path: req.url,
        headers: { ...req.headers, host: api.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' } },
      (up) => { res.writeHead(up.statusCode ?? 502, up.headers); up.pipe(res); },
    );
    upstream.on('error', () => {
      // The API went away mid-answer (or the browser left): the response has started, so just end it.
      if (res.headersSent) return res.destroy();
      send(res, 502, JSON.stringify({ error: { code: 'BAD_GATEWAY', message: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。' } }), { 'Content-Type': 'application/json; charset=utf-8' });
    });
    req.pipe(upstream);
  }

  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://local');
    const pathname = decodeURIComponent(url.pathname);
    const started = Date.now();
    res.on('finish', () => { if (env.GATEWAY_LOG === '1') log(`${req.method} ${pathname} ${res.statusCode} ${Date.now() - started}ms`); });

    if (pathname.startsWith('/workerapi/') || pathname === '/workerapi') return proxy(req, res);

    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'Method Not Allowed', { Allow: 'GET, HEAD' });

    if (pathname === '/config.json') {
      const config = localConfig(env);
      if (deployDir) Object.assign(config.remotes, deployedRemotes(config.remotes, deployDir, env));
      const body = JSON.stringify(config);
      return send(res, 200, body, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    }

    const deployed = deployDir ? deployedFile(deployDir, pathname) : null;
    if (deployed) return serveFile(req, res, deployed, pathname);

    const mount = mounts.find((m) => pathname.startsWith(m.prefix));
    if (!mount) return send(res, 404, 'Not Found');
    const rel = normalize(pathname.slice(mount.prefix.length)).replace(/^([/\\])+/, '');
    const file = join(mount.dir, rel);
    if (!file.startsWith(mount.dir + sep) && file !== mount.dir) return send(res, 400, 'Bad Request');
    if (rel && existsSync(file) && statSync(file).isFile()) return serveFile(req, res, file, pathname);

    // Unknown asset → 404 (a missing chunk must fail loudly, not come back as HTML).
    const looksLikeAsset = extname(pathname) !== '' || mount.prefix !== '/';
    const index = join(shellMount.dir, 'index.html');
    if (!looksLikeAsset && existsSync(index)) return serveFile(req, res, index, '/index.html');
    return send(res, 404, 'Not Found', { 'Content-Type': 'text/plain; charset=utf-8' });
  });

  return {
    server,
    /** Serves `name`'s files (a federation name or 'shell') from `dir` from now on: a deploy. */
    setDir: (name, dir) => {
      const mount = mounts.find((m) => m.name === name);
      if (!mount) throw new Error(`unknown app ${name}`);
      mount.dir = resolve(dir);
    },
    listen: () => new Promise((ok, fail) => { server.once('error', fail); server.listen(port, host, () => ok(`http://${host === '127.0.0.1' ? 'localhost' : host}:${port}`)); }),
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const gw = createGateway();
  gw.listen().then((url) => console.log(`gateway listening on ${url}`));
  for (const s of ['SIGINT', 'SIGTERM']) process.on(s, () => gw.close().then(() => process.exit(0)));
}
