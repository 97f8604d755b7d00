// Resolves once the first page of the visit has rendered (or after a fallback delay): background work —
// link prefetching, the service worker's install, Firebase's session sync — waits for it, so it never
// competes with the page the worker opened (its largest contentful paint).
export const FIRST_PAGE_FALLBACK_MS = 5_000;

let markShown: () => void = () => undefined;
const shown = new Promise<void>((resolve) => {
  markShown = resolve;
});

export function markFirstPageShown(): void {
  markShown();
}

/** Runs `task` in an idle moment after the first page rendered (or FIRST_PAGE_FALLBACK_MS at most). */
export function afterFirstPage(task: () => void): void {
  const fallback = new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_PAGE_FALLBACK_MS));
  void Promise.race([shown, fallback]).then(() => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => task(), { timeout: 2_000 });
    else window.setTimeout(task, 50);
  });
}
