import { beforeEach, describe, expect, it, vi } from 'vitest';
import { RECONNECT_GRACE_MS, RELOAD_MARKER_KEY, RELOAD_WINDOW_MS, isChunkLoadError, onlineForAWhile, recoverFromChunkError, resetChunkRecovery, type RecoveryEnv } from './chunk-recovery';

function env(over: Partial<RecoveryEnv> = {}) {
  const data = new Map<string, string>();
  const storage = { getItem: (k: string) => data.get(k) ?? null, setItem: (k: string, v: string) => void data.set(k, v), removeItem: (k: string) => void data.delete(k) };
  let now = 1_000_000;
  const reload = vi.fn();
  const e: RecoveryEnv = { online: () => true, path: () => '/mypage/edit', now: () => now, storage: () => storage, reload, ...over };
  return { e, reload, data, advance: (ms: number) => { now += ms; } };
}

const chunkError = new TypeError('Failed to fetch dynamically imported module: http://localhost/remotes/mypage/assets/edit-page-abc12345.js');

describe('chunk-load recovery after a deploy', () => {
  beforeEach(() => resetChunkRecovery());

  it('recognises failed dynamic imports, also wrapped as a cause (remote registry errors)', () => {
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('remote mfe_mypage unavailable (failed)', { cause: chunkError }))).toBe(true);
    expect(isChunkLoadError(new Error('Unable to preload CSS for /assets/x.css'))).toBe(true);
    expect(isChunkLoadError(new Error('Request failed with status code 500'))).toBe(false);
    expect(isChunkLoadError(null)).toBe(false);
  });

  it('reloads once for a missing chunk, leaving a marker for the path', () => {
    const { e, reload, data } = env();
    expect(recoverFromChunkError(chunkError, e)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(data.get(RELOAD_MARKER_KEY)).toMatch(/\/mypage\/edit$/);
  });

  it('never loops: the same path failing again right after the reload shows the error instead', () => {
    const { e, reload } = env();
    recoverFromChunkError(chunkError, e);
    resetChunkRecovery(); // the page reloaded: a new document
    expect(recoverFromChunkError(chunkError, e)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a later deploy (after the window) or another path may reload again', () => {
    const { e, reload, advance } = env();
    recoverFromChunkError(chunkError, e);
    resetChunkRecovery();
    advance(RELOAD_WINDOW_MS + 1);
    expect(recoverFromChunkError(chunkError, e)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    resetChunkRecovery();
    expect(recoverFromChunkError(chunkError, { ...e, path: () => '/mypage/info' })).toBe(true);
  });

  it('does not reload for a chunk error that surfaces just after the connection returned (an import that failed offline)', () => {
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('online'));
    expect(navigator.onLine).toBe(true);
    expect(recoverFromChunkError(chunkError)).toBe(false); // the browser's own env: a reload would be attempted otherwise
    expect(onlineForAWhile(true, 20_000, 20_000 - RECONNECT_GRACE_MS)).toBe(false);
    expect(onlineForAWhile(true, 20_000, 20_000 - RECONNECT_GRACE_MS - 1)).toBe(true);
    expect(onlineForAWhile(false, 20_000, Number.NEGATIVE_INFINITY)).toBe(false);
    expect(onlineForAWhile(true, 20_000, Number.NEGATIVE_INFINITY)).toBe(true);
  });

  it('does not reload offline, for other errors, or when no marker can be kept', () => {
    const { e, reload } = env();
    expect(recoverFromChunkError(chunkError, { ...e, online: () => false })).toBe(false);
    expect(recoverFromChunkError(new Error('boom'), e)).toBe(false);
    expect(recoverFromChunkError(chunkError, { ...e, storage: () => null })).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });
});
