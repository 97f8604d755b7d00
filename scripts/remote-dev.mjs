// The dev-server part of every remote's vite.config.ts (README "Working on one remote"): which port a remote's
// `vite` dev server listens on and which running stack it asks for /config.json and /workerapi. The defaults are
// the remote's own port (5174…) and the stack `npm start` runs (http://127.0.0.1:8080); two teams on one machine,
// or a stack on other ports, set them:
//
//   DEV_PORT=19210 STACK_URL=http://127.0.0.1:19200 node scripts/pnpm.mjs --filter mfe-shifts dev
//
// DEV_PORT also sets the dev server's `origin` (the URL its own files are named with) to the same port.

export const DEFAULT_STACK_URL = 'http://127.0.0.1:8080';

/**
 * The dev server's port and stack from the environment. Throws with the variable's name on a value that is not
 * one, rather than starting a dev server that cannot reach anything.
 * @param {number} defaultPort
 * @param {Record<string, string | undefined>} [env]
 * @returns {{ port: number, stackUrl: string }}
 */
export function devServerSettings(defaultPort, env = process.env) {
  let port = defaultPort;
  if (env.DEV_PORT) {
    port = Number(env.DEV_PORT);
    if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`DEV_PORT=${env.DEV_PORT}: not a port (1…65535)`);
  }
  let stackUrl = DEFAULT_STACK_URL;
  if (env.STACK_URL) {
    let url;
    try { url = new URL(env.STACK_URL); } catch { url = null; }
    if (!url || !/^https?:$/.test(url.protocol)) throw new Error(`STACK_URL=${env.STACK_URL}: not an http(s) URL of a running stack (e.g. http://127.0.0.1:8080)`);
    stackUrl = url.origin;
  }
  return { port, stackUrl };
}

/**
 * Wraps a remote's config (shared/build/remote-vite-config.mjs defineRemoteConfig) so that its dev server listens on
 * DEV_PORT and proxies every path it proxies to STACK_URL. The build is not changed.
 * @template T
 * @param {(env: T) => import('vite').UserConfig | Promise<import('vite').UserConfig>} config
 * @param {Record<string, string | undefined>} [env]
 * @returns {(configEnv: T) => Promise<import('vite').UserConfig>}
 */
export function withDevServer(config, env = process.env) {
  return async (configEnv) => {
    const resolved = await config(configEnv);
    const server = resolved.server ?? {};
    const { port, stackUrl } = devServerSettings(server.port ?? 5173, env);
    const proxy = Object.fromEntries(Object.keys(server.proxy ?? {}).map((path) => [path, stackUrl]));
    return { ...resolved, server: { ...server, port, origin: `http://localhost:${port}`, proxy } };
  };
}
