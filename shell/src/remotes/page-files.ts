// The files a remote's page loads, as the remote's route-hints.json names them (shared/build/route-hints.mjs): the
// entry's imports, ./routes and the page's chunk, and its stylesheets, relative to the entry. The shell reads the
// hints through the boot script (`window.__SHELL_BOOT__.hints`, shell/boot-hints.ts), which remembers them; a link in
// view has them read ahead (shell/src/prefetch/warm-route.ts). Opening a page whose remote's code is not loaded yet
// requests its files all at once (`preloadPageFiles`: modulepreload), as the boot script does for the first page,
// instead of the browser finding them one level at a time (entry → its imports → ./routes → the page: six requests
// one after another on a phone's network).

export interface PageFiles {
  scripts: string[];
  styles: string[];
}

/** The boot script's reader of a remote's hints, where there is one (not in the plain SPA build or the dev server). */
export type HintsReader = (entry: string) => Promise<unknown>;

export function bootHints(): HintsReader | undefined {
  return globalThis.__SHELL_BOOT__?.hints;
}

const strings = (value: unknown): string[] => (Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : []);

function forPage(value: unknown, path: string): string[] {
  if (typeof value !== 'object' || value === null || !Object.hasOwn(value, path)) return [];
  return strings((value as Record<string, unknown>)[path]);
}

/**
 * The hashed files of a page (absolute URLs, each once). Not the entry itself: it is `no-cache`, revalidated
 * whenever it is imported, and the federation runtime requests it anyway.
 */
export function pageFilesOf(hints: unknown, entry: string, path: string): PageFiles {
  if (typeof hints !== 'object' || hints === null) return { scripts: [], styles: [] };
  const h = hints as Record<string, unknown>;
  const resolve = (file: string) => new URL(file, entry).href;
  return {
    scripts: [...new Set([...strings(h.entry), ...strings(h.routes), ...forPage(h.pages, path)].map(resolve))],
    styles: [...new Set(forPage(h.styles, path).map(resolve))],
  };
}

/** Whether this document has fetched or is fetching a file already (its resource timing, its preload links). */
function alreadyRequested(doc: Document, href: string): boolean {
  if (doc.defaultView?.performance.getEntriesByName(href).length) return true;
  return [...doc.head.querySelectorAll<HTMLLinkElement>('link[href]')].some((l) => l.href === href);
}

/**
 * Requests at once every file of a page that this document has not requested yet (modulepreload for scripts, a
 * style preload with crossorigin — as Vite's loader adds the stylesheet — for CSS). Fire and forget: the page's
 * own load reports a failure.
 */
export function preloadPageFiles(entry: string | null, path: string, hints: HintsReader | undefined = bootHints(), doc: Document = document): void {
  if (!entry || !hints) return;
  hints(entry).then((h) => {
    const { scripts, styles } = pageFilesOf(h, entry, path);
    for (const href of scripts) if (!alreadyRequested(doc, href)) addLink(doc, 'modulepreload', href);
    for (const href of styles) if (!alreadyRequested(doc, href)) addLink(doc, 'preload', href, 'style');
  }).catch(() => undefined);
}

function addLink(doc: Document, rel: string, href: string, as?: string): void {
  const link = doc.createElement('link');
  link.rel = rel;
  if (as) link.setAttribute('as', as);
  link.crossOrigin = '';
  link.href = href;
  doc.head.append(link);
}
