import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { ERROR_MESSAGES } from 'shared/messages';
import { usePageLoad } from './use-page-load';

describe('usePageLoad', () => {
  it('shows loading, then the answer', async () => {
    const { result } = renderHook(() => usePageLoad('a', () => Promise.resolve(7)));
    expect(result.current.load).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', data: 7 }));
  });

  it("a failure shows the API's message; 再試行 shows loading and loads again", async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<number>>()
      .mockRejectedValueOnce(new ApiError({ status: 503, key: 'SERVER_ERROR' }))
      .mockResolvedValueOnce(8);
    const { result } = renderHook(() => usePageLoad('a', load));
    await waitFor(() => expect(result.current.load).toEqual({ state: 'error', message: ERROR_MESSAGES.SERVER_ERROR }));
    act(() => result.current.retry());
    expect(result.current.load).toEqual({ state: 'loading' });
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', data: 8 }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('an error without a message shows the default one', async () => {
    const { result } = renderHook(() => usePageLoad('a', () => Promise.reject(new Error(''))));
    await waitFor(() => expect(result.current.load).toEqual({ state: 'error', message: ERROR_MESSAGES.DEFAULT }));
  });

  it('a failed load runs again when the phone is back online', async () => {
    const load = vi
      .fn<(signal: AbortSignal) => Promise<number>>()
      .mockRejectedValueOnce(new ApiError({ status: null, key: 'NETWORK_ERROR' }))
      .mockResolvedValueOnce(9);
    const { result } = renderHook(() => usePageLoad('a', load));
    await waitFor(() => expect(result.current.load.state).toBe('error'));
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', data: 9 }));
  });

  it('a value at hand is shown without loading, until a retry', async () => {
    const load = vi.fn<(signal: AbortSignal) => Promise<string>>().mockResolvedValue('fresh');
    const { result } = renderHook(() => usePageLoad('a', load, { data: 'stored' }), { reactStrictMode: true });
    expect(result.current.load).toEqual({ state: 'ready', data: 'stored' });
    expect(load).not.toHaveBeenCalled();
    act(() => result.current.retry());
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', data: 'fresh' }));
  });

  it('another key loads again; leaving aborts the request and changes nothing', async () => {
    const signals: AbortSignal[] = [];
    const load = (key: string) => (signal: AbortSignal) => {
      signals.push(signal);
      return key === 'b' ? new Promise<string>(() => undefined) : Promise.resolve(key);
    };
    const { result, rerender, unmount } = renderHook(({ id }) => usePageLoad(id, load(id)), { initialProps: { id: 'a' } });
    await waitFor(() => expect(result.current.load).toEqual({ state: 'ready', data: 'a' }));
    rerender({ id: 'b' });
    await waitFor(() => expect(signals).toHaveLength(2));
    unmount();
    expect(signals[1]?.aborted).toBe(true);
  });
});
