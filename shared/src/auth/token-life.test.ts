import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  TOKEN_EXPIRY_BUFFER_MS,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_REFRESH_TIMEOUT_DESKTOP_MS,
  TOKEN_REFRESH_TIMEOUT_MOBILE_MS,
} from 'shared/domain';
import { createTokenRefresher, isRefreshDue, isTokenExpired, refreshTimeoutMs, tokenExpiresAt } from './token-life';

const NOW = Date.parse('2026-11-23T08:00:00Z');
/** An unsigned JWT whose exp is `expMs` (what the emulator and Firebase issue, minus the signature check). */
function jwt(expMs: number, extra: Record<string, unknown> = {}): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none' })}.${part({ exp: Math.floor(expMs / 1000), ...extra })}.`;
}

beforeEach(() => {
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('spec §9 token life: "tokens treated as expired 30 s early", "network time-out 30 s desktop or 60 s mobile"', () => {
  it('reads exp from the token, and treats it as expired 30 s early', () => {
    const token = jwt(NOW + 60 * 60 * 1000);
    expect(tokenExpiresAt(token)).toBe(NOW + 60 * 60 * 1000);
    expect(isTokenExpired(token, NOW)).toBe(false);
    expect(isTokenExpired(token, NOW + 60 * 60 * 1000 - TOKEN_EXPIRY_BUFFER_MS - 1)).toBe(false);
    expect(isTokenExpired(token, NOW + 60 * 60 * 1000 - TOKEN_EXPIRY_BUFFER_MS)).toBe(true);
    expect(isTokenExpired('not-a-jwt', NOW)).toBe(true);
  });

  it('a token is due for its refresh 5 minutes before it expires (an unreadable one at once)', () => {
    const token = jwt(NOW + 60 * 60 * 1000);
    expect(isRefreshDue(token, NOW + 60 * 60 * 1000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS - 1)).toBe(false);
    expect(isRefreshDue(token, NOW + 60 * 60 * 1000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS)).toBe(true);
    expect(isRefreshDue('not-a-jwt', NOW)).toBe(true);
  });

  it('waits 30 s for a refresh on a desktop, 60 s on a phone', () => {
    expect(refreshTimeoutMs({ userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131' })).toBe(TOKEN_REFRESH_TIMEOUT_DESKTOP_MS);
    expect(refreshTimeoutMs({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) Mobile/15E148' })).toBe(TOKEN_REFRESH_TIMEOUT_MOBILE_MS);
    expect(refreshTimeoutMs({ userAgent: 'x', userAgentData: { mobile: true } })).toBe(60_000);
  });
});

describe('spec §9 "Token refresh: 5 minutes before expiry, back-off from 30 s doubling to 960 s"', () => {
  function setup(results: (() => Promise<string | null>)[]) {
    const refresh = vi.fn(() => (results.shift() ?? (() => Promise.resolve(jwt(Date.now() + 3_600_000))))());
    const stored: string[] = [];
    const refresher = createTokenRefresher({ refresh, store: (t) => stored.push(t), timeoutMs: 30_000 });
    return { refresh, stored, refresher };
  }

  it('refreshes 5 minutes before expiry, stores the new token and plans the next one', async () => {
    const next = jwt(NOW + 2 * 3_600_000);
    const { refresh, stored, refresher } = setup([() => Promise.resolve(next)]);
    refresher.schedule(jwt(NOW + 3_600_000));
    await vi.advanceTimersByTimeAsync(3_600_000 - TOKEN_REFRESH_BEFORE_EXPIRY_MS - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
    expect(stored).toEqual([next]);
    // The next refresh: 5 minutes before the new token's expiry.
    await vi.advanceTimersByTimeAsync(3_600_000 - 1);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });

  it('a token already (as good as) expired is refreshed at once', async () => {
    const { refresh, refresher } = setup([]);
    refresher.schedule(jwt(NOW + TOKEN_EXPIRY_BUFFER_MS - 1));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    refresher.stop();
  });

  it('a failed refresh is tried again after 30 s, 60 s, 120 s … up to 960 s, then every 960 s; a success resets it', async () => {
    const failing = () => Promise.reject(new Error('network'));
    const { refresh, stored, refresher } = setup([failing, failing, failing, failing, failing, failing, failing]);
    refresher.schedule(jwt(NOW + TOKEN_REFRESH_BEFORE_EXPIRY_MS));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    const gaps = [30, 60, 120, 240, 480, 960, 960];
    for (const [i, seconds] of gaps.entries()) {
      await vi.advanceTimersByTimeAsync(seconds * 1000 - 1);
      expect(refresh, `before retry ${i + 1}`).toHaveBeenCalledTimes(i + 1);
      await vi.advanceTimersByTimeAsync(1);
      expect(refresh, `retry ${i + 1} after ${seconds} s`).toHaveBeenCalledTimes(i + 2);
    }
    expect(stored).toHaveLength(1); // the eighth try succeeded
    refresher.stop();
  });

  it('a refresh that hangs counts as failed after the time-out', async () => {
    const { refresh, stored, refresher } = setup([() => new Promise<string>(() => undefined)]);
    refresher.schedule(jwt(NOW));
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(30_000);
    // Timed out: the back-off retry comes 30 s later.
    await vi.advanceTimersByTimeAsync(30_000);
    expect(refresh).toHaveBeenCalledTimes(2);
    expect(stored).toHaveLength(1);
    refresher.stop();
  });

  it('concurrent refreshNow calls share one refresh; a signed-out provider (null) stops', async () => {
    const { refresh, refresher } = setup([() => Promise.resolve(null)]);
    const [a, b] = await Promise.all([refresher.refreshNow(), refresher.refreshNow()]);
    expect(a).toBeNull();
    expect(b).toBeNull();
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(24 * 3_600_000);
    expect(refresh).toHaveBeenCalledTimes(1);
  });
});

describe('a device clock that is far off', () => {
  it('a refreshed token that still looks expired is not refreshed in a loop: next try after 30 s', async () => {
    const stale = jwt(NOW - 3_600_000);
    const refresh = vi.fn(() => Promise.resolve(stale));
    const refresher = createTokenRefresher({ refresh, store: () => undefined, timeoutMs: 30_000 });
    refresher.schedule(stale);
    await vi.advanceTimersByTimeAsync(0);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(2);
    refresher.stop();
  });
});
