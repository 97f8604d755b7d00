import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { federationShared } from 'shared/build/federation';

// The host. No remote URL is baked in: remotes are registered at run time from /config.json.
export default defineConfig({
  base: '/',
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: federationShared(import.meta.dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true },
    }),
  ],
  build: { target: 'es2022', sourcemap: true },
  server: { port: 5173, strictPort: true },
});
