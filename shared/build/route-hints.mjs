// Build-time helper for remotes: emits `route-hints.json` beside remoteEntry.js — for each of the remote's paths,
// every file that opening it will load from this remote (the entry's static imports, the exposed ./routes module
// and the page's chunk, each with its static imports; the primary page has no chunk of its own: it is in
// ./routes' files, shared/build/chunking.mjs). The shell's boot script fetches it as soon as
// /config.json names the entry and modulepreloads them all at once, instead of the browser discovering them one
// level at a time (entry → share init → routes → page). Paths are relative to the entry, like the build's base.
// `shares`: for each path whose files take a key the shell provides on demand (the form library), those keys.
// A path's files include what its page declares it imports on demand as it opens (`preloads` in src/routes.ts).
// Deploy-safe: the hints live in the same versioned folder as the files they name.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { HOST_ON_DEMAND_SHARES } from './federation.mjs';
import { wrappedShareKeys } from './remote-shares.mjs';

export const ROUTE_HINTS_FILE = 'route-hints.json';

/**
 * What a declared call may be: a path of the API without a query (the boot script sends exactly that URL, with the
 * token). The build refuses anything else, and the boot script (shell/boot-hints.ts) checks it again on the hints
 * it reads from the network. A RegExp source without backslashes, so it goes into the boot script as it is.
 */
export const CALL_PATH_PATTERN = '^/workerapi/[A-Za-z0-9_/-]+$';

/** `{ path, module }` of each `{ path: '/x', load: () => import('./pages/x') }` in src/routes.ts. */
export function routeModules(routesSource) {
  return [...routesSource.matchAll(/path:\s*'([^']+)'\s*,\s*load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g)].map((m) => ({ path: m[1], module: m[2] }));
}

/**
 * `{ path: [call, …] }`: the `calls: ['/workerapi/…', …]` a route of src/routes.ts declares on its line (shared/
 * remote-contract RemotePage.calls) — the GETs its page sends as it opens. A call must be a path of the API
 * without a query: the boot script sends exactly that URL.
 */
export function routeCalls(routesSource) {
  const calls = routeLists(routesSource, 'calls');
  for (const [path, list] of Object.entries(calls)) {
    for (const call of list) {
      if (!new RegExp(CALL_PATH_PATTERN).test(call)) throw new Error(`route-hints: ${path} declares the call '${call}': a path of the API (/workerapi/…) without a query is expected`);
    }
  }
  return calls;
}

/** `{ path: [string, …] }`: a list of string literals, `key: ['…', …]`, on each route's line of src/routes.ts (none: left out). */
function routeLists(routesSource, key) {
  const lists = {};
  for (const m of routesSource.matchAll(new RegExp(`\\{\\s*path:\\s*'([^']+)'[^\\n]*?\\b${key}:\\s*\\[([^\\]]*)\\]`, 'g'))) {
    const list = [...m[2].matchAll(/'([^']*)'/g)].map((c) => c[1]);
    if (list.length > 0) lists[m[1]] = list;
  }
  return lists;
}

/**
 * `{ path: [module, …] }`: the `preloads: ['…', …]` a route of src/routes.ts declares on its line (shared/
 * remote-contract RemotePage.preloads) — what its page imports on demand as it opens (a package name, or a path
 * from src/ like './parts/x'), written as the page's import() names it.
 */
export function routePreloads(routesSource) {
  return routeLists(routesSource, 'preloads');
}

/** Whether a module id of the bundle is `specifier` (a package's file, or a path from src/ without its extension). */
function isModule(id, specifier, srcDir) {
  if (specifier.startsWith('.')) return id.replace(/\.[cm]?[jt]sx?$/, '') === join(srcDir, specifier);
  return id.includes(`/node_modules/${specifier}/`);
}

/** Static-import closure of a chunk (the chunk itself included). */
function closure(bundle, fileName, seen = new Set()) {
  if (seen.has(fileName)) return seen;
  const chunk = bundle[fileName];
  if (!chunk || chunk.type !== 'chunk') return seen;
  seen.add(fileName);
  for (const imported of chunk.imports) closure(bundle, imported, seen);
  return seen;
}

