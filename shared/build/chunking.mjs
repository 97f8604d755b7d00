// Build-time helpers: how the remotes are cut into files (the shell: shell/vite.config.ts) (docs/performance-log.md "Requests before the
// content"). Each file is a request before the first paint, and Lighthouse's mobile profile (HTTP/1.1, six
// connections per origin) makes many small files cost round trips. None of this changes what an app exposes or
// shares (shared/build/federation.mjs) — only which of its own modules share a file.
import { join } from 'node:path';

/** Modules of the federation runtime (a remote's stub with externalRuntime). */
const FEDERATION_RUNTIME = /[\\/]@module-federation[\\/](runtime|runtime-core|sdk|error-codes)[\\/]/;

/** The federation's share import map (virtual:mf-localSharedImportMap:…). */
const IMPORT_MAP = /virtual:mf-localSharedImportMap/;
/** How the federation plugin's name for the file of (coalesced) loadShare wrappers ends. */
const SHARED_WRAPPERS = '__loadShare__shared';
/** A loadShare wrapper (`…__loadShare__<encoded key>__loadShare__.js`); not the plugin's loadShareHelpers module. */
const LOAD_SHARE_WRAPPER = /__loadShare__.+__loadShare__/;

/**
 * A remote's federation glue in one file. @module-federation/vite claims its own modules with codeSplitting groups
 * above every user group (so only its groups can take them), and gives Vite's preload helper a group of its own;
 * the bundler then cuts the rest of what a remote needs before anything of it runs into more files. Here the
 * helper's group takes them too (the file keeps the helper's name, `vite-preload-helper-*.js`: the federation
 * plugin tells its glue files by name when it writes preload lists):
 * - always: the remote's federation runtime stub (externalRuntime: the runtime itself is the shell's), which the
 *   bundler puts in a `dist-*.js` of its own because several entries import it;
 * - `wrappers: true`: the loadShare wrappers the plugin coalesces into one `…__loadShare__shared` file, which the
 *   app's code imports. They then evaluate with the entry, before the share init rather than after it: a wrapper
 *   takes the module from the federation's module cache when it is there and otherwise waits for the init (and
 *   reapplies when the init writes the cache), so nothing reads them earlier than before;
 * - `wrappers: { usedFrom }` (src/routes.ts): only the wrappers the app's own code imports — the modules `usedFrom`
 *   reaches without entering the federation's modules (wrappers, import map, React's prebuilds), whose dynamic
 *   imports lead to the local fallback copies (the dev server's: a production build consumes every share from the
 *   shell, shared/build/remote-shares.mjs consumeOnly). The wrappers only those copies import stay in the plugin's
 *   `…__loadShare__shared` file; consume-only, the plugin puts the wrappers only a lazy page imports in files loaded
 *   with that page;
 * - `importMap: true`: the share import map, which the remote entry imports at once when the shell initialises the
 *   remote (it defines the remote's share list). Needs `preserveEntrySignatures: false`, else the bundler keeps a re-export file for it.
 * (The shell is no longer built with the federation plugin: shell/src/remotes/host.ts.)
 * @param {{ importMap?: boolean, wrappers?: boolean | { usedFrom: string } }} [options]
 * @returns {import('vite').Plugin}
 */
export function federationGlue({ importMap = false, wrappers = false } = {}) {
  const usedFrom = typeof wrappers === 'object' && wrappers ? wrappers.usedFrom : null;
  /** With `usedFrom`: the wrappers the app's code imports, known once the module graph is complete (buildEnd). */
  const used = new Set();
  const glueWrapper = (id) => !usedFrom || !LOAD_SHARE_WRAPPER.test(id) || used.has(id);
  return {
    name: 'federation-glue-chunk',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      used.clear();
    },
    buildEnd() {
      if (!usedFrom) return;
      const walk = [usedFrom];
      const seen = new Set();
      while (walk.length) {
        const id = walk.pop();
        if (seen.has(id)) continue;
        seen.add(id);
        if (LOAD_SHARE_WRAPPER.test(id)) used.add(id);
        if (FEDERATION_VIRTUAL.test(id)) continue; // the way to the local fallback copies
        const info = this.getModuleInfo(id);
        if (info) walk.push(...info.importedIds, ...info.dynamicallyImportedIds);
      }
    },
    configResolved(config) {
      const groups = config.build.rolldownOptions?.output?.codeSplitting?.groups;
      const find = (what) => (Array.isArray(groups) ? groups.find(what) : undefined);
      const helper = find((g) => g && g.name === 'vite-preload-helper');
      if (!helper) throw new Error('federationGlue: no vite-preload-helper group (did @module-federation/vite change how it cuts its chunks?)');
      // The plugin's other group names each wrapper's file with a function of the module id.
      const loadShare = find((g) => g && typeof g.name === 'function' && g !== helper);
      if (!loadShare) throw new Error('federationGlue: no loadShare group (did @module-federation/vite change how it cuts its chunks?)');
      const wrapperFile = (id) => String(loadShare.name(id) ?? '');
      const own = helper.test;
      helper.test = (id) =>
        (own instanceof RegExp ? own.test(id) : typeof own === 'function' ? Boolean(own(id)) : false) ||
        FEDERATION_RUNTIME.test(id) ||
        (importMap && IMPORT_MAP.test(id)) ||
        (Boolean(wrappers) && wrapperFile(id).endsWith(SHARED_WRAPPERS) && glueWrapper(id));
    },
  };
}

