#!/usr/bin/env node
// The contract check between the shell and the remotes (docs/contracts.md, docs/deploy.md):
//  1. routes — every path a remote's ./routes exposes is assigned to that remote by the shell's route
//     table (shell/src/routing/route-table.ts), and every path the table assigns to a remote that exists
//     (its folder in remotes.json) is exposed by it. Paths of a remote listed in its remotes.json entry
//     as "pendingPaths" are reported, not failed; remotes the table names but remotes.json does not list
//     yet (e.g. mfe_chat before its team lands it) are reported as "not built yet".
//  2. shared exports — every name a remote (its src and the features files it reaches) imports from a
//     federated `shared/*` subpath is a value export the shell provides (shared/src/<subpath>/index.ts).
//  3. shared version — the `shared` version a remote is built against is compatible with the shell's
//     (same major, minor not newer): shared/src/remote-contract/shared-version.ts.
//  4. shares — every share key a remote's build lists (only the keys its code imports: shared/build/remote-shares.mjs;
//     a prebuilt build's own list from its build-info.json) is one the shell provides (shared/build/federation.mjs).
// Run by `npm test` and by `npm run deploy` before it switches /config.json. Reads sources only (no build).
//
//   node scripts/contract-check.mjs [remote…]     exit 1 when a contract is broken
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const require = createRequire(join(root, 'package.json'));
/** @type {typeof import('typescript')} */
const ts = require('typescript');

/** @typedef {{ name: string, dir: string, prefix: string, pendingPaths?: string[] }} RemoteEntry */

/** remotes.json: the one list of remotes. @returns {RemoteEntry[]} */
export function readRemotes(base = root) {
  const file = JSON.parse(readFileSync(join(base, 'remotes.json'), 'utf8'));
  return Object.entries(file.remotes).map(([name, r]) => ({ name, ...r }));
}

function parse(file) {
  return ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true, file.endsWith('x') ? ts.ScriptKind.TSX : ts.ScriptKind.TS);
}

/** The string value of an object literal's property, or undefined. */
function stringProp(obj, key) {
  for (const p of obj.properties) {
    if (ts.isPropertyAssignment(p) && p.name.getText() === key && ts.isStringLiteralLike(p.initializer)) return p.initializer.text;
  }
  return undefined;
}

function hasProp(obj, key) {
  return obj.properties.some((p) => (ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isShorthandPropertyAssignment(p)) && p.name.getText() === key);
}

function walk(node, visit) {
  visit(node);
  ts.forEachChild(node, (child) => walk(child, visit));
}

/** The shell's route table: path → federation name. @returns {{ path: string, remote: string }[]} */
export function shellRouteTable(base = root) {
  const rows = [];
  walk(parse(join(base, 'shell', 'src', 'routing', 'route-table.ts')), (node) => {
    if (!ts.isVariableDeclaration(node) || node.name.getText() !== 'ROUTE_TABLE' || !node.initializer) return;
    walk(node.initializer, (n) => {
      if (!ts.isObjectLiteralExpression(n)) return;
      const path = stringProp(n, 'path');
      const remote = stringProp(n, 'remote');
      if (path && remote) rows.push({ path, remote });
    });
  });
  if (rows.length === 0) throw new Error('shell/src/routing/route-table.ts: no ROUTE_TABLE rows found');
  return rows;
}

/** The paths a remote's ./routes exposes (object literals with a string `path` and a `load`). */
export function remoteRoutePaths(remoteDir) {
  const file = join(remoteDir, 'src', 'routes.ts');
  if (!existsSync(file)) throw new Error(`${file} not found: a remote exposes ./routes from src/routes.ts`);
  const paths = [];
  walk(parse(file), (n) => {
    if (!ts.isObjectLiteralExpression(n) || !hasProp(n, 'load')) return;
    const path = stringProp(n, 'path');
    if (path) paths.push(path);
  });
  return paths;
}

function resolveFile(candidate) {
  for (const f of [candidate, `${candidate}.ts`, `${candidate}.tsx`, join(candidate, 'index.ts'), join(candidate, 'index.tsx')]) {
    if (existsSync(f) && !f.endsWith('/') && (f.endsWith('.ts') || f.endsWith('.tsx'))) return f;
  }
  return null;
}

/** A workspace package's subpath → its source file (package.json exports), for `features/…`. */
function resolvePackage(specifier, base) {
  const [pkgName, ...rest] = specifier.split('/');
  const pkgDir = join(base, pkgName);
  const pkgFile = join(pkgDir, 'package.json');
  if (!existsSync(pkgFile)) return null;
  const exp = JSON.parse(readFileSync(pkgFile, 'utf8')).exports?.[`./${rest.join('/')}`];
  const target = typeof exp === 'string' ? exp : exp?.default;
  return typeof target === 'string' && /\.tsx?$/.test(target) ? join(pkgDir, target) : null;
}

/**
 * The value names a remote imports from each federated `shared/*` subpath: from its src/routes.ts
 * through every relative import (static or dynamic) and the `features/*` files it reaches — each name with the
 * files that import it (relative to `base`), so that a failure says where to look.
 * @returns {Map<string, Map<string, string[]>>}
 */
