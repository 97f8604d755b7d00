// What the shell provides to the federation's share scope (./host.ts registers it): every key of the one share
// list (shared/build/federation.mjs, handed over by vite.config.ts as __SHELL_SHARES__), each served by the module
// the shell itself runs — so a remote that takes a share gets the very instance the shell uses (one store, one
// React).
import type { HostShareListEntry } from 'shared/build/federation';

/** The runtime's form of a share the host has loaded already (`lib`), a singleton in the default scope. */
export interface HostShare {
  version: string;
  scope: 'default';
  lib: () => object;
  shareConfig: { singleton: true; requiredVersion: string | false };
}

/** The runtime's form of a share the host loads when a remote first asks for it (`get`). */
export interface HostShareOnDemand {
  version: string;
  scope: 'default';
  get: () => Promise<() => object>;
  shareConfig: { singleton: true; requiredVersion: string | false };
}

/**
 * The runtime's share list: a build that lists a key the shell has no module for fails at start, loudly. A key of
 * `onDemand` is loaded when a remote first asks for it. If its file cannot be loaded (offline), the page shows its
 * error with 再試行, which asks again and loads the file (e2e federation.spec.ts).
 */
export function hostShares(
  list: Record<string, HostShareListEntry>,
  modules: Record<string, object>,
  onDemand: Record<string, () => Promise<object>> = {},
): Record<string, HostShare | HostShareOnDemand> {
  return Object.fromEntries(
    Object.entries(list).map(([key, share]) => {
      const shareConfig = { singleton: true as const, requiredVersion: share.requiredVersion };
      const load = onDemand[key];
      if (load) {
        const entry: HostShareOnDemand = { version: share.version, scope: 'default', get: () => load().then((lib) => () => lib), shareConfig };
        return [key, entry];
      }
      const lib = modules[key];
      if (!lib) throw new Error(`the shell lists ${key} as shared but provides no module for it`);
      const entry: HostShare = { version: share.version, scope: 'default', lib: () => lib, shareConfig };
      return [key, entry];
    }),
  );
}
