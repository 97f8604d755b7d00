import type { ComponentType } from 'react';

export { SHARED_VERSION, isSharedVersionCompatible, remoteSharedVersion } from './shared-version';

// docs/contracts.md: each remote exposes exactly one module, `./routes`, of this shape.

export interface RemotePage {
  /** A path of spec §2, e.g. '/login', '/mypage/chat/:id'. */
  path: string;
  /**
   * Loads the page's module on demand. The shell calls it when the route is first shown, prefetched or
   * warmed, and renders the module's default export itself (not through React.lazy: see
   * shell/src/routing/remote-route.tsx).
   */
  load: () => Promise<{ default: ComponentType }>;
  /**
   * The API's GETs the page sends as it opens (paths like '/workerapi/notices', without a query), written as
   * string literals: the build copies them into route-hints.json (shared/build/route-hints.mjs) and the shell's
   * boot script sends them for a stored session while the page's code is still loading; the client then takes
   * those answers instead of asking again (shell/src/boot/early-api-call.ts). Optional, read only at build time.
   */
  calls?: readonly string[];
  /**
   * What the page imports on demand as it opens (a package name, or a path from the remote's src/ like
   * './parts/x'), written as string literals: the build adds its files to the path's files in route-hints.json, so the
   * boot script requests them with the page's own files instead of after its code ran. Optional, read only at build time.
   */
  preloads?: readonly string[];
}

export interface RemoteRoutesModule {
  routes: readonly RemotePage[];
}

function isRemotePage(value: unknown): value is RemotePage {
  if (typeof value !== 'object' || value === null) return false;
  const page = value as Partial<Record<keyof RemotePage, unknown>>;
  return typeof page.path === 'string' && page.path.startsWith('/') && typeof page.load === 'function';
}

/**
 * Runtime check of what a remote's `./routes` really exported (a remote is deployed on its own, so its
 * module is data from the network): an object whose `routes` is an array of { path: '/…', load() }.
 */
export function isRemoteRoutesModule(value: unknown): value is RemoteRoutesModule {
  if (typeof value !== 'object' || value === null || !('routes' in value)) return false;
  const routes: unknown = value.routes;
  return Array.isArray(routes) && routes.every(isRemotePage);
}
