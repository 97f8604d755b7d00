#!/usr/bin/env node
// The local "edge": one origin that serves the shell's build at /, each remote's build under its path
// prefix (remotes.json), the runtime /config.json made from the environment, and proxies /workerapi to
// the worker API. Production puts a CDN/reverse proxy in its place; nothing here is baked into a build.
//
//   node scripts/gateway.mjs            (PORT=8080, WORKERAPI_URL=http://127.0.0.1:8081)
import { createServer, request as httpRequest, STATUS_CODES } from 'node:http';
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { readRemotes } from './remotes.mjs';
import { inlineHashes, securityHeaders } from './security-headers.mjs';
import { DEV_ENVIRONMENTS, deployedFile, readDeployedConfig } from './deploy-lib.mjs';

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
/** The encodings a build writes beside its files (shared/build/precompress.mjs), in the order they are preferred. */
const PRECOMPRESSED = [
  { encoding: 'br', suffix: '.br', accepted: /\bbr\b/ },
  { encoding: 'gzip', suffix: '.gz', accepted: /\bgzip\b/ },
];

/**
 * The precompressed sibling of `file` to send for this Accept-Encoding, if the build wrote one and it is not older
 * than the file.
 * @param {string} file @param {import('node:fs').Stats} st @param {string} accepted
 * @returns {{ file: string, encoding: string, size: number } | null}
 */
export function precompressed(file, st, accepted) {
  for (const { encoding, suffix, accepted: token } of PRECOMPRESSED) {
    if (!token.test(accepted)) continue;
    const sibling = statSync(file + suffix, { throwIfNoEntry: false });
    if (sibling?.isFile() && sibling.mtimeMs >= st.mtimeMs) return { file: file + suffix, encoding, size: sibling.size };
  }
  return null;
}
// Files whose name does not change between deploys: always revalidated so a deploy is seen at once.
const ALWAYS_FRESH = /(^|\/)(index\.html|remoteEntry\.js|mf-manifest\.json|sw\.js|manifest\.webmanifest|registerSW\.js|workbox-[^/]*\.js)$/;

/**
 * The Japanese texts of the gateway's own error answers: the same codes and texts as workerapi's
 * (workerapi/src/http/api-error-messages.ts and the spec §8 catalogue); workerapi's gateway test checks they agree.
 */
export const GATEWAY_MESSAGES = Object.freeze({
  BAD_REQUEST: 'リクエストのURLまたはヘッダーが正しくありません。',
  HEADERS_TOO_LARGE: 'リクエストのヘッダーが大きすぎます。',
  PAYLOAD_TOO_LARGE: '送信されたデータが大きすぎます。',
  // The photo upload's own answer (workerapi's IMAGE_TOO_LARGE, features/src/messages/mypage.ts).
  IMAGE_TOO_LARGE: '画像のサイズが大きすぎます。5MB以下の画像を選んでください。',
  METHOD_NOT_ALLOWED: 'この操作は許可されていません。',
  NOT_FOUND: 'お探しのページが見つかりませんでした。',
  SERVER_ERROR: 'サーバーで問題が発生しました。ページを更新しもう一度お試しください。',
});

/** Body limits the gateway enforces before anything reaches workerapi (the same as workerapi's own). */
export const MAX_JSON_BODY_BYTES = 1024 * 1024;
export const IMAGE_UPLOAD_PATH = '/workerapi/update/image';
export const MAX_UPLOAD_BODY_BYTES = 5 * 1024 * 1024 + 64 * 1024;
/** A refused body is read to its end (so the client sees the answer) up to this many bytes; then the connection is cut. */
const MAX_DRAIN_BYTES = 16 * 1024 * 1024;

const errorJson = (code) => JSON.stringify({ error: { code, message: GATEWAY_MESSAGES[code] } });
/** Local/test only: where the browser reports CSP violations (the e2e suite fails on any). */
export const CSP_REPORT_PATH = '/__csp-report';
/** Added to workerapi's answers when it did not set them. */
const STATIC_API_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'strict-origin-when-cross-origin' };

