// The shell as the federation's host, on the runtime's own API (docs/decisions.md "The shell is a host on the
// federation runtime's own API"): it provides React and the `shared/*` facades to the share scope from the modules
// it has already loaded, the form library from a file of its own when a remote first asks for it, and publishes the
// runtime core that the remotes use (their `externalRuntime`). Remotes are built with @module-federation/vite as before and see the same share scope.
//
// The host holds its federation instance itself, from the runtime core (docs/decisions.md "The host holds its
// federation instance itself"): `@module-federation/runtime`'s entry module is a holder of one instance per
// container (`init`, then `loadRemote` on it), and every remote's build carries its own copy of that holder for its
// own instance. The shell needs none: it creates the instance and registers it where the runtime's `init` would.
import {
  ModuleFederation,
  setGlobalFederationConstructor,
  setGlobalFederationInstance,
  type ModuleFederationRuntimePlugin,
} from '@module-federation/runtime/core';
import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import { HOST_MODULES, HOST_ON_DEMAND_MODULES } from './host-modules';
import type { HostShareListEntry } from 'shared/build/federation';
import { hostShares } from './host-shares';

/** What each shared key is in this build (the one list: shared/build/federation.mjs, through vite.config.ts). */
declare const __SHELL_SHARES__: Record<string, HostShareListEntry>;

// What the runtime's entry module does when it loads and in `init` (@module-federation/runtime 2.9.1 index.js):
// the constructor a container's own runtime entry uses, then the instance, findable by name in __FEDERATION__.
setGlobalFederationConstructor(ModuleFederation);
const host = new ModuleFederation({
  name: 'shell',
  remotes: [],
  shared: hostShares(__SHELL_SHARES__, HOST_MODULES, HOST_ON_DEMAND_MODULES),
  shareStrategy: 'loaded-first',
  // The plugin's own typing of its hook's argument is narrower than the runtime's; the hook returns what it gets.
  plugins: [injectExternalRuntimeCore() as unknown as ModuleFederationRuntimePlugin],
});
setGlobalFederationInstance(host);

/** Registers remotes by name and entry URL (`force` replaces a cached container, e.g. after a failed load). */
export function registerRemotes(...args: Parameters<ModuleFederation['registerRemotes']>): void {
  host.registerRemotes(...args);
}

/** Loads `<remote>/<exposed module>` (the runtime's `loadRemote` on the host's instance). */
export function loadRemote<T>(id: string): Promise<T | null> {
  return host.loadRemote<T>(id);
}
