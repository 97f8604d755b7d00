import { afterEach, describe, expect, it, vi } from 'vitest';
import { bootScript } from './boot-hints';

const config = { remotes: { mfe_auth: '/remotes/auth/remoteEntry.js', mfe_mypage: '/remotes/mypage/remoteEntry.js' } };

async function runBootScript(path: string, token: string | null): Promise<string[]> {
  window.history.replaceState(null, '', path);
  if (token) localStorage.setItem('jwt-token-worker', token);
  const fetchMock = vi.fn(async () => new Response(JSON.stringify(config), { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  new Function(bootScript())();
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
});
