import { afterEach, describe, expect, it, vi } from 'vitest';
import { startLinkPrefetching, type LinkPrefetcher } from './link-prefetcher';
import { routeForPath } from './route-lookup';

let prefetcher: LinkPrefetcher | null = null;
afterEach(() => {
  prefetcher?.stop();
  prefetcher = null;
  document.body.innerHTML = '';
});

function link(href: string): HTMLAnchorElement {
  const a = document.createElement('a');
  a.href = href;
  a.textContent = href;
  document.body.append(a);
  return a;
}

describe('link prefetching', () => {
  it('maps a link to the route of the table that serves it', () => {
    expect(routeForPath('/mypage/shift-list')?.remote).toBe('mfe_shifts');
    expect(routeForPath('/mypage/chat/inquiry')?.path).toBe('/mypage/chat/inquiry');
    expect(routeForPath('/mypage/chat/abc')?.path).toBe('/mypage/chat/:id');
    expect(routeForPath('/nope')).toBeNull();
  });

  it('preloads the route of a link the worker points at or focuses, once', async () => {
    const prefetch = vi.fn(async () => undefined);
    prefetcher = startLinkPrefetching({ prefetch, idle: async () => undefined });
    const a = link('/mypage/salary');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    a.dispatchEvent(new FocusEvent('focusin', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ path: '/mypage/salary', remote: 'mfe_salary' }));
  });

  it('ignores links to the current page, other origins, unknown paths, downloads and new tabs', () => {
    const prefetch = vi.fn(async () => undefined);
    prefetcher = startLinkPrefetching({ prefetch });
    window.history.replaceState(null, '', '/mypage');
    const targets = [link('/mypage'), link('https://example.com/mypage/salary'), link('/unknown')];
    const download = link('/mypage/salary');
    download.setAttribute('download', '');
    const blank = link('/mypage/info');
    blank.target = '_blank';
    for (const a of [...targets, download, blank]) a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });

  it('does nothing on data saver or 2g, counting what it skipped', () => {
    const prefetch = vi.fn(async () => undefined);
    prefetcher = startLinkPrefetching({ prefetch, allowed: () => false });
    link('/mypage/salary').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
    expect(prefetcher.stats()).toMatchObject({ started: 0, skipped: 1 });
  });

  it('a link in view is readied (warm, not loaded) at an idle moment; pointing at it later still loads its code', async () => {
    const prefetch = vi.fn(async () => undefined);
    const warm = vi.fn(async () => undefined);
    prefetcher = startLinkPrefetching({ prefetch, warm, idle: async () => undefined });
    const a = link('/mypage/salary');
    expect(prefetcher.prefetchHref(a.href, 'visible')).toBe(true);
    await vi.waitFor(() => expect(warm).toHaveBeenCalledTimes(1));
    expect(prefetch).not.toHaveBeenCalled();
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    expect(prefetch).toHaveBeenCalledWith(expect.objectContaining({ path: '/mypage/salary' }));
    await vi.waitFor(() => expect(prefetcher?.stats()).toMatchObject({ started: 2, done: 2 }));
  });

  it('a link pointed at before its idle warm-up ran: the warm-up does nothing', async () => {
    const prefetch = vi.fn(async () => undefined);
    const warm = vi.fn(async () => undefined);
    let idleNow: () => void = () => undefined;
    const idle = () => new Promise<void>((resolve) => { idleNow = resolve; });
    prefetcher = startLinkPrefetching({ prefetch, warm, idle });
    const a = link('/mypage/salary');
    prefetcher.prefetchHref(a.href, 'visible');
    a.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await vi.waitFor(() => expect(prefetch).toHaveBeenCalledTimes(1));
    idleNow();
    await vi.waitFor(() => expect(prefetcher?.stats()).toMatchObject({ done: 2, inFlight: 0 }));
    expect(warm).not.toHaveBeenCalled();
  });

  it('skips routes whose remote is not configured', () => {
    const prefetch = vi.fn(async () => undefined);
    prefetcher = startLinkPrefetching({ prefetch, canLoad: (route) => route.remote !== 'mfe_chat' });
    link('/mypage/chat/inquiry').dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetch).not.toHaveBeenCalled();
  });
});
