// Opening a page whose remote's code is not loaded yet requests its files all at once — the entry's imports,
// ./routes, the page's chunk and its stylesheets, as the remote's route-hints.json names them
// (shared/build/route-hints.mjs) — instead of the browser finding them one level at a time (entry → its imports →
// ./routes → the page: six requests one after another on a phone's network). The boot script does it
// (`window.__SHELL_BOOT__.preloadPage`, shell/boot-hints.ts), as it does for the first page: it is the one place that
// says which files a page loads. (The offline cache of my page's areas takes every file of an area's hints:
// ../pwa/warm-areas.ts.) A link in view has the hints read ahead
// (shell/src/prefetch/warm-route.ts, through `window.__SHELL_BOOT__.hints`).

/** The boot script's reader of a remote's hints, where there is one (not in the plain SPA build or the dev server). */
export type HintsReader = (entry: string) => Promise<unknown>;

export function bootHints(): HintsReader | undefined {
  return globalThis.__SHELL_BOOT__?.hints;
}

/**
 * Requests at once every file of a remote's page that this document has not requested yet. Fire and forget: the
 * page's own load reports a failure. Nothing without a configured entry or without the boot script (the plain SPA
 * build, the dev server).
 */
export function preloadPageFiles(entry: string | null, path: string): void {
  const preloadPage = globalThis.__SHELL_BOOT__?.preloadPage;
  if (!entry || !preloadPage) return;
  preloadPage(entry, path).catch(() => undefined);
}
