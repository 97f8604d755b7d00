#!/usr/bin/env node
// `npm run bench`: builds the app AND the same pages as one plain SPA (shell/vite.spa.config.ts: every remote's
// ./routes imported directly, no federation), serves both (the local stack: Auth emulator, workerapi, a
// gateway each) and measures them in the same run in headless chromium, then prints one table: each figure of
// the app, the plain SPA's, the ratio, and the budget in scripts/bench-budgets.json. A benchmark, not a timed
// test: it exits 0 when budgets are missed (BENCH_STRICT=1 makes a miss exit 1); CI runs it once to check that
// it runs. Absolute times move with the machine's load (printed); byte and request counts and the ratios to
// the plain SPA of the same run do not.
//
// Pages: /login, /mypage, /mypage/shift-submit, /mypage/salary (when that remote is configured) and one page of
// every other remote in /config.json (the remotes come from remotes.json through the gateway, never a list here).
// What is measured (PERFORMANCE.md explains the levers):
// - compressed JS and CSS bytes and requests before interaction (cold cache, no service worker, until the
//   network is idle), with link prefetching on, and how much of it the prefetch is; counted in gzip, the
//   budgets' unit, and the JS also as sent (the builds' own brotli files, shared/build/precompress.mjs);
// - bytes of each package downloaded more than once (from the source maps of every downloaded file);
// - federation overhead per remote (its entry, share wrappers, init files);
// - Lighthouse mobile (simulated Slow 4G, 4× CPU): performance score, LCP, TBT, FCP, CLS, and the requests
//   started before the content was painted (observed LCP) (median of BENCH_RUNS);
// - INP of a scripted interaction on /login (type the e-mail, submit, 4× CPU);
// - the render time of another remote's page after its link was pointed at, after it was only in view, and
//   without prefetch (4× CPU; the navigation on a mobile network);
// - a repeat visit from the service worker cache on a mobile network (150 ms RTT, 1.6 Mbps, 4× CPU; the median of
//   five visits, each starting the stopped service worker, as a worker coming back does).
//
//   BENCH_SKIP_BUILD=1  reuse the last build (the plain SPA is built if absent)   BENCH_RUNS=5  Lighthouse runs per page
//   BENCH_PORT=18600    base port (uses +1, +10…+12, +20, +30, +40)   BENCH_STRICT=1  exit 1 on a missed budget
//   BENCH_ONLY=/mypage/salary   measure only these pages (comma-separated), without INP (unless /login), the
//                               cross-remote and repeat-visit parts (a quick check of one page); `repeat` in the
//                               list adds the repeat visit (BENCH_ONLY=repeat: that part alone), `cross` the
//                               cross-remote render
//   BENCH_PROFILE=1     also writes a CPU profile of each repeat visit to .bench/repeat-<n>.cpuprofile
//   BENCH_TRACE=1       also writes a Chrome trace of each repeat visit to .bench/repeat-<app|spa>-<n>.trace.json
//   BENCH_PROXYLOG=1    prints each request through the repeat visit's throttled network: its size, when its answer
//                       could start (the latency, the server's time, the shared downlink) and when it was through
//   BENCH_LANTERN=1     also writes, for each Lighthouse run, the nodes of its simulated FCP and LCP (Lantern's
//                       optimistic and pessimistic graphs: each request and task, simulated start and end) and the
//                       tasks of its simulated TBT (50 ms or more, with what each did) to .bench/lantern-….json
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createGateway } from './gateway.mjs';
import { pnpm, root } from './pnpm.mjs';
import { aptInstall, CHROMIUM } from './prod-like.mjs';
import { startStack } from './stack.mjs';
import { pageFunctions } from 'lighthouse/core/lib/page-functions.js';

const PORT = Number(process.env.BENCH_PORT ?? 18600);
// Five, the median taken: Lighthouse's own advice for its run-to-run variability (docs/variability.md in its repository).
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 5));
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((p) => p.trim()).filter(Boolean);
// The tab's live event stream (GET /workerapi/events, shared/events) stays open for as long as a worker is signed in, so
// a page never reaches "network idle": the bench measures first paint and load, so it refuses the stream (the client
// backs off and the page works without live updates), in Playwright's contexts and in Lighthouse's runs alike.
const LIGHTHOUSE_BLOCKED = ['*/workerapi/events'];
/** Lighthouse runs of one page that may be repeated because their trace failed (runtimeError). */
const LIGHTHOUSE_RETRIES = 2;
/**
 * Refuses the event stream inside the page (its client's fetch fails at once), not with `ctx.route()`: Playwright
 * turns the HTTP cache off in a context that routes requests, and the bench measures what caches give — the plain
 * SPA's repeat visit from the HTTP cache, a tap on a page whose files are cached already.
 * @param {import('@playwright/test').BrowserContext} ctx
 */
const withoutEventStream = async (ctx) => {
  await ctx.addInitScript(() => {
    const fetchFromPage = window.fetch.bind(window);
    window.fetch = (input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url, window.location.href);
      if (url.pathname === '/workerapi/events') return Promise.reject(new TypeError('the event stream is off in the bench'));
      return fetchFromPage(input, init);
    };
  });
  return ctx;
};
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'demo@example.jp';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const budgets = JSON.parse(readFileSync(join(root, 'scripts', 'bench-budgets.json'), 'utf8'));
// A remote's federation glue: its entry, the share import map and wrappers, and — since they share a file
// (shared/build/chunking.mjs federationGlue) — Vite's preload helper with the runtime stub.
const FEDERATION_GLUE = /remoteEntry|hostInit|_virtual_mf|localSharedImportMap|pendingShares|__mf__|mf-manifest|mf-stats|vite-preload-helper/;
const MOBILE = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
/**
 * Visits measured for the repeat visit (its figure is their median). Five, not three: one visit's LCP moves by
 * ±100 ms with whatever else this 2-core machine does at that moment (its main thread's work is 4× slowed down, and
 * Chromium's other processes and the servers share the two cores), and a median of five moves less than one of three.
 */
const REPEAT_VISITS = 5;
/** The anchor: the same pages built as one plain SPA (shell/vite.spa.config.ts), served by a second gateway. */
const SPA_DIR = join(root, 'shell', 'dist-spa');
/** Pages a signed-out visitor sees (the route guard's excluded set); every other page is measured signed in. */
const SIGNED_OUT = ['/login', '/signup', '/login/forget-password'];

