import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { federation } from '@module-federation/vite';
import { VitePWA } from 'vite-plugin-pwa';
import { federationShared, SHARED_SUBPATHS } from 'shared/build/federation';
import { shareBundle } from 'shared/build/share-bundle';
import { dropEmptyPendingShares, federationGlue } from 'shared/build/chunking';
import { precompress } from 'shared/build/precompress';
import { PWA_UI } from 'shared/messages';
import { MANIFEST_URL, SW_SCOPE } from 'shared/domain';
import { bootHints } from './boot-hints';

// Loaded with `--configLoader runner` (package.json) so the manifest's Japanese texts come from
// shared/messages like every other string the worker sees.

const pkg: { version: string } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Tells one deployed shell build from another (e2e deploys a labelled variant); the version otherwise. */
const BUILD_LABEL = process.env.SHELL_BUILD_LABEL || pkg.version;
const THEME_COLOR = '#1f5fbf';

const require = createRequire(import.meta.url);
/**
 * The shell's own start modules that go in the start file with the federation glue (shared/build/chunking.mjs):
 * everything it shares (shared/src, with zod, zustand and react-router, and the share bundle), the two small shell
 * modules the bootstrap shares with the lazy service-worker registration (else a file of their own) and the
 * shell's stylesheet (one start CSS file). Not the parts of shared/src that load on demand: Firebase
 * (firebase-impl), axios (axios-transport) and the live event stream (events/stream) stay files of their own.
 */
const IN_START_FILE = /[\\/]shared[\\/]src[\\/]|mf-share-bundle|[\\/]src[\\/]pwa[\\/](sw-protocol|pwa-state)\.ts$|[\\/]src[\\/]shell\.css$/;
const LOADED_ON_DEMAND = /firebase-impl|axios-transport|[\\/]events[\\/]stream/;

function buildLabel(): Plugin {
  return {
    name: 'shell-build-label',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'app-build', content: BUILD_LABEL }, injectTo: 'head' }],
  };
}

/**
 * The favicon as a data: URI in index.html (img-src allows data:): the browser asks for the favicon while the
 * first page loads, one request before the content for a 0.7 KB file. The file stays for the web manifest.
 */
function inlineFavicon(): Plugin {
  return {
    name: 'shell-inline-favicon',
    apply: 'build',
    transformIndexHtml(html) {
      const svg = readFileSync(new URL('./public/icons/icon.svg', import.meta.url), 'utf8').replace(/\s+/g, ' ').trim();
      const uri = `data:image/svg+xml,${encodeURIComponent(svg).replace(/%3D/g, '=').replace(/%3A/g, ':').replace(/%2F/g, '/')}`;
      return html.replace('<link rel="icon" href="/icons/icon.svg"', `<link rel="icon" href="${uri}"`);
    },
  };
}

// The host. No remote URL is baked in: remotes are registered at run time from /config.json.
export default defineConfig({
  base: '/',
  define: { __SHELL_BUILD__: JSON.stringify(BUILD_LABEL) },
  plugins: [
    react(),
    federation({
      name: 'shell',
      remotes: {},
      shared: federationShared(import.meta.dirname),
      shareStrategy: 'loaded-first',
      dts: false,
      experiments: { provideExternalRuntime: true },
      disableSnapshot: true,
    }),
    buildLabel(),
    inlineFavicon(),
    // The modules the shell provides to the share scope (React's entry points and the shared/* facades) are
    // one dynamic entry instead of fourteen (shared/build/share-bundle.mjs); the shell's own share list and
    // versions are unchanged.
    shareBundle({ modules: SHARED_SUBPATHS.map((subpath) => require.resolve(subpath)), match: /__prebuild__/, eager: true }),
    // One start file (shared/build/chunking.mjs): Vite's preload helper, the federation runtime, the share
    // wrappers, React with its three wrappers and IN_START_FILE — instead of ~25 files. Its stylesheet is
    // preloaded, not linked (boot-hints.ts), and applied before the app renders (src/boot/start-styles.ts).
    federationGlue({ react: true, wrappers: true, include: (id) => IN_START_FILE.test(id) && !LOADED_ON_DEMAND.test(id) }),
    // The federation's pendingShares file is not loaded when its list is empty (the share init loads every share).
    dropEmptyPendingShares(),
    bootHints(),
    // Spec §1/§4: the web manifest at /manifest.webmanifest and the service worker at /sw.js, scope /.
    // Workbox through vite-plugin-pwa, injectManifest: src/sw/sw.ts holds the caching rules; the shell
    // registers it itself (src/pwa/register-service-worker.ts) for spec §4's update flow.
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'src/sw',
      filename: 'sw.ts',
      injectRegister: false,
      registerType: 'prompt',
      manifestFilename: MANIFEST_URL.slice(1),
      scope: SW_SCOPE,
      base: '/',
      includeManifestIcons: false, // the glob below precaches them already
      manifest: {
        id: '/',
        name: PWA_UI.manifestName,
        short_name: PWA_UI.manifestShortName,
        description: PWA_UI.manifestDescription,
        lang: 'ja',
        dir: 'ltr',
        start_url: '/mypage',
        scope: SW_SCOPE,
        display: 'standalone',
        orientation: 'portrait',
        theme_color: THEME_COLOR,
        background_color: '#f6f7f9',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
          { src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: 'any' },
        ],
      },
      injectManifest: {
        // The shell's own files (index.html, chunks, styles, icons, manifest); never the source maps.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        globIgnores: ['**/*.map', 'sw.js', 'icons/icon-maskable.svg'],
        rollupFormat: 'iife',
        sourcemap: false,
        maximumFileSizeToCacheInBytes: 2 * 1024 * 1024,
      },
      devOptions: { enabled: false },
    }),
    // Every compressible file also as .br and .gz, served as they are (shared/build/precompress.mjs).
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      // A loadShare wrapper's fallback import() of a shared module that the start file holds already is
      // expected to be ineffective (the wrapper runs it only if a share were missing): not worth a warning.
      onLog(level, log, handler) {
        if (log.code === 'INEFFECTIVE_DYNAMIC_IMPORT' && log.message.includes('__loadShare__')) return;
        handler(level, log);
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
