import { describe, expect, it } from 'vitest';
import * as domain from './index';

describe('spec §9 business constants', () => {
  it('"Token storage key: jwt-token-worker."', () => {
    expect(domain.TOKEN_STORAGE_KEY).toBe('jwt-token-worker');
  });
  it('"Salary rounding: 10 yen."', () => {
    expect(domain.SALARY_ROUNDING_YEN).toBe(10);
  });
  it('"Default minimum password length: 6."', () => {
    expect(domain.DEFAULT_MIN_PASSWORD_LENGTH).toBe(6);
  });
  it('"Cache/payload interval 3,600,000 ms."', () => {
    expect(domain.UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
  });
  it('"Service worker scope: /." and §1 "registered at /sw.js"', () => {
    expect(domain.SW_SCOPE).toBe('/');
    expect(domain.SW_URL).toBe('/sw.js');
    expect(domain.MANIFEST_URL).toBe('/manifest.webmanifest');
  });
  it('"Stack trace shown when environment value is \'local\'."', () => {
    expect(domain.LOCAL_ENVIRONMENT).toBe('local');
  });
  it('§2 "At most about 4 route preloads run in parallel." and prefetch skipped on 2g', () => {
    expect(domain.MAX_PARALLEL_PRELOADS).toBe(4);
    expect(domain.PREFETCH_BLOCKED_EFFECTIVE_TYPES).toEqual(['slow-2g', '2g']);
  });
  it('"Token refresh: 5 minutes before expiry, … tokens treated as expired 30 s early, network time-out 30 s desktop or 60 s mobile."', () => {
    expect(domain.TOKEN_REFRESH_BEFORE_EXPIRY_MS).toBe(300_000);
    expect(domain.TOKEN_EXPIRY_BUFFER_MS).toBe(30_000);
    expect(domain.TOKEN_REFRESH_TIMEOUT_DESKTOP_MS).toBe(30_000);
    expect(domain.TOKEN_REFRESH_TIMEOUT_MOBILE_MS).toBe(60_000);
  });
  it('"back-off from 30 s doubling to 960 s"', () => {
    expect(domain.TOKEN_REFRESH_RETRY_MIN_MS).toBe(30_000);
    expect(domain.TOKEN_REFRESH_RETRY_MAX_MS).toBe(960_000);
    expect([0, 1, 2, 3, 4, 5, 6, 50].map(domain.tokenRefreshBackoffMs)).toEqual([
      30_000, 60_000, 120_000, 240_000, 480_000, 960_000, 960_000, 960_000,
    ]);
    expect(() => domain.tokenRefreshBackoffMs(-1)).toThrow(RangeError);
  });
  it('"Icons registered: sign-out, user, undo, redo, trash, book, comment."', () => {
    expect(domain.ICON_NAMES).toEqual(['sign-out', 'user', 'undo', 'redo', 'trash', 'book', 'comment']);
  });
});