const log = (line) => console.log(`[bench] ${line}`);
const kb = (bytes) => Math.round((bytes / 1024) * 10) / 10;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor((sorted.length - 1) / 2)] : NaN;
};

// ── source maps: bytes per source file of a downloaded chunk ────────────────────────────────────────────
const B64 = new Map([...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]));
function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = B64.get(char);
    if (digit === undefined) return values;
    value += (digit & 31) << shift;
    if (digit & 32) shift += 5;
    else {
      values.push(value & 1 ? -(value >>> 1) : value >>> 1);
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** { source → generated characters } of one file. */
function bytesPerSource(code, map) {
  const result = new Map();
  const lines = code.split('\n');
  let source = 0;
  (map.mappings ?? '').split(';').forEach((line, lineIndex) => {
    const text = lines[lineIndex] ?? '';
    let column = 0;
    const segments = [];
    for (const seg of line.split(',')) {
      if (!seg) continue;
      const v = decodeVlq(seg);
      column += v[0] ?? 0;
      if (v.length >= 4) {
        source += v[1];
        segments.push({ column, source });
      } else segments.push({ column, source: -1 });
    }
    segments.forEach((s, i) => {
      if (s.source < 0) return;
      const end = segments[i + 1]?.column ?? text.length;
      const name = map.sources[s.source] ?? '?';
      result.set(name, (result.get(name) ?? 0) + Math.max(0, end - s.column));
    });
  });
  return result;
}

/** The package a source belongs to, and the module's path inside it (the key for "downloaded twice"). */
function packageOf(source) {
  const clean = source.replace(/^webpack:\/\/|^\/?(\.\.\/)+/, '');
  const nm = clean.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length);
    const parts = rest.split('/');
    const name = parts[0]?.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return { name, module: rest };
  }
  if (/__mf__|virtual|\0/.test(clean)) return { name: '(federation glue)', module: clean };
  const m = /^(shared|shell|mfe-[\w-]+)\//.exec(clean);
  if (m) return { name: m[1], module: clean };
  return { name: '(app)', module: clean };
}

// ── a throttled origin in front of the gateway (the repeat visit's mobile network) ─────────────────────
function throttledProxy(target, listenPort, { latencyMs, downKbps }) {
  const bytesPerMs = (downKbps * 1024) / 8 / 1000;
  let linkFreeAt = 0; // one shared downlink
  const server = createServer((req, res) => {
    const started = Date.now();
    const upstream = httpRequest({ hostname: '127.0.0.1', port: target, method: req.method, path: req.url, headers: req.headers }, (up) => {
      const chunks = [];
      up.on('data', (c) => chunks.push(c));
      up.on('end', () => {
        const body = Buffer.concat(chunks);
        const now = Date.now();
        const transferStart = Math.max(now, started + latencyMs, linkFreeAt);
        linkFreeAt = transferStart + body.length / bytesPerMs;
        if (process.env.BENCH_PROXYLOG) log(`network ${listenPort}: at ${started % 100_000} ${req.method} ${req.url} ${body.length} B, answer starts +${Math.round(transferStart - started)} ms, through +${Math.round(linkFreeAt - started)} ms`);
        setTimeout(() => {
          res.writeHead(up.statusCode ?? 502, up.headers);
          res.end(body);
        }, linkFreeAt - now);
      });
    });
    upstream.on('error', () => { res.writeHead(502); res.end(); });
    req.pipe(upstream);
  });
  return new Promise((ok) => server.listen(listenPort, '127.0.0.1', () => ok(server)));
}

