// A link that scrolls into view gets its remote's route hints read at an idle moment — the remote's
// route-hints.json, fetched once and remembered by the boot script — and nothing else: none of its code is
// downloaded or run. A tap on it then requests every file of its page at once (remotes/page-files.ts
// `preloadPageFiles`) instead of discovering them one level at a time; pointing at, focusing or touching it loads
// and runs its code ahead of the tap (`loadRouteCode`). docs/decisions.md "Links in view read their remote's hints;
// pointing at one runs its code".
import type { ShellRoute } from '../routing/route-table';
import type { HintsReader } from '../remotes/page-files';

export interface WarmDeps {
  /** The remote's entry URL (absolute), or null when it is not configured. */
  entryUrl: (remote: string) => string | null;
  /** The remote's route hints by its entry URL (the boot script's `hints`), or undefined where there is none. */
  hints: HintsReader | undefined;
  /** Where there are no hints (the plain SPA build, the dev server): load the route's code as a pointed-at link would. */
  fallback: (route: ShellRoute) => Promise<unknown>;
}

/** Makes sure the hints of a route's remote are at hand (read, or remembered from before). */
export async function warmRoute(route: ShellRoute, deps: WarmDeps): Promise<void> {
  if (!deps.hints) {
    await deps.fallback(route);
    return;
  }
  const entry = deps.entryUrl(route.remote);
  if (entry) await deps.hints(entry);
}
