// Resolves once the first page of the visit has rendered (or after a fallback delay): background work —
// link prefetching, the service worker's install, Firebase's session sync — waits for it, so it never
// competes with the page the worker opened (its largest contentful paint).
import { whenIdle } from './when-idle';

export const FIRST_PAGE_FALLBACK_MS = 5_000;
/** How long background work waits for the first page's paint to be reported before it starts anyway. */
export const FIRST_PAINT_WAIT_MS = 500;

let markShown: (at: number) => void = () => undefined;
let shownYet = false;
/** Resolves with performance.now() at the first page's render (its effects run before the browser paints it). */
const shown = new Promise<number>((resolve) => {
  markShown = resolve;
});

export function markFirstPageShown(): void {
  shownYet = true;
  markShown(performance.now());
}

/** Whether the visit's first page has rendered: a navigation after it is the worker's, not the start's redirects. */
export function firstPageShown(): boolean {
  return shownYet;
}

/**
 * Resolves once the browser has painted the page rendered at `since` (performance.now()): its largest-contentful-
 * paint entry, which the browser reports once the frame is on screen — a frame callback runs before that, and a
 * request started then is still one before the content. Without the entry type (Safari), or when the page paints
 * nothing larger than what was on screen already (no new entry), after FIRST_PAINT_WAIT_MS at most.
 */
function afterPagePainted(since: number): Promise<void> {
  return new Promise((resolve) => {
    let observer: PerformanceObserver | null = null;
    const done = () => {
      window.clearTimeout(timer);
      observer?.disconnect();
      resolve();
    };
    const timer = window.setTimeout(done, FIRST_PAINT_WAIT_MS);
    if (typeof PerformanceObserver === 'undefined' || !PerformanceObserver.supportedEntryTypes?.includes('largest-contentful-paint')) return;
    observer = new PerformanceObserver((list) => {
      if (list.getEntries().some((entry) => entry.startTime >= since)) done();
    });
    observer.observe({ type: 'largest-contentful-paint', buffered: true });
  });
}

/** Runs `task` in an idle moment after the first page rendered and was painted (or FIRST_PAGE_FALLBACK_MS at most). */
export function afterFirstPage(task: () => void): void {
  const fallback = new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_PAGE_FALLBACK_MS));
  void Promise.race([shown.then(afterPagePainted), fallback]).then(() => whenIdle(task, { timeout: 2_000, fallbackMs: 50 }));
}
