import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { consumeOnly, remoteShared } from './remote-shares.mjs';
import { devShared } from './remote-vite-config.mjs';

describe('devShared — the share list of a remote’s dev server (standalone, no shell)', () => {
  // The dev server pre-bundles each share on its own: with shared/api shared, its bundle had a second
  // shared/config that the standalone page never loaded, and sign-in on the dev page failed (ConfigError).
  const { shared } = remoteShared(join(import.meta.dirname, '..', '..', 'mfe-auth'));

  it('keeps no subpath of the shared package, so each is one source module in dev', () => {
    expect(Object.keys(shared).filter((k) => k.startsWith('shared/')).length).toBeGreaterThan(0);
    expect(Object.keys(devShared(shared)).filter((k) => k.startsWith('shared/'))).toEqual([]);
  });

  it('keeps every other share as configured (React stays one copy with its hooks)', () => {
    const others = Object.entries(shared).filter(([k]) => !k.startsWith('shared/'));
    expect(others.map(([k]) => k)).toContain('react');
    expect(Object.entries(devShared(shared))).toEqual(others);
  });

  it('leaves the built remote’s list alone (consume-only, every key)', () => {
    expect(Object.keys(consumeOnly(shared))).toEqual(Object.keys(shared));
  });
});