// ── chromium with a DevTools port, shared by Playwright (driving) and Lighthouse (measuring) ───────────
async function launchChromium(debugPort, profileDir) {
  const child = spawn(CHROMIUM, [
    '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
    '--disable-component-update', '--disable-sync', '--disable-dev-shm-usage', `--remote-debugging-port=${debugPort}`,
    `--user-data-dir=${profileDir}`, '--window-size=412,915', 'about:blank',
  ], { stdio: 'ignore', detached: true });
  for (let i = 0; i < 100; i += 1) {
    try {
      const res = await fetch(`http://127.0.0.1:${debugPort}/json/version`);
      if (res.ok) return child;
    } catch { /* starting */ }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error('chromium did not open its DevTools port');
}

/** The pages measured: the issue's four (when their remote is built) and one page of every other remote. */
/** The shell's route table: each route's path and remote (read from its source). */
function routeTable() {
  return [...readFileSync(join(root, 'shell', 'src', 'routing', 'route-table.ts'), 'utf8').matchAll(/\{ path: '([^']+)', remote: '(\w+)'/g)]
    .map((m) => ({ path: m[1], remote: m[2] }));
}

/** The configured remotes that serve a /mypage route: the areas the app caches for offline after the install. */
function myPageAreas(config) {
  return new Set(routeTable().filter((r) => r.path.startsWith('/mypage') && Object.hasOwn(config.remotes, r.remote)).map((r) => r.remote)).size;
}

function pagesToMeasure(config) {
  const table = routeTable();
  const configured = (route) => route && Object.hasOwn(config.remotes, route.remote);
  const pages = ['/login', '/mypage', '/mypage/shift-submit', '/mypage/salary'].map((p) => table.find((r) => r.path === p)).filter(configured);
  for (const name of Object.keys(config.remotes)) {
    if (pages.some((p) => p.remote === name)) continue;
    const first = table.find((r) => r.remote === name && !r.path.includes(':'));
    if (first) pages.push(first);
  }
  return pages.filter((p) => !ONLY.length || ONLY.includes(p.path)).map((p) => ({ ...p, signedOut: SIGNED_OUT.includes(p.path) }));
}

async function main() {
  const started = Date.now();
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('building the shell and the remotes');
    if (pnpm(['run', 'build']) !== 0) throw new Error('build failed');
  }
  if (process.env.BENCH_SKIP_BUILD !== '1' || !existsSync(join(SPA_DIR, 'index.html'))) {
    log('building the same pages as one plain SPA (shell/dist-spa, no federation)');
    if (pnpm(['--filter', 'shell', 'run', 'build:spa']) !== 0) throw new Error('plain SPA build failed');
  }
  // A fresh machine has no browser yet (npm test installs it before the e2e suite; `npm run bench` alone must too).
  if (!existsSync(CHROMIUM)) {
    log(`${CHROMIUM} is missing: installing Debian's chromium`);
    if (process.env.CHROMIUM_PATH || aptInstall(['chromium']) !== 0 || !existsSync(CHROMIUM)) {
      throw new Error(`the benchmark needs chromium at ${CHROMIUM} (apt-get install chromium)`);
    }
  }
  const load = loadAverage();
  const dataDir = mkdtempSync(join(tmpdir(), 'worker-bench-'));
  const profileDir = join(dataDir, 'chromium');
  mkdirSync(profileDir, { recursive: true });
  log('starting the stack (emulator, workerapi, gateway) and a gateway for the plain SPA');
  const stack = await startStack({ port: PORT, apiPort: PORT + 1, authPort: PORT + 10, dataDir, quiet: true });
  const cleanups = [async () => stack.stop(), async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    const spaGateway = createGateway({
      port: PORT + 20, workerapiUrl: `http://127.0.0.1:${stack.apiPort}`, dirs: { shell: SPA_DIR }, log: () => undefined,
      // The stack's APP_ENV (startStack's default, local): an unset one means production, whose config.json
      // names no Auth emulator, and the plain SPA could not sign in.
      env: { ...process.env, APP_ENV: process.env.APP_ENV ?? 'local', FIREBASE_PROJECT_ID: stack.projectId, FIREBASE_AUTH_EMULATOR_HOST: `127.0.0.1:${stack.authPort}` },
    });
    const origins = { app: stack.url, spa: await spaGateway.listen() };
    cleanups.unshift(async () => spaGateway.close());
    const { chromium } = await import('@playwright/test');
    const debugPort = PORT + 30;
    const browserProcess = await launchChromium(debugPort, profileDir);
    cleanups.unshift(async () => { try { process.kill(-browserProcess.pid, 'SIGKILL'); } catch { /* gone */ } });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    const context = browser.contexts()[0];
    const config = await (await fetch(`${origins.app}/config.json`)).json();
    const remoteNames = Object.keys(config.remotes);
    const pages = pagesToMeasure(config);
    log(`pages: ${pages.map((p) => `${p.path} (${p.remote})`).join(', ')}`);

    const results = { load, pages, transfer: { app: {}, spa: {} }, duplicates: [], federation: {}, lighthouse: { app: {}, spa: {} }, inp: {}, crossRemote: null, repeat: {} };

    // A signed-in session per origin, reused by every fresh context (token + Firebase's IndexedDB).
    const sessions = {};
    for (const [kind, origin] of Object.entries(origins)) {
      const ctx = await withoutEventStream(await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } }));
      const page = await ctx.newPage();
      await signIn(page, origin);
      sessions[kind] = await ctx.storageState({ indexedDB: true });
      await ctx.close();
    }

    // ── 1. bytes and requests before interaction (fresh isolated contexts, cold cache, no SW) ──────────
    for (const [kind, origin] of Object.entries(origins)) {
      for (const target of pages) {
        for (const prefetch of kind === 'app' && ['/login', '/mypage'].includes(target.path) ? [true, false] : [true]) {
          const ctx = await withoutEventStream(await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 }, ...(target.signedOut ? {} : { storageState: sessions[kind] }) }));
          if (!prefetch) await ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }));
          const page = await ctx.newPage();
          const responses = [];
          page.on('response', (res) => responses.push(res));
          await page.goto(`${origin}${target.path}`, { waitUntil: 'load' });
          await page.waitForLoadState('networkidle');
          await page.waitForTimeout(1500); // idle-time prefetch starts after load
          await page.waitForLoadState('networkidle');
          const finalPath = new URL(page.url()).pathname;
          const rows = [];
          for (const res of responses) {
            const url = new URL(res.url());
            if (url.origin !== origin) continue;
            const sizes = await res.request().sizes().catch(() => null);
            const type = res.request().resourceType();
            const served = sizes?.responseBodySize ?? 0;
            // Sizes are counted in gzip (issue 17's unit) whatever the browser was sent (brotli, since the builds are
            // precompressed: shared/build/precompress.mjs); what was sent is counted beside it.
            const bytes = (type === 'script' || type === 'stylesheet') && res.status() === 200 ? await gzipBytes(origin, url.pathname) : served;
            rows.push({ path: url.pathname, type, bytes, served, encoding: res.headers()['content-encoding'] ?? '', status: res.status() });
          }
          const js = rows.filter((r) => r.type === 'script');
          const css = rows.filter((r) => r.type === 'stylesheet');
          const key = `${target.path}${prefetch ? '' : ' (no prefetch)'}`;
          results.transfer[kind][key] = {
            jsBytes: js.reduce((s, r) => s + r.bytes, 0), cssBytes: css.reduce((s, r) => s + r.bytes, 0),
            jsServedBytes: js.reduce((s, r) => s + r.served, 0),
            jsEncodings: [...new Set(js.map((r) => r.encoding || 'none'))].sort(),
            requests: rows.length, jsFiles: js.map((r) => r.path), finalPath,
          };
          if (kind === 'app' && prefetch) {
            for (const name of remoteNames) {
              const prefix = new URL(config.remotes[name], origin).pathname.replace(/remoteEntry\.js$/, '');
              const glue = rows.filter((r) => r.path.startsWith(prefix) && FEDERATION_GLUE.test(r.path));
              if (!glue.length) continue;
              const prev = results.federation[name];
              const bytes = glue.reduce((s, r) => s + r.bytes, 0);
              if (!prev || bytes > prev.bytes) results.federation[name] = { bytes, requests: glue.length, files: glue.map((r) => r.path.slice(prefix.length)) };
            }
            results.duplicates.push(...(await duplicatesOf(target.path, js, origin)));
          }
          await ctx.close();
        }
      }
    }

    // ── 2. Lighthouse mobile (default config: emulated phone, simulated Slow 4G, 4× CPU) ───────────────
    const { default: lighthouse } = await import('lighthouse');
    const control = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(control);
    async function coldCache(origin, keepStorage) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin, storageTypes: keepStorage ? 'service_workers,cache_storage' : 'all' });
    }
    for (const [kind, origin] of Object.entries(origins)) {
      for (const target of [...pages.filter((p) => p.signedOut), ...pages.filter((p) => !p.signedOut)]) {
        const runs = [];
        if (!target.signedOut && !results.lighthouse[kind].signedIn) {
          await coldCache(origin, false);
          await signIn(control, origin);
          await control.goto('about:blank');
          results.lighthouse[kind].signedIn = true;
        }
        for (let i = 0, failed = 0; i < RUNS; i += 1) {
          await coldCache(origin, !target.signedOut);
          const result = await lighthouse(`${origin}${target.path}`, {
            port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, blockedUrlPatterns: LIGHTHOUSE_BLOCKED,
          });
          const lhr = result?.lhr;
          // A run whose trace failed (Lighthouse's NO_NAVSTART, NO_FCP…: "Please run Lighthouse again") has no
          // score; counting it would put a 0 in the median. Run it again, up to LIGHTHOUSE_RETRIES times a page.
          if (lhr?.runtimeError && failed < LIGHTHOUSE_RETRIES) {
            failed += 1;
            log(`lighthouse ${kind} ${target.path} run ${i + 1} failed (${lhr.runtimeError.code}); running it again`);
            i -= 1;
            continue;
          }
          if (!lhr || lhr.runtimeError) continue;
          mkdirSync(join(root, '.bench'), { recursive: true });
          writeFileSync(join(root, '.bench', `lighthouse-${kind}${target.path.replace(/\//g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
          if (process.env.BENCH_LANTERN) await writeLanternNodes(join(root, '.bench', `lantern-${kind}${target.path.replace(/\//g, '-')}-${i + 1}.json`));
          const observed = lhr.audits.metrics?.details?.items?.[0] ?? {};
          const requests = lhr.audits['network-requests']?.details?.items ?? [];
          const lcpAt = observed.observedLargestContentfulPaint ?? Infinity;
          runs.push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            lcp: lhr.audits['largest-contentful-paint'].numericValue,
            tbt: lhr.audits['total-blocking-time'].numericValue,
            fcp: lhr.audits['first-contentful-paint'].numericValue,
            cls: lhr.audits['cumulative-layout-shift'].numericValue,
            // Requests started before the page's own content was painted (observed, unthrottled load).
            requestsBeforeContent: requests.filter((r) => (r.networkRequestTime ?? r.startTime ?? Infinity) < lcpAt).length,
            // High-priority scripts downloaded before the observed first paint: Lantern counts them as blocking the
            // simulated FCP (a module script cannot be cleared: it has no EvaluateScript event), so on localhost the
            // FCP depends on whether the start file arrived before Chromium's first paint (docs/performance-log.md "Lighthouse's FCP on this machine").
            scriptKbBeforePaint: requests
              .filter((r) => r.resourceType === 'Script' && (r.priority === 'High' || r.priority === 'VeryHigh')
                && (r.networkEndTime ?? Infinity) <= (observed.observedFirstContentfulPaint ?? -Infinity))
              .reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
          });
        }
        results.lighthouse[kind][target.path] = {
          score: median(runs.map((r) => r.score)), lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)),
          fcp: median(runs.map((r) => r.fcp)), cls: median(runs.map((r) => r.cls)), requestsBeforeContent: median(runs.map((r) => r.requestsBeforeContent)), runs: runs.length,
          fcpRuns: runs.map((r) => `${Math.round(r.scriptKbBeforePaint)} KB → ${Math.round(r.fcp)} ms`),
        };
        log(`lighthouse ${kind} ${target.path}: ${JSON.stringify(results.lighthouse[kind][target.path])}`);
      }
      delete results.lighthouse[kind].signedIn;
    }

    // ── 3. INP: a scripted interaction on /login (4× CPU) ────────────────────────────────────────────
    if (!ONLY.length || ONLY.includes('/login')) {
      for (const [kind, origin] of Object.entries(origins)) results.inp[kind] = await interactionToNextPaint(browser, origin);
    }

    // ── 4. another remote's page after prefetch (4× CPU; the tap on a mobile network) ─────────────────
    if (!ONLY.length || ONLY.includes('cross')) results.crossRemote = await crossRemote(browser, origins.app, config, sessions.app);
    if (!ONLY.length || ONLY.includes('repeat')) {

      // ── 5. repeat visit from the service worker cache on a mobile network ──────────────────────────
      // The plain SPA has no service worker: its repeat visit is the HTTP cache's (hashed files immutable, the HTML
      // revalidated over the same throttled network), the anchor for the app's visit from its service worker.
      for (const [kind, target, listen] of [['app', PORT, PORT + 40], ['spa', PORT + 20, PORT + 41]]) {
        const proxy = await throttledProxy(target, listen, { latencyMs: MOBILE.latencyMs, downKbps: MOBILE.downKbps });
        cleanups.unshift(async () => new Promise((ok) => { proxy.closeAllConnections(); proxy.close(() => ok()); }));
        results.repeat[kind] = await repeatVisit(browser, `http://localhost:${listen}`, { serviceWorker: kind === 'app', areas: myPageAreas(config) });
      }
    }

    await browser.close().catch(() => undefined);
    results.load.after = loadAverage().now;
    results.seconds = Math.round((Date.now() - started) / 1000);
    report(results);
  } finally {
    // Each cleanup gets at most 10 s: a close callback that never fires must not end the process (an empty event
    // loop exits mid-await) before the stack is stopped — that left the emulator and workerapi running.
    for (const cleanup of cleanups) {
      let timer;
      await Promise.race([cleanup().catch(() => undefined), new Promise((ok) => { timer = setTimeout(ok, 10_000); })]);
      clearTimeout(timer);
    }
  }
}