/** The hints of a built bundle (a map of file name → chunk or asset, as in generateBundle). */
export function hintsFor(bundle, { dir, entry = 'remoteEntry.js' }) {
  const routesFile = resolve(dir, 'src', 'routes.ts');
  const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
  const entryChunk = bundle[entry];
  if (!entryChunk || entryChunk.type !== 'chunk') return null;
  // The entry and its share init (imported dynamically by the entry at once).
  const base = [...closure(bundle, entry)];
  for (const f of entryChunk.dynamicImports) if (/localSharedImportMap/.test(f)) closure(bundle, f, new Set(base)).forEach((x) => base.includes(x) || base.push(x));
  // The exposed module as the entry loads it: a chunk the entry imports dynamically whose modules include src/routes.ts.
  const routesChunk = entryChunk.dynamicImports.map((f) => bundle[f]).find((c) => c?.type === 'chunk' && Object.keys(c.modules).some((m) => m === routesFile));
  const routes = routesChunk ? [...closure(bundle, routesChunk.fileName)] : [];
  const pages = {};
  const source = readFileSync(routesFile, 'utf8');
  for (const { path, module } of routeModules(source)) {
    const id = join(dirname(routesFile), module);
    const page = chunks.find((c) => c.facadeModuleId && c.facadeModuleId.replace(/\.tsx?$/, '') === id);
    // A page without a chunk of its own is in ./routes' files (the primary page, ./chunking.mjs): nothing more.
    pages[path] = page ? [...closure(bundle, page.fileName)].filter((f) => !routes.includes(f) && !base.includes(f)) : [];
  }
  // What a page declares it imports on demand as it opens (`preloads`): its chunk, with its static imports, goes with
  // the page's files, so the boot script requests it with them instead of one round trip after the page's code ran.
  for (const [path, specifiers] of Object.entries(routePreloads(source))) {
    if (!pages[path]) throw new Error(`route-hints: ${path} declares preloads but is not a route of src/routes.ts`);
    for (const specifier of specifiers) {
      const target = chunks.find((c) => Object.keys(c.modules).some((id) => isModule(id, specifier, dirname(routesFile))));
      if (!target) throw new Error(`route-hints: ${path} preloads '${specifier}', which no file of the build holds`);
      for (const f of closure(bundle, target.fileName)) {
        if (!routes.includes(f) && !base.includes(f) && !pages[path].includes(f)) pages[path].push(f);
      }
    }
  }
  const css = (files) => [...new Set(files.flatMap((f) => [...(bundle[f]?.viteMetadata?.importedCss ?? [])]))];
  // Every path loads ./routes' files too, and with them their styles (the primary page's).
  const styles = {};
  for (const [path, files] of Object.entries(pages)) styles[path] = css([...routes, ...files]);
  // What the routes' and pages' code imports on demand otherwise, with its static imports: not on a page's way to its
  // first paint, so not preloaded; cached with the rest of the area for offline (shell/src/pwa/warm-areas.ts).
  const known = new Set([...base, ...routes, ...Object.values(pages).flat()]);
  const lazy = new Set();
  const walk = [...routes, ...Object.values(pages).flat()];
  while (walk.length) {
    const chunk = bundle[walk.pop()];
    for (const f of chunk?.type === 'chunk' ? chunk.dynamicImports ?? [] : []) {
      for (const g of closure(bundle, f)) {
        if (known.has(g) || lazy.has(g)) continue;
        lazy.add(g);
        walk.push(g);
      }
    }
  }
  // Which of the keys the shell provides on demand (the form library: ./federation.mjs HOST_ON_DEMAND_SHARES) each
  // path's files take: the boot script preloads the shell's file of them with the page's own files.
  const onDemand = (files) => [...wrappedShareKeys(files.flatMap((f) => Object.keys(bundle[f]?.modules ?? {})))]
    .filter((key) => HOST_ON_DEMAND_SHARES.includes(key)).sort();
  const shares = {};
  for (const [path, files] of Object.entries(pages)) {
    const keys = onDemand([...base, ...routes, ...files]);
    if (keys.length > 0) shares[path] = keys;
  }
  return {
    entry: base.filter((f) => f !== entry), routes: routes.filter((f) => !base.includes(f)), pages, styles, calls: routeCalls(source),
    shares, lazy: [...lazy],
  };
}

/**
 * @param {{ dir: string, entry?: string }} options
 * Runs after the files are written (writeBundle): Vite drops CSS-only chunks late in generateBundle, so only
 * the final bundle names files that exist; a name whose file is absent is left out all the same.
 */
export function routeHints(options) {
  return {
    name: 'remote-route-hints',
    apply: 'build',
    writeBundle(output, bundle) {
      const outDir = output.dir;
      const hints = outDir ? hintsFor(bundle, options) : null;
      if (!hints) return;
      const exists = (f) => existsSync(join(outDir, f));
      const keep = (files) => files.filter(exists);
      const final = {
        entry: keep(hints.entry), routes: keep(hints.routes),
        pages: Object.fromEntries(Object.entries(hints.pages).map(([p, files]) => [p, keep(files)])),
        styles: Object.fromEntries(Object.entries(hints.styles).map(([p, files]) => [p, keep(files)])),
        calls: hints.calls,
        shares: hints.shares,
        lazy: keep(hints.lazy),
      };
      writeFileSync(join(outDir, ROUTE_HINTS_FILE), `${JSON.stringify(final, null, 1)}\n`);
    },
  };
}
