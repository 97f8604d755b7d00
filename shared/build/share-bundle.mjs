// Build-time helper: the modules an app provides to the share scope, loaded as ONE file instead of one per share.
// @module-federation/vite 1.23 loads each local share with its own `import("<module>")` (from the share import
// map, the loadShare wrappers' fallbacks and pendingShares), so the bundler makes every shared module a dynamic
// entry: a chunk, or a re-export facade chunk, per share key — the ten `shared/*` subpaths and React's four entry
// points were 14 files before the shell could render. This plugin rewrites those imports, in the federation's
// generated modules only, to one aggregate module (`export * as s0 from …`) and picks the share's namespace from
// it: `import("<module>")` → `import("\0mf-share-bundle").then((m) => m.s0)`. The value handed to the federation
// runtime is the same module namespace object as before, so share keys, versions and singletons are unchanged —
// nothing another app sees changes (the contract in shared/build/federation.mjs). What changes is how this app's
// own files are cut: one dynamic entry instead of fourteen, and all of them are evaluated when the first share
// is (the share init asks for them at start anyway, React first).
//
// `modules`: resolved ids known before the build (the shared/* entry files); `match`: ids found in the share
// import map (the federation's React "prebuild" modules, whose ids the plugin makes up). The aggregate module
// is written once the share import map has been transformed, so it names every member.
// `eager` (the host only): the share import map imports the aggregate statically, so no dynamic entry is left
// for the bundler to wrap in a re-export file of its own (the bundle's modules land in whatever chunk a
// codeSplitting group puts them). The shared modules then evaluate when the import map does, just before the
// share init rather than during it — right for a host, whose own shares are the ones every app uses
// (loaded-first). A remote must not: its local copies are fallbacks that should never even download. The
// loadShare wrappers' fallback imports keep the dynamic form either way (they run only if a share is missing).
const BUNDLE_ID = '\0mf-share-bundle';
const IMPORT_MAP = /localSharedImportMap/;
const FEDERATION_MODULE = /localSharedImportMap|__loadShare__|__P_S__|pendingShares/;
const DYNAMIC_IMPORT = /\bimport\(\s*("(?:[^"\\]|\\.)*")\s*\)/g;

/**
 * @param {{ modules: readonly string[], match?: RegExp, eager?: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function shareBundle({ modules, match, eager = false }) {
  /** module id → export name in the aggregate module */
  let members = new Map();
  let importMapSeen = () => {};
  let importMapReady = Promise.resolve();
  const member = (id) => {
    if (!members.has(id) && (modules.includes(id) || match?.test(id))) members.set(id, `s${members.size}`);
    return members.get(id);
  };
  return {
    name: 'mf-share-bundle',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      members = new Map();
      importMapReady = new Promise((resolve) => { importMapSeen = resolve; });
    },
    resolveId(id) {
      return id === BUNDLE_ID ? BUNDLE_ID : null;
    },
    async load(id) {
      if (id !== BUNDLE_ID) return null;
      await importMapReady;
      for (const module of modules) member(module);
      return [...members].map(([module, name]) => `export * as ${name} from ${JSON.stringify(module)};`).join('\n');
    },
    transform(code, id) {
      if (!FEDERATION_MODULE.test(id)) return null;
      const isImportMap = IMPORT_MAP.test(id);
      let changed = false;
      const next = code.replace(DYNAMIC_IMPORT, (whole, literal) => {
        const module = JSON.parse(literal);
        // Only the import map adds `match`ed members: a module the map does not name is no share of this app.
        const name = isImportMap ? member(module) : members.get(module) ?? (modules.includes(module) ? member(module) : undefined);
        if (!name) return whole;
        changed = true;
        return isImportMap && eager ? `Promise.resolve(__mfShareBundle.${name})` : `import(${JSON.stringify(BUNDLE_ID)}).then((m) => m.${name})`;
      });
      if (isImportMap) importMapSeen();
      if (!changed) return null;
      return { code: isImportMap && eager ? `import * as __mfShareBundle from ${JSON.stringify(BUNDLE_ID)};\n${next}` : next, map: null };
    },
  };
}