export function remoteSharedImports(remoteDir, federated, base = root) {
  const needs = new Map();
  const seen = new Set();
  const queue = [join(remoteDir, 'src', 'routes.ts')];
  while (queue.length) {
    const file = queue.pop();
    if (!file || seen.has(file)) continue;
    seen.add(file);
    const follow = (spec) => {
      if (spec.startsWith('.')) {
        const f = resolveFile(resolve(dirname(file), spec));
        if (f) queue.push(f);
      } else if (spec.startsWith('features/')) {
        const f = resolvePackage(spec, base);
        if (f) queue.push(f);
      }
    };
    walk(parse(file), (n) => {
      if ((ts.isImportDeclaration(n) || ts.isExportDeclaration(n)) && n.moduleSpecifier && ts.isStringLiteral(n.moduleSpecifier)) {
        const spec = n.moduleSpecifier.text;
        if (federated.includes(spec)) {
          const names = needs.get(spec) ?? new Map();
          const add = (name) => {
            const files = names.get(name) ?? [];
            const at = relative(base, file);
            if (!files.includes(at)) files.push(at);
            names.set(name, files);
          };
          if (ts.isImportDeclaration(n)) {
            const clause = n.importClause;
            if (clause && !clause.isTypeOnly && clause.namedBindings && ts.isNamedImports(clause.namedBindings)) {
              for (const el of clause.namedBindings.elements) if (!el.isTypeOnly) add((el.propertyName ?? el.name).text);
            }
          } else if (!n.isTypeOnly && n.exportClause && ts.isNamedExports(n.exportClause)) {
            for (const el of n.exportClause.elements) if (!el.isTypeOnly) add((el.propertyName ?? el.name).text);
          }
          needs.set(spec, names);
        } else follow(spec);
      } else if (ts.isCallExpression(n) && n.expression.kind === ts.SyntaxKind.ImportKeyword && n.arguments[0] && ts.isStringLiteral(n.arguments[0])) {
        follow(n.arguments[0].text);
      }
    });
  }
  return needs;
}

/** The value exports the shell provides for each federated `shared/*` subpath (type-checked exports). */
export function shellSharedExports(federated, base = root) {
  const sharedPkg = JSON.parse(readFileSync(join(base, 'shared', 'package.json'), 'utf8'));
  const files = new Map(federated.map((spec) => [spec, join(base, 'shared', sharedPkg.exports[`./${spec.slice('shared/'.length)}`])]));
  const program = ts.createProgram([...files.values()], {
    target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler,
    jsx: ts.JsxEmit.ReactJSX, skipLibCheck: true, noEmit: true, allowImportingTsExtensions: true, types: [],
  });
  const checker = program.getTypeChecker();
  const provided = new Map();
  for (const [spec, file] of files) {
    const source = program.getSourceFile(file);
    const symbol = source && checker.getSymbolAtLocation(source);
    const names = new Set();
    for (const exp of symbol ? checker.getExportsOfModule(symbol) : []) {
      const target = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
      if (target.flags & ts.SymbolFlags.Value) names.add(exp.name);
    }
    provided.set(spec, names);
  }
  return provided;
}

/** The `shared` version the shell of this checkout provides (shared/src/remote-contract/shared-version.ts). */
export async function shellSharedVersion(base = root) {
  const { sharedPackageVersion } = await import(join(base, 'shared', 'build', 'remote-vite-config.mjs'));
  const versionFile = readFileSync(join(base, 'shared', 'src', 'remote-contract', 'shared-version.ts'), 'utf8');
  return /SHARED_VERSION = '([^']+)'/.exec(versionFile)?.[1] ?? sharedPackageVersion();
}

/** Does a remote built against `built` run with a shell providing `shell`? Same major, minor not newer. */
export function isSharedCompatible(built, shell) {
  const [bMajor, bMinor] = String(built).split('.').map(Number);
  const [sMajor, sMinor] = String(shell).split('.').map(Number);
  return bMajor === sMajor && !(bMinor > sMinor);
}

/**
 * Runs the check. `only` limits it to some remotes (federation names or folders); `builtAgainst` gives a
 * remote's `shared` version when it is not this checkout's (a prebuilt folder being deployed).
 * `sharesOf` gives the share keys a prebuilt remote lists (its build-info.json `shares`); else they are derived
 * from this checkout's source of the remote.
 * `routesOf` gives the paths a prebuilt remote exposes (the `pages` of its route-hints.json); else they are read
 * from this checkout's src/routes.ts.
 * @param {{ only?: string[], base?: string, sharedVersionOf?: Record<string, string>, sharesOf?: Record<string, string[]>,
 *           routesOf?: Record<string, string[]> }} [options]
 * @returns {{ errors: string[], notes: string[] }}
 */
