import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { useResource } from './use-resource';

/** A loader the test answers one call at a time. */
function scripted() {
  const calls: { resolve: (v: string) => void; reject: (e: unknown) => void; signal: AbortSignal }[] = [];
  const load = (signal: AbortSignal) => new Promise<string>((resolve, reject) => calls.push({ resolve, reject, signal }));
  return { calls, load };
}

describe('useResource (a page’s GET: a reservation, a chat, the notices, the bank account …)', () => {
  it('loading → error; 再試行 shows loading again, then the value', async () => {
    const s = scripted();
    const { result } = renderHook(() => useResource('r1', s.load));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => s.calls[0]?.reject(new ApiError({ status: 503, key: 'SERVER_ERROR' })));
    expect(result.current.state.status).toBe('error');
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => s.calls[1]?.resolve('予約'));
    expect(result.current.state).toEqual({ status: 'ready', value: '予約' });
  });

  it('a reload after a value keeps it while loading and when it fails, but not after a 404 (it is gone)', async () => {
    const s = scripted();
    const { result } = renderHook(() => useResource('r1', s.load));
    await act(async () => s.calls[0]?.resolve('v1'));
    act(() => result.current.reload());
    expect(result.current.state).toEqual({ status: 'ready', value: 'v1' });
    await act(async () => s.calls[1]?.reject(new ApiError({ status: 0, key: 'NETWORK_ERROR' })));
    expect(result.current.state).toEqual({ status: 'ready', value: 'v1' });
    act(() => result.current.reload());
    await act(async () => s.calls[2]?.reject(new ApiError({ status: 404, key: 'NOT_FOUND' })));
    expect(result.current.state).toMatchObject({ status: 'error', error: { status: 404 } });
  });

  it('replace() shows what an action answered; a new key aborts the old load and loads afresh', async () => {
    const s = scripted();
    const { result, rerender } = renderHook(({ key }) => useResource(key, s.load), { initialProps: { key: 'a' } });
    act(() => result.current.replace('from the action'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'from the action' });
    rerender({ key: 'b' });
    expect(s.calls[0]?.signal.aborted).toBe(true);
    // Another key's page: loading, never the last key's value.
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(s.calls).toHaveLength(2));
    await act(async () => s.calls[1]?.resolve('b'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'b' });
  });

  it('a failed load runs again by itself when the phone is back online', async () => {
    const s = scripted();
    const { result } = renderHook(() => useResource('r1', s.load));
    await act(async () => s.calls[0]?.reject(new ApiError({ status: 0, key: 'NETWORK_ERROR' })));
    expect(result.current.state.status).toBe('error');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => s.calls[1]?.resolve('予約'));
    expect(result.current.state).toEqual({ status: 'ready', value: '予約' });
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(s.calls).toHaveLength(2);
  });

  it('a reload that failed behind the value shown (a live event while offline) runs again when back online', async () => {
    const s = scripted();
    const { result } = renderHook(() => useResource('r1', s.load));
    await act(async () => s.calls[0]?.resolve('v1'));
    act(() => result.current.reload());
    await act(async () => s.calls[1]?.reject(new ApiError({ status: 0, key: 'NETWORK_ERROR' })));
    expect(result.current.state).toEqual({ status: 'ready', value: 'v1' });
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(s.calls).toHaveLength(3);
    expect(result.current.state).toEqual({ status: 'ready', value: 'v1' });
    await act(async () => s.calls[2]?.resolve('v2'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'v2' });
    // nothing failed since: coming online again loads nothing
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(s.calls).toHaveLength(3);
  });

  it('a value at hand is shown without loading (in development’s double mount too), until a reload', async () => {
    const s = scripted();
    const { result } = renderHook(() => useResource('account', s.load, { value: 'stored' }), { reactStrictMode: true });
    expect(result.current.state).toEqual({ status: 'ready', value: 'stored' });
    expect(s.calls).toHaveLength(0);
    act(() => result.current.reload());
    await waitFor(() => expect(s.calls).toHaveLength(1));
    await act(async () => s.calls[0]?.resolve('fresh'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'fresh' });
  });

  it('the value at hand is only for the first visit of its key: back on that key after another, it loads', async () => {
    const s = scripted();
    const { result, rerender } = renderHook(({ key }) => useResource(key, s.load, { value: 'stored' }), {
      initialProps: { key: 'a' },
      reactStrictMode: true,
    });
    rerender({ key: 'b' });
    await waitFor(() => expect(s.calls).toHaveLength(1));
    await act(async () => s.calls[0]?.resolve('b の値'));
    rerender({ key: 'a' });
    expect(result.current.state).toEqual({ status: 'loading' });
    await waitFor(() => expect(s.calls.length).toBeGreaterThanOrEqual(2));
    await act(async () => s.calls.at(-1)?.resolve('a の新しい値'));
    expect(result.current.state).toEqual({ status: 'ready', value: 'a の新しい値' });
  });

  it('leaving the page aborts its request', () => {
    const s = scripted();
    const { unmount } = renderHook(() => useResource('r1', s.load));
    unmount();
    expect(s.calls[0]?.signal.aborted).toBe(true);
  });

  it('replace() with a change applies it to the value shown, and does nothing while there is none', async () => {
    const s = scripted();
    const { result } = renderHook(() => useResource('shifts', s.load));
    act(() => result.current.replace((v) => `${v}+`));
    expect(result.current.state).toEqual({ status: 'loading' });
    await act(async () => s.calls[0]?.resolve('提出'));
    act(() => result.current.replace((v) => `${v}済み`));
    expect(result.current.state).toEqual({ status: 'ready', value: '提出済み' });
  });

  describe('refreshOnReturn: back to the tab after a minute away (a phone asleep in a pocket)', () => {
    let visibility: DocumentVisibilityState = 'visible';
    const setVisibility = (v: DocumentVisibilityState) => {
      visibility = v;
      document.dispatchEvent(new Event('visibilitychange'));
    };
    beforeEach(() => {
      vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    });
    afterEach(() => {
      vi.useRealTimers();
      visibility = 'visible';
    });

    it('loads the value again, showing the old one until the answer', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const s = scripted();
      const { result } = renderHook(() => useResource('shifts', s.load, undefined, { refreshOnReturn: true }));
      await act(async () => s.calls[0]?.resolve('11月のシフト'));
      act(() => setVisibility('hidden'));
      vi.setSystemTime(Date.now() + 3 * 60 * 60 * 1000);
      act(() => setVisibility('visible'));
      expect(s.calls).toHaveLength(2);
      expect(result.current.state).toEqual({ status: 'ready', value: '11月のシフト' });
      await act(async () => s.calls[1]?.resolve('12月のシフト'));
      expect(result.current.state).toEqual({ status: 'ready', value: '12月のシフト' });
    });

    it('not after a glance away (under a minute), and not for a page that did not ask (a form filled from it)', async () => {
      vi.useFakeTimers({ toFake: ['Date'] });
      const asked = scripted();
      const form = scripted();
      renderHook(() => useResource('notices', asked.load, undefined, { refreshOnReturn: true }));
      renderHook(() => useResource('account', form.load));
      await act(async () => {
        asked.calls[0]?.resolve('お知らせ');
        form.calls[0]?.resolve('口座');
      });
      act(() => setVisibility('hidden'));
      vi.setSystemTime(Date.now() + 30_000);
      act(() => setVisibility('visible'));
      expect(asked.calls).toHaveLength(1);
      act(() => setVisibility('hidden'));
      vi.setSystemTime(Date.now() + 5 * 60_000);
      act(() => setVisibility('visible'));
      expect(asked.calls).toHaveLength(2);
      expect(form.calls).toHaveLength(1);
    });
  });
});
