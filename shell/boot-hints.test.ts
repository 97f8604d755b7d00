import { afterEach, describe, expect, it, vi } from 'vitest';
import { BOOT_MEMORY_KEY, bootHints, bootScript, bootSource, startStylesPreloaded, withoutManifestLink } from './boot-hints';

const hints = {
  entry: ['assets/share-init.js'],
  routes: ['assets/routes.js'],
  pages: { '/mypage': ['assets/mypage-page.js'], '/mypage/edit': ['assets/edit-page.js'] },
  styles: { '/mypage': ['assets/mypage.css'] },
  // The GETs my page sends as it opens (its route's `calls`); a hint that is not a path of the API never gets the token.
  calls: { '/mypage': ['/workerapi/notices', 'https://elsewhere.example/steal', '/workerapi/salaries'] },
};
const config = { remotes: { mfe_auth: '/remotes/auth/remoteEntry.js', mfe_mypage: '/remotes/mypage/remoteEntry.js' } };

/** The boot script as the build ships it (minified), with the HTTP stack chunk of a bundle that has one. */
function shipped(apiChunk?: string): string {
  const bundle = apiChunk ? { [apiChunk.slice(1)]: { type: 'chunk', fileName: apiChunk.slice(1), facadeModuleId: '/w/shared/src/api/axios-transport.ts' } } : undefined;
  return bootSource(bundle);
}

async function runBootScript(path: string, token: string | null, apiChunk?: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  if (token) localStorage.setItem('jwt-token-worker', token);
  const fetchMock = vi.fn(async (url: string) =>
    url === '/config.json' ? new Response(JSON.stringify(config), { status: 200 }) : url.endsWith('/remotes/mypage/route-hints.json') ? new Response(JSON.stringify(hints), { status: 200 }) : new Response('', { status: 404 }));
  vi.stubGlobal('fetch', fetchMock);
  new Function(shipped(apiChunk))();
  await vi.waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/config.json', expect.objectContaining({ cache: 'no-store' })));
  await new Promise((r) => setTimeout(r, 0));
  await new Promise((r) => setTimeout(r, 0));
  return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
}

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
  document.head.innerHTML = '';
  globalThis.__SHELL_BOOT__ = undefined;
});

describe('the boot script of index.html', () => {
  it('starts /config.json at once and hands the response to the shell', async () => {
    await runBootScript('/login', null);
    expect(globalThis.__SHELL_BOOT__?.config).toBeInstanceOf(Promise);
  });

  it("keeps what the service worker posts until the shell takes it (a notice posted before the shell listens is not lost)", async () => {
    const container = new EventTarget();
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: container }));
    await runBootScript('/mypage', 'tok');
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'first' } }));
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'second' } }));
    expect(globalThis.__SHELL_BOOT__?.swMessages).toEqual([{ type: 'first' }, { type: 'second' }]);
    if (globalThis.__SHELL_BOOT__) globalThis.__SHELL_BOOT__.swMessages = undefined; // taken by the shell
    container.dispatchEvent(new MessageEvent('message', { data: { type: 'third' } }));
    expect(globalThis.__SHELL_BOOT__?.swMessages).toBeUndefined();
  });

  it('runs where there is no service worker container (an insecure origin)', async () => {
    vi.stubGlobal('navigator', Object.assign(Object.create(navigator) as Navigator, { serviceWorker: undefined }));
    await runBootScript('/login', null);
    expect(globalThis.__SHELL_BOOT__?.config).toBeInstanceOf(Promise);
  });

  it('preloads the remote entry of the route being opened', async () => {
    expect(await runBootScript('/mypage', 'tok')).toEqual(['/remotes/mypage/remoteEntry.js', '/remotes/mypage/assets/share-init.js', '/remotes/mypage/assets/routes.js', '/remotes/mypage/assets/mypage-page.js']);
  });

  it('preloads what the guard will show instead: /login for a signed-out visitor of my page, my page for a signed-in /login', async () => {
    expect(await runBootScript('/mypage/edit', null)).toEqual(['/remotes/auth/remoteEntry.js']);
    document.head.innerHTML = '';
    expect((await runBootScript('/login', 'tok'))[0]).toBe('/remotes/mypage/remoteEntry.js');
  });

  it('preloads nothing for a route whose remote is not configured', async () => {
    expect(await runBootScript('/mypage/salary', 'tok')).toEqual([]);
  });

  it('preloads the lazily loaded HTTP stack for a stored session whose page has GETs it does not send itself', async () => {
    const api = '/assets/axios-transport-x.js';
    // My page declares its GETs and this script sends them: the client hands their answers over without the stack.
    expect(await runBootScript('/mypage', 'tok', api)).not.toContain(api);
    document.head.innerHTML = '';
    // The profile edit page declares none: its first GET needs the stack.
    expect(await runBootScript('/mypage/edit', 'tok', api)).toContain(api);
    document.head.innerHTML = '';
    // A URL with a query: the declared GETs are not sent early.
    expect(await runBootScript('/mypage?from=notice', 'tok', api)).toContain(api);
    document.head.innerHTML = '';
    localStorage.clear();
    expect(await runBootScript('/login', null, api)).toEqual(['/remotes/auth/remoteEntry.js']);
  });
});

