import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { federationShared } from 'shared/build/federation';

// A remote: exposes exactly one module, ./routes (shared/remote-contract). Built with a relative base so
// its files can be served from any URL prefix. In the deployed build it relies on the shell's
// federation runtime (externalRuntime); standalone development (vite dev) carries its own.
export default defineConfig(({ command }) => ({
  base: './',
  plugins: [
    react(),
    federation({
      name: 'mfe_shifts',
      filename: 'remoteEntry.js',
      exposes: { './routes': './src/routes.ts' },
      shared: federationShared(import.meta.dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      manifest: true,
      experiments: { externalRuntime: command === 'build' },
    }),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // The deployed build's only input is the exposed module (no index.html): remoteEntry.js + chunks.
    rollupOptions: { input: { routes: './src/routes.ts' } },
  },
  server: { port: 5176, strictPort: true,
    // Standalone development talks to the locally started stack (npm start) for config and the API.
    proxy: { '/config.json': 'http://127.0.0.1:8080', '/workerapi': 'http://127.0.0.1:8080' },
    origin: 'http://localhost:5176' },
}));
