#!/usr/bin/env node
// `npm run bench`: builds, serves the production build (the local stack: Auth emulator, workerapi, gateway
// with gzip) and measures /login, /mypage and /mypage/salary in headless chromium, then prints one table compared with the
// budgets in scripts/bench-budgets.json. A benchmark, not a timed test: it exits 0 when budgets are missed
// (BENCH_STRICT=1 makes a miss exit 1); CI runs it only to check that it runs.
//
// What is measured (PERFORMANCE.md explains the levers):
// - compressed JS and CSS bytes and requests before interaction (cold cache, no service worker, until the
//   network is idle), with link prefetching on, and how much of it the prefetch is;
// - bytes of each package downloaded more than once (from the source maps of every downloaded file);
// - federation overhead per remote (its entry, share wrappers, init files);
// - Lighthouse mobile (simulated Slow 4G, 4× CPU): performance score, LCP, TBT (median of BENCH_RUNS);
// - the render time of another remote's page after its link was prefetched (4× CPU), and without prefetch;
// - a repeat visit from the service worker cache on a mobile network (150 ms RTT, 1.6 Mbps, 4× CPU).
//
//   BENCH_SKIP_BUILD=1  reuse the last build      BENCH_RUNS=3   Lighthouse runs per page (median)
//   BENCH_PORT=18600    base port (uses +1, +10…+12, +30, +40)   BENCH_STRICT=1  exit 1 on a missed budget
//   BENCH_ONLY=/mypage/salary   measure only these pages (comma-separated), without the cross-remote and
//                               repeat-visit parts (a quick check of one page)
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pnpm, root } from './pnpm.mjs';
import { startStack } from './stack.mjs';

const PORT = Number(process.env.BENCH_PORT ?? 18600);
// The tab's live event stream (GET /workerapi/events, shared/events) stays open for as long as a worker is signed in, so
// a page never reaches "network idle": the bench measures first paint and load, so it refuses the stream (the client
// backs off and the page works without live updates), in Playwright's contexts and in Lighthouse's runs alike.
const EVENT_STREAM_PATTERN = '**/workerapi/events';
const LIGHTHOUSE_BLOCKED = ['*/workerapi/events'];
/** @param {import('@playwright/test').BrowserContext} ctx */
const withoutEventStream = async (ctx) => {
  await ctx.route(EVENT_STREAM_PATTERN, (route) => route.abort());
  return ctx;
};
const RUNS = Math.max(1, Number(process.env.BENCH_RUNS ?? 3));
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const DEMO_EMAIL = process.env.DEMO_EMAIL ?? 'demo@example.jp';
const DEMO_PASSWORD = process.env.DEMO_PASSWORD ?? 'demo1234';
const budgets = JSON.parse(readFileSync(join(root, 'scripts', 'bench-budgets.json'), 'utf8'));
const FEDERATION_GLUE = /remoteEntry|hostInit|_virtual_mf|localSharedImportMap|pendingShares|__mf__|mf-manifest|mf-stats/;
const MOBILE = { cpu: 4, latencyMs: 150, downKbps: 1600, upKbps: 750 };
/** The pages measured; every page but /login is measured signed in as the demo worker (whose salary history the seed makes). */
const ALL_PAGES = ['/login', '/mypage', '/mypage/salary'];
const ONLY = (process.env.BENCH_ONLY ?? '').split(',').map((p) => p.trim()).filter(Boolean);
const PAGES = ONLY.length ? ALL_PAGES.filter((p) => ONLY.includes(p)) : ALL_PAGES;

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