describe("the remote's route hints", () => {
  it("preloads the page's files that the remote's route-hints.json names, relative to its entry, and its styles", async () => {
    await runBootScript('/mypage/edit', 'tok');
    await vi.waitFor(() => expect(document.head.querySelectorAll('link[rel="modulepreload"]')).toHaveLength(4));
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
    expect(links).toEqual(['/remotes/mypage/remoteEntry.js', '/remotes/mypage/assets/share-init.js', '/remotes/mypage/assets/routes.js', '/remotes/mypage/assets/edit-page.js']);
    expect(document.head.querySelectorAll('link[rel="preload"][as="style"]')).toHaveLength(0);
    document.head.innerHTML = '';
    await runBootScript('/mypage', 'tok');
    await vi.waitFor(() => expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]')?.href).toMatch(/\/remotes\/mypage\/assets\/mypage\.css$/));
    // Vite's loader adds the stylesheet with crossorigin: a preload without it would not be reused (a second download).
    expect(document.head.querySelector('link[rel="preload"][as="style"]')?.getAttribute('crossorigin')).toBe('');
  });

  it("preloads the shell's file of the form library with a page whose hints say it takes it (`shares`), and only then", async () => {
    const withForms = { ...hints, shares: { '/mypage/edit': ['@hookform/resolvers/zod', 'react-hook-form', 'not-on-demand'] } };
    const bundle = {
      'assets/form-library-f.js': { type: 'chunk', fileName: 'assets/form-library-f.js', facadeModuleId: '/w/shell/src/remotes/form-library.ts' },
    };
    const run = async (path: string) => {
      window.history.replaceState(null, '', path);
      localStorage.setItem('jwt-token-worker', 'tok');
      vi.stubGlobal('fetch', vi.fn(async (url: string) =>
        url === '/config.json' ? new Response(JSON.stringify(config)) : url.endsWith('/remotes/mypage/route-hints.json') ? new Response(JSON.stringify(withForms)) : new Response('', { status: 404 })));
      new Function(bootSource(bundle))();
      await vi.waitFor(() => expect(document.head.querySelector('link[href$="/remotes/mypage/assets/routes.js"]')).not.toBeNull());
      return [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
    };
    expect(await run('/mypage/edit')).toEqual([
      '/remotes/mypage/remoteEntry.js', '/remotes/mypage/assets/share-init.js', '/remotes/mypage/assets/routes.js', '/remotes/mypage/assets/edit-page.js',
      '/assets/form-library-f.js', // once for its two keys
    ]);
    document.head.innerHTML = '';
    localStorage.clear();
    globalThis.__SHELL_BOOT__ = undefined;
    expect(await run('/mypage')).not.toContain('/assets/form-library-f.js');
  });

  it("gives the shell another remote's hints by its entry (for link prefetch): fetched once (two asks at once too), then remembered; null without hints", async () => {
    await runBootScript('/login', null); // an mfe_auth page: mfe_mypage's hints are not fetched at start
    const hintCalls = () => vi.mocked(fetch).mock.calls.filter(([url]) => String(url).endsWith('/remotes/mypage/route-hints.json')).length;
    expect(hintCalls()).toBe(0);
    const entry = `${window.location.origin}/remotes/mypage/remoteEntry.js`;
    const both = [globalThis.__SHELL_BOOT__?.hints?.(entry), globalThis.__SHELL_BOOT__?.hints?.('/remotes/mypage/remoteEntry.js')];
    await expect(Promise.all(both)).resolves.toEqual([hints, hints]);
    await expect(globalThis.__SHELL_BOOT__?.hints?.(entry)).resolves.toEqual(hints);
    expect(hintCalls()).toBe(1);
    expect((JSON.parse(localStorage.getItem(BOOT_MEMORY_KEY) ?? 'null') as { hints: Record<string, unknown> }).hints[entry]).toEqual(hints);
    await expect(globalThis.__SHELL_BOOT__?.hints?.('/remotes/auth/remoteEntry.js')).resolves.toBeNull(); // 404
  });

  it("opening another remote's page (preloadPage): its files at once, relative to its entry, its styles with crossorigin, each once", async () => {
    await runBootScript('/login', null);
    const entry = `${window.location.origin}/remotes/mypage/remoteEntry.js`;
    await globalThis.__SHELL_BOOT__?.preloadPage?.(entry, '/mypage');
    await globalThis.__SHELL_BOOT__?.preloadPage?.(entry, '/mypage'); // twice: nothing more
    const links = (rel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(`link[rel="${rel}"]`)].map((l) => [new URL(l.href).pathname, l.getAttribute('as'), l.getAttribute('crossorigin')]);
    expect(links('modulepreload')).toEqual([
      ['/remotes/auth/remoteEntry.js', null, ''],
      ['/remotes/mypage/assets/share-init.js', null, ''],
      ['/remotes/mypage/assets/routes.js', null, ''],
      ['/remotes/mypage/assets/mypage-page.js', null, ''],
    ]);
    expect(links('preload')).toEqual([['/remotes/mypage/assets/mypage.css', 'style', '']]);
  });

  it('preloadPage skips what the document has fetched already (a remote loaded before) and a route the hints do not name', async () => {
    await runBootScript('/login', null);
    const at = (file: string) => `${window.location.origin}/remotes/mypage/${file}`;
    vi.spyOn(performance, 'getEntriesByName').mockImplementation((name) => (name === at('assets/routes.js') || name === at('assets/mypage.css') ? [{ name } as PerformanceEntry] : []));
    await globalThis.__SHELL_BOOT__?.preloadPage?.(at('remoteEntry.js'), '/mypage');
    await globalThis.__SHELL_BOOT__?.preloadPage?.(at('remoteEntry.js'), 'toString'); // own keys only, not Object.prototype's
    const hrefs = (sel: string) => [...document.head.querySelectorAll<HTMLLinkElement>(sel)].map((l) => new URL(l.href).pathname);
    expect(hrefs('link[rel="modulepreload"]')).toEqual(['/remotes/auth/remoteEntry.js', '/remotes/mypage/assets/share-init.js', '/remotes/mypage/assets/mypage-page.js']);
    expect(hrefs('link[rel="preload"]')).toEqual([]);
    vi.restoreAllMocks();
  });

  it('preloadPage: nothing for a remote without hints (404), and malformed hints name only their string entries', async () => {
    await runBootScript('/login', null);
    await globalThis.__SHELL_BOOT__?.preloadPage?.('/remotes/auth/remoteEntry.js', '/login');
    expect(document.head.querySelectorAll('link')).toHaveLength(1); // the entry the start preloaded
    vi.mocked(fetch).mockImplementation(async () => new Response(JSON.stringify({ entry: 'glue.js', routes: [1, 'r.js'], pages: { '/x': 'p.js' }, styles: [] }), { status: 200 }));
    await globalThis.__SHELL_BOOT__?.preloadPage?.('/remotes/odd/remoteEntry.js', '/x');
    expect([...document.head.querySelectorAll<HTMLLinkElement>('link')].map((l) => new URL(l.href).pathname)).toEqual(['/remotes/auth/remoteEntry.js', '/remotes/odd/r.js']);
  });

  it('a remote without hints (404) still gets its entry preloaded', async () => {
    expect(await runBootScript('/login', null)).toEqual(['/remotes/auth/remoteEntry.js']);
  });
});

describe("the first page's API call, started early", () => {
  it('a stored session: GET /workerapi/me with the token, as the client would send it, left for the shell', async () => {
    await runBootScript('/mypage', 'tok');
    await vi.waitFor(() => expect(globalThis.__SHELL_BOOT__?.calls?.[0]).toMatchObject({ url: '/workerapi/me', authorization: 'Bearer tok' }));
    const calls = vi.mocked(fetch).mock.calls.filter(([url]) => url === '/workerapi/me');
    expect(calls).toHaveLength(1);
    expect(calls[0]?.[1]).toMatchObject({ headers: { Accept: 'application/json', Authorization: 'Bearer tok', 'Content-Type': 'application/json' } });
  });

  it('signed out: no API call', async () => {
    await runBootScript('/login', null);
    expect(vi.mocked(fetch).mock.calls.some(([url]) => String(url).includes('/workerapi/'))).toBe(false);
    expect(globalThis.__SHELL_BOOT__?.calls).toEqual([]);
  });
});

describe('a repeat visit: the last /config.json and route hints (localStorage) start the work at once, while the fresh config travels', () => {
  const stale = { apiBaseUrl: '', remotes: { mfe_auth: '/remotes/auth/v1/remoteEntry.js', mfe_mypage: '/remotes/mypage/v1/remoteEntry.js' } };
  const origin = () => window.location.origin;
  const remembered = (config: object, hintsFor: string[] = ['/remotes/mypage/v1/remoteEntry.js']) =>
    JSON.stringify({ config, hints: Object.fromEntries(hintsFor.map((entry) => [`${origin()}${entry}`, hints])) });

  /** The fresh /config.json waits for `answer()`; route-hints.json answers at once. */
  function repeatVisit(fresh: object) {
    let answer: () => void = () => undefined;
    const freshConfig = new Promise<Response>((resolve) => {
      answer = () => resolve(new Response(JSON.stringify(fresh), { status: 200 }));
    });
    const fetchMock = vi.fn(async (url: string) => {
      if (url === '/config.json') return freshConfig;
      if (url.endsWith('/route-hints.json')) return new Response(JSON.stringify(hints), { status: 200 });
      return new Response('{}', { status: 200 });
    });
    vi.stubGlobal('fetch', fetchMock);
    const preloads = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => new URL(l.href).pathname);
    const meCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/workerapi/me')).map(([url]) => String(url));
    const hintCalls = () => fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/route-hints.json')).length;
    const pageCalls = () => fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.endsWith('/workerapi/me') && !url.endsWith('.json'));
    return { answer, preloads, meCalls, hintCalls, pageCalls };
  }
  /** A signed-in repeat visit of `path` with the remembered `stale` config and hints; the boot script has run. */
  function rememberedVisit(path: string, fresh: object = stale) {
    window.history.replaceState(null, '', path);
    localStorage.setItem('jwt-token-worker', 'tok');
    localStorage.setItem(BOOT_MEMORY_KEY, remembered(stale));
    const visit = repeatVisit(fresh);
    new Function(shipped())();
    return visit;
  }
  const memory = () => JSON.parse(localStorage.getItem(BOOT_MEMORY_KEY) ?? 'null') as { config: unknown; hints: Record<string, unknown> } | null;

  it('the early API call and every preload of the page start synchronously, before the fresh config answers', () => {
    const visit = rememberedVisit('/mypage');
    // No await: all of it was started by the script itself.
    expect(visit.preloads()).toEqual(['/remotes/mypage/v1/remoteEntry.js', '/remotes/mypage/v1/assets/share-init.js', '/remotes/mypage/v1/assets/routes.js', '/remotes/mypage/v1/assets/mypage-page.js']);
    expect(document.head.querySelector<HTMLLinkElement>('link[rel="preload"][as="style"]')?.href).toMatch(/\/remotes\/mypage\/v1\/assets\/mypage\.css$/);
    expect(visit.meCalls()).toEqual(['/workerapi/me']);
    expect(globalThis.__SHELL_BOOT__?.calls?.[0]).toMatchObject({ url: '/workerapi/me', authorization: 'Bearer tok' });
    // The page's own GETs too (the remembered hints declare them), with the token, as the client would send them.
    expect(visit.pageCalls()).toEqual(['/workerapi/notices', '/workerapi/salaries']);
    expect(globalThis.__SHELL_BOOT__?.calls?.map((c) => c.url)).toEqual(['/workerapi/me', '/workerapi/notices', '/workerapi/salaries']);
    expect(vi.mocked(fetch).mock.calls.find(([url]) => url === '/workerapi/notices')?.[1]).toMatchObject({ headers: { Authorization: 'Bearer tok' } });
  });

  it('the fresh config names the same: nothing is sent or preloaded twice; its hints are fetched once to stay current, after the page has loaded', async () => {
    const readyState = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    const visit = rememberedVisit('/mypage');
    visit.answer();
    await vi.waitFor(() => expect(memory()?.config).toEqual(stale));
    await new Promise((r) => setTimeout(r, 0));
    // Not while the page's own files and calls are on their way: the remembered hints serve this visit.
    expect(visit.hintCalls()).toBe(0);
    readyState.mockReturnValue('complete');
    window.dispatchEvent(new Event('load'));
    await vi.waitFor(() => expect(visit.hintCalls()).toBe(1));
    await new Promise((r) => setTimeout(r, 0));
    expect(visit.meCalls()).toHaveLength(1);
    expect(visit.preloads()).toEqual(['/remotes/mypage/v1/remoteEntry.js', '/remotes/mypage/v1/assets/share-init.js', '/remotes/mypage/v1/assets/routes.js', '/remotes/mypage/v1/assets/mypage-page.js']);
    expect(document.head.querySelectorAll('link[rel="preload"][as="style"]')).toHaveLength(1);
    readyState.mockRestore();
  });

  it('a deploy since (another version, another API base URL): the fresh config starts its own call and preloads; the shell gets that call; the memory forgets the old version', async () => {
    const fresh = { apiBaseUrl: 'https://api.example.jp', remotes: { ...stale.remotes, mfe_mypage: '/remotes/mypage/v2/remoteEntry.js' } };
    const visit = rememberedVisit('/mypage', fresh);
    expect(visit.preloads()).toContain('/remotes/mypage/v1/remoteEntry.js');
    visit.answer();
    await vi.waitFor(() => expect(visit.preloads()).toContain('/remotes/mypage/v2/assets/mypage-page.js'));
    expect(visit.meCalls()).toEqual(['/workerapi/me', 'https://api.example.jp/workerapi/me']);
    await vi.waitFor(() => expect(visit.pageCalls()).toEqual(['/workerapi/notices', '/workerapi/salaries', 'https://api.example.jp/workerapi/notices', 'https://api.example.jp/workerapi/salaries']));
    expect(globalThis.__SHELL_BOOT__?.calls?.map((c) => c.url)).toContain('https://api.example.jp/workerapi/me');
    await vi.waitFor(() => expect(Object.keys(memory()?.hints ?? {})).toEqual([`${origin()}/remotes/mypage/v2/remoteEntry.js`]));
    expect(memory()?.config).toEqual(fresh);
  });

  it('a first visit remembers the config and the hints for the next one', async () => {
    window.history.replaceState(null, '', '/mypage');
    localStorage.setItem('jwt-token-worker', 'tok');
    const visit = repeatVisit(stale);
    new Function(shipped())();
    expect(visit.preloads()).toEqual([]);
    expect(visit.meCalls()).toEqual([]);
    visit.answer();
    await vi.waitFor(() => expect(memory()?.hints[`${origin()}/remotes/mypage/v1/remoteEntry.js`]).toEqual(hints));
    expect(memory()?.config).toEqual(stale);
    expect(visit.meCalls()).toEqual(['/workerapi/me']);
    // The page's GETs go as soon as its hints arrive, long before its code has loaded.
    expect(visit.pageCalls()).toEqual(['/workerapi/notices', '/workerapi/salaries']);
  });

  it('a broken memory is ignored (the fresh config does the work)', async () => {
    window.history.replaceState(null, '', '/mypage');
    localStorage.setItem('jwt-token-worker', 'tok');
    localStorage.setItem(BOOT_MEMORY_KEY, '{not json');
    const visit = repeatVisit(stale);
    new Function(shipped())();
    expect(visit.preloads()).toEqual([]);
    visit.answer();
    await vi.waitFor(() => expect(visit.preloads()).toContain('/remotes/mypage/v1/assets/mypage-page.js'));
  });

  it('a remembered config the browser cannot read (a malformed entry URL) costs only the early start', async () => {
    window.history.replaceState(null, '', '/mypage');
    localStorage.setItem('jwt-token-worker', 'tok');
    localStorage.setItem(BOOT_MEMORY_KEY, JSON.stringify({ config: { remotes: { mfe_mypage: 'http://[' } }, hints: {} }));
    const visit = repeatVisit(stale);
    new Function(shipped())();
    expect(visit.preloads()).toEqual([]);
    visit.answer();
    await vi.waitFor(() => expect(visit.preloads()).toContain('/remotes/mypage/v1/assets/mypage-page.js'));
    expect(globalThis.__SHELL_BOOT__?.calls?.[0]).toMatchObject({ url: '/workerapi/me' });
  });

  it("a URL with a query: the page's declared calls are not sent (they are what it asks without one); GET /workerapi/me is", () => {
    const visit = rememberedVisit('/mypage?from=notice');
    expect(visit.meCalls()).toEqual(['/workerapi/me']);
    expect(visit.pageCalls()).toEqual([]);
    expect(visit.preloads()).toContain('/remotes/mypage/v1/assets/mypage-page.js');
  });

  it('signed out: the remembered config preloads the sign-in page; no API call', () => {
    window.history.replaceState(null, '', '/login');
    localStorage.setItem(BOOT_MEMORY_KEY, remembered(stale, ['/remotes/auth/v1/remoteEntry.js']));
    const visit = repeatVisit(stale);
    new Function(shipped())();
    expect(visit.preloads()[0]).toBe('/remotes/auth/v1/remoteEntry.js');
    expect(visit.meCalls()).toEqual([]);
    expect(visit.pageCalls()).toEqual([]);
  });
});

