import { describe, expect, it } from 'vitest';
import { tokyoIso } from './demo-cli';

describe('npm run demo: --start', () => {
  it('reads a time without an offset as Tokyo time', () => {
    expect(tokyoIso('2026-11-25T10:00')).toBe('2026-11-25T01:00:00.000Z');
    expect(tokyoIso('2026-11-25T00:30:00')).toBe('2026-11-24T15:30:00.000Z');
  });
  it('keeps an explicit offset', () => {
    expect(tokyoIso('2026-11-25T10:00:00Z')).toBe('2026-11-25T10:00:00.000Z');
    expect(tokyoIso('2026-11-25T10:00:00+01:00')).toBe('2026-11-25T09:00:00.000Z');
  });
});
