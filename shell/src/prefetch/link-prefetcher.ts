// Link prefetching (spec §2): a link to another area preloads its remote's code — the remote entry, its
// ./routes module and the page's chunk — when the worker points at it (hover, focus, touch); when it merely
// scrolls into view, only its remote's route hints are read, at an idle moment (`warm`). One delegated
// listener on the document and one IntersectionObserver see every a[href] a remote renders (remotes use
// shared/router's Link; the facade is unchanged). Skipped on data saver or 2g (read before each preload); at
// most MAX_PARALLEL_PRELOADS preloads run at once.
import type { ShellRoute } from '../routing/route-table';
import { prefetchAllowed } from './connection';
import { createPrefetchQueue, type PrefetchQueue, type PrefetchStats, type Priority } from './prefetch-queue';
import { routeForPath } from './route-lookup';
import { whenIdle } from '../layout/when-idle';

export interface LinkPrefetcherOptions {
  /** Loads a route's code (the shell passes the remote registry's loader): for a link the worker points at. */
  prefetch: (route: ShellRoute) => Promise<unknown>;
  /**
   * Readies a route without loading its code: for a link that is merely in view. Without it a visible link is
   * loaded as a pointed-at one is.
   */
  warm?: (route: ShellRoute) => Promise<unknown>;
  allowed?: () => boolean;
  /** False for a route whose remote is not configured (nothing to load). */
  canLoad?: (route: ShellRoute) => boolean;
  queue?: PrefetchQueue;
  doc?: Document;
  /** Visible links wait for an idle moment, so they never compete with what the worker is doing. */
  idle?: () => Promise<void>;
}

export interface LinkPrefetcher {
  stop: () => void;
  stats: () => PrefetchStats & { skipped: number };
  /** Preloads the route of a URL (as a pointed-at link would). */
  prefetchHref: (href: string, priority?: Priority) => boolean;
}

function browserIdle(): Promise<void> {
  return new Promise((resolve) => whenIdle(resolve, { timeout: 2_000, fallbackMs: 200 }));
}

function anchorOf(target: EventTarget | null): HTMLAnchorElement | null {
  if (!(target instanceof Element)) return null;
  const anchor = target.closest('a[href]');
  return anchor instanceof HTMLAnchorElement ? anchor : null;
}

export function startLinkPrefetching(options: LinkPrefetcherOptions): LinkPrefetcher {
  const doc = options.doc ?? document;
  const allowed = options.allowed ?? (() => prefetchAllowed());
  const queue = options.queue ?? createPrefetchQueue();
  const idle = options.idle ?? browserIdle;
  const canLoad = options.canLoad ?? (() => true);
  let skipped = 0;
  /** Routes whose code a pointed-at link has loaded (or is loading). */
  const loaded = new Set<string>();

  function prefetchHref(href: string, priority: Priority = 'intent'): boolean {
    let url: URL;
    try {
      url = new URL(href, doc.baseURI);
    } catch {
      return false;
    }
    const here = doc.defaultView?.location;
    if (!here || url.origin !== here.origin || url.pathname === here.pathname) return false;
    const route = routeForPath(url.pathname);
    if (!route || !canLoad(route)) return false;
    if (!allowed()) {
      skipped += 1;
      queue.clear();
      return false;
    }
    const key = `${route.remote} ${route.path}`;
    if (priority === 'intent') {
      loaded.add(key);
      return queue.add(key, () => options.prefetch(route), priority);
    }
    const warm = options.warm;
    if (!warm) return queue.add(key, () => idle().then(() => (allowed() ? options.prefetch(route) : undefined)), priority);
    // Its own key: pointing at the link later still runs its code. Nothing to ready once that has started.
    return queue.add(`ready ${key}`, () => idle().then(() => (allowed() && !loaded.has(key) ? warm(route) : undefined)), priority);
  }

  function fromAnchor(anchor: HTMLAnchorElement | null, priority: Priority) {
    if (!anchor || anchor.hasAttribute('download') || (anchor.target && anchor.target !== '_self')) return;
    if (anchor.dataset.prefetch === 'off') return;
    prefetchHref(anchor.href, priority);
  }

  const onIntent = (event: Event) => fromAnchor(anchorOf(event.target), 'intent');
  doc.addEventListener('pointerover', onIntent, { passive: true });
  doc.addEventListener('focusin', onIntent);
  doc.addEventListener('touchstart', onIntent, { passive: true });

  let visibility: IntersectionObserver | null = null;
  let mutations: MutationObserver | null = null;
  const View = doc.defaultView;
  if (View && typeof View.IntersectionObserver === 'function' && typeof View.MutationObserver === 'function') {
    const io = new View.IntersectionObserver((entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        io.unobserve(entry.target);
        if (entry.target instanceof HTMLAnchorElement) fromAnchor(entry.target, 'visible');
      }
    });
    visibility = io;
    const observeWithin = (node: Node) => {
      if (node instanceof HTMLAnchorElement && node.hasAttribute('href')) io.observe(node);
      if (node instanceof Element || node instanceof Document) node.querySelectorAll('a[href]').forEach((a) => io.observe(a));
    };
    observeWithin(doc);
    mutations = new View.MutationObserver((records) => {
      for (const record of records) record.addedNodes.forEach(observeWithin);
    });
    mutations.observe(doc.body ?? doc.documentElement, { childList: true, subtree: true });
  }

  return {
    prefetchHref,
    stats: () => ({ ...queue.stats(), skipped }),
    stop() {
      doc.removeEventListener('pointerover', onIntent);
      doc.removeEventListener('focusin', onIntent);
      doc.removeEventListener('touchstart', onIntent);
      visibility?.disconnect();
      mutations?.disconnect();
      queue.clear();
    },
  };
}
