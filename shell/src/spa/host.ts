// The plain-SPA build (vite.spa.config.ts) replaces the federation host (src/remotes/host.ts) with this file: the
// same shell, every remote's ./routes module imported directly (no remote entries, no share scope, no runtime to
// publish). The benchmark's anchor (`npm run bench` measures the federated app as a ratio to it) and a fallback
// build that needs no federation.
import { remoteRoutes } from 'virtual:spa-remotes';

/** Nothing to register: the remotes are part of this build. */
export function registerRemotes(): void {}

/** `<remote>/routes` → that remote's routes module, bundled in. */
export async function loadRemote<T>(id: string): Promise<T | null> {
  const name = id.slice(0, id.indexOf('/'));
  const load = remoteRoutes[name];
  if (!load || id !== `${name}/routes`) throw new Error(`${id} is not in this build`);
  return (await load()) as T;
}
