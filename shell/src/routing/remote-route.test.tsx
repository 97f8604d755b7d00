// A page's code that never arrives (a dead mobile connection that does not error): an area error with 再試行 after
// REMOTE_LOAD_TIMEOUT_MS, never a spinner forever; 再試行 then reloads the document (the browser keeps the chunk's
// request pending, and a new import() of it would wait for it); code that arrives late still shows the page.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'shared/router';
import { REMOTE_LOAD_TIMEOUT_MS, registerConfiguredRemotes } from '../remotes/registry';
import { RemoteRoute } from './remote-route';
import type { ShellRoute } from './route-table';
import { reloadDocument } from './reload-document';

const host = vi.hoisted(() => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));
vi.mock('../remotes/host', () => host);
vi.mock('./reload-document', () => ({ reloadDocument: vi.fn() }));

// A remote of its own per test: the registry keeps a loaded remote's module.
const REMOTES: ShellRoute['remote'][] = ['mfe_shifts', 'mfe_chat', 'mfe_salary'];
let nextRemote = 0;

/** A remote whose page's code resolves when `arrive()` is called (never, unless called). */
function remoteWithPendingPage(text: string) {
  let arrive: () => void = () => undefined;
  const code = new Promise<{ default: () => React.JSX.Element }>((resolve) => {
    arrive = () => resolve({ default: () => <p>{text}</p> });
  });
  host.loadRemote.mockResolvedValue({ routes: [{ path: '/mypage/shift-list', load: () => code }] });
  const name = REMOTES[nextRemote++] ?? 'mfe_mypage';
  registerConfiguredRemotes({ [name]: `/remotes/${name}/remoteEntry.js` });
  return { name, arrive };
}

function show(remote: ShellRoute['remote']) {
  const route: ShellRoute = { path: '/mypage/shift-list', remote };
  render(
    <MemoryRouter>
      <RemoteRoute route={route} />
    </MemoryRouter>,
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  vi.mocked(reloadDocument).mockClear();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.spyOn(console, 'error').mockRestore();
});

describe("a remote page whose code does not arrive", () => {
  it('shows the area error with 再試行 after the timeout, not a spinner forever; 再試行 reloads the document', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { name } = remoteWithPendingPage('シフト一覧');
    show(name);
    await act(async () => { await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS - 1); });
    expect(screen.queryByRole('alert')).toBeNull();
    await act(async () => { await vi.advanceTimersByTimeAsync(2); });
    expect(screen.getByRole('alert')).toHaveTextContent('このページを読み込めませんでした。');
    act(() => { screen.getByRole('button', { name: '再試行' }).click(); });
    expect(reloadDocument).toHaveBeenCalledTimes(1);
  });

  it('shows the page when its code arrives after the timeout (a slow connection)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { name, arrive } = remoteWithPendingPage('遅れて届いたページ');
    show(name);
    await act(async () => { await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS + 1); });
    expect(screen.getByRole('alert')).toBeInTheDocument();
    await act(async () => { arrive(); await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByText('遅れて届いたページ')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(reloadDocument).not.toHaveBeenCalled();
  });

  it('shows the page when its code arrives in time', async () => {
    const { name, arrive } = remoteWithPendingPage('シフト一覧のページ');
    show(name);
    await act(async () => { await vi.advanceTimersByTimeAsync(1000); arrive(); await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByText('シフト一覧のページ')).toBeInTheDocument();
    await act(async () => { await vi.advanceTimersByTimeAsync(REMOTE_LOAD_TIMEOUT_MS); });
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('a remote page whose code could not be loaded (offline)', () => {
  afterEach(() => {
    globalThis.__SHELL_BOOT__ = undefined;
  });

  function failingRemote(name: ShellRoute['remote']) {
    // Not a chunk error (those reload the document once by themselves: chunk-recovery.ts).
    host.loadRemote.mockRejectedValue(new Error('network down'));
    registerConfiguredRemotes({ [name]: `/remotes/${name}/remoteEntry.js` });
  }

  it('再試行 loads it again in place when nothing of the remote was preloaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.__SHELL_BOOT__ = { failedStylePreloads: ['http://localhost:3000/remotes/other/assets/routes-x.css'] };
    failingRemote('mfe_auth');
    show('mfe_auth');
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByRole('alert')).toHaveTextContent('このページを読み込めませんでした。');
    const calls = host.loadRemote.mock.calls.length;
    await act(async () => { screen.getByRole('button', { name: '再試行' }).click(); await vi.advanceTimersByTimeAsync(0); });
    expect(reloadDocument).not.toHaveBeenCalled();
    expect(host.loadRemote.mock.calls.length).toBe(calls + 1);
  });

  it('再試行 reloads the document when a preload of its stylesheet failed (the browser would answer the file with that error again)', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    globalThis.__SHELL_BOOT__ = { failedStylePreloads: [new URL('/remotes/mfe_mypage/assets/routes-x.css', window.location.href).href] };
    failingRemote('mfe_mypage');
    show('mfe_mypage');
    await act(async () => { await vi.advanceTimersByTimeAsync(0); });
    expect(screen.getByRole('alert')).toHaveTextContent('このページを読み込めませんでした。');
    act(() => { screen.getByRole('button', { name: '再試行' }).click(); });
    expect(reloadDocument).toHaveBeenCalledTimes(1);
  });
});
