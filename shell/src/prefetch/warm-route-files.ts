// A link that scrolls into view downloads its page's files at an idle moment without running them: what the remote's
// route-hints.json names for the page (the entry's imports, ./routes, the page's chunk and styles), as
// `<link rel="prefetch">` — the lowest priority, into the HTTP cache (and the service worker's caches). Evaluating
// them (the remote's entry, its share init, ./routes, the page) is left to the worker's intent: pointing at, focusing
// or touching the link runs `loadRouteCode`, which then finds every file at hand. Before, a visible link evaluated
// all of it at idle, and on my page those evaluations were most of the blocking time (docs/decisions.md "Links in
// view download; pointing at one runs its code").
import type { ShellRoute } from '../routing/route-table';

/** The subset of a remote's route-hints.json (shared/build/route-hints.mjs) that names files. */
interface FileHints {
  entry?: unknown;
  routes?: unknown;
  pages?: unknown;
  styles?: unknown;
}

export interface WarmDeps {
  /** The remote's entry URL (absolute), or null when it is not configured. */
  entryUrl: (remote: string) => string | null;
  /** The remote's route hints by its entry URL (the boot script's `hints`), or undefined where there is none. */
  hints: ((entry: string) => Promise<unknown>) | undefined;
  /** Where there are no hints (the plain SPA build, the dev server): load the route's code as a pointed-at link would. */
  fallback: (route: ShellRoute) => Promise<unknown>;
  doc?: Document;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function forPage(value: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, path)) return [];
  return strings((value as Record<string, unknown>)[path]);
}

/** Files this document has fetched or is fetching already (its resource timing, its preload and prefetch links). */
function alreadyRequested(doc: Document, href: string): boolean {
  const view = doc.defaultView;
  if (view?.performance.getEntriesByName(href).length) return true;
  return [...doc.head.querySelectorAll<HTMLLinkElement>('link[href]')].some((l) => l.href === href);
}

function supportsPrefetch(link: HTMLLinkElement): boolean {
  try {
    return link.relList.supports('prefetch');
  } catch {
    return false; // a DOMTokenList without supported tokens throws
  }
}

/** Downloads one file into the HTTP cache without running it; settles when it has arrived. */
function prefetchFile(doc: Document, href: string, as: 'script' | 'style'): Promise<void> {
  const link = doc.createElement('link');
  if (!supportsPrefetch(link)) {
    // No link prefetch (Safari): a low-priority fetch does the same for the immutable hashed files.
    return fetch(href, { credentials: 'same-origin', priority: 'low' } as RequestInit).then(async (res) => {
      await res.arrayBuffer();
      if (!res.ok) throw new Error(`prefetch failed: ${href} (${res.status})`);
    });
  }
  return new Promise<void>((resolve, reject) => {
    link.rel = 'prefetch';
    link.as = as;
    link.crossOrigin = ''; // module scripts and Vite's stylesheets are requested in cors mode: the same cache entry
    link.href = href;
    link.onload = () => { link.remove(); resolve(); };
    link.onerror = () => { link.remove(); reject(new Error(`prefetch failed: ${href}`)); };
    doc.head.append(link);
  });
}

/** Downloads the files of a route's page (not yet requested by this document) without evaluating them. */
export async function warmRouteFiles(route: ShellRoute, deps: WarmDeps): Promise<void> {
  if (!deps.hints) {
    await deps.fallback(route);
    return;
  }
  const entry = deps.entryUrl(route.remote);
  if (!entry) return;
  const doc = deps.doc ?? document;
  const hints = (await deps.hints(entry)) as FileHints | null;
  const resolve = (file: string) => new URL(file, entry).href;
  // Not the entry itself: it is revalidated (no-cache) whenever it is imported, so a copy fetched now would be
  // fetched again. The files its hints name are hashed and immutable: a copy now is the copy then.
  const scripts = hints ? [...strings(hints.entry), ...strings(hints.routes), ...forPage(hints.pages, route.path)].map(resolve) : [];
  const styles = hints ? forPage(hints.styles, route.path).map(resolve) : [];
  const todo = [
    ...[...new Set(scripts)].map((href) => [href, 'script'] as const),
    ...[...new Set(styles)].map((href) => [href, 'style'] as const),
  ].filter(([href]) => !alreadyRequested(doc, href));
  await Promise.all(todo.map(([href, as]) => prefetchFile(doc, href, as)));
}
