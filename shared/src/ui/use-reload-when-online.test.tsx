import { act, renderHook } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_RETRY_DELAYS_MS } from './use-reload-when-online';
import { useReloadWhenOnline } from './index';

const online = () => act(() => window.dispatchEvent(new Event('online')));
const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useReloadWhenOnline', () => {
  // One fake clock for the file: the time of the last reconnection is kept by the module.
  beforeAll(() => vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] }));
  afterAll(() => vi.useRealTimers());
  beforeEach(() => vi.advanceTimersByTime(60_000)); // no reconnection of an earlier test counts

  it('reloads a failed load when the connection returns, and nothing else', () => {
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(({ failed }) => useReloadWhenOnline(failed, reload), { initialProps: { failed: false } });
    online(); // nothing failed
    expect(reload).not.toHaveBeenCalled();
    later(20_000);
    rerender({ failed: true }); // a failure long after that reconnection
    expect(reload).not.toHaveBeenCalled();
    window.dispatchEvent(new Event('offline'));
    online();
    expect(reload).toHaveBeenCalledTimes(1);
    rerender({ failed: false });
    online();
    expect(reload).toHaveBeenCalledTimes(1);
    later(20_000);
    rerender({ failed: true });
    unmount();
    online();
    later(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('back online while the load was on its way, and the load then failed: it runs again at once', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ failed }) => useReloadWhenOnline(failed, reload), { initialProps: { failed: false } });
    later(200);
    online(); // the request sent offline has not failed yet
    later(50);
    rerender({ failed: true });
    expect(reload).toHaveBeenCalledTimes(1);
    rerender({ failed: false }); // that reload is on its way; it succeeds: nothing more
    later(10_000);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('the reload the reconnection started fails too: tried again after 1 s and 3 s, then left to 再試行', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ failed }) => useReloadWhenOnline(failed, reload), { initialProps: { failed: true } });
    online();
    expect(reload).toHaveBeenCalledTimes(1);
    const failAgain = () => {
      rerender({ failed: false });
      rerender({ failed: true });
    };
    failAgain();
    later(RELOAD_RETRY_DELAYS_MS[0] - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    later(1);
    expect(reload).toHaveBeenCalledTimes(2);
    failAgain();
    later(RELOAD_RETRY_DELAYS_MS[1]);
    expect(reload).toHaveBeenCalledTimes(3);
    failAgain();
    later(30_000);
    expect(reload).toHaveBeenCalledTimes(3);
  });
});
