// Build-time helper: the modules an app provides to the share scope, loaded as ONE module instead of one per share.
// @module-federation/vite 1.23's share import map (localSharedImportMap) loads each local share with its own
// `import("<module>")`, so the bundler makes every shared module a dynamic entry: a chunk, or a re-export facade
// chunk, per share key — the ten `shared/*` subpaths and React's four entry points were 14 files before the
// shell could render. This plugin rewrites those imports, in the share import map only, to one aggregate module
// (`export * as s0 from …`) and picks the share's namespace from it: `import("<module>")` →
// `import("\0mf-share-bundle").then((m) => m.s0)`. The value handed to the federation runtime is the same module
// namespace object as before, so share keys, versions and singletons are unchanged — nothing another app sees
// changes (the contract in shared/build/federation.mjs). What changes is how this app's own files are cut.
//
// `modules`: resolved ids known before the build (the shared/* entry files); `match`: more ids the import map
// names (the federation's React "prebuild" modules, whose ids the plugin makes up). Only the import map imports
// the aggregate, so the aggregate is loaded after the import map's transform has named every member (waiting for
// it instead stalls the federation plugin, which generates the import map once module parsing is idle).
// The loadShare wrappers' fallback imports (run only if a share is missing) keep their own dynamic imports.
// `eager` (the host only): the import map imports the aggregate statically, so no dynamic entry is left for the
// bundler to wrap in a re-export file of its own (the bundle's modules land in whatever chunk a codeSplitting
// group puts them). The shared modules then evaluate with the import map, just before the share init rather than
// during it — right for a host, whose own shares are the ones every app uses (loaded-first). A remote must not:
// its local copies are fallbacks that should never even download.
const BUNDLE_ID = '\0mf-share-bundle';
const IMPORT_MAP = /localSharedImportMap/;
const DYNAMIC_IMPORT = /\bimport\(\s*("(?:[^"\\]|\\.)*")\s*\)/g;

/**
 * @param {{ modules: readonly string[], match?: RegExp, eager?: boolean }} options
 * @returns {import('vite').Plugin}
 */
export function shareBundle({ modules, match, eager = false }) {
  /** module id → export name in the aggregate module, as the import map names them */
  let members = new Map();
  return {
    name: 'mf-share-bundle',
    apply: 'build',
    enforce: 'post',
    buildStart() {
      members = new Map();
    },
    resolveId(id) {
      return id === BUNDLE_ID ? BUNDLE_ID : null;
    },
    load(id) {
      if (id !== BUNDLE_ID) return null;
      if (members.size === 0) this.error('mf-share-bundle: loaded before the share import map named its members');
      return [...members].map(([module, name]) => `export * as ${name} from ${JSON.stringify(module)};`).join('\n');
    },
    transform(code, id) {
      if (!IMPORT_MAP.test(id)) return null;
      let changed = false;
      const next = code.replace(DYNAMIC_IMPORT, (whole, literal) => {
        const module = JSON.parse(literal);
        if (!members.has(module) && (modules.includes(module) || match?.test(module))) members.set(module, `s${members.size}`);
        const name = members.get(module);
        if (!name) return whole;
        changed = true;
        return eager ? `Promise.resolve(__mfShareBundle.${name})` : `import(${JSON.stringify(BUNDLE_ID)}).then((m) => m.${name})`;
      });
      if (!changed) return null;
      return { code: eager ? `import * as __mfShareBundle from ${JSON.stringify(BUNDLE_ID)};\n${next}` : next, map: null };
    },
  };
}
