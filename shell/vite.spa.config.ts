import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { precompress } from 'shared/build/precompress';

// The same pages as ONE plain SPA (no federation): the shell with every remote's ./routes module imported
// directly. `npm run bench` builds it (shell/dist-spa) and measures the federated app as ratios to it, in the
// same run (house rule 9); it is also a fallback build that needs no federation. No service worker, no boot
// hints: a plain Vite build. Remotes come from remotes.json (a remote whose folder is absent is left out).

const root = resolve(import.meta.dirname, '..');
const remotesFile: { remotes: Record<string, { dir: string }> } = JSON.parse(readFileSync(join(root, 'remotes.json'), 'utf8'));
const VIRTUAL = 'virtual:spa-remotes';

function spaRemotes(): Plugin {
  return {
    name: 'shell-spa-remotes',
    resolveId: (id) => (id === VIRTUAL ? `\0${VIRTUAL}` : null),
    load(id) {
      if (id !== `\0${VIRTUAL}`) return null;
      const lines = Object.entries(remotesFile.remotes)
        .map(([name, r]) => [name, join(root, r.dir, 'src', 'routes.ts')] as const)
        .filter(([, file]) => existsSync(file))
        .map(([name, file]) => `  ${JSON.stringify(name)}: () => import(${JSON.stringify(file)}),`);
      return `export const remoteRoutes = {\n${lines.join('\n')}\n};\n`;
    },
  };
}

/** The federation host (src/remotes/host.ts) is replaced by src/spa/host.ts: the remotes' routes bundled in. */
function noFederationHost(): Plugin {
  const standIn = resolve(import.meta.dirname, 'src/spa/host.ts');
  return {
    name: 'shell-spa-no-host',
    enforce: 'pre',
    resolveId: (id, importer) => (id === './host' && importer?.replace(/\\/g, '/').endsWith('/src/remotes/registry.ts') ? standIn : null),
  };
}

export default defineConfig({
  base: '/',
  define: { __SHELL_BUILD__: JSON.stringify('spa') },
  // Precompressed like the app, so that both are served the same way in the bench. (Both get the same React DOM:
  // patches/react-dom@19.3.1.patch is applied by the install.)
  plugins: [react(), noFederationHost(), spaRemotes(), precompress()],
  build: { target: 'es2022', sourcemap: true, outDir: 'dist-spa', emptyOutDir: true },
});
