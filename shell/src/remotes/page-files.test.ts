import { afterEach, describe, expect, it, vi } from 'vitest';
import { pageFilesOf, preloadPageFiles } from './page-files';

const ENTRY = `${window.location.origin}/remotes/chat/v2/remoteEntry.js`;
const hints = {
  entry: ['assets/glue.js'],
  routes: ['assets/routes.js'],
  pages: { '/mypage/chat/:id': ['assets/chat-page.js', 'assets/use-thread.js', 'assets/routes.js'] },
  styles: { '/mypage/chat/:id': ['assets/routes.css', 'assets/messages.css'] },
};
const at = (file: string) => `${window.location.origin}/remotes/chat/v2/${file}`;
const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => [l.href, l.getAttribute('as'), l.getAttribute('crossorigin')]);

afterEach(() => {
  vi.restoreAllMocks();
  document.head.innerHTML = '';
});

describe("a page's files from its remote's route hints", () => {
  it('names the hashed files relative to the entry, each once, and not the entry (revalidated on use)', () => {
    expect(pageFilesOf(hints, ENTRY, '/mypage/chat/:id')).toEqual({
      scripts: [at('assets/glue.js'), at('assets/routes.js'), at('assets/chat-page.js'), at('assets/use-thread.js')],
      styles: [at('assets/routes.css'), at('assets/messages.css')],
    });
    expect(pageFilesOf(hints, ENTRY, '/mypage/reservation-list')).toEqual({ scripts: [at('assets/glue.js'), at('assets/routes.js')], styles: [] });
  });

  it('reads nothing from hints that are missing or malformed', () => {
    expect(pageFilesOf(null, ENTRY, '/x')).toEqual({ scripts: [], styles: [] });
    expect(pageFilesOf({ entry: 'glue.js', routes: [1, 'r.js'], pages: { '/x': 'p.js' }, styles: [] }, ENTRY, '/x')).toEqual({ scripts: [at('r.js')], styles: [] });
    expect(pageFilesOf({ pages: {}, styles: {} }, ENTRY, 'toString')).toEqual({ scripts: [], styles: [] }); // own keys only, not Object.prototype's
  });
});

describe("opening a page: its files requested at once, not level by level", () => {
  it('modulepreloads its scripts and preloads its stylesheets (crossorigin, as Vite loads them)', async () => {
    preloadPageFiles(ENTRY, '/mypage/chat/:id', async () => hints);
    await vi.waitFor(() => expect(links('modulepreload')).toHaveLength(4));
    expect(links('modulepreload')).toEqual([at('assets/glue.js'), at('assets/routes.js'), at('assets/chat-page.js'), at('assets/use-thread.js')].map((h) => [h, null, '']));
    expect(links('preload')).toEqual([[at('assets/routes.css'), 'style', ''], [at('assets/messages.css'), 'style', '']]);
  });

  it('skips what this document has requested already (a remote loaded before, the boot preloads)', async () => {
    const boot = document.createElement('link');
    boot.rel = 'modulepreload';
    boot.href = at('assets/glue.js');
    document.head.append(boot);
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name === at('assets/routes.js') || name === at('assets/routes.css') ? [{ name } as PerformanceEntry] : []));
    preloadPageFiles(ENTRY, '/mypage/chat/:id', async () => hints);
    await vi.waitFor(() => expect(links('modulepreload')).toHaveLength(3));
    expect(links('modulepreload').map(([href]) => href)).toEqual([at('assets/glue.js'), at('assets/chat-page.js'), at('assets/use-thread.js')]);
    expect(links('preload').map(([href]) => href)).toEqual([at('assets/messages.css')]);
  });

  it('does nothing without a configured entry, without a hints reader (plain SPA), or when the hints cannot be read', async () => {
    const reader = vi.fn(async () => hints);
    preloadPageFiles(null, '/mypage/chat/:id', reader);
    preloadPageFiles(ENTRY, '/mypage/chat/:id', undefined);
    preloadPageFiles(ENTRY, '/mypage/chat/:id', async () => { throw new Error('offline'); });
    preloadPageFiles(ENTRY, '/mypage/chat/:id', async () => null);
    await new Promise((r) => setTimeout(r, 0));
    expect(reader).not.toHaveBeenCalled();
    expect(document.head.querySelectorAll('link')).toHaveLength(0);
  });
});