/** The raw HTTP answer for a request Node could not even parse (431 headers too large, 400 otherwise). */
export function clientErrorResponse(errorCode) {
  const [status, code] = errorCode === 'HPE_HEADER_OVERFLOW' ? [431, 'HEADERS_TOO_LARGE'] : [400, 'BAD_REQUEST'];
  const body = errorJson(code);
  return `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
    `Content-Length: ${Buffer.byteLength(body)}\r\nCache-Control: no-store\r\nConnection: close\r\n\r\n${body}`;
}

export function localConfig(env = process.env) {
  const remotes = {};
  for (const r of readRemotes(root)) {
    const name = r.name;
    const disabled = (env.DISABLED_REMOTES ?? '').split(',').includes(name);
    if (!disabled) remotes[name] = `${r.prefix}remoteEntry.js`;
  }
  const projectId = env.FIREBASE_PROJECT_ID ?? 'demo-worker';
  // Unset APP_ENV means production (issue 12 item 5); the emulator is named only in local/test.
  const environment = env.APP_ENV || 'production';
  const authEmulator = DEV_ENVIRONMENTS.has(environment) ? env.FIREBASE_AUTH_EMULATOR_HOST : undefined;
  return {
    environment,
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
  const mounts = readRemotes(root)
    .map(({ name, ...r }) => ({ name, prefix: r.prefix, dir: resolve(dirs[name] ?? join(root, r.dir, 'dist')) }))
    .concat([{ name: 'shell', prefix: '/', dir: resolve(dirs.shell ?? join(root, 'shell', 'dist')) }]);
  const shellMount = mounts[mounts.length - 1];
  const gzCache = new Map();
  const api = new URL(workerapiUrl);

  // The CSP allows the shell's inline <style> by hash (read from the built index.html, again when it changes).
  let policyFor = { key: '', headers: {} };
  function pageHeaders() {
    const index = join(shellMount.dir, 'index.html');
    const st = existsSync(index) ? statSync(index) : null;
    const key = `${index}:${st?.mtimeMs ?? 0}:${st?.size ?? 0}`;
    if (policyFor.key !== key) {
      const config = localConfig(env);
      const connect = [];
      if (config.emulators?.auth) connect.push(new URL(config.emulators.auth).origin);
      if (/^https?:\/\//.test(config.apiBaseUrl)) connect.push(new URL(config.apiBaseUrl).origin);
      const hashes = st ? inlineHashes(readFileSync(index, 'utf8')) : { scripts: [], styles: [] };
      const reportUri = DEV_ENVIRONMENTS.has(config.environment) ? CSP_REPORT_PATH : undefined;
      policyFor = { key, headers: securityHeaders({ connect, hashes, reportUri }) };
    }
    return policyFor.headers;
  }

  function send(res, status, body, headers) {
    res.writeHead(status, { ...pageHeaders(), ...headers });
    res.end(body);
  }

  function sendError(res, status, code, extra = {}) {
    send(res, status, errorJson(code), { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...extra });
  }

  /** Answers after reading (and dropping) the rest of the body, so the client sees the answer; cuts a huge one. */
  function refuseBody(req, res, status, code) {
    let seen = 0;
    let answered = false;
    const answer = () => { if (!answered) { answered = true; sendError(res, status, code); } };
    req.on('data', (chunk) => {
      seen += chunk.length;
      if (seen > MAX_DRAIN_BYTES) { answer(); req.destroy(); }
    });
    req.on('end', answer);
    req.on('error', () => res.destroy());
  }

  function serveFile(req, res, file, pathname) {
    const ext = extname(file);
    const type = TYPES[ext] ?? 'application/octet-stream';
    const headers = {
      ...pageHeaders(),
      'Content-Type': type,
      'Cache-Control': ALWAYS_FRESH.test(pathname) || ext === '.html'
        ? 'no-cache'
        : /\/assets\//.test(pathname) ? 'public, max-age=31536000, immutable' : 'no-cache',
      'X-Content-Type-Options': 'nosniff',
    };
    if (pathname === '/sw.js') headers['Service-Worker-Allowed'] = '/';
    const st = statSync(file);
    const accepted = String(req.headers['accept-encoding'] ?? '');
    const acceptsGzip = /\bgzip\b/.test(accepted);
    // The build's own .br / .gz beside the file (shared/build/precompress.mjs), as nginx's brotli_static and
    // gzip_static serve them; one older than the file (the file was changed after the build) is passed over.
    const pre = COMPRESSIBLE.has(ext) ? precompressed(file, st, accepted) : null;
    if (pre) {
      headers['Content-Encoding'] = pre.encoding;
      headers['Vary'] = 'Accept-Encoding';
      headers['Content-Length'] = pre.size;
      res.writeHead(200, headers);
      if (req.method === 'HEAD') return res.end();
      return createReadStream(pre.file).pipe(res);
    }
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

  function proxy(req, res, pathname) {
    // Oversized bodies never reach workerapi (issue 12 item 4): it would answer early and close a connection the
    // gateway was still writing to. Limits are workerapi's own; a chunked body is counted as it streams.
    const upload = pathname === IMAGE_UPLOAD_PATH;
    const limit = upload ? MAX_UPLOAD_BODY_BYTES : MAX_JSON_BODY_BYTES;
    const tooLarge = upload ? 'IMAGE_TOO_LARGE' : 'PAYLOAD_TOO_LARGE';
    const declared = Number(req.headers['content-length'] ?? 0);
    if (declared > limit) return refuseBody(req, res, 413, tooLarge);

    // X-Forwarded-For is overwritten, never appended to: workerapi trusts it only from this gateway (TRUSTED_PROXIES).
    const headers = { ...req.headers, host: api.host, 'x-forwarded-for': req.socket.remoteAddress ?? '' };
    delete headers.forwarded;
    delete headers['x-real-ip'];
    // One connection per request (agent: false): a connection workerapi closed is never reused for someone else.
    const upstream = httpRequest(
      { protocol: api.protocol, hostname: api.hostname, port: api.port, method: req.method, path: req.url, headers, agent: false },
      (up) => {
        const answer = { ...up.headers };
        for (const [name, value] of Object.entries(STATIC_API_HEADERS)) if (answer[name.toLowerCase()] === undefined) answer[name] = value;
        res.writeHead(up.statusCode ?? 502, answer);
        up.pipe(res);
        up.on('error', () => res.destroy());
      },
    );
    let refused = false;
    upstream.on('error', () => {
      // Destroyed below for an oversized chunked body: the 413 is on its way, not a 502.
      if (refused) return;
      // The API went away mid-answer (or the browser left): the response has started, so just end it.
      if (res.headersSent) { if (!res.writableEnded) res.destroy(); return; }
      sendError(res, 502, 'SERVER_ERROR');
    });
    let seen = 0;
    req.on('data', (chunk) => {
      seen += chunk.length;
      if (seen > limit && !res.headersSent && !refused) {
        refused = true;
        req.unpipe(upstream); // unpipe pauses req: resumed so the rest drains and the 413 goes out
        upstream.destroy();
        refuseBody(req, res, 413, tooLarge);
        req.resume();
      }
    });
    req.pipe(upstream);
  }

  function handle(req, res) {
    let pathname;
    try {
      // A malformed escape (GET /%E0%A4%A) or a NUL is a 400, never an exception (issue 12 item 1).
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://local').pathname);
    } catch {
      pathname = null;
    }
    if (pathname === null || pathname.includes('\0')) return refuseBody(req, res, 400, 'BAD_REQUEST');
    const started = Date.now();
    // Only the path (no query string: it may carry personal data) is logged.
    res.on('finish', () => { if (env.GATEWAY_LOG === '1') log(`${req.method} ${pathname} ${res.statusCode} ${Date.now() - started}ms`); });

    if (pathname.startsWith('/workerapi/') || pathname === '/workerapi') return proxy(req, res, pathname);

    if (pathname === CSP_REPORT_PATH && req.method === 'POST' && DEV_ENVIRONMENTS.has(localConfig(env).environment)) return recordCspReport(req, res);

    if (req.method !== 'GET' && req.method !== 'HEAD') return refuseBodyWith405(req, res);

    if (pathname === '/config.json') {
      const config = localConfig(env);
      if (deployDir) Object.assign(config.remotes, deployedRemotes(config.remotes, deployDir, env));
      const body = JSON.stringify(config);
      return send(res, 200, body, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' });
    }

    const deployed = deployDir ? deployedFile(deployDir, pathname) : null;
    if (deployed) return serveFile(req, res, deployed, pathname);

    const mount = mounts.find((m) => pathname.startsWith(m.prefix));
    if (!mount) return sendError(res, 404, 'NOT_FOUND');
    const rel = normalize(pathname.slice(mount.prefix.length)).replace(/^([/\\])+/, '');
    const file = join(mount.dir, rel);
    if (!file.startsWith(mount.dir + sep) && file !== mount.dir) return sendError(res, 400, 'BAD_REQUEST');
    if (rel && existsSync(file) && statSync(file).isFile()) return serveFile(req, res, file, pathname);

    // Unknown asset → 404 (a missing chunk must fail loudly, not come back as HTML).
    const looksLikeAsset = extname(pathname) !== '' || mount.prefix !== '/';
    const index = join(shellMount.dir, 'index.html');
    if (!looksLikeAsset && existsSync(index)) return serveFile(req, res, index, '/index.html');
    return sendError(res, 404, 'NOT_FOUND');
  }

  const cspReports = [];
  function recordCspReport(req, res) {
    let text = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => { if (text.length < 65_536) text += chunk; });
    req.on('end', () => {
      let report;
      try { report = JSON.parse(text)['csp-report'] ?? JSON.parse(text); } catch { report = { unparsed: text.slice(0, 500) }; }
      const entry = { documentUri: report['document-uri'], violated: report['violated-directive'] ?? report['effective-directive'], blocked: report['blocked-uri'], sample: report['script-sample'] };
      cspReports.push(entry);
      log(`CSP violation: ${JSON.stringify(entry)}`);
      send(res, 204, undefined, { 'Cache-Control': 'no-store' });
    });
  }

  function refuseBodyWith405(req, res) {
    res.setHeader('Allow', 'GET, HEAD');
    return refuseBody(req, res, 405, 'METHOD_NOT_ALLOWED');
  }

  const server = createServer((req, res) => {
    try {
      handle(req, res);
    } catch (error) {
      // Nothing a client sends may take the gateway down.
      log(`gateway: ${error instanceof Error ? error.name : 'error'} while answering ${req.method}`);
      if (!res.headersSent) sendError(res, 500, 'SERVER_ERROR');
      else res.destroy();
    }
  });
  // Requests Node cannot parse (headers over 16 KB, bad syntax) get a JSON answer too (issue 12 item 13).
  server.on('clientError', (error, socket) => {
    if (!socket.writable || error.code === 'ECONNRESET') return socket.destroy();
    socket.end(clientErrorResponse(error.code));
  });

  return {
    server,
    /** Local/test: the CSP violations browsers reported so far. */
    cspReports,
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
