// Every area of my page opens offline once the app is installed, not only the areas the worker happened to open
// (docs/decisions.md "My page's areas are cached for offline after the install"). At an idle moment after the
// service worker controls the page and a worker is signed in, the code of each remote that serves a /mypage route —
// its entry and every file its route hints name — is handed to the worker to cache through its own routes
// (Workbox's CACHE_URLS; hashed files are cache-first, so what is cached already costs nothing). Not with data saver
// on or on a 2g link (the prefetch rule, spec §2), not offline, and once per set of files: a remote's files are
// sent again only after a deploy changed them. A page's data is not fetched: a page never opened offline shows its
// own error and loads by itself when the connection returns.
import type { RouteHints } from 'shared/build/route-hints';
import type { RemoteName, ShellRoute } from '../routing/route-table';

/** localStorage key: the files of each entry already cached (public build data, nothing of the worker). */
export const WARMED_AREAS_KEY = 'shell-warmed-areas';

/** The remotes that serve my page's routes (signed in), each once, in the table's order. */
export function myPageRemotes(table: readonly ShellRoute[]): RemoteName[] {
  return [...new Set(table.filter((route) => route.path.startsWith('/mypage')).map((route) => route.remote))];
}

function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((x): x is string => typeof x === 'string') : [];
}

function values(value: unknown): string[] {
  return value && typeof value === 'object' ? Object.values(value).flatMap(strings) : [];
}

/**
 * Every file of a remote that its route hints name (shared/build/route-hints.mjs: the entry's imports, ./routes,
 * each page's chunk with its imports, the stylesheets, what the code loads on demand such as holiday data), as absolute URLs, the entry first. The boot script reads
 * the same hints for one page (shell/boot-hints.ts); this takes every page's. The hints come from the network, so
 * their shape is checked: nothing for hints of any other shape, and a file outside the entry's origin is left out.
 */
export function areaFiles(entry: string, hints: unknown): string[] {
  if (!hints || typeof hints !== 'object') return [];
  const h = hints as Partial<Record<keyof RouteHints, unknown>>;
  const base = new URL(entry);
  const files = new Set<string>([base.href]);
  for (const file of [...strings(h.entry), ...strings(h.routes), ...values(h.pages), ...values(h.styles), ...strings(h.lazy)]) {
    let url: URL;
    try {
      url = new URL(file, base);
    } catch {
      continue;
    }
    if (url.origin === base.origin) files.add(url.href);
  }
  return [...files];
}

export interface WarmAreasDeps {
  /** The entry URL of each area to warm (absolute), those not configured left out. */
  entries: readonly string[];
  /** A remote's route hints by its entry URL (the boot script's `hints`), null where there are none. */
  hints: (entry: string) => Promise<unknown>;
  /** Hands URLs to the service worker to cache; resolves once every one is handled. */
  cache: (urls: string[]) => Promise<unknown>;
  storage?: Pick<Storage, 'getItem' | 'setItem'>;
}

function readWarmed(storage: WarmAreasDeps['storage']): Record<string, string> {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(WARMED_AREAS_KEY) ?? 'null');
    return parsed && typeof parsed === 'object' && !Array.isArray(parsed) ? (parsed as Record<string, string>) : {};
  } catch {
    return {};
  }
}

/**
 * Caches each area's files that changed since they were last cached; an area whose hints cannot be read is left
 * for the next start. Returns the entries whose files were sent.
 */
export async function warmAreas({ entries, hints, cache, storage }: WarmAreasDeps): Promise<string[]> {
  const sent: string[] = [];
  for (const entry of entries) {
    let files: string[];
    try {
      files = areaFiles(entry, await hints(entry));
    } catch {
      continue;
    }
    if (files.length === 0) continue;
    const signature = [...files].sort().join('\n');
    const warmed = readWarmed(storage);
    if (warmed[entry] === signature) continue;
    await cache(files);
    sent.push(entry);
    try {
      storage?.setItem(WARMED_AREAS_KEY, JSON.stringify({ ...readWarmed(storage), [entry]: signature }));
    } catch {
      // storage full or blocked: the files are sent again at the next start
    }
  }
  return sent;
}

export interface AreaWarmingDeps {
  /** The session: warming waits for a signed-in worker (a token), and runs again after the next sign-in. */
  session: { getState: () => { token: string | null }; subscribe: (listener: () => void) => () => void };
  /** Whether a service worker controls the page now. */
  controlled: () => boolean;
  /** Whether the connection allows it now: online, no data saver, not 2g (read at each attempt). */
  allowed: () => boolean;
  /** Runs the task at an idle moment. */
  idle: (task: () => void) => void;
  warm: () => Promise<unknown>;
  log: (message: string, error: unknown) => void;
}

/**
 * Warms my page's areas once per page load and signed-in session, at an idle moment once a worker is signed in while
 * a service worker controls the page. Returns `controlling`: call it when a worker takes control (the first install).
 */
export function startAreaWarming(deps: AreaWarmingDeps): { controlling: () => void } {
  let done = false;
  let scheduled = false;
  const attempt = (): void => {
    if (!deps.session.getState().token) {
      done = false; // signed out: the next sign-in warms again
      return;
    }
    if (done || scheduled || !deps.controlled()) return;
    scheduled = true;
    deps.idle(() => {
      scheduled = false;
      if (done || !deps.session.getState().token || !deps.allowed()) return;
      done = true;
      deps.warm().catch((error: unknown) => deps.log("[shell] could not cache my page's areas for offline", error));
    });
  };
  deps.session.subscribe(attempt);
  attempt();
  return { controlling: attempt };
}
