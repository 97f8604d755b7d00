import { describe, expect, it } from 'vitest';
import { prefetchAllowed } from './connection';

describe('prefetching and the connection (spec §2)', () => {
  it('is skipped with data saver on', () => {
    expect(prefetchAllowed({ saveData: true, effectiveType: '4g' })).toBe(false);
  });
  it('is skipped on 2g and slow-2g', () => {
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
  });
  it('runs on 3g, 4g, or where the browser does not tell', () => {
    expect(prefetchAllowed({ effectiveType: '3g', saveData: false })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed(undefined)).toBe(true);
  });
});
