import { renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { useReloadWhenOnline } from './index';

describe('useReloadWhenOnline', () => {
  it('reloads a failed load when the connection returns, and nothing else', () => {
    const reload = vi.fn();
    const { rerender, unmount } = renderHook(({ failed }) => useReloadWhenOnline(failed, reload), { initialProps: { failed: false } });
    window.dispatchEvent(new Event('online'));
    expect(reload).not.toHaveBeenCalled();
    rerender({ failed: true });
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender({ failed: false });
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    rerender({ failed: true });
    unmount();
    window.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
