// The shared-version contract (docs/contracts.md "Shared versions"): a remote's ./routes carries the
// version of the `shared` package it was built against (`sharedVersion`, added at build time by
// shared/build/remote-vite-config.mjs); the shell compares it with the version it provides.

/** The version of the `shared` package this build provides (equal to shared/package.json's; a test checks). */
export const SHARED_VERSION = '0.23.1';

/** What a remote's ./routes says it was built against (absent on remotes built before the contract). */
export function remoteSharedVersion(mod: unknown): string | null {
  if (typeof mod !== 'object' || mod === null || !('sharedVersion' in mod)) return null;
  const value: unknown = mod.sharedVersion;
  return typeof value === 'string' && /^\d+\.\d+\.\d+/.test(value) ? value : null;
}

function majorMinor(version: string): [number, number] {
  const [major = '0', minor = '0'] = version.split('.');
  return [Number(major), Number(minor)];
}

/**
 * A remote built against `remote` runs on a shell providing `provided` when the majors are equal and the
 * remote's minor is not newer (an older minor only uses what the newer one still has: shared changes are
 * additive within a major). Unknown (legacy) remotes are let through.
 */
export function isSharedVersionCompatible(remote: string | null, provided: string = SHARED_VERSION): boolean {
  if (remote === null) return true;
  const [rMajor, rMinor] = majorMinor(remote);
  const [pMajor, pMinor] = majorMinor(provided);
  return rMajor === pMajor && rMinor <= pMinor;
}
