// Wires link prefetching to the remote registry, and preloads the current route's code at start so the
// remote loads in parallel with the guard's profile load (PERFORMANCE.md lever 6) instead of after it.
import { EXCLUDED_PATHS, type ShellRoute } from '../routing/route-table';
import { isRemoteConfigured, loadRemotePage, remoteEntryUrl } from '../remotes/registry';
import { startLinkPrefetching, type LinkPrefetcher } from './link-prefetcher';
import { routeForPath } from './route-lookup';
import { warmRoute } from './warm-route';
import { bootHints } from '../remotes/page-files';
import { pageKey, rememberPage } from '../routing/page-cache';

declare global {
  /** Read-only prefetch counters for the e2e suite and the benchmark. */
  var __SHELL_PREFETCH__: { stats: LinkPrefetcher['stats'] } | undefined;
}

/** Loads a route's code: the remote entry, its ./routes module and the page's chunk. */
export function loadRouteCode(route: ShellRoute): Promise<unknown> {
  if (!isRemoteConfigured(route.remote)) return Promise.resolve();
  return loadRemotePage(route.remote, route.path)
    .then((page) => page.load())
    .then((mod) => rememberPage(pageKey(route.remote, route.path), mod.default));
}

let prefetcher: LinkPrefetcher | null = null;

/** How many link preloads are running (a failed import during one is not a reason to reload). */
export function prefetchesInFlight(): number {
  return prefetcher?.stats().inFlight ?? 0;
}

export function startPrefetching(): LinkPrefetcher {
  prefetcher ??= startLinkPrefetching({
    prefetch: loadRouteCode,
    warm: (route) => warmRoute(route, { entryUrl: remoteEntryUrl, hints: bootHints(), fallback: loadRouteCode }),
    canLoad: (route) => isRemoteConfigured(route.remote),
  });
  const current = prefetcher;
  globalThis.__SHELL_PREFETCH__ = { stats: () => current.stats() };
  return current;
}

/**
 * Starts loading the code of the page being opened, unless the guard is about to send the visitor
 * elsewhere (a signed-out visitor on a my-page route, a signed-in worker on /login).
 */
export function warmCurrentRoute(pathname: string, signedIn: boolean): void {
  const route = routeForPath(pathname);
  if (!route) return;
  const open = EXCLUDED_PATHS.includes(route.path);
  if (open ? signedIn && route.path === '/login' : !signedIn) return;
  loadRouteCode(route).catch(() => undefined); // the page's own load reports a failure
}