async function main() {
  if (process.env.BENCH_SKIP_BUILD !== '1') {
    log('building the shell and the remotes');
    if (pnpm(['run', 'build']) !== 0) throw new Error('build failed');
  }
  const dataDir = mkdtempSync(join(tmpdir(), 'worker-bench-'));
  const profileDir = join(dataDir, 'chromium');
  mkdirSync(profileDir, { recursive: true });
  log('starting the stack (emulator, workerapi, gateway)');
  const stack = await startStack({ port: PORT, apiPort: PORT + 1, authPort: PORT + 10, dataDir, quiet: true });
  const base = stack.url;
  const cleanups = [async () => stack.stop(), async () => rmSync(dataDir, { recursive: true, force: true })];
  try {
    const { chromium } = await import('@playwright/test');
    const debugPort = PORT + 30;
    const browserProcess = await launchChromium(debugPort, profileDir);
    cleanups.unshift(async () => { try { process.kill(-browserProcess.pid, 'SIGKILL'); } catch { /* gone */ } });
    const browser = await chromium.connectOverCDP(`http://127.0.0.1:${debugPort}`);
    const context = browser.contexts()[0];
    const config = await (await fetch(`${base}/config.json`)).json();
    const remoteNames = Object.keys(config.remotes);

    const results = { transfer: {}, duplicates: [], federation: {}, lighthouse: {}, crossRemote: null, repeat: null };

    // ── 1. bytes and requests before interaction (fresh isolated contexts, cold cache, no SW) ──────────
    for (const route of PAGES) {
      for (const prefetch of [true, false]) {
        const ctx = await withoutEventStream(await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } }));
        if (!prefetch) await ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }));
        const page = await ctx.newPage();
        if (route !== '/login') {
          await signIn(page, base);
          await page.goto('about:blank');
          await (await ctx.newCDPSession(page)).send('Network.clearBrowserCache'); // cold, still signed in
        }
        const responses = [];
        page.on('response', (res) => responses.push(res));
        await page.goto(`${base}${route}`, { waitUntil: 'load' });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(1500); // idle-time prefetch starts after load
        await page.waitForLoadState('networkidle');
        const rows = [];
        for (const res of responses) {
          const url = new URL(res.url());
          if (url.origin !== base) continue;
          const sizes = await res.request().sizes().catch(() => null);
          rows.push({ path: url.pathname, type: res.request().resourceType(), bytes: sizes?.responseBodySize ?? 0, status: res.status() });
        }
        const js = rows.filter((r) => r.type === 'script');
        const css = rows.filter((r) => r.type === 'stylesheet');
        const key = `${route}${prefetch ? '' : ' (no prefetch)'}`;
        results.transfer[key] = {
          jsBytes: js.reduce((s, r) => s + r.bytes, 0), cssBytes: css.reduce((s, r) => s + r.bytes, 0),
          requests: rows.length, jsFiles: js.map((r) => r.path),
        };
        if (prefetch) {
          for (const name of remoteNames) {
            const prefix = new URL(config.remotes[name], base).pathname.replace(/remoteEntry\.js$/, '');
            const glue = rows.filter((r) => r.path.startsWith(prefix) && FEDERATION_GLUE.test(r.path));
            if (!glue.length) continue;
            const prev = results.federation[name];
            const bytes = glue.reduce((s, r) => s + r.bytes, 0);
            if (!prev || bytes > prev.bytes) results.federation[name] = { bytes, requests: glue.length, files: glue.map((r) => r.path.slice(prefix.length)) };
          }
          results.duplicates.push(...(await duplicatesOf(route, js, base)));
        }
        await ctx.close();
      }
    }

    // ── 2. Lighthouse mobile (default config: emulated phone, simulated Slow 4G, 4× CPU) ───────────────
    const { default: lighthouse } = await import('lighthouse');
    const control = context.pages()[0] ?? (await context.newPage());
    const cdp = await context.newCDPSession(control);
    async function coldCache(keepStorage) {
      await cdp.send('Network.clearBrowserCache');
      await cdp.send('Storage.clearDataForOrigin', { origin: base, storageTypes: keepStorage ? 'service_workers,cache_storage' : 'all' });
    }
    for (const route of PAGES) {
      const runs = [];
      if (route !== '/login') {
        await coldCache(false);
        await signIn(control, base);
        await control.goto('about:blank');
      }
      for (let i = 0; i < RUNS; i += 1) {
        await coldCache(route !== '/login');
        const result = await lighthouse(`${base}${route}`, {
          port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance'], disableStorageReset: true, blockedUrlPatterns: LIGHTHOUSE_BLOCKED,
        });
        const lhr = result?.lhr;
        if (!lhr) continue;
        mkdirSync(join(root, '.bench'), { recursive: true });
        writeFileSync(join(root, '.bench', `lighthouse${route.replace(/\//g, '-')}-${i + 1}.json`), JSON.stringify(lhr));
        runs.push({
          score: Math.round((lhr.categories.performance.score ?? 0) * 100),
          lcp: lhr.audits['largest-contentful-paint'].numericValue,
          tbt: lhr.audits['total-blocking-time'].numericValue,
          fcp: lhr.audits['first-contentful-paint'].numericValue,
          finalUrl: lhr.finalDisplayedUrl,
        });
      }
      results.lighthouse[route] = {
        score: median(runs.map((r) => r.score)), lcp: median(runs.map((r) => r.lcp)), tbt: median(runs.map((r) => r.tbt)),
        fcp: median(runs.map((r) => r.fcp)), runs: runs.length, finalUrl: runs[0]?.finalUrl,
      };
      log(`lighthouse ${route}: ${JSON.stringify(results.lighthouse[route])}`);
    }

    if (!ONLY.length) {
      // ── 3. another remote's page after prefetch (4× CPU) ───────────────────────────────────────────
      results.crossRemote = await crossRemote(browser, base, config);

      // ── 4. repeat visit from the service worker cache on a mobile network ──────────────────────────
      const proxy = await throttledProxy(PORT, PORT + 40, { latencyMs: MOBILE.latencyMs, downKbps: MOBILE.downKbps });
      cleanups.unshift(async () => new Promise((ok) => { proxy.closeAllConnections(); proxy.close(() => ok()); }));
      results.repeat = await repeatVisit(browser, `http://localhost:${PORT + 40}`);
    }

    await browser.close().catch(() => undefined);
    report(results);
  } finally {
    for (const cleanup of cleanups) await cleanup().catch(() => undefined);
  }
}