/**
 * BENCH_LANTERN=1: the simulated FCP's and LCP's nodes of the Lighthouse run that just ended (Lantern keeps the node
 * timings of its last simulations by label), sorted by simulated end: what the simulated paints waited for; and the
 * main-thread tasks of 50 ms or more in its TBT simulations, with what each did: what the blocking time is made of.
 * @param {string} path
 */
async function writeLanternNodes(path) {
  const Lantern = await import('lighthouse/core/lib/lantern/lantern.js');
  const out = {};
  for (const [label, timings] of Lantern.Simulation.Simulator.allNodeTimings) {
    if (/TotalBlockingTime/.test(label)) {
      // The main-thread tasks that can block (50 ms or more, simulated) and what the trace says they did.
      out[label] = [...timings.entries()]
        .filter(([node, t]) => node.type === 'cpu' && t.endTime - t.startTime >= 50)
        .map(([node, t]) => {
          const spent = new Map();
          for (const e of node.childEvents) if (e.dur) spent.set(e.name, (spent.get(e.name) ?? 0) + e.dur / 1000);
          return {
            what: `cpu ${Math.round((node.endTime - node.startTime) / 1000)} ms observed ${[...node.getEvaluateScriptURLs()].map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(' ')}`,
            start: Math.round(t.startTime), end: Math.round(t.endTime),
            did: [...spent].sort((a, b) => b[1] - a[1]).slice(0, 6).map(([name, ms]) => `${name} ${ms.toFixed(1)}`),
          };
        })
        .sort((a, b) => a.start - b.start);
      continue;
    }
    if (!/LargestContentfulPaint|FirstContentfulPaint/.test(label)) continue;
    out[label] = [...timings.entries()]
      .map(([node, t]) => ({
        what: node.type === 'network' ? node.request.url.replace(/^https?:\/\/[^/]+/, '')
          : `cpu ${Math.round((node.endTime - node.startTime) / 1000)} ms observed ${[...node.getEvaluateScriptURLs()].map((u) => u.replace(/^https?:\/\/[^/]+/, '')).join(' ')}`,
        start: Math.round(t.startTime), end: Math.round(t.endTime),
        bytes: node.type === 'network' ? node.request.transferSize : undefined,
        after: [...node.getDependencies()].map((d) => (d.type === 'network' ? d.request.url.replace(/^https?:\/\/[^/]+/, '') : 'cpu')),
      }))
      .sort((a, b) => a.end - b.end);
  }
  writeFileSync(path, JSON.stringify(out, null, 1));
}

