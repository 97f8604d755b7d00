import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeLargestContentfulPaint } from 'shared/testing/paint';

type FirstPage = typeof import('./first-page');
const load = async (): Promise<FirstPage> => {
  vi.resetModules();
  return import('./first-page');
};

beforeEach(() => {
  vi.useFakeTimers();
  vi.stubGlobal('requestIdleCallback', (cb: () => void) => window.setTimeout(cb, 0));
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('afterFirstPage (background work waits for the first page to be on screen)', () => {
  it("starts once the page's largest-contentful-paint entries are reported and no larger paint follows, not at its render", async () => {
    const lcp = fakeLargestContentfulPaint();
    const { afterFirstPage, markFirstPageShown, PAINT_SETTLED_MS } = await load();
    const task = vi.fn();
    afterFirstPage(task);
    markFirstPageShown();
    await vi.advanceTimersByTimeAsync(100);
    expect(task).not.toHaveBeenCalled(); // rendered, not yet painted
    lcp.report([{ startTime: performance.now() - 1_000 }]); // the boot header's paint, before the page
    await vi.advanceTimersByTimeAsync(10);
    expect(task).not.toHaveBeenCalled();
    lcp.report([{ startTime: performance.now() }]);
    await vi.advanceTimersByTimeAsync(PAINT_SETTLED_MS - 50);
    expect(task).not.toHaveBeenCalled(); // painted; a larger paint may still follow
    lcp.report([{ startTime: performance.now() }]); // it did (what an answer brought, in a second frame)
    await vi.advanceTimersByTimeAsync(PAINT_SETTLED_MS - 50);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('without the entry type (or no new entry), FIRST_PAINT_WAIT_MS after the render', async () => {
    vi.stubGlobal('PerformanceObserver', undefined);
    const { afterFirstPage, markFirstPageShown, FIRST_PAINT_WAIT_MS } = await load();
    const task = vi.fn();
    afterFirstPage(task);
    markFirstPageShown();
    await vi.advanceTimersByTimeAsync(FIRST_PAINT_WAIT_MS - 10);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it("waits for the page's reads in flight to be answered, then for the paint of what they brought", async () => {
    const lcp = fakeLargestContentfulPaint();
    const { afterFirstPage, markFirstPageShown, PAINT_SETTLED_MS } = await load();
    const { createApi, preloadApi } = await import('shared/api'); // the instance first-page.ts reads (after load's module reset)
    await preloadApi(); // the HTTP stack's module, loaded before the fake clock matters
    let answer: () => void = () => undefined;
    const client = createApi({
      baseURL: () => 'http://api.test',
      getToken: () => null,
      adapter: () => new Promise((resolve) => { answer = () => resolve(new Response('{}', { status: 200, headers: { 'content-type': 'application/json' } })); }),
    });
    const read = client.get('/workerapi/shifts');
    await vi.advanceTimersByTimeAsync(10);
    const task = vi.fn();
    afterFirstPage(task);
    markFirstPageShown();
    await vi.advanceTimersByTimeAsync(1_000); // the page's frame is painted; its data has not come

    expect(task).not.toHaveBeenCalled();
    answer();
    await read;
    await vi.advanceTimersByTimeAsync(10);
    expect(task).not.toHaveBeenCalled(); // answered, not yet painted
    lcp.report([{ startTime: performance.now() }]);
    await vi.advanceTimersByTimeAsync(PAINT_SETTLED_MS + 10);
    expect(task).toHaveBeenCalledTimes(1);
  });

  it('a page that never shows: FIRST_PAGE_FALLBACK_MS', async () => {
    const { afterFirstPage, FIRST_PAGE_FALLBACK_MS } = await load();
    const task = vi.fn();
    afterFirstPage(task);
    await vi.advanceTimersByTimeAsync(FIRST_PAGE_FALLBACK_MS - 10);
    expect(task).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(20);
    expect(task).toHaveBeenCalledTimes(1);
  });
});