async function signIn(page, base) {
  await page.goto(`${base}/login`);
  await page.getByLabel('メールアドレス').fill(DEMO_EMAIL);
  await page.getByLabel('パスワード', { exact: true }).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: 'ログインする' }).click();
  await page.waitForURL(/\/mypage$/, { timeout: 30_000 });
  await page.getByTestId('mypage-greeting').waitFor({ timeout: 30_000 });
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

/** Time from the navigation to the destination's heading on screen, after (and without) its prefetch. */
async function crossRemote(browser, base, config) {
  // From /mypage (mfe_mypage) to mfe_auth's password-reset page: a page that renders without data, so the
  // time is the federation's and the shell's, not a page's own API call.
  const target = '/login/forget-password';
  void config;
  const measure = async (prefetch) => {
    const ctx = await withoutEventStream(await browser.newContext({ serviceWorkers: 'block', viewport: { width: 412, height: 915 } }));
    if (!prefetch) await ctx.addInitScript(() => Object.defineProperty(Navigator.prototype, 'connection', { configurable: true, get: () => ({ saveData: true, effectiveType: '4g' }) }));
    const p = await ctx.newPage();
    await signIn(p, base);
    const session = await ctx.newCDPSession(p);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    await p.waitForLoadState('networkidle');
    await p.evaluate((href) => {
      const a = document.createElement('a');
      a.href = href;
      a.textContent = 'bench';
      a.id = 'bench-link';
      a.style.cssText = 'position:absolute;top:-100px';
      document.body.append(a);
    }, target);
    if (prefetch) {
      await p.locator('#bench-link').dispatchEvent('pointerover');
      await p.waitForFunction(() => {
        const s = globalThis.__SHELL_PREFETCH__?.stats();
        return s && s.started > 0 && s.inFlight === 0 && s.queued === 0;
      }, undefined, { timeout: 30_000 });
      await p.waitForLoadState('networkidle');
    }
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
  const without = [];
  for (let i = 0; i < 3; i += 1) withPrefetch.push(await measure(true));
  for (let i = 0; i < 2; i += 1) without.push(await measure(false));
  return { target, withPrefetchMs: median(withPrefetch), withoutPrefetchMs: median(without) };
}

/** First visit installs the service worker; the repeat visit is measured on the throttled origin. */
async function repeatVisit(browser, origin) {
  const context = await withoutEventStream(await browser.newContext({ serviceWorkers: 'allow', viewport: { width: 412, height: 915 } }));
  const page = await context.newPage();
  await signIn(page, origin);
  await page.waitForFunction(async () => {
    await navigator.serviceWorker.ready;
    if (!navigator.serviceWorker.controller) return false;
    const cache = await caches.open('worker-api-v1');
    return (await cache.keys()).some((k) => new URL(k.url).pathname === '/workerapi/me');
  }, undefined, { timeout: 60_000 });
  await page.reload();
  await page.getByTestId('mypage-greeting').waitFor();
  await page.waitForLoadState('networkidle');
  await page.goto('about:blank');
  const runs = [];
  for (let i = 0; i < 3; i += 1) {
    const p = await context.newPage();
    const session = await context.newCDPSession(p);
    await session.send('Emulation.setCPUThrottlingRate', { rate: MOBILE.cpu });
    await p.addInitScript(() => {
      globalThis.__benchPaint = { fcp: null, lcp: null };
      new PerformanceObserver((list) => { for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') globalThis.__benchPaint.fcp = e.startTime; }).observe({ type: 'paint', buffered: true });
      new PerformanceObserver((list) => { for (const e of list.getEntries()) globalThis.__benchPaint.lcp = e.startTime; }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const response = await p.goto(`${origin}/mypage`);
    await p.getByTestId('mypage-greeting').waitFor({ timeout: 30_000 });
    const content = await p.evaluate(() => performance.now());
    await p.waitForTimeout(300);
    if (i === 0) {
      const timings = await p.evaluate(() => performance.getEntriesByType('resource').map((e) => ({ url: e.name, start: Math.round(e.startTime), end: Math.round(e.responseEnd) })));
      mkdirSync(join(root, '.bench'), { recursive: true });
      writeFileSync(join(root, '.bench', 'repeat-visit-resources.json'), JSON.stringify(timings, null, 1));
    }
    const paint = await p.evaluate(() => globalThis.__benchPaint);
    runs.push({ fcp: paint.fcp, lcp: paint.lcp, content, fromSW: response?.fromServiceWorker() ?? false });
    await p.close();
  }
  await context.close();
  return {
    fcp: median(runs.map((r) => r.fcp ?? NaN)), lcp: median(runs.map((r) => r.lcp ?? NaN)),
    content: median(runs.map((r) => r.content)), fromServiceWorker: runs.every((r) => r.fromSW),
  };
}

function report(r) {
  const rows = [];
  const misses = [];
  /** One row: a metric, one value per measured page (PAGES order), the budget and ok / MISS. */
  const add = (metric, values, budget, ok, note) => {
    rows.push([metric, ...values, budget, ok === null ? '' : ok ? 'ok' : 'MISS']);
    if (ok === false) misses.push(note);
  };
  const per = (fn) => PAGES.map(fn);
  const t = r.transfer;
  const loginJs = t['/login'] ? kb(t['/login'].jsBytes) : null;
  add('JS before interaction, gz KB', per((p) => kb(t[p].jsBytes)), loginJs === null ? '' : `/login ≤ ${budgets.loginJsKb}`, loginJs === null ? null : loginJs <= budgets.loginJsKb,
    `/login JS ${loginJs} KB is ${t['/login'] ? kb(t['/login'].jsBytes - budgets.loginJsKb * 1024) : 0} KB over ${budgets.loginJsKb} KB. ${budgets.why?.loginJsKb ?? ''}`);
  add('  of which link prefetch, gz KB', per((p) => kb(t[p].jsBytes - t[`${p} (no prefetch)`].jsBytes)), '', null);
  add('CSS, gz KB', per((p) => kb(t[p].cssBytes)), '', null);
  add('requests (all, incl. config and API)', per((p) => t[p].requests), '', null);
  const fmtDup = (list) => (list.length ? list.map((d) => `${d.name} ${kb(d.bytes)}`).join(', ') : 'none');
  add('packages downloaded twice (gz KB)', per((p) => fmtDup(r.duplicates.filter((d) => d.route === p))), 'none', r.duplicates.length === 0,
    `packages downloaded more than once: ${r.duplicates.map((d) => `${d.route} ${d.name} ${kb(d.bytes)} KB (${d.files.join(', ')})`).join('; ')}. ${budgets.why?.duplicates ?? ''}`);
  for (const [name, f] of Object.entries(r.federation)) {
    const ok = kb(f.bytes) <= budgets.federationKbPerRemote && f.requests <= budgets.federationRequestsPerRemote;
    add(`federation overhead ${name} (KB / requests)`, per((_, i) => (i === 0 ? `${kb(f.bytes)} / ${f.requests}` : '')), `≤ ${budgets.federationKbPerRemote} / ${budgets.federationRequestsPerRemote}`, ok,
      `${name} federation overhead ${kb(f.bytes)} KB in ${f.requests} requests (budget ${budgets.federationKbPerRemote} KB / ${budgets.federationRequestsPerRemote}): ${f.files.join(', ')}. ${budgets.why?.federation ?? ''}`);
  }
  const lh = r.lighthouse;
  const scoreOk = PAGES.every((p) => lh[p].score >= budgets.lighthouseScore);
  add('Lighthouse mobile performance', per((p) => lh[p].score), `≥ ${budgets.lighthouseScore}`, scoreOk,
    `Lighthouse ${PAGES.map((p) => `${lh[p].score} (${p})`).join(' / ')} vs ${budgets.lighthouseScore}. ${budgets.why?.lighthouseScore ?? ''}`);
  add('LCP (Lighthouse mobile), ms', per((p) => Math.round(lh[p].lcp)), '', null);
  add('TBT (Lighthouse mobile), ms', per((p) => Math.round(lh[p].tbt)), '', null);
  add('FCP (Lighthouse mobile), ms', per((p) => Math.round(lh[p].fcp)), '', null);
  const mypageColumn = Math.max(0, PAGES.indexOf('/mypage'));
  const last = (value) => per((_, i) => (i === mypageColumn ? value : ''));
  const cr = r.crossRemote;
  if (cr) {
    add(`render ${cr.target} after prefetch (4× CPU), ms`, last(Math.round(cr.withPrefetchMs)), `≤ ${budgets.crossRemoteRenderMs}`, cr.withPrefetchMs <= budgets.crossRemoteRenderMs,
      `cross-remote render after prefetch ${Math.round(cr.withPrefetchMs)} ms is ${Math.round(cr.withPrefetchMs - budgets.crossRemoteRenderMs)} ms over. ${budgets.why?.crossRemoteRenderMs ?? ''}`);
    add('  same without prefetch, ms', last(Math.round(cr.withoutPrefetchMs)), '', null);
  }
  const rv = r.repeat;
  if (rv) {
    add('repeat visit from SW: LCP (mobile net, 4× CPU), ms', last(Math.round(rv.lcp)), `≤ ${budgets.repeatVisitPaintMs}`, rv.lcp <= budgets.repeatVisitPaintMs && rv.fromServiceWorker,
      `repeat visit LCP ${Math.round(rv.lcp)} ms is ${Math.round(rv.lcp - budgets.repeatVisitPaintMs)} ms over (from the service worker: ${rv.fromServiceWorker}). ${budgets.why?.repeatVisitPaintMs ?? ''}`);
    add('  FCP / page content shown, ms', last(`${Math.round(rv.fcp)} / ${Math.round(rv.content)}`), '', null);
  }

  const header = ['metric', ...PAGES, 'budget', ''];
  const widths = header.map((_, i) => Math.max(...[header, ...rows].map((row) => String(row[i]).length)));
  const line = (row) => row.map((cell, i) => String(cell).padEnd(widths[i])).join(' │ ');
  console.log(`\n${line(header)}\n${widths.map((w) => '─'.repeat(w)).join('─┼─')}`);
  for (const row of rows) console.log(line(row));
  console.log(`\nLighthouse: median of ${lh[PAGES[0]].runs} run(s) per page. Sizes: gzip as served, cold cache, no service worker.${ONLY.length ? ` Only ${PAGES.join(', ')} (BENCH_ONLY).` : ''}`);
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
