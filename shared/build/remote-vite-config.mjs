// Build-time helper: the one Vite config every remote uses, so the remotes cannot drift apart.
// A remote exposes exactly one module, ./routes (shared/remote-contract). It is built with a relative base so
// its files can be served from any URL prefix, with its exposed module as the only input (no index.html in
// the deployed build). In the deployed build it relies on the shell's federation runtime (externalRuntime);
// standalone development (vite dev, its own index.html) carries its own and talks to the stack `npm start`
// runs for /config.json and the API. Beside remoteEntry.js it writes route-hints.json (./route-hints.mjs): the
// files each path loads, for the shell's boot script to preload in parallel. It shares only the keys of
// federationShared() its code imports (./remote-shares.mjs), and its build fails if the bundle imports another.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { sharedPackageVersion } from './federation.mjs';
import { consumeOnly, remoteShared, shareGuard } from './remote-shares.mjs';
import { routeHints } from './route-hints.mjs';
import { federationGlue, primaryPage } from './chunking.mjs';
import { precompress } from './precompress.mjs';
import { compileHints } from './compile-hints.mjs';

// The `shared` package's version lives with the share list (./federation.mjs); re-exported for the contract check.
export { sharedPackageVersion };

/** Versions of what a remote shares with the shell, as installed for the remote in `dir`. */
function installedVersions(dir) {
  const require = createRequire(join(dir, 'package.json'));
  const version = (pkg) => {
    try { return JSON.parse(readFileSync(require.resolve(`${pkg}/package.json`), 'utf8')).version; } catch { return null; }
  };
  return { react: version('react'), 'react-dom': version('react-dom'), zod: version('zod'), '@module-federation/runtime': version('@module-federation/runtime') };
}

/**
 * The shared-version contract (docs/contracts.md "Shared versions"): the exposed ./routes module also
 * exports `sharedVersion`, the `shared` version this remote was built against; the shell refuses an
 * incompatible one with an area error instead of running it. The build also writes build-info.json (the
 * versions it was built against) for `npm run deploy`'s record and contract check. `version` overrides the
 * `shared` version (e2e builds an incompatible remote that way). `shares`: the share keys the build lists (recorded).
 * @param {{ version?: string, dir?: string, shares?: string[] }} [options]
 */
export function sharedVersionExport({ version, dir, shares } = {}) {
  const sharedVersion = version ?? sharedPackageVersion();
  return {
    name: 'remote-shared-version',
    enforce: 'pre',
    transform(code, id) {
      if (!/[\\/]src[\\/]routes\.ts$/.test(id)) return null;
      return { code: `${code}\nexport const sharedVersion = ${JSON.stringify(sharedVersion)};\n`, map: null };
    },
    generateBundle() {
      const info = { shared: sharedVersion, ...(dir ? installedVersions(dir) : {}), ...(shares ? { shares } : {}) };
      this.emitFile({ type: 'asset', fileName: 'build-info.json', source: `${JSON.stringify(info, null, 2)}\n` });
    },
  };
}

/**
 * The dev server's share list: the remote's shares without the `shared` package's own subpaths.
 * @template {Record<string, unknown>} T
 * @param {T} shared
 * @returns {Partial<T>}
 */
export function devShared(shared) {
  return Object.fromEntries(Object.entries(shared).filter(([key]) => !key.startsWith('shared/')));
}

/** @param {{ name: string, port: number, dir: string, sharedVersion?: string }} remote */
export function defineRemoteConfig({ name, port, dir, sharedVersion }) {
  return defineConfig(({ command }) => {
    // The keys of federationShared() the remote's code imports (./remote-shares.mjs); the shell provides them all.
    const { shared, all } = remoteShared(dir);
    return {
      base: './',
      plugins: [
        react(),
        sharedVersionExport({ version: sharedVersion, dir, shares: Object.keys(shared) }),
        federation({
          name,
          filename: 'remoteEntry.js',
          exposes: { './routes': './src/routes.ts' },
          // Built: consume-only, the shell's copies are what runs (./remote-shares.mjs consumeOnly). The dev server
          // (standalone, no shell) shares no `shared/*` subpath: the plugin pre-bundles each share on its own, so
          // shared/api got a second shared/config that the standalone page never loads (sign-in on the dev page
          // failed with 予期せぬエラー); unshared, they are the workspace's source modules, one instance each.
          shared: command === 'build' ? consumeOnly(shared) : devShared(shared),
          shareStrategy: 'loaded-first',
          dts: false,
          manifest: true,
          experiments: { externalRuntime: command === 'build' },
        }),
        shareGuard({ name, dir, shared, all }),
        // Fewer files per page (./chunking.mjs): the federation runtime stub, the share import map and the share
        // wrappers the app's code imports with the preload helper, and the primary page (the first of src/routes.ts)
        // with ./routes.
        federationGlue({ importMap: true, wrappers: { usedFrom: join(dir, 'src', 'routes.ts') } }),
        primaryPage({ dir }),
        // ./routes with the primary page runs as the remote's first page opens: compiled while it downloads.
        compileHints({ chunks: ['routes'] }),
        routeHints({ dir }),
        precompress(),
      ],
      build: {
        target: 'es2022',
        sourcemap: true,
        // preserveEntrySignatures: false lets ./routes and the share import map share a file with other modules
        // (./chunking.mjs).
        rollupOptions: { input: { routes: './src/routes.ts' }, preserveEntrySignatures: false },
      },
      server: {
        port,
        strictPort: true,
        proxy: { '/config.json': 'http://127.0.0.1:8080', '/workerapi': 'http://127.0.0.1:8080' },
        origin: `http://localhost:${port}`,
      },
    };
  });
}
