// Build-time helper: the share list every federated app (shell and remotes) uses.
// One list, so a singleton can never be configured two ways (a badly listed share loads twice). The shell shares
// all of it (it is the provider); a remote shares the keys of it its code imports (./remote-shares.mjs filters it).
// Shared here: React, the `shared` package's subpaths (the narrow facades) and the form library (FORM_SHARED_PACKAGES). react-router-dom and
// firebase are NOT shared whole: they live behind `shared/router` and `shared/auth` (PERFORMANCE.md).
// Plain JavaScript (with federation.d.mts) because Vite loads its config through Node.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const SHARED_SUBPATHS = [
  'shared/config',
  'shared/store',
  'shared/api',
  'shared/auth',
  'shared/router',
  'shared/messages',
  'shared/domain',
  'shared/schemas',
  'shared/ui',
  'shared/events',
];

/**
 * The form library three remotes use (react-hook-form and its zod resolver): shared like React, provided by the
 * shell (which depends on it for this), so a worker moving between areas downloads it once instead of once per
 * remote (issue 17: "no package downloaded twice"). A built remote consumes it from the shell (consume-only, like
 * every share: shared/build/remote-shares.mjs consumeOnly); the dev server keeps a copy of its own.
 */
export const FORM_SHARED_PACKAGES = ['react-hook-form', '@hookform/resolvers'];
/** What the apps import of them (a subpath is shared on its own key). */
const FORM_SHARED_IMPORTS = { 'react-hook-form': ['react-hook-form'], '@hookform/resolvers': ['@hookform/resolvers/zod'] };

/**
 * The keys the shell provides on demand, from a file of its own, instead of from its start file: the form library
 * (17 KB gz), which only the pages with a form run — my page, the shift, chat and reservation pages have none
 * (docs/decisions.md "The form library provided on demand"). A remote's route hints name, for each of its paths,
 * which of these keys the page loads (./route-hints.mjs `shares`), and the shell's boot script preloads the file
 * with the page's own files.
 */
export const HOST_ON_DEMAND_SHARES = Object.values(FORM_SHARED_IMPORTS).flat();

/** The share list, with React's and the form library's required versions read from what is installed (the catalog's pins). */
export function federationShared(appDir = process.cwd()) {
  const require = createRequire(`${appDir}/`);
  const reactVersion = require('react/package.json').version;
  const shared = {
    react: { singleton: true, requiredVersion: `^${reactVersion}` },
    'react-dom': { singleton: true, requiredVersion: `^${reactVersion}` },
  };
  for (const subpath of SHARED_SUBPATHS) shared[subpath] = { singleton: true, requiredVersion: false };
  const deps = { ...JSON.parse(readFileSync(`${appDir}/package.json`, 'utf8')).dependencies };
  for (const pkg of FORM_SHARED_PACKAGES) {
    if (!(pkg in deps)) continue; // an app shares only what it depends on (mfe-chat and mfe-shifts have no forms library)
    const version = require(`${pkg}/package.json`).version;
    for (const key of FORM_SHARED_IMPORTS[pkg]) shared[key] = { singleton: true, requiredVersion: `^${version}`, version };
  }
  return shared;
}

/** The `shared` package's version: what its subpaths are shared as, and what a remote is built against. */
export function sharedPackageVersion() {
  return JSON.parse(readFileSync(join(dirname(fileURLToPath(import.meta.url)), '..', 'package.json'), 'utf8')).version;
}

/**
 * The shell's share list as the federation runtime registers it (shell/src/remotes/host.ts): every key of
 * federationShared() with its version — React's, the form library's own, the `shared` package's for its
 * subpaths — plus React's two other entry points the apps import (react/jsx-runtime, react-dom/client), which
 * @module-federation/vite lists on keys of their own with React's version and range.
 */
export function hostShareList(appDir = process.cwd()) {
  const require = createRequire(`${appDir}/`);
  const reactVersion = require('react/package.json').version;
  const sharedVersion = sharedPackageVersion();
  const list = {};
  for (const [key, share] of Object.entries(federationShared(appDir))) {
    list[key] = { version: share.version ?? (key.startsWith('shared/') ? sharedVersion : reactVersion), requiredVersion: share.requiredVersion };
  }
  list['react/jsx-runtime'] = { ...list.react };
  list['react-dom/client'] = { ...list['react-dom'] };
  return list;
}
