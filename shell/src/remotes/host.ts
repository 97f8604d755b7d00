// The shell as the federation's host, on the runtime's own API (docs/decisions.md "The shell is a host on the
// federation runtime's own API"): it provides React, the form library and the `shared/*` facades to the share scope
// from the modules it has already loaded, and publishes the runtime core that the remotes use (their
// `externalRuntime`). Remotes are built with @module-federation/vite as before and see the same share scope.
import { init, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import injectExternalRuntimeCore from '@module-federation/vite/injectExternalRuntimeCorePlugin';
import { HOST_MODULES } from './host-modules';
import { hostShares, type ShareListEntry } from './host-shares';

/** What each shared key is in this build (the one list: shared/build/federation.mjs, through vite.config.ts). */
declare const __SHELL_SHARES__: Record<string, ShareListEntry>;

init({
  name: 'shell',
  remotes: [],
  shared: hostShares(__SHELL_SHARES__, HOST_MODULES),
  shareStrategy: 'loaded-first',
  // The plugin's own typing of its hook's argument is narrower than the runtime's; the hook returns what it gets.
  plugins: [injectExternalRuntimeCore() as unknown as ModuleFederationRuntimePlugin],
});
