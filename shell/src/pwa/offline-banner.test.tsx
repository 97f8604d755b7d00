import { act, render, screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NETBAR_HEIGHT_VAR, OfflineBanner } from './offline-banner';
import { pwaStore } from './pwa-state';
import { useOnline } from './online-status';

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

  it('has its height set before the effects of the commit that shows or grows it run (a page scrolling then lands under it)', () => {
    // 44 px folded, 120 px with 詳しく unfolded.
    vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockImplementation(function (this: HTMLElement) {
      return new DOMRect(0, 56, 320, this.querySelector('[aria-expanded="true"]') ? 120 : 43.5);
    });
    const seen: string[] = [];
    // A page's effect in the same commit, as the メッセージ card's scrollIntoView: it reads the height the bar has now.
    function Page() {
      const online = useOnline();
      useEffect(() => { seen.push(`${online ? 'online' : 'offline'} ${document.documentElement.style.getPropertyValue(NETBAR_HEIGHT_VAR)}`); });
      return null;
    }
    render(<><OfflineBanner /><Page /></>);
    setOnline(false);
    expect(seen).toEqual(['online ', 'offline 44px']);
    act(() => { screen.getByRole('button', { name: '詳しく' }).click(); });
    expect(document.documentElement.style.getPropertyValue(NETBAR_HEIGHT_VAR)).toBe('120px');
  });

  it('tells, offline, that offline use could not be enabled (registration error)', () => {
    pwaStore.set({ registrationError: true });
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByTestId('pwa-registration-error')).toHaveTextContent('オフライン機能を有効にできませんでした。');
  });
});
