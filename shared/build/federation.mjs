// Build-time helper: the share list every federated app (shell and remotes) uses.
// One list, so a singleton can never be configured two ways (a badly listed share loads twice).
// Shared here: React, and the `shared` package's subpaths (the narrow facades). react-router-dom and
// firebase are NOT shared whole: they live behind `shared/router` and `shared/auth` (PERFORMANCE.md).
// Plain JavaScript (with federation.d.mts) because Vite loads its config through Node.
import { createRequire } from 'node:module';

export const SHARED_SUBPATHS = [
  'shared/config',
  'shared/store',
  'shared/api',
  'shared/auth',
  'shared/router',
  'shared/messages',
  'shared/domain',
  'shared/schemas',
  'shared/ui',
  'shared/events',
];

/** The share list, with React's required version read from the installed react (the catalog's pin). */
export function federationShared(appDir = process.cwd()) {
  const reactVersion = createRequire(`${appDir}/`)('react/package.json').version;
  const shared = {
    react: { singleton: true, requiredVersion: `^${reactVersion}` },
    'react-dom': { singleton: true, requiredVersion: `^${reactVersion}` },
  };
  for (const subpath of SHARED_SUBPATHS) shared[subpath] = { singleton: true, requiredVersion: false };
  return shared;
}
