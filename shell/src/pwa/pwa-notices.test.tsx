import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { PwaNoticesSlot } from './pwa-notices-slot';
import { createPwaStore, type InstallPromptEvent } from './pwa-state';
import { INSTALL_DISMISSED_KEY } from './install-offer';

function installPrompt(outcome: 'accepted' | 'dismissed'): InstallPromptEvent {
  return Object.assign(new Event('beforeinstallprompt'), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome }),
  });
}

const contentShown = () => Promise.resolve();

function show(store = createPwaStore(), path = '/mypage', onUpdate = vi.fn(), interact = true) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <PwaNoticesSlot store={store} onUpdate={onUpdate} contentShown={contentShown} />
    </MemoryRouter>,
  );
  if (interact) act(() => { window.dispatchEvent(new Event('click')); });
  return { store, onUpdate };
}

/** Lets the slot's import of the notices settle (a notice that should not show is then really absent). */
async function noticesLoaded() {
  await act(async () => {
    await import('./pwa-notices');
  });
}

afterEach(() => {
  localStorage.clear();
  sessionStore.getState().clearSession();
});

describe('service worker notices (spec §4)', () => {
  it('asks before reloading into a new version; 更新する accepts, あとで hides', async () => {
    const { store, onUpdate } = show();
    act(() => store.set({ needRefresh: true }));
    expect(await screen.findByText('新しいバージョンがあります。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '更新する' }));
    expect(onUpdate).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'あとで' }));
    expect(screen.queryByText('新しいバージョンがあります。')).not.toBeInTheDocument();
  });

  it('says once that the app works offline (first install), with 閉じる', async () => {
    const { store } = show();
    act(() => store.set({ offlineReady: true }));
    expect(await screen.findByText('オフラインでも使えるようになりました。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(store.get().offlineReady).toBe(false);
  });

  it('keeps room below the page as tall as the notice while one is shown, so it never covers the last button', async () => {
    const height = vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue({ height: 96.4 } as DOMRect);
    const { store } = show();
    const room = () => document.documentElement.style.getPropertyValue('--shell-notice-room');
    expect(room()).toBe('');
    act(() => store.set({ offlineReady: true }));
    await screen.findByText('オフラインでも使えるようになりました。');
    expect(room()).toBe('109px'); // the notice, rounded up, and the gap below it
    await userEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(room()).toBe('');
    height.mockRestore();
  });

  it('offers the install to a signed-in worker on my page; accepted → installed, never offered again', async () => {
    sessionStore.getState().setToken('tok');
    const { store } = show();
    const prompt = installPrompt('accepted');
    act(() => store.set({ installPrompt: prompt }));
    expect(await screen.findByText('アプリとしてインストール')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'インストールする' }));
    expect(prompt.prompt).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(store.get().installed).toBe(true));
    expect(screen.queryByText('アプリとしてインストール')).not.toBeInTheDocument();
  });

  it("waits for the first page's content to be on screen before it offers the install", async () => {
    sessionStore.getState().setToken('tok');
    let contentOnScreen: () => void = () => undefined;
    const content = new Promise<void>((resolve) => { contentOnScreen = resolve; });
    const store = createPwaStore();
    store.set({ installPrompt: installPrompt('accepted') });
    render(
      <MemoryRouter initialEntries={['/mypage']}>
        <PwaNoticesSlot store={store} onUpdate={vi.fn()} contentShown={() => content} />
      </MemoryRouter>,
    );
    act(() => { window.dispatchEvent(new Event('click')); });
    await noticesLoaded();
    expect(screen.queryByText('アプリとしてインストール')).not.toBeInTheDocument();
    await act(async () => { contentOnScreen(); await content; });
    expect(await screen.findByText('アプリとしてインストール')).toBeInTheDocument();
  });

  it('キャンセル hides the install offer and remembers it', async () => {
    sessionStore.getState().setToken('tok');
    const { store } = show();
    act(() => store.set({ installPrompt: installPrompt('dismissed') }));
    await userEvent.click(await screen.findByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByText('アプリとしてインストール')).not.toBeInTheDocument();
    expect(localStorage.getItem(INSTALL_DISMISSED_KEY)).toMatch(/^\d+$/);
  });

  it('waits until the worker has used the page before the offline-ready notice', async () => {
    const store = createPwaStore();
    show(store, '/mypage', vi.fn(), false);
    act(() => store.set({ offlineReady: true }));
    await noticesLoaded();
    expect(screen.queryByText('オフラインでも使えるようになりました。')).not.toBeInTheDocument();
    act(() => { window.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' })); });
    expect(screen.getByText('オフラインでも使えるようになりました。')).toBeInTheDocument();
  });

  it('a tap counts once it is complete: not at the finger-down, where the notice would come up under the finger', async () => {
    const store = createPwaStore();
    show(store, '/mypage', vi.fn(), false);
    act(() => store.set({ offlineReady: true }));
    await noticesLoaded();
    act(() => { window.dispatchEvent(new Event('pointerdown')); });
    act(() => { window.dispatchEvent(new Event('pointerup')); });
    expect(screen.queryByText('オフラインでも使えるようになりました。')).not.toBeInTheDocument();
    act(() => { window.dispatchEvent(new MouseEvent('click', { bubbles: true })); });
    expect(screen.getByText('オフラインでも使えるようになりました。')).toBeInTheDocument();
  });

  it('does not offer the install at sign-in or once installed', async () => {
    const store = createPwaStore();
    store.set({ installPrompt: installPrompt('accepted') });
    show(store, '/login');
    await noticesLoaded();
    expect(screen.queryByText('アプリとしてインストール')).not.toBeInTheDocument();
    act(() => store.set({ installed: true }));
    expect(screen.queryByText('アプリとしてインストール')).not.toBeInTheDocument();
  });

  it('keeps the live region in the page and loads the notices only once one is due', async () => {
    const store = createPwaStore();
    show(store);
    const region = screen.getByRole('region', { name: 'アプリからのお知らせ' });
    expect(region).toBeEmptyDOMElement();
    act(() => store.set({ needRefresh: true }));
    expect(await screen.findByText('新しいバージョンがあります。')).toBeInTheDocument();
    expect(region).toHaveAttribute('aria-live', 'polite');
    expect(region).toContainElement(screen.getByText('新しいバージョンがあります。'));
  });
});
