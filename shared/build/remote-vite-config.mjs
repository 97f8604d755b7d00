// Build-time helper: the one Vite config every remote uses, so the remotes cannot drift apart.
// A remote exposes exactly one module, ./routes (shared/remote-contract). It is built with a relative base so
// its files can be served from any URL prefix, with its exposed module as the only input (no index.html in
// the deployed build). In the deployed build it relies on the shell's federation runtime (externalRuntime);
// standalone development (vite dev, its own index.html) carries its own and talks to the stack `npm start`
// runs for /config.json and the API. Beside remoteEntry.js it writes route-hints.json (./route-hints.mjs): the
// files each path loads, for the shell's boot script to preload in parallel.
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { federationShared } from './federation.mjs';
import { routeHints } from './route-hints.mjs';

/** @param {{ name: string, port: number, dir: string }} remote */
export function defineRemoteConfig({ name, port, dir }) {
  return defineConfig(({ command }) => ({
    base: './',
    plugins: [
      react(),
      federation({
        name,
        filename: 'remoteEntry.js',
        exposes: { './routes': './src/routes.ts' },
        shared: federationShared(dir),
        shareStrategy: 'loaded-first',
        dts: false,
        manifest: true,
        experiments: { externalRuntime: command === 'build' },
      }),
      routeHints({ dir }),
    ],
    build: {
      target: 'es2022',
      sourcemap: true,
      rollupOptions: { input: { routes: './src/routes.ts' } },
    },
    server: {
      port,
      strictPort: true,
      proxy: { '/config.json': 'http://127.0.0.1:8080', '/workerapi': 'http://127.0.0.1:8080' },
      origin: `http://localhost:${port}`,
    },
  }));
}
