import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETBAR_HEIGHT_VAR, OfflineBanner } from './offline-banner';
import { pwaStore } from './pwa-state';

function setOnline(online: boolean) {
  vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(online);
  act(() => { window.dispatchEvent(new Event(online ? 'online' : 'offline')); });
}

afterEach(() => {
  vi.restoreAllMocks();
  act(() => { pwaStore.set({ registrationError: false }); });
});

describe('offline banner', () => {
  it('shows オフライン while there is no connection, and says actions that need it cannot run', () => {
    render(<OfflineBanner />);
    expect(screen.queryByTestId('offline-banner')).not.toBeInTheDocument();
    setOnline(false);
    const banner = screen.getByTestId('offline-banner');
    expect(banner).toHaveTextContent('オフライン');
    expect(banner).toHaveAttribute('role', 'status');
    // One line on a phone: the explanation is folded behind 詳しく until the worker asks for it.
    const more = screen.getByRole('button', { name: '詳しく' });
    expect(more).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByTestId('offline-details')).not.toBeVisible();
    act(() => { more.click(); });
    expect(screen.getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-expanded', 'true');
    const details = screen.getByTestId('offline-details');
    expect(details).toBeVisible();
    expect(details).toHaveTextContent('オフラインです。接続が戻ると自動で再開します。');
    expect(details).toHaveTextContent('送信や保存など通信が必要な操作はできません。入力した内容はそのまま残ります。');
    expect(screen.getByRole('button', { name: '閉じる' })).toHaveAttribute('aria-controls', details.id);
  });

  it('starts folded again each time the connection goes', () => {
    render(<OfflineBanner />);
    setOnline(false);
    act(() => { screen.getByRole('button', { name: '詳しく' }).click(); });
    expect(screen.getByTestId('offline-details')).toBeVisible();
    setOnline(true);
    setOnline(false);
    expect(screen.getByTestId('offline-details')).not.toBeVisible();
  });

  it('says the connection is back, then goes away', () => {
    vi.useFakeTimers();
    render(<OfflineBanner />);
    setOnline(false);
    setOnline(true);
    expect(screen.getByTestId('online-banner')).toHaveTextContent('オンラインに戻りました。');
    act(() => { vi.advanceTimersByTime(5_000); });
    expect(screen.queryByTestId('online-banner')).not.toBeInTheDocument();
    vi.useRealTimers();
  });

  it('keeps its height for scrolling while shown (what scrolls into view lands under it), and none once gone', () => {
    vi.useFakeTimers();
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 56, 320, 43.5));
    const height = () => document.documentElement.style.getPropertyValue(NETBAR_HEIGHT_VAR);
    render(<OfflineBanner />);
    expect(height()).toBe('');
    setOnline(false);
    expect(height()).toBe('44px');
    setOnline(true);
    expect(screen.getByTestId('online-banner')).toBeInTheDocument();
    expect(height()).toBe('44px');
    act(() => { vi.advanceTimersByTime(5_000); });
    expect(height()).toBe('');
    vi.useRealTimers();
  });

  it('tells, offline, that offline use could not be enabled (registration error)', () => {
    pwaStore.set({ registrationError: true });
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByTestId('pwa-registration-error')).toHaveTextContent('オフライン機能を有効にできませんでした。');
  });
});
