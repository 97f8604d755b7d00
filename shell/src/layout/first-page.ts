// Resolves once the first page of the visit is on screen with its content — rendered, its data answered, painted —
// (or after a fallback delay): background work — link prefetching, the service worker's install, the live event
// stream, the install offer — waits for it, so it never competes with the page the worker opened (its largest
// contentful paint).
import { whenReadsSettled } from 'shared/api';
import { afterPaint } from 'shared/ui';
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
 * How long after the last largest-contentful-paint entry the page counts as painted: what the answers brought can
 * paint in more than one frame (my page's cards, a calendar once its holiday table has come), each a new entry.
 */
export const PAINT_SETTLED_MS = 300;

let contentShown: Promise<void> | null = null;

/**
 * Resolves once the first page has rendered, the reads in flight then (its data: shared/api `whenReadsSettled`) have
 * been answered, and the browser has painted what they brought; FIRST_PAGE_FALLBACK_MS after the first call at most
 * (a page that never shows, a read that hangs).
 */
export function firstContentShown(): Promise<void> {
  contentShown ??= Promise.race([
    shown.then(async () => {
      await whenReadsSettled();
      // What they brought, painted: no new largest-contentful-paint entry for PAINT_SETTLED_MS after one that came
      // after the answers (or FIRST_PAINT_WAIT_MS without any).
      await new Promise<void>((resolve) => afterPaint(resolve, { settleMs: PAINT_SETTLED_MS, waitMs: FIRST_PAINT_WAIT_MS }));
    }),
    new Promise<void>((resolve) => window.setTimeout(resolve, FIRST_PAGE_FALLBACK_MS)),
  ]);
  return contentShown;
}

/** Runs `task` in an idle moment once the first page's content is on screen (firstContentShown). */
export function afterFirstPage(task: () => void): void {
  void firstContentShown().then(() => whenIdle(task, { timeout: 2_000, fallbackMs: 50 }));
}
