import { act, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OfflineBanner } from './offline-banner';
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
    expect(banner).toHaveTextContent('通信が必要な操作はできません');
    expect(banner).toHaveAttribute('role', 'status');
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

  it('tells, offline, that offline use could not be enabled (registration error)', () => {
    pwaStore.set({ registrationError: true });
    render(<OfflineBanner />);
    setOnline(false);
    expect(screen.getByTestId('pwa-registration-error')).toHaveTextContent('オフライン機能を有効にできませんでした。');
  });
});