function loadAverage() {
  const [one, five] = loadavg();
  return { now: `${one.toFixed(2)} (1 min) / ${five.toFixed(2)} (5 min) on ${cpus().length} cores` };
}

/**
 * INP of a scripted interaction on /login at 4× CPU: focus the e-mail field, type, then press ログインする with
 * the password empty (the form shows its Japanese messages). The slowest event's duration, as INP takes it.
 */
async function interactionToNextPaint(browser, origin) {
  const ctx = await withoutEventStream(await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } }));
  const page = await ctx.newPage();
  await page.addInitScript(() => {
    globalThis.__benchEvents = [];
    new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.interactionId) globalThis.__benchEvents.push(e.duration); })
      .observe({ type: 'event', buffered: true, durationThreshold: 16 });
  });
  await page.goto(`${origin}/login`);
  await page.getByLabel('メールアドレス').waitFor();
  await page.waitForLoadState('networkidle');
  const session = await ctx.newCDPSession(page);
  await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
  await page.getByLabel('メールアドレス').click();
  await page.keyboard.type('demo@example', { delay: 30 });
  await page.getByRole('button', { name: 'ログインする' }).click();
  await page.getByRole('alert').first().waitFor({ timeout: 10_000 }).catch(() => undefined);
  await page.waitForTimeout(500); // event timing entries are reported after the next paint
  const durations = await page.evaluate(() => globalThis.__benchEvents);
  await ctx.close();
  return { inp: durations.length ? Math.max(...durations) : 0, interactions: durations.length };
}

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('メールアドレス').fill(DEMO_EMAIL);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await page.waitForURL(/\/mypage$/, { timeout: 30_000 });
  await page.getByTestId('mypage-greeting').waitFor({ timeout: 30_000 });
}

const gzipSizes = new Map();
/** The size of a file as the gateway sends it gzipped (the build's .gz, or gzip level 9 on the fly). */
async function gzipBytes(origin, path) {
  const url = `${origin}${path}`;
  if (!gzipSizes.has(url)) {
    gzipSizes.set(url, await new Promise((resolve, reject) => {
      const req = httpRequest(url, { headers: { 'Accept-Encoding': 'gzip' } }, (res) => {
        let n = 0;
        res.on('data', (chunk) => { n += chunk.length; });
        res.on('end', () => resolve(n));
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end();
    }));
  }
  return gzipSizes.get(url);
}

async function duplicatesOf(route, jsRows, base) {
  const owners = new Map(); // module → { package, files: Map<file, chars>, ratio }
  for (const row of jsRows) {
    const code = await (await fetch(`${base}${row.path}`)).text();
    const mapRes = await fetch(`${base}${row.path}.map`);
    if (!mapRes.ok) continue;
    const map = await mapRes.json();
    const ratio = Math.max(0, row.bytes) / Math.max(1, code.length); // compressed bytes per generated character
    const app = row.path.startsWith('/remotes/') ? row.path.split('/').slice(0, 3).join('/') : '/';
    for (const [source, chars] of bytesPerSource(code, map)) {
      const { name, module: path } = packageOf(source);
      if (name === '(federation glue)') continue;
      // Node packages are the same module wherever they come from; an app's own file is its own.
      const module = name === '(app)' ? `${app} ${path}` : path;
      const entry = owners.get(module) ?? { name, files: [] };
      entry.files.push({ file: row.path, bytes: chars * ratio });
      owners.set(module, entry);
    }
  }
  const perPackage = new Map();
  for (const [, entry] of owners) {
    const distinct = new Set(entry.files.map((f) => f.file));
    if (distinct.size < 2) continue;
    const extra = entry.files.slice(1).reduce((s, f) => s + f.bytes, 0);
    const p = perPackage.get(entry.name) ?? { route, name: entry.name, bytes: 0, files: new Set() };
    p.bytes += extra;
    for (const f of distinct) p.files.add(f);
    perPackage.set(entry.name, p);
  }
  return [...perPackage.values()].map((p) => ({ ...p, files: [...p.files] }));
}

/**
 * Time from the navigation to the destination's heading on screen: after its link was pointed at (its code loaded
 * and run), after its link was merely in view (its remote's route hints read: shell/src/prefetch/warm-route.ts), and
 * without any prefetch.
 */
async function crossRemote(browser, base, config, signedIn) {
  // From /mypage (mfe_mypage) to mfe_auth's password-reset page: a page that renders without data, so the
  // time is the federation's and the shell's, not a page's own API call.
  const target = '/login/forget-password';
  void config;
  const measure = async (mode) => {
    const prefetch = mode !== 'none';
    const ctx = await withoutEventStream(await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 }, storageState: signedIn }));
    if (!prefetch) await ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }));
    const p = await ctx.newPage();
    await p.goto(`${base}/mypage`); // signed in already (the session saved at the start)
    await p.getByTestId('mypage-greeting').waitFor({ timeout: 30_000 });
    const session = await ctx.newCDPSession(p);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    await p.waitForLoadState('networkidle');
    const startedBefore = await p.evaluate(() => globalThis.__SHELL_PREFETCH__?.stats().started ?? 0);
    await p.evaluate(({ href, inView }) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'bench';
      a.id = 'bench-link';
      a.style.cssText = inView ? 'position:fixed;top:0;left:0;z-index:9' : 'position:absolute;top:-100px';
      document.body.append(a);
    }, { href: target, inView: mode === 'visible' });
    if (prefetch) {
      if (mode === 'intent') await p.locator('#bench-link').dispatchEvent('pointerover');
      await p.waitForFunction((before) => {
        const s = globalThis.__SHELL_PREFETCH__?.stats();
        return s && s.started > before && s.inFlight === 0 && s.queued === 0;
      }, startedBefore, { timeout: 30_000 });
      await p.waitForLoadState('networkidle');
    }
    // The tap happens on the phone's network: what was not fetched before costs its round trips now.
    await session.send('Network.enable');
    await session.send('Network.emulateNetworkConditions', { offline: false, latency: MOBILE.latencyMs, downloadThroughput: (MOBILE.downKbps * 1024) / 8, uploadThroughput: (MOBILE.upKbps * 1024) / 8 });
    const ms = await p.evaluate((href) => new Promise((resolve) => {
      const before = document.querySelector('main h1')?.textContent;
      const started = performance.now();
      const done = () => {
        const h1 = document.querySelector('main h1');
        if (h1 && h1.textContent !== before && !document.querySelector('main .shell-page-spinner')) {
          requestAnimationFrame(() => resolve(performance.now() - started));
          return true;
        }
        return false;
      };
      const observer = new MutationObserver(() => { if (done()) observer.disconnect(); });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true });
      history.pushState({}, '', href);
      dispatchEvent(new PopStateEvent('popstate'));
    }), target);
    await ctx.close();
    return ms;
  };
  const withPrefetch = [];
  const inView = [];
  const without = [];
  for (let i = 0; i < 3; i += 1) withPrefetch.push(await measure('intent'));
  for (let i = 0; i < 3; i += 1) inView.push(await measure('visible'));
  for (let i = 0; i < 2; i += 1) without.push(await measure('none'));
  return { target, withPrefetchMs: median(withPrefetch), inViewMs: median(inView), withoutPrefetchMs: median(without) };
}

