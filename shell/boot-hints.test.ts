import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootAsset, bootScript } from './boot-hints';

const config = { remotes: { mfe_auth: '/remotes/auth/remoteEntry.js', mfe_mypage: '/remotes/mypage/remoteEntry.js' } };

async function runBootScript(path: string, token: string | null, apiChunk?: string): Promise<string[]> {
  window.history.replaceState(null, '', path);
  if (token) localStorage.setItem('jwt-token-worker', token);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  new Function(bootScript(apiChunk))();
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

describe('the boot script of index.html (an external file: no inline script under the CSP)', () => {
  it('starts /config.json at once and hands the response to the shell', async () => {
    await runBootScript('/login', null);
    expect(globalThis.__SHELL_BOOT__?.config).toBeInstanceOf(Promise);
  });

  it('preloads the remote entry of the route being opened', async () => {
    expect(await runBootScript('/mypage', 'tok')).toEqual(['/remotes/mypage/remoteEntry.js']);
  });

  it('preloads what the guard will show instead: /login for a signed-out visitor of my page, my page for a signed-in /login', async () => {
    expect(await runBootScript('/mypage/edit', null)).toEqual(['/remotes/auth/remoteEntry.js']);
    document.head.innerHTML = '';
    expect(await runBootScript('/login', 'tok')).toEqual(['/remotes/mypage/remoteEntry.js']);
  });

  it('preloads nothing for a route whose remote is not configured', async () => {
    expect(await runBootScript('/mypage/salary', 'tok')).toEqual([]);
  });

  it('preloads the lazily loaded HTTP stack for a stored session only (its first page calls the API at once)', async () => {
    expect(await runBootScript('/mypage', 'tok', '/assets/axios-transport-x.js')).toEqual(['/assets/axios-transport-x.js', '/remotes/mypage/remoteEntry.js']);
    document.head.innerHTML = '';
    localStorage.clear();
    expect(await runBootScript('/login', null, '/assets/axios-transport-x.js')).toEqual(['/remotes/auth/remoteEntry.js']);
  });
});

describe('bootAsset', () => {
  it('names the file by its content and bakes in the HTTP stack chunk of the bundle', () => {
    const chunk = { type: 'chunk', fileName: 'assets/axios-transport-abc.js', facadeModuleId: '/w/shared/src/api/axios-transport.ts' };
    const withApi = bootAsset({ 'assets/axios-transport-abc.js': chunk });
    expect(withApi.fileName).toMatch(/^assets\/boot-[0-9a-f]{10}\.js$/);
    expect(withApi.source).toContain('"/assets/axios-transport-abc.js"');
    const without = bootAsset(undefined);
    expect(without.fileName).not.toBe(withApi.fileName);
    expect(bootAsset(undefined)).toEqual(without);
  });
});
