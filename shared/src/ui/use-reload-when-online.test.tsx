import { act, render, renderHook } from '@testing-library/react';
import { useState } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { RELOAD_RETRY_EVERY_MS } from './use-reload-when-online';
import { useReloadWhenOnline } from './index';

const online = () => act(() => window.dispatchEvent(new Event('online')));
const later = (ms: number) => act(() => vi.advanceTimersByTime(ms));

describe('useReloadWhenOnline', () => {
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

  it('listens from the commit that shows the failure: an online event right after the error is shown is not lost', async () => {
    const reload = vi.fn();
    let fail = () => {};
    function Page() {
      const [failed, setFailed] = useState(false);
      fail = () => setFailed(true);
      useReloadWhenOnline(failed, reload);
      return <p>{failed ? '読み込めませんでした' : '読み込み中'}</p>;
    }
    const { container } = render(<Page />);
    // The connection returns the moment the error is on screen: a DOM change is seen before a passive effect runs.
    const shown = new Promise<void>((resolve) => {
      const observer = new MutationObserver(() => {
        observer.disconnect();
        window.dispatchEvent(new Event('online'));
        resolve();
      });
      observer.observe(container, { subtree: true, childList: true, characterData: true });
    });
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false; // rendered as in the browser
    try {
      fail();
      await shown;
    } finally {
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
    expect(container).toHaveTextContent('読み込めませんでした');
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a reload the reconnection started fails too: tried again every 2 s for 10 s after the event, then left to 再試行', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ failed }) => useReloadWhenOnline(failed, reload), { initialProps: { failed: true } });
    online();
    expect(reload).toHaveBeenCalledTimes(1);
    const failAgain = () => {
      rerender({ failed: false });
      rerender({ failed: true });
    };
    failAgain();
    later(RELOAD_RETRY_EVERY_MS - 1);
    expect(reload).toHaveBeenCalledTimes(1);
    later(1);
    expect(reload).toHaveBeenCalledTimes(2);
    for (let n = 3; n <= 6; n += 1) {
      failAgain();
      later(RELOAD_RETRY_EVERY_MS);
      expect(reload).toHaveBeenCalledTimes(n);
    }
    failAgain(); // 10 s after the event
    later(30_000);
    expect(reload).toHaveBeenCalledTimes(6);
  });

  it('the retry 2 s later waits for the phone to be online: offline again by then, only the next online event reloads', () => {
    const reload = vi.fn();
    const { rerender } = renderHook(({ failed }) => useReloadWhenOnline(failed, reload), { initialProps: { failed: true } });
    online();
    expect(reload).toHaveBeenCalledTimes(1);
    const offline = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      rerender({ failed: false });
      rerender({ failed: true }); // failed again, offline again
      later(RELOAD_RETRY_EVERY_MS * 3);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      offline.mockRestore();
    }
    online();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});

