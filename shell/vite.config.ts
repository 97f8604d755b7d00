import { readFileSync } from 'node:fs';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { hostShareList } from 'shared/build/federation';
import { precompress } from 'shared/build/precompress';
import { compileHints } from 'shared/build/compile-hints';
import { PWA_UI } from 'shared/messages';
import { MANIFEST_URL, SW_SCOPE } from 'shared/domain';
import { bootHints, manifestLinkedLater } from './boot-hints';
import { inlineFavicon } from './favicon';

// Loaded with `--configLoader runner` (package.json) so the manifest's Japanese texts come from
// shared/messages like every other string the worker sees.

const pkg: { version: string } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
/** Tells one deployed shell build from another (e2e deploys a labelled variant); the version otherwise. */
const BUILD_LABEL = process.env.SHELL_BUILD_LABEL || pkg.version;
const THEME_COLOR = '#1f5fbf';

/**
 * The start file (one file before the first page instead of ~25): the libraries the start code runs and the shell's
 * own start modules — what it shares (shared/src), the small shell modules the bootstrap shares with the lazy
 * service-worker registration and its area warming (else a file of their own: sw-protocol, pwa-state, offline-copies, the route
 * table, the connection rule, the boot hints reader, the idle wait) and the shell's stylesheet (one start CSS file, preloaded
 * by index.html and applied before the app renders: src/boot/start-styles.ts). Not the parts of shared/src that
 * load on demand: Firebase (firebase-impl), axios (axios-transport) and the live event stream (events/stream) stay
 * files of their own, as does the form library the shell provides (src/remotes/form-library.ts).
 */
const IN_START_FILE = /[\\/]shared[\\/]src[\\/]|[\\/]src[\\/]remotes[\\/]host(-modules|-shares)?\.ts$|[\\/]src[\\/]pwa[\\/](sw-protocol|pwa-state|offline-copies)\.ts$|[\\/]src[\\/](routing[\\/]route-table|prefetch[\\/]connection|remotes[\\/]page-files|layout[\\/]when-idle)\.ts$|[\\/]src[\\/]shell\.css$/;
const LOADED_ON_DEMAND = /firebase-impl|axios-transport|[\\/]events[\\/]stream/;
/** Files every page has loaded before any lazy chunk (see build.modulePreload below). */
const ALWAYS_LOADED = /^assets\/(start-[\w-]+\.(js|css)|rolldown-runtime-[\w-]+\.js)$/;
/**
 * The libraries the start code runs (React, the router, zod, zustand, the federation runtime). Not the form library:
 * only pages with a form run it, and the shell provides it from a file of its own (src/remotes/form-library.ts).
 */
const START_LIBRARIES = /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|react-router-dom|zod|zustand|@module-federation[\\/](runtime|runtime-core|sdk|error-codes|vite))[\\/]/;

function buildLabel(): Plugin {
  return {
    name: 'shell-build-label',
    transformIndexHtml: () => [{ tag: 'meta', attrs: { name: 'app-build', content: BUILD_LABEL }, injectTo: 'head' }],
  };
}

// The host. No remote URL is baked in: remotes are registered at run time from /config.json. Its share scope and
// the runtime the remotes use are registered by src/remotes/host.ts on the federation runtime's API (docs/decisions.md
// "The shell is a host on the federation runtime's own API"); the remotes are built with @module-federation/vite.
export default defineConfig({
  base: '/',
  define: {
    __SHELL_BUILD__: JSON.stringify(BUILD_LABEL),
    __SHELL_SHARES__: JSON.stringify(hostShareList(import.meta.dirname)),
    // The runtime's build flags for a browser host that reads no manifest (what @module-federation/vite set).
    ENV_TARGET: JSON.stringify('web'),
    FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: 'true',
  },
  plugins: [
    react(),
    // The files every page runs at once, compiled by V8 while they download instead of function by function on
    // the main thread (the plugin's header); and the form library, which a page with a form runs as it opens.
    compileHints({ chunks: ['start', 'bootstrap', 'axios-transport', 'form-library'] }),
    buildLabel(),
    inlineFavicon(),
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
    // After the PWA plugin: the shell links the web manifest once the first page's content is shown.
    manifestLinkedLater(),
    // Every compressible file also as .br and .gz, served as they are (shared/build/precompress.mjs).
    precompress(),
  ],
  build: {
    target: 'es2022',
    sourcemap: true,
    // A lazy chunk's preload list leaves out the start file, its stylesheet and the rolldown runtime: every page has
    // them before any lazy import runs (index.html preloads them; src/main.ts applies the start styles before the
    // bootstrap), so listing them in each chunk's preload helper was bytes on every page for no request.
    modulePreload: {
      resolveDependencies: (_file, deps, { hostType }) => (hostType === 'js' ? deps.filter((dep) => !ALWAYS_LOADED.test(dep)) : deps),
    },
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [{ name: 'start', test: (id: string) => START_LIBRARIES.test(id) || (IN_START_FILE.test(id) && !LOADED_ON_DEMAND.test(id)) }],
        },
      },
    },
  },
  server: { port: 5173, strictPort: true },
});
