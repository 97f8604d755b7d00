import { describe, expect, it } from 'vitest';
import { StoredTokenSchema } from './storage';

describe('StoredTokenSchema (spec §4 "The token is stored in browser local storage")', () => {
  it('accepts a non-empty string only', () => {
    expect(StoredTokenSchema.parse('eyJhbGciOi')).toBe('eyJhbGciOi');
    expect(StoredTokenSchema.safeParse('').success).toBe(false);
    expect(StoredTokenSchema.safeParse(null).success).toBe(false);
  });
});