describe('bootSource', () => {
  it('bakes in the HTTP stack chunk of the bundle', () => {
    const chunk = { type: 'chunk', fileName: 'assets/axios-transport-abc.js', facadeModuleId: '/w/shared/src/api/axios-transport.ts' };
    expect(bootSource({ 'assets/axios-transport-abc.js': chunk })).toMatch(/["'`]\/assets\/axios-transport-abc\.js["'`]/);
    expect(bootSource(undefined)).not.toMatch(/axios-transport/);
  });

  it('is the boot script minified: smaller, and the same statements run (the tests above run the minified source)', () => {
    const source = bootSource(undefined);
    expect(source.length).toBeLessThan(bootScript().length * 0.9);
    expect(() => new Function(source)).not.toThrow();
  });
});

describe('bootHints (index.html)', () => {
  type Tag = { tag: string; attrs?: Record<string, string | boolean>; children?: string; injectTo: string };
  const transform = (html: string, bundle?: Record<string, unknown>) => {
    const hook = bootHints().transformIndexHtml as { handler: (html: string, ctx: { bundle?: unknown }) => { html: string; tags: Tag[] } };
    return hook.handler(html, { bundle });
  };

  it('puts the boot script inline, first in <head>, with no file of its own: it runs as the HTML is parsed', () => {
    const { tags } = transform('<html><head></head><body></body></html>', {});
    const scripts = tags.filter((t) => t.tag === 'script');
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatchObject({ injectTo: 'head-prepend', children: bootSource({}) });
    expect(scripts[0]?.attrs?.src).toBeUndefined();
    // Nothing in it can end the element early (the build stops otherwise).
    expect(scripts[0]?.children).not.toMatch(/<\/script|<!--/i);
  });
});

describe('startStylesPreloaded', () => {
  it("turns the entry's linked stylesheets into preloads marked for src/boot/start-styles.ts; leaves the rest", () => {
    const html = '<link rel="stylesheet" crossorigin href="/assets/start-1.css">\n<link rel="icon" href="/i.svg">\n<link rel="modulepreload" crossorigin href="/assets/a.js">';
    expect(startStylesPreloaded(html)).toBe('<link rel="preload" as="style" crossorigin href="/assets/start-1.css" data-start-style>\n<link rel="icon" href="/i.svg">\n<link rel="modulepreload" crossorigin href="/assets/a.js">');
  });
});

describe('withoutManifestLink', () => {
  it("drops the PWA plugin's manifest link from index.html (the shell links it after the first content); nothing else", () => {
    const html = '<head>\n<link rel="icon" href="/i.svg">\n  <link rel="manifest" href="/manifest.webmanifest">\n</head>';
    expect(withoutManifestLink(html)).toBe('<head>\n<link rel="icon" href="/i.svg">\n</head>');
  });
});
