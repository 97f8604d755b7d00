// The connection as the worker lives it, beyond navigator.onLine. On a dead mobile connection or a captive network
// the browser still says "online", requests fail, and the service worker answers the API reads with the offline copy
// it keeps: without this, a page showed that old data as current — no オフライン banner — and never loaded it again
// (the pages reload what failed on the `online` event, which never comes while the browser believes it is online).
// The service worker tells the pages when it serves a copy and when the network answers again (SW_NOTICES); the
// event stream opening again says the same. While copies are being served the app counts as offline (the banner
// says so); when the connection is back, the `online` event is dispatched, so everything that waits for it (every
// page's reload of what failed) runs as after a real offline period, and the views that follow the event stream get a
// `resync` (what they show came from the copy, which they cannot tell from a fresh answer).
import { SW_NOTICES, isSwMessage, offlineCopySavedAt } from './sw-protocol';

let servingCopies = false;
/** When the oldest copy served since the connection failed was saved (ms), or null (unknown, or none served). */
let oldestCopy: number | null = null;
const listeners = new Set<() => void>();
let onBack: () => void = () => undefined;

function notify(): void {
  for (const listener of [...listeners]) listener();
}

/** A copy was served (saved at `savedAt`, when known): the app counts as offline, the banner says since when. */
function copyServed(savedAt: number | null): void {
  const oldest = savedAt === null ? oldestCopy : Math.min(savedAt, oldestCopy ?? savedAt);
  if (servingCopies && oldest === oldestCopy) return;
  oldestCopy = oldest;
  if (servingCopies) {
    notify();
    return;
  }
  set(true);
}

function set(next: boolean): void {
  if (servingCopies === next) return;
  servingCopies = next;
  if (!next) oldestCopy = null;
  notify();
  if (next) return;
  window.dispatchEvent(new Event('online'));
  onBack();
}

/** True while the API reads are answered with the service worker's offline copy (the network fails). */
export function isServingOfflineCopies(): boolean {
  return servingCopies;
}

/** When the oldest offline copy the pages were given was saved (ms since the epoch), while copies are served; else null. */
export function offlineCopySince(): number | null {
  return servingCopies ? oldestCopy : null;
}

/** The saved copies were deleted (sign-out): nothing shown comes from them any more; the app may still be offline. */
export function forgetOfflineCopyTime(): void {
  if (oldestCopy === null) return;
  oldestCopy = null;
  notify();
}

export function subscribeOfflineCopies(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** What the notices come from: navigator.serviceWorker. */
export interface NoticeSource {
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
  startMessages(): void;
}

/**
 * Follows the service worker's notices; call at start. `earlier` gives what the service worker posted before (the
 * boot script keeps it: a notice posted while no page listens is lost) and ends that buffering.
 */
export function watchOfflineCopies(container: NoticeSource | undefined, earlier: () => readonly unknown[] = () => []): void {
  // The browser itself saying it is back online ends the copies of its offline period: what is read next comes from
  // the network (or, if it still fails, is announced again). Without this the banner stayed on オフライン after a
  // real reconnection on a page that reads nothing more (the sign-in page after signing out offline).
  window.addEventListener('online', () => {
    if (!servingCopies) return;
    servingCopies = false;
    oldestCopy = null;
    notify();
  });
  if (!container) return;
  const take = (data: unknown) => {
    if (isSwMessage(data, SW_NOTICES.offlineCopyServed)) copyServed(offlineCopySavedAt(data));
    else if (isSwMessage(data, SW_NOTICES.networkAnswered)) set(false);
  };
  for (const data of earlier()) take(data);
  container.addEventListener('message', (event: MessageEvent) => take(event.data));
  container.startMessages();
}

/**
 * The tab's event stream (shared/events) opening means the server is reachable again too; `resync` then asks every
 * view that follows the stream to load what it shows again (what it showed came from the offline copy).
 */
export function watchStreamForOfflineCopies(subscribeStreamStatus: (listener: (status: string) => void) => () => void, resync: () => void): void {
  onBack = resync;
  subscribeStreamStatus((status) => {
    if (status === 'open') set(false);
  });
}

/** Tests only. */
export function resetOfflineCopies(): void {
  servingCopies = false;
  oldestCopy = null;
  listeners.clear();
  onBack = () => undefined;
}
