import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { AuthError } from 'shared/auth';
import { failedForWantOfConnection, useOnlineAgain } from './use-online-again';

describe('failedForWantOfConnection', () => {
  it('is a save that got no answer: the API unreachable, or the identity provider unreachable', () => {
    expect(failedForWantOfConnection(new ApiError({ status: null, key: 'NETWORK_ERROR' }))).toBe(true);
    expect(failedForWantOfConnection(new AuthError('auth/network-request-failed'))).toBe(true);
  });

  it('is not a canceled request, an answer the server gave, or any other failure', () => {
    expect(failedForWantOfConnection(new ApiError({ status: null, key: 'NETWORK_ERROR', canceled: true }))).toBe(false);
    expect(failedForWantOfConnection(new ApiError({ status: 503, key: 'SERVER_ERROR' }))).toBe(false);
    expect(failedForWantOfConnection(new AuthError('auth/wrong-password'))).toBe(false);
    expect(failedForWantOfConnection(new Error('boom'))).toBe(false);
    expect(failedForWantOfConnection(null)).toBe(false);
  });
});

describe('useOnlineAgain', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });
  const offlineFailure = new ApiError({ status: null, key: 'NETWORK_ERROR' });

  it('turns true on the online event after a save failed offline; a new save or a server error ends it', () => {
    const { result } = renderHook(() => useOnlineAgain());
    act(() => result.current.saveFailed(new ApiError({ status: 503, key: 'SERVER_ERROR' })));
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(result.current.onlineAgain).toBe(false);
    act(() => result.current.saveFailed(offlineFailure));
    expect(result.current.onlineAgain).toBe(false);
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(result.current.onlineAgain).toBe(true);
    act(() => result.current.saveFailed(null));
    expect(result.current.onlineAgain).toBe(false);
  });

  it('offline again soon after a reconnection: a second failure is not taken for the connection being back', () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    const { result } = renderHook(() => useOnlineAgain());
    act(() => result.current.saveFailed(offlineFailure));
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(result.current.onlineAgain).toBe(true);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    act(() => result.current.saveFailed(offlineFailure)); // 1 s later, offline again
    act(() => { vi.advanceTimersByTime(5_000); });
    expect(result.current.onlineAgain).toBe(false);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(true);
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(result.current.onlineAgain).toBe(true);
  });
});
