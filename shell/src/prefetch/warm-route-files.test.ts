import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ShellRoute } from '../routing/route-table';
import { routeForPath } from './route-lookup';
import { warmRouteFiles } from './warm-route-files';

const ENTRY = `${window.location.origin}/remotes/salary/v3/remoteEntry.js`;
const hints = {
  entry: ['assets/share-init.js'],
  routes: ['assets/routes.js'],
  pages: { '/mypage/salary': ['assets/salary-page.js', 'assets/routes.js'] },
  styles: { '/mypage/salary': ['assets/salary.css'] },
  calls: { '/mypage/salary': ['/workerapi/salaries'] },
};
const salary = routeForPath('/mypage/salary') as ShellRoute;

const observers: MutationObserver[] = [];

/** The prefetch links the warm-up adds; each is answered (load) as soon as it is in the document. */
function answerPrefetches(fail: (href: string) => boolean = () => false): HTMLLinkElement[] {
  const added: HTMLLinkElement[] = [];
  vi.spyOn(DOMTokenList.prototype, 'supports').mockImplementation((token) => token === 'prefetch');
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof HTMLLinkElement) || node.rel !== 'prefetch') continue;
        added.push(node);
        node.dispatchEvent(new Event(fail(node.href) ? 'error' : 'load'));
      }
    }
  });
  observer.observe(document.head, { childList: true });
  observers.push(observer);
  return added;
}

afterEach(() => {
  for (const observer of observers.splice(0)) observer.disconnect();
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe("warming a visible link's route: its files downloaded, not run", () => {
  it("prefetches the files the remote's hints name for the page (once each, relative to the entry) and its styles, not the entry (revalidated on use)", async () => {
    const added = answerPrefetches();
    const fallback = vi.fn(async () => undefined);
    await warmRouteFiles(salary, { entryUrl: () => ENTRY, hints: async () => hints, fallback });
    await vi.waitFor(() => expect(added).toHaveLength(4));
    expect(added.map((l) => [new URL(l.href).pathname, l.as, l.crossOrigin])).toEqual([
      ['/remotes/salary/v3/assets/share-init.js', 'script', ''],
      ['/remotes/salary/v3/assets/routes.js', 'script', ''],
      ['/remotes/salary/v3/assets/salary-page.js', 'script', ''],
      ['/remotes/salary/v3/assets/salary.css', 'style', ''],
    ]);
    expect(fallback).not.toHaveBeenCalled(); // nothing is run
    expect(document.head.querySelectorAll('link[rel="prefetch"]')).toHaveLength(0); // removed once arrived
  });

  it('skips what the document has requested already (the remote of the page on screen, a boot preload)', async () => {
    const added = answerPrefetches();
    const preload = document.createElement('link');
    preload.rel = 'modulepreload';
    preload.href = `${window.location.origin}/remotes/salary/v3/assets/share-init.js`;
    document.head.append(preload);
    const routes = `${window.location.origin}/remotes/salary/v3/assets/routes.js`;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name === routes ? [{ name } as PerformanceEntry] : []));
    await warmRouteFiles(salary, { entryUrl: () => ENTRY, hints: async () => hints, fallback: async () => undefined });
    expect(added.map((l) => new URL(l.href).pathname)).toEqual(['/remotes/salary/v3/assets/salary-page.js', '/remotes/salary/v3/assets/salary.css']);
  });

  it('without hints for the remote (null): nothing to download', async () => {
    const added = answerPrefetches();
    const fallback = vi.fn(async () => undefined);
    await warmRouteFiles(salary, { entryUrl: () => ENTRY, hints: async () => null, fallback });
    expect(added).toEqual([]);
    expect(fallback).not.toHaveBeenCalled();
  });

  it('a file that fails to arrive fails the warm-up (the queue counts it and a later hover may try again)', async () => {
    answerPrefetches((href) => href.endsWith('salary-page.js'));
    await expect(warmRouteFiles(salary, { entryUrl: () => ENTRY, hints: async () => hints, fallback: async () => undefined })).rejects.toThrow(/salary-page\.js/);
  });

  it('where there are no route hints (the plain SPA build, the dev server): loads the route as a pointed-at link would', async () => {
    const fallback = vi.fn(async () => undefined);
    await warmRouteFiles(salary, { entryUrl: () => ENTRY, hints: undefined, fallback });
    expect(fallback).toHaveBeenCalledWith(salary);
  });

  it('a remote that is not configured: nothing', async () => {
    const added = answerPrefetches();
    const hintsOf = vi.fn(async () => hints);
    await warmRouteFiles(salary, { entryUrl: () => null, hints: hintsOf, fallback: async () => undefined });
    expect(hintsOf).not.toHaveBeenCalled();
    expect(added).toEqual([]);
  });

  it('without link prefetch in the browser: a low-priority fetch of each file', async () => {
    vi.spyOn(DOMTokenList.prototype, 'supports').mockReturnValue(false);
    const fetchMock = vi.fn(async () => new Response('x', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    await warmRouteFiles(salary, { entryUrl: () => ENTRY, hints: async () => hints, fallback: async () => undefined });
    expect(fetchMock).toHaveBeenCalledTimes(4);
    expect(fetchMock).toHaveBeenCalledWith(`${window.location.origin}/remotes/salary/v3/assets/salary-page.js`, expect.objectContaining({ priority: 'low', credentials: 'same-origin' }));
    vi.unstubAllGlobals();
  });
});