/**
 * First visit installs the service worker (the app) or fills the HTTP cache (the plain SPA, `serviceWorker: false`);
 * the repeat visit is measured on the throttled origin.
 */
/** BENCH_TRACE=1: what a Chrome trace of each repeat visit records (the main thread's tasks, V8's compile and code cache). */
const TRACE_CATEGORIES = ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'disabled-by-default-v8.compile', 'blink.user_timing', 'loading', 'ServiceWorker'];

async function repeatVisit(browser, origin, { serviceWorker, areas }) {
  const context = await withoutEventStream(await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 915 } }));
  const page = await context.newPage();
  await signIn(page, origin);
  if (serviceWorker) await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) return false;
    const cache = await caches.open('worker-api-v1');
    return (await cache.keys()).some((k) => new URL(k.url).pathname === '/workerapi/me');
  }, undefined, { timeout: 60_000 });
  await page.reload();
  await page.getByTestId('mypage-greeting').waitFor();
  await page.waitForLoadState('networkidle');
  // After the install the app caches every area of my page for offline (shell/src/pwa/warm-areas.ts): the service
  // worker downloads them over the same mobile link, in the background — still at it when the page's own network is
  // idle. A worker's repeat visit comes long after; the visits wait for it (its record in localStorage names each
  // area once its files are cached), or they would share the link and the CPU with it.
  if (serviceWorker) {
    const idleAt = Date.now();
    const warmed = await page.waitForFunction((n) => {
      try {
        return Object.keys(JSON.parse(localStorage.getItem('shell-warmed-areas') ?? '{}')).length >= n;
      } catch {
        return false;
      }
    }, areas, { timeout: 60_000 }).then(() => true, () => false);
    if (warmed) log(`repeat visit: my page's ${areas} areas cached for offline ${Date.now() - idleAt} ms after the page's own network was idle`);
    else log(`repeat visit: my page's ${areas} areas were not all cached after 60 s; the visits may share the link with that`);
  }
  await page.goto('about:blank');
  // How fast this machine is right now (Lighthouse's own benchmark index, unthrottled; ~1 s): the visit is the main
  // thread's work at 4× CPU, so its figure moves with it (docs/performance-log.md "Where it stands").
  const benchmarkIndex = await page.evaluate(`(${pageFunctions.computeBenchmarkIndex})()`);
  log(`repeat visit ${serviceWorker ? 'app' : 'plain SPA'}: this machine's benchmark index ${Math.round(benchmarkIndex)} (Lighthouse's)`);
  const runs = [];
  mkdirSync(join(root, '.bench'), { recursive: true });
  for (let i = 0; i < REPEAT_VISITS; i += 1) {
    const p = await context.newPage();
    const session = await context.newCDPSession(p);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    await p.addInitScript(() => {
      globalThis.__benchPaint = { fcp: null, lcp: null };
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') globalThis.__benchPaint.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) { globalThis.__benchPaint.lcp = e.startTime; globalThis.__benchPaint.element = `${e.element?.tagName.toLowerCase() ?? '?'} of ${e.size} px², “${(e.element?.textContent ?? '').trim().slice(0, 24)}”`; } }).observe({ type: 'largest-contentful-paint', buffered: true });
      // When the page's content is there, seen from inside the page. Not Playwright's locator: it evaluates
      // Playwright's own script in the page (~0.2 MB to parse) on the main thread while the page loads, work a
      // worker's phone never does, which delayed the content it was waiting for by ~50 ms at 4× CPU.
      globalThis.__benchContent = new Promise((resolve) => {
        const observer = new MutationObserver(() => {
          if (!document.querySelector('[data-testid="mypage-greeting"]')) return;
          observer.disconnect();
          resolve(performance.now());
        });
        observer.observe(document, { childList: true, subtree: true });
      });
    });
    if (process.env.BENCH_PROFILE) { await session.send('Profiler.enable'); await session.send('Profiler.setSamplingInterval', { interval: 200 }); await session.send('Profiler.start'); }
    const tracePath = join(root, '.bench', `repeat-${serviceWorker ? 'app' : 'spa'}-${i}.trace.json`);
    if (process.env.BENCH_TRACE) await browser.startTracing(p, { path: tracePath, categories: TRACE_CATEGORIES });
    // A worker comes back long after: Chromium stops an idle service worker after 30 s, so the visit starts it.
    if (serviceWorker) {
      await session.send('ServiceWorker.enable');
      await session.send('ServiceWorker.stopAllWorkers');
      await session.send('ServiceWorker.disable');
    }
    const response = await p.goto(`${origin}/mypage`, { waitUntil: 'commit' });
    let timer;
    const answer = await Promise.race([
      session.send('Runtime.evaluate', { expression: 'globalThis.__benchContent', awaitPromise: true, returnByValue: true }),
      new Promise((_, fail) => { timer = setTimeout(() => fail(new Error('repeat visit: no content after 30 s')), 30_000); }),
    ]).finally(() => clearTimeout(timer));
    const content = answer.result.value;
    // The last LCP candidate comes after the content (the cards' data): the trace and the profile cover it.
    await p.waitForTimeout(300);
    if (process.env.BENCH_TRACE) await browser.stopTracing();
    if (process.env.BENCH_PROFILE) { const { profile } = await session.send('Profiler.stop'); writeFileSync(join(root, '.bench', `repeat-${serviceWorker ? 'app' : 'spa'}-${i}.cpuprofile`), JSON.stringify(profile)); }
    if (i === 0) {
      const timings = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: Math.round(e.startTime), end: Math.round(e.responseEnd) })));
      writeFileSync(join(root, '.bench', `repeat-visit-resources-${serviceWorker ? 'app' : 'spa'}.json`), JSON.stringify(timings, null, 1));
    }
    const paint = await p.evaluate(() => globalThis.__benchPaint);
    // The service worker's start: from its start to the navigation's fetch event (0 for the plain SPA: none).
    const workerStartMs = await p.evaluate(() => { const n = performance.getEntriesByType('navigation')[0]; return n && n.workerStart > 0 ? n.fetchStart - n.workerStart : 0; });
    runs.push({ fcp: paint.fcp, lcp: paint.lcp, content, fromSW: response?.fromServiceWorker() ?? false });
    log(`repeat visit ${serviceWorker ? 'app' : 'plain SPA'} ${i + 1}: FCP ${Math.round(paint.fcp)} ms, LCP ${Math.round(paint.lcp)} ms, content ${Math.round(content)} ms${serviceWorker ? `, service worker started in ${Math.round(workerStartMs)} ms` : ''} (LCP: ${paint.element})`);
    await p.close();
  }
  await context.close();
  return {
    fcp: median(runs.map((r) => r.fcp ?? NaN)), lcp: median(runs.map((r) => r.lcp ?? NaN)),
    content: median(runs.map((r) => r.content)), fromServiceWorker: runs.every((r) => r.fromSW),
    lcps: runs.map((r) => r.lcp ?? NaN), benchmarkIndex,
  };
}

