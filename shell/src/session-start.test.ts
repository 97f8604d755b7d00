import { describe, expect, it } from 'vitest';
import { tokenExpiry, tokenNeedsRefreshNow } from './session-start';

const jwt = (claims: object) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const now = Date.UTC(2026, 0, 1);

describe('when Firebase session sync starts for a stored session', () => {
  it('reads the expiry of the token', () => {
    expect(tokenExpiry(jwt({ exp: 1_800_000_000 }))).toBe(1_800_000_000_000);
    expect(tokenExpiry('not-a-jwt')).toBeNull();
  });

  it('waits for the first page while the token is good for more than 5 minutes (+30 s early expiry)', () => {
    expect(tokenNeedsRefreshNow(jwt({ exp: (now + 60 * 60 * 1000) / 1000 }), now)).toBe(false);
  });

  it('refreshes at once when it expires within 5 minutes, has expired, or cannot be read', () => {
    expect(tokenNeedsRefreshNow(jwt({ exp: (now + 5 * 60 * 1000) / 1000 }), now)).toBe(true);
    expect(tokenNeedsRefreshNow(jwt({ exp: (now - 1000) / 1000 }), now)).toBe(true);
    expect(tokenNeedsRefreshNow('opaque', now)).toBe(true);
  });
});