export async function checkContracts({ only, base = root, sharedVersionOf = {}, sharesOf = {}, routesOf = {} } = {}) {
  const errors = [];
  const notes = [];
  const listed = readRemotes(base);
  const remotes = listed.filter((r) => !only?.length || only.includes(r.name) || only.includes(r.dir));
  // A name that is no remote is an error, not an empty check that passes (a typo, `mfe-shift`, checked nothing).
  for (const name of only ?? []) {
    if (!listed.some((r) => r.name === name || r.dir === name)) {
      errors.push(`${name}: no such remote in remotes.json (remotes: ${listed.map((r) => `${r.dir} or ${r.name}`).join(', ')})`);
    }
  }
  const table = shellRouteTable(base);
  const known = new Set(readRemotes(base).map((r) => r.name));
  for (const remote of new Set(table.map((r) => r.remote))) {
    if (!known.has(remote) && !only?.length) {
      notes.push(`${remote}: not built yet (not in remotes.json); the shell shows its area as not deployed for ${table.filter((r) => r.remote === remote).map((r) => r.path).join(', ')}`);
    }
  }

  const { SHARED_SUBPATHS, hostShareList } = await import(join(base, 'shared', 'build', 'federation.mjs'));
  const { remoteShared } = await import(join(base, 'shared', 'build', 'remote-shares.mjs'));
  // What the shell provides: the list its host registers (shell/src/remotes/host.ts). A copy of the checkout without
  // the shell's package.json: not checked.
  const shellShares = existsSync(join(base, 'shell', 'package.json')) ? Object.keys(hostShareList(join(base, 'shell'))) : null;
  const { sharedPackageVersion } = await import(join(base, 'shared', 'build', 'remote-vite-config.mjs'));
  const shellShared = await shellSharedVersion(base);
  let provided = null;

  for (const remote of remotes) {
    const dir = join(base, remote.dir);
    if (!existsSync(dir)) {
      notes.push(`${remote.name}: folder ${remote.dir}/ not present in this checkout; skipped`);
      continue;
    }
    // 1. routes
    const exposed = routesOf[remote.name] ?? remoteRoutePaths(dir);
    const assigned = table.filter((r) => r.remote === remote.name).map((r) => r.path);
    const pending = new Set(remote.pendingPaths ?? []);
    for (const path of exposed) {
      const owner = table.find((r) => r.path === path)?.remote;
      if (owner !== remote.name) {
        errors.push(owner
          ? `${remote.name}: exposes ${path}, which the shell's route table assigns to ${owner} (shell/src/routing/route-table.ts)`
          : `${remote.name}: exposes ${path}, which the shell's route table does not have: add { path: '${path}', remote: '${remote.name}' } to ROUTE_TABLE in shell/src/routing/route-table.ts and deploy the shell first (docs/contracts.md "How to add a remote", step 5)`);
      }
    }
    for (const path of assigned) {
      if (exposed.includes(path)) continue;
      if (pending.has(path)) notes.push(`${remote.name}: ${path} is assigned to it and pending (remotes.json pendingPaths): the area shows an error until it is exposed`);
      else errors.push(`${remote.name}: the shell's route table assigns ${path} to it, but its ./routes does not expose it (or list it in remotes.json "pendingPaths")`);
    }
    // 2. shared exports
    provided ??= shellSharedExports(SHARED_SUBPATHS, base);
    for (const [spec, names] of remoteSharedImports(dir, SHARED_SUBPATHS, base)) {
      for (const [name, files] of names) {
        if (!provided.get(spec)?.has(name)) {
          errors.push(`${remote.name}: imports ${name} from ${spec}, which the shell does not provide (no value export ${name} in shared/src/${spec.slice('shared/'.length)}/index.ts) — imported by ${files.join(', ')}`);
        }
      }
    }
    // 3. shared version
    const built = sharedVersionOf[remote.name] ?? sharedPackageVersion();
    if (!isSharedCompatible(built, shellShared)) {
      errors.push(`${remote.name}: built against shared ${built}, the shell provides shared ${shellShared} (same major and no newer minor needed)`);
    }
    // 4. shares
    const shares = sharesOf[remote.name] ?? (existsSync(join(dir, 'package.json')) ? Object.keys(remoteShared(dir).shared) : null);
    for (const key of shellShares ? (shares ?? []) : []) {
      if (!shellShares.includes(key)) errors.push(`${remote.name}: shares ${key}, which the shell does not provide (shared/build/federation.mjs): each remote would run its own copy`);
    }
    const sharesNote = shares ? `, ${shares.length} shares` : '';
    if (!errors.some((e) => e.startsWith(`${remote.name}:`))) notes.push(`${remote.name}: ok (${exposed.length} paths, shared ${built}${sharesNote})`);
  }
  return { errors, notes };
}

if (process.argv[1] && fileURLToPath(import.meta.url) === resolve(process.argv[1])) {
  const started = Date.now();
  const { errors, notes } = await checkContracts({ only: process.argv.slice(2) });
  for (const n of notes) console.log(`  · ${n}`);
  for (const e of errors) console.error(`  ✖ ${e}`);
  console.log(errors.length ? `contract check failed: ${errors.length} problem(s)` : `contract check passed (${Date.now() - started} ms)`);
  process.exit(errors.length ? 1 : 0);
}