function report(r) {
  const rows = [];
  const misses = [];
  const ratio = (app, spa) => (Number.isFinite(app) && Number.isFinite(spa) && spa > 0 ? `${(app / spa).toFixed(2)}×` : '');
  const add = (page, metric, app, spa, budget, ok, note) => {
    rows.push([page, metric, app, spa, typeof app === 'number' && typeof spa === 'number' ? ratio(app, spa) : '', budget, ok === null ? '' : ok ? 'ok' : 'MISS']);
    if (ok === false) misses.push(note);
  };
  const b = budgets;
  const lhApp = r.lighthouse.app;
  const lhSpa = r.lighthouse.spa;
  for (const { path } of r.pages) {
    const ta = r.transfer.app[path];
    const ts = r.transfer.spa[path];
    const la = lhApp[path];
    const ls = lhSpa[path];
    if (!ta || !la) continue;
    const jsBudget = path === '/login' ? b.loginJsKb : path === '/mypage' ? b.mypageJsKb : null;
    const js = kb(ta.jsBytes);
    add(path, 'JS before interaction, gz KB', js, ts ? kb(ts.jsBytes) : '', jsBudget ? `≤ ${jsBudget}` : '', jsBudget ? js <= jsBudget : null,
      `${path} JS ${js} KB is ${Math.round((js - (jsBudget ?? 0)) * 10) / 10} KB over ${jsBudget} KB (plain SPA ${ts ? kb(ts.jsBytes) : '?'} KB). ${b.why?.[path === '/login' ? 'loginJsKb' : 'mypageJsKb'] ?? ''}`);
    const np = r.transfer.app[`${path} (no prefetch)`];
    if (np) add(path, '  of which link prefetch, gz KB', kb(ta.jsBytes - np.jsBytes), '', '', null);
    if (ta.jsServedBytes !== undefined) {
      add(path, `  the same JS as sent (${ta.jsEncodings.join(', ')}; the build's own .br), KB`, kb(ta.jsServedBytes), ts?.jsServedBytes !== undefined ? kb(ts.jsServedBytes) : '', '', null);
    }
    add(path, 'CSS, gz KB', kb(ta.cssBytes), ts ? kb(ts.cssBytes) : '', '', null);
    add(path, 'requests until idle (all, incl. config, API)', ta.requests, ts?.requests ?? '', '', null);
    const rbc = la.requestsBeforeContent;
    const rbcBudget = path === '/login' ? b.loginRequestsBeforeContent : null;
    add(path, 'requests before the content (observed LCP)', rbc, ls?.requestsBeforeContent ?? '', rbcBudget ? `≤ ${rbcBudget}` : '', rbcBudget ? rbc <= rbcBudget : null,
      `${path}: ${rbc} requests before the content is painted (budget ${rbcBudget}). ${b.why?.loginRequestsBeforeContent ?? ''}`);
    add(path, 'Lighthouse mobile performance', la.score, ls?.score ?? '', `≥ ${b.lighthouseScore}`, la.score >= b.lighthouseScore,
      `${path} Lighthouse ${la.score} vs ${b.lighthouseScore} (plain SPA ${ls?.score ?? '?'}). ${b.why?.lighthouseScore ?? ''}`);
    const lcpRatio = ls ? la.lcp / ls.lcp : NaN;
    add(path, 'LCP (Lighthouse mobile), ms', Math.round(la.lcp), ls ? Math.round(ls.lcp) : '', `≤ ${b.lcpRatioToSpa}× SPA`, Number.isFinite(lcpRatio) ? lcpRatio <= b.lcpRatioToSpa : null,
      `${path} LCP ${Math.round(la.lcp)} ms is ${lcpRatio.toFixed(2)}× the plain SPA's ${ls ? Math.round(ls.lcp) : '?'} ms (budget ${b.lcpRatioToSpa}×). ${b.why?.lcpRatioToSpa ?? ''}`);
    add(path, 'FCP (Lighthouse mobile), ms', Math.round(la.fcp), ls ? Math.round(ls.fcp) : '', '', null);
    if (la.fcpRuns) add(path, '  per run: scripts in before the first paint → FCP', la.fcpRuns.join(', '), ls?.fcpRuns?.join(', ') ?? '', '', null);
    add(path, 'TBT (Lighthouse mobile), ms', Math.round(la.tbt), ls ? Math.round(ls.tbt) : '', '', null);
    add(path, 'CLS', Math.round(la.cls * 1000) / 1000, ls ? Math.round(ls.cls * 1000) / 1000 : '', `≤ ${b.cls}`, la.cls <= b.cls,
      `${path} CLS ${la.cls.toFixed(3)} vs ${b.cls}. ${b.why?.cls ?? ''}`);
  }
  const inpApp = r.inp.app?.inp ?? NaN;
  const inpSpa = r.inp.spa?.inp ?? NaN;
  if (r.inp.app) add('/login', 'INP, scripted typing + submit (4× CPU), ms', Math.round(inpApp), Math.round(inpSpa), `≤ ${b.inpMs}`, inpApp <= b.inpMs,
    `/login INP ${Math.round(inpApp)} ms vs ${b.inpMs} ms (plain SPA ${Math.round(inpSpa)} ms). ${b.why?.inpMs ?? ''}`);
  const dups = r.duplicates;
  const byPage = new Map();
  for (const d of dups) byPage.set(d.route, [...(byPage.get(d.route) ?? []), `${d.name} ${kb(d.bytes)}`]);
  add('all', 'packages downloaded twice (gz KB)', dups.length ? [...byPage].map(([p, l]) => `${p}: ${l.join(', ')}`).join('; ') : 'none', '', 'none', dups.length === 0,
    `packages downloaded more than once: ${dups.map((d) => `${d.route} ${d.name} ${kb(d.bytes)} KB (${d.files.join(', ')})`).join('; ')}. ${b.why?.duplicates ?? ''}`);
  for (const [name, f] of Object.entries(r.federation)) {
    const ok = kb(f.bytes) <= b.federationKbPerRemote && f.requests <= b.federationRequestsPerRemote;
    add(name, 'federation overhead (KB / requests)', `${kb(f.bytes)} / ${f.requests}`, '', `≤ ${b.federationKbPerRemote} / ${b.federationRequestsPerRemote}`, ok,
      `${name} federation overhead ${kb(f.bytes)} KB in ${f.requests} requests (budget ${b.federationKbPerRemote} KB / ${b.federationRequestsPerRemote}): ${f.files.join(', ')}. ${b.why?.federation ?? ''}`);
  }
  const cr = r.crossRemote;
  if (cr) add(cr.target, 'render after prefetch, from /mypage (4× CPU, mobile network), ms', Math.round(cr.withPrefetchMs), '', `≤ ${b.crossRemoteRenderMs}`, cr.withPrefetchMs <= b.crossRemoteRenderMs,
    `cross-remote render after prefetch ${Math.round(cr.withPrefetchMs)} ms is ${Math.round(cr.withPrefetchMs - b.crossRemoteRenderMs)} ms over. ${b.why?.crossRemoteRenderMs ?? ''}`);
  if (cr?.inViewMs !== undefined) add(cr.target, '  same with its link only in view (its remote\'s hints read, no code), ms', Math.round(cr.inViewMs), '', '', null);
  if (cr) add(cr.target, '  same without prefetch, ms', Math.round(cr.withoutPrefetchMs), '', '', null);
  const rv = r.repeat.app;
  const rs = r.repeat.spa;
  if (rv) add('/mypage', 'repeat visit from SW (SPA: HTTP cache): LCP (mobile net, 4× CPU), ms', Math.round(rv.lcp), rs ? Math.round(rs.lcp) : '', `≤ ${b.repeatVisitPaintMs}`, rv.lcp <= b.repeatVisitPaintMs && rv.fromServiceWorker,
    `repeat visit LCP ${Math.round(rv.lcp)} ms is ${Math.round(rv.lcp - b.repeatVisitPaintMs)} ms over (from the service worker: ${rv.fromServiceWorker}; the plain SPA from the HTTP cache: ${rs ? Math.round(rs.lcp) : '?'} ms; this machine's benchmark index just before: ${Math.round(rv.benchmarkIndex)}). ${b.why?.repeatVisitPaintMs ?? ''}`);
  if (rv) add('/mypage', '  FCP / page content shown, ms', `${Math.round(rv.fcp)} / ${Math.round(rv.content)}`, rs ? `${Math.round(rs.fcp)} / ${Math.round(rs.content)}` : '', '', null);
  // The visits' spread: on a shared machine one visit can take twice another's time (docs/performance.md).
  if (rv?.lcps) add('/mypage', '  LCP of each visit, ms', rv.lcps.map((v) => Math.round(v)).join(' / '), rs?.lcps ? rs.lcps.map((v) => Math.round(v)).join(' / ') : '', '', null);
  if (rv?.benchmarkIndex) add('/mypage', '  the machine just before: benchmark index (Lighthouse\'s, higher is faster)', String(Math.round(rv.benchmarkIndex)), rs?.benchmarkIndex ? String(Math.round(rs.benchmarkIndex)) : '', '', null);

  const head = ['page', 'metric', 'app', 'plain SPA', 'ratio', 'budget', ''];
  const widths = head.map((_, i) => Math.max(...[head, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join(' │ ');
  console.log(`\n${line(head)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  for (const row of rows) console.log(line(row));
  const anyPage = Object.values(lhApp)[0];
  console.log(`\nLighthouse: median of ${anyPage?.runs ?? 0} run(s) per page. Sizes: gzip (the build's .gz, as a browser without brotli gets it), and as sent to this Chromium (brotli) where said; cold cache, no service worker.${ONLY.length ? ` Only ${r.pages.map((p) => p.path).join(', ')} (BENCH_ONLY).` : ''}`);
  console.log(`Machine load: ${r.load.now} before, ${r.load.after} after. The bench took ${r.seconds} s.`);
  if (misses.length) {
    console.log('\nMissed budgets:');
    for (const note of misses) console.log(`- ${note}`);
  } else console.log('\nAll budgets met.');
  mkdirSync(join(root, '.bench'), { recursive: true });
  writeFileSync(join(root, '.bench', 'last.json'), JSON.stringify(r, null, 2));
  console.log('Details: .bench/last.json');
  if (misses.length && process.env.BENCH_STRICT === '1') process.exitCode = 1;
}

main().catch((error) => {
  console.error(`[bench] failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