/** `{ path, module }` of each `{ path: '/x', load: () => import('./pages/x') }` in a remote's src/routes.ts. */
const ROUTE = /path:\s*'([^']+)'\s*,\s*load:\s*\(\)\s*=>\s*import\('([^']+)'\)/g;
/** The federation's generated modules (share wrappers, import maps): never part of an app's own group. */
const FEDERATION_VIRTUAL = /virtual:mf|__loadShare__|__prebuild__|localSharedImportMap/;

/**
 * A remote's primary page comes with its `./routes` module: the first route of src/routes.ts (the page a worker
 * opens most: /login, /mypage, …) is imported statically by routes.ts instead of with `import()`, and a
 * codeSplitting group puts routes.ts, that page and everything it imports (its parts, features,
 * react-hook-form…) in ONE chunk. Opening the primary page then loads one file instead of the routes chunk, the
 * page chunk and one per piece the page shares with other pages (three to five). The remote's other pages stay
 * lazy chunks (they import what they share with the primary page from that chunk). The cost: those other pages
 * also load the primary page's code with ./routes (it is what a worker opens first anyway).
 * Needs `preserveEntrySignatures: false` (remote-vite-config.mjs): else the bundler keeps the exposed module in
 * a re-export file of its own. The federation's own entries (remoteEntry, hostInit) keep their exports either
 * way (the plugin emits them with a strict signature), and the exposed module still exports `routes` and
 * `sharedVersion` by name (shared/remote-contract).
 * @param {{ dir: string }} options  the remote's folder
 * @returns {import('vite').Plugin}
 */
export function primaryPage({ dir }) {
  const routesFile = join(dir, 'src', 'routes.ts');
  /** Modules of the primary page's chunk, known once the module graph is complete (buildEnd). */
  const members = new Set();
  let primary = null;
  const group = { name: 'routes', test: (id) => id === routesFile || members.has(id) };
  return {
    name: 'remote-primary-page',
    apply: 'build',
    enforce: 'pre', // routes.ts as written (the pattern route-hints.mjs reads), before TypeScript is stripped
    configResolved(config) {
      const output = (config.build.rolldownOptions.output ??= {});
      if (Array.isArray(output)) throw new Error('primaryPage: one output expected');
      output.codeSplitting = { ...(typeof output.codeSplitting === 'object' ? output.codeSplitting : {}), groups: [...(output.codeSplitting?.groups ?? []), group] };
    },
    buildStart() {
      members.clear();
      primary = null;
    },
    transform(code, id) {
      if (id !== routesFile) return null;
      const first = ROUTE.exec(code);
      ROUTE.lastIndex = 0;
      if (!first) return null;
      primary = join(dir, 'src', first[2]);
      const call = first[0].slice(first[0].indexOf('import('));
      const next = `import * as __primaryPage from ${JSON.stringify(first[2])};\n${code.replace(call, 'Promise.resolve(__primaryPage)')}`;
      return { code: next, map: null };
    },
    buildEnd() {
      if (!primary) return;
      const start = [...this.getModuleIds()].find((id) => id.replace(/\.[cm]?[jt]sx?$/, '') === primary);
      if (!start) return;
      const walk = [start];
      while (walk.length) {
        const id = walk.pop();
        if (members.has(id) || FEDERATION_VIRTUAL.test(id) || id === routesFile) continue;
        const info = this.getModuleInfo(id);
        if (!info) continue;
        members.add(id);
        walk.push(...info.importedIds);
      }
    },
  };
}
