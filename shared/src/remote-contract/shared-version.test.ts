import { describe, expect, it } from 'vitest';
import sharedPackage from '../../package.json';
import { SHARED_VERSION, isSharedVersionCompatible, remoteSharedVersion } from './shared-version';

describe('the shared-version contract (docs/contracts.md "Shared versions")', () => {
  it('SHARED_VERSION is the shared package version', () => {
    expect(sharedPackage.version).toBe(SHARED_VERSION);
  });

  it.each([
    ['the same version', '1.4.0', '1.4.0', true],
    ['an older minor', '1.2.9', '1.4.0', true],
    ['an older patch', '1.4.0', '1.4.3', true],
    ['a newer minor (needs what the shell lacks)', '1.5.0', '1.4.0', false],
    ['an older major', '0.9.0', '1.4.0', false],
    ['a newer major', '2.0.0', '1.4.0', false],
  ])('%s: remote %s on shell %s → %s', (_name, remote, shell, ok) => {
    expect(isSharedVersionCompatible(remote, shell)).toBe(ok);
  });

  it('lets a remote built before the contract (no version) through', () => {
    expect(isSharedVersionCompatible(null, '1.0.0')).toBe(true);
  });

  it('reads the version a remote module carries, ignoring anything else', () => {
    expect(remoteSharedVersion({ routes: [], sharedVersion: '2.0.0' })).toBe('2.0.0');
    expect(remoteSharedVersion({ routes: [] })).toBeNull();
    expect(remoteSharedVersion({ sharedVersion: 2 })).toBeNull();
    expect(remoteSharedVersion({ sharedVersion: 'latest' })).toBeNull();
    expect(remoteSharedVersion(null)).toBeNull();
  });
});
