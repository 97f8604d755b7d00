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

/** The runtime's share list: a build that lists a key the shell has no module for fails at start, loudly. */
export function hostShares(list: Record<string, HostShareListEntry>, modules: Record<string, object>): Record<string, HostShare> {
  return Object.fromEntries(
    Object.entries(list).map(([key, share]) => {
      const lib = modules[key];
      if (!lib) throw new Error(`the shell lists ${key} as shared but provides no module for it`);
      const entry: HostShare = { version: share.version, scope: 'default', lib: () => lib, shareConfig: { singleton: true, requiredVersion: share.requiredVersion } };
      return [key, entry];
    }),
  );
}
