// Build-time helper: a remote's share list — federationShared() (./federation.mjs, the one list) cut down to the
// keys the remote's build can import, derived from its source at build time (never a list kept by hand), and a
// guard that fails the build when the bundle ends up importing a key the list does not have.
//
// Why: every key a remote lists costs a loadShare wrapper, an entry in the share import map and, on the dev server,
// a local fallback copy (a production build consumes every key from the shell: consumeOnly below). The shell keeps
// providing every key of federationShared() (it is the provider); a remote that leaves a key out simply never asks for it. The trap: a key a remote's bundle
// imports but does not list is bundled as a plain module — a second copy next to the shell's (a second store,
// router or event stream at run time). Hence the guard, which checks the real module graph.
//
// What counts as imported (importedShares): every runtime import specifier, across a package boundary, of the
// modules src/routes.ts (the one exposed module) reaches — relative imports, workspace packages (features/*) and
// the listed keys' own sources, since the dev server's fallback copy of a key is built from them. An import between two
// keys of one package (shared/ui's `import … from 'shared/auth'`) does not count: @module-federation/vite 1.23 keeps
// it local (a fallback copy of shared/ui carries its own shared/auth whether or not shared/auth is listed), so
// only the remote's own code (and features) decides whether shared/auth is listed. `import type` is not an import.
// A package in node_modules is not read: what it depends on (dependencies and peerDependencies, recursively) is
// what it may import (react-router-dom behind shared/router → react-dom). React is always listed (JSX compiles to
// react/jsx-runtime imports the source does not show).
import { existsSync, readFileSync, realpathSync, statSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import { parseSync } from 'vite';
import { federationShared } from './federation.mjs';

/** Keys every remote lists whatever its source shows: React (the JSX transform imports react/jsx-runtime). */
export const ALWAYS_SHARED = ['react'];

/**
 * React's JSX entry point, listed on its own key with React's config. @module-federation/vite 1.23 finds a subpath
 * of a listed key (react → react/jsx-runtime) only while it transforms the modules that import it, and writes the
 * share list into remoteEntry.js once its module-graph tracker finds every module it knows parsed. Unpatched, the
 * tracker did not count an import rolldown had not loaded yet, so on a loaded machine it ended early: the list then
 * lacked react/jsx-runtime while its wrapper was built, and the remote downloaded its own JSX runtime beside the
 * shell's (it happened on a fresh CI clone). The tracker is patched now (patches/@module-federation__vite@1.23.0.patch);
 * a configured key is in the list whatever the tracker does.
 */
export const JSX_RUNTIME_KEY = 'react/jsx-runtime';

const CODE_FILE = /\.(?:[cm]?[jt]sx?)$/;
const EXTENSIONS = ['.ts', '.tsx', '.mts', '.js', '.jsx', '.mjs'];
/** Export conditions read in a workspace package's `exports`, as the browser build resolves them. */
const CONDITIONS = new Set(['browser', 'import', 'module', 'production', 'default']);

/** The key of `keys` a specifier loads: the key itself or a subpath of it (react/jsx-runtime → react). */
export function shareKeyOf(specifier, keys) {
  let found;
  for (const key of keys) {
    if ((specifier === key || specifier.startsWith(`${key}/`)) && (!found || key.length > found.length)) found = key;
  }
  return found;
}

const isFile = (path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

function packageName(specifier) {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

/** The real folder of package `name` as Node finds it from `fromDir` (node_modules upwards), or null. */
function findPackage(name, fromDir) {
  for (let dir = fromDir; ; dir = dirname(dir)) {
    const candidate = join(dir, 'node_modules', name);
    if (existsSync(join(candidate, 'package.json'))) return realpathSync(candidate);
    if (dirname(dir) === dir) return null;
  }
}

const isWorkspacePackage = (dir) => !dir.split(sep).includes('node_modules');
const readJson = (file) => JSON.parse(readFileSync(file, 'utf8'));

const ownerCache = new Map();
/**
 * The name of the package a file belongs to, as @module-federation/vite tells it: the path after the last
 * node_modules/, else the nearest package.json with a name.
 */
export function packageOfFile(file) {
  const path = file.replaceAll('\\', '/');
  const inModules = path.lastIndexOf('/node_modules/');
  if (inModules >= 0) return packageName(path.slice(inModules + '/node_modules/'.length));
  if (!isAbsolute(file)) return undefined; // a virtual module
  for (let dir = dirname(file); ; dir = dirname(dir)) {
    if (ownerCache.has(dir)) return ownerCache.get(dir);
    const manifest = join(dir, 'package.json');
    const name = isFile(manifest) ? readJson(manifest).name : undefined;
    if (typeof name === 'string' || dirname(dir) === dir) {
      ownerCache.set(dir, name);
      return name;
    }
  }
}

/** A code file for an import path: as written, with an extension, as a folder's index, or .js meaning .ts. */
function resolveFile(path) {
  if (CODE_FILE.test(path) && isFile(path)) return path;
  for (const ext of EXTENSIONS) if (isFile(`${path}${ext}`)) return `${path}${ext}`;
  for (const ext of EXTENSIONS) if (isFile(join(path, `index${ext}`))) return join(path, `index${ext}`);
  const js = /\.([cm]?)js(x?)$/.exec(path);
  if (js) for (const ext of ['.ts', '.tsx']) if (isFile(path.slice(0, -js[0].length) + ext)) return path.slice(0, -js[0].length) + ext;
  return null;
}

/** The target of an `exports` value under the browser build's conditions. */
function exportValue(value) {
  if (typeof value === 'string') return value;
  if (Array.isArray(value)) return value.map(exportValue).find(Boolean) ?? null;
  if (value && typeof value === 'object') {
    for (const [condition, target] of Object.entries(value)) {
      if (!CONDITIONS.has(condition)) continue;
      const found = exportValue(target);
      if (found) return found;
    }
  }
  return null;
}

/** The source file a workspace package's subpath loads (its package.json `exports`, wildcards included). */
function resolveWorkspaceImport(dir, specifier) {
  const pkg = readJson(join(dir, 'package.json'));
  const subpath = `.${specifier.slice(packageName(specifier).length)}`;
  const exportsField = typeof pkg.exports === 'string' || Array.isArray(pkg.exports) ? { '.': pkg.exports } : pkg.exports;
  if (!exportsField) return resolveFile(join(dir, subpath === '.' ? (pkg.module ?? pkg.main ?? 'index') : subpath));
  let target = subpath in exportsField ? exportValue(exportsField[subpath]) : null;
  if (!target) {
    let best = null;
    for (const [pattern, value] of Object.entries(exportsField)) {
      const star = pattern.indexOf('*');
      if (star < 0) continue;
      const [before, after] = [pattern.slice(0, star), pattern.slice(star + 1)];
      if (!subpath.startsWith(before) || !subpath.endsWith(after) || subpath.length < before.length + after.length) continue;
      if (best && best.before.length >= before.length) continue;
      const found = exportValue(value);
      if (found) best = { before, target: found.replaceAll('*', subpath.slice(before.length, subpath.length - after.length)) };
    }
    target = best?.target ?? null;
  }
  return target ? resolveFile(join(dir, target)) : null;
}

/** The specifiers a module imports at run time: static imports and re-exports (not `import type`), literal import(). */
export function runtimeSpecifiers(file, source = readFileSync(file, 'utf8')) {
  const { module, errors } = parseSync(file, source);
  if (errors.length) throw new Error(`${file}: ${errors[0].message}`);
  const typeOnly = (start) => /^(?:import|export)\s+type\b/.test(source.slice(start, start + 40));
  const specifiers = [];
  // verbatimModuleSyntax (tsconfig.base.json): `import { type X } from 'm'` stays as `import 'm'`, so it counts.
  for (const entry of module.staticImports) if (!typeOnly(entry.start)) specifiers.push(entry.moduleRequest.value);
  for (const statement of module.staticExports) {
    if (typeOnly(statement.start)) continue;
    for (const entry of statement.entries) if (entry.moduleRequest && !entry.isType) specifiers.push(entry.moduleRequest.value);
  }
  for (const call of module.dynamicImports) {
    const literal = /^(['"`])([^'"`$]*)\1$/.exec(source.slice(call.moduleRequest.start, call.moduleRequest.end).trim());
    if (literal) specifiers.push(literal[2]);
  }
  return [...new Set(specifiers)];
}

/**
 * The keys of `keys` the modules `entry` reaches import (see the top of this file), each with where the import is
 * (a file, or `package (package.json)` for a dependency of a package in node_modules).
 * @param {string} entry  the first module (a remote's src/routes.ts)
 * @param {readonly string[]} keys  share keys (federationShared())
 * @returns {Map<string, Set<string>>}
 */
export function importedShares(entry, keys) {
  const found = new Map();
  const note = (key, where) => {
    if (!found.has(key)) found.set(key, new Set());
    found.get(key).add(where);
  };
  const seenPackages = new Set();
  /** A package in node_modules: its code is not read, its dependencies are what it may import. */
  const visitPackage = (dir) => {
    if (seenPackages.has(dir)) return;
    seenPackages.add(dir);
    const pkg = readJson(join(dir, 'package.json'));
    const deps = { ...pkg.dependencies, ...pkg.optionalDependencies, ...pkg.peerDependencies };
    for (const dep of Object.keys(deps)) {
      for (const key of keys) if (key === dep || key.startsWith(`${dep}/`)) note(key, `${pkg.name} (package.json)`);
      const depDir = findPackage(dep, dir);
      if (depDir) visitPackage(depDir);
    }
  };
  const queue = [entry];
  const seenFiles = new Set();
  while (queue.length) {
    const file = queue.pop();
    if (seenFiles.has(file)) continue;
    seenFiles.add(file);
    for (const raw of runtimeSpecifiers(file)) {
      const specifier = raw.replace(/[?#].*$/, '');
      if (specifier.startsWith('.') || isAbsolute(specifier)) {
        const target = resolveFile(resolve(dirname(file), specifier));
        if (target) queue.push(target); // a stylesheet, an image… is not code
        continue;
      }
      if (!specifier || /^[\w-]+:/.test(specifier) || specifier.startsWith('\0')) continue; // node:, virtual:, data:
      const key = shareKeyOf(specifier, keys);
      if (key && packageName(key) !== packageOfFile(file)) note(key, file); // within one package: kept local
      const dir = findPackage(packageName(specifier), dirname(file));
      if (!dir) continue; // not installed: the build itself fails on it
      if (isWorkspacePackage(dir)) {
        const target = resolveWorkspaceImport(dir, specifier);
        if (target) queue.push(target);
      } else visitPackage(dir);
    }
  }
  return found;
}

/**
 * A remote's share list: federationShared(dir) filtered to ALWAYS_SHARED and the keys importedShares finds from
 * src/routes.ts, plus React's JSX runtime (JSX_RUNTIME_KEY). `all` is the unfiltered list, `found` where each key is imported.
 * @param {string} dir  the remote's folder
 */
export function remoteShared(dir) {
  const all = federationShared(dir);
  const found = importedShares(join(dir, 'src', 'routes.ts'), Object.keys(all));
  const shared = Object.fromEntries(Object.entries(all).filter(([key]) => ALWAYS_SHARED.includes(key) || found.has(key)));
  if (shared.react) shared[JSX_RUNTIME_KEY] = { ...shared.react };
  return { shared, all, found };
}

/**
 * The list as a remote's production build configures it: every key consume-only (`import: false`). The shell
 * provides every key of federationShared() (the contract check refuses a remote listing one it does not), so a
 * remote's own copy of React, the form library or a `shared/*` module is never what runs. Consume-only, the plugin
 * builds no such copy, and its wrapper for a key is a read of the share scope listing only the exports the remote
 * uses, instead of a fallback loader listing every export (docs/decisions.md "Remotes consume their shares from the
 * shell"; that list is only complete with the patched module-graph tracker, "A patched @module-federation/vite"). Like `experiments.externalRuntime`, it makes a built remote need the shell; the dev server keeps the
 * copies, so a remote still runs on its own there.
 * @template {Record<string, object>} T
 * @param {T} shared
 * @returns {T}
 */
export function consumeOnly(shared) {
  return /** @type {T} */ (Object.fromEntries(Object.entries(shared).map(([key, config]) => [key, { ...config, import: false }])));
}

/**
 * Tells the modules a share key loads: for a key of a workspace package (shared/*) its entry file, for a package in
 * node_modules (wherever it is installed) any file under node_modules/<key>/ (react-dom covers react-dom/client).
 * @returns {((id: string) => boolean) | null}
 */
function shareModuleTest(key, dir) {
  const pkgDir = findPackage(packageName(key), dir);
  if (pkgDir && isWorkspacePackage(pkgDir)) {
    const file = resolveWorkspaceImport(pkgDir, key);
    return file ? (id) => id === file : null;
  }
  const marker = `/node_modules/${key}/`;
  return (id) => id.replaceAll('\\', '/').includes(marker);
}

/** @module-federation/vite's encoding of a package name in a virtual module's id (its packageNameDecode). */
const decodePackageName = (encoded) =>
  encoded.replace(/_mf_0_/g, '@').replace(/_mf_1_/g, '/').replace(/_mf_2_/g, '-').replace(/_mf_3_/g, '.');
const WRAPPER = /__(loadShare|prebuild)__(.+?)__\1__/;

/**
 * The share keys @module-federation/vite built a share wrapper (loadShare) or a local fallback copy (prebuild)
 * for, from the module graph's ids.
 * @param {Iterable<string>} ids
 */
export function wrappedShareKeys(ids) {
  const keys = new Set();
  for (const id of ids) {
    const match = WRAPPER.exec(id);
    if (match) keys.add(decodePackageName(match[2]));
  }
  return keys;
}

/**
 * Fails the build when the module graph holds a module of a share key the remote's list does not have, imported
 * from another package (the imports @module-federation/vite would hand to the share scope if the key were listed):
 * that module is a second copy beside the shell's. importedShares missed the import (a computed `import()`
 * specifier, a package importing what it does not declare…).
 * @param {{ name: string, dir: string, shared: Record<string, unknown>, all: Record<string, unknown> }} options
 * @returns {import('vite').Plugin}
 */
export function shareGuard({ name, dir, shared, all }) {
  return {
    name: 'remote-share-guard',
    apply: 'build',
    buildEnd(error) {
      if (error) return;
      const unlisted = Object.keys(all)
        .filter((key) => !(key in shared))
        .map((key) => ({ key, test: shareModuleTest(key, dir) }))
        .filter((u) => u.test);
      const problems = [];
      for (const id of this.getModuleIds()) {
        const file = id.replace(/[?#].*$/, '');
        for (const { key, test } of unlisted) {
          if (!test(file)) continue;
          const from = (this.getModuleInfo(id)?.importers ?? []).filter((i) => packageOfFile(i.replace(/[?#].*$/, '')) !== packageName(key));
          if (from.length === 0) continue; // only from its own package: a fallback copy's part, never shared
          const names = from.slice(0, 3).map((i) => relative(dir, i.replace(/[?#].*$/, '')));
          problems.push(`${key} (${relative(dir, file)}, imported by ${names.join(', ')}${from.length > 3 ? ` and ${from.length - 3} more` : ''})`);
        }
      }
      // A wrapper for a key the list does not configure (a subpath the plugin found while transforming, such as
      // react/jsx-runtime): whether remoteEntry.js lists that key depends on when the plugin's tracker ends, and
      // when it does not, the wrapper falls back to the remote's own copy (JSX_RUNTIME_KEY).
      const unconfigured = [...wrappedShareKeys(this.getModuleIds())].filter((key) => !(key in shared));
      if (unconfigured.length > 0) {
        this.error(
          `${name}: @module-federation/vite wrapped ${unconfigured.join(', ')} as a share but the share list does not configure ` +
            `${unconfigured.length > 1 ? 'them' : 'it'}, so whether remoteEntry.js lists ${unconfigured.length > 1 ? 'them' : 'it'} depends on build order ` +
            `(when not, the remote downloads its own copy): add the key to remoteShared (shared/build/remote-shares.mjs).`,
        );
      }
      if (problems.length === 0) return;
      this.error(
        `${name}: the bundle imports share keys its share list does not have, so it would carry a second copy of them beside ` +
          `the shell's (a second store, router or form library at run time): ${problems.join('; ')}. The list is derived from ` +
          `the imports src/routes.ts reaches (shared/build/remote-shares.mjs importedShares), which did not see this one: ` +
          `import it with a plain string specifier (not a computed import()), or declare the package's dependency.`,
      );
    },
  };
}
