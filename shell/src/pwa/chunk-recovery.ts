// A page that asks for a chunk deleted by a deploy recovers with one reload, never a loop.
// After a remote (or the shell) is redeployed, a page still running the old code can request a hashed
// chunk the new deploy removed: the dynamic import fails. A reload fetches the new remote entry (never
// stale while online, see the service worker) and with it the new chunk names. A sessionStorage marker
// makes it one reload per path within RELOAD_WINDOW_MS: if the same path fails again, the area's error
// (再試行) shows instead of another reload. The marker simply expires (clearing it when a page renders
// would allow a loop when a later chunk of that page is the one missing).
// Offline, a failed import is not a deploy: no reload (the offline banner and the area error explain). Nor shortly
// after the connection came back: an import that failed offline can surface its error once the browser is online
// again (it reloaded the shift form a moment after the worker had pressed 提出する offline).

import { isAppOnline } from './online-status';

export const RELOAD_MARKER_KEY = 'shell:chunk-reload';
/** A reload for the same path within this window is not repeated. */
export const RELOAD_WINDOW_MS = 60_000;

const CHUNK_ERROR = /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS|Loading (?:CSS )?chunk [\w-]+ failed|ChunkLoadError/i;

/** True for the errors a missing chunk produces (walking `cause` and federation wrappers). */
export function isChunkLoadError(error: unknown, depth = 0): boolean {
  if (depth > 5 || error === null || error === undefined) return false;
  if (error instanceof Error) {
    if (error.name === 'ChunkLoadError' || CHUNK_ERROR.test(error.message)) return true;
    return isChunkLoadError(error.cause, depth + 1);
  }
  if (typeof error === 'string') return CHUNK_ERROR.test(error);
  return false;
}

/** A chunk error within this long after the connection returned is taken as one of the offline period. */
export const RECONNECT_GRACE_MS = 10_000;

let connectionChangedAt = Number.NEGATIVE_INFINITY;
if (typeof window !== 'undefined') {
  const changed = () => { connectionChangedAt = Date.now(); };
  window.addEventListener('offline', changed);
  window.addEventListener('online', changed);
}

/** Online, and for longer than RECONNECT_GRACE_MS (offline time is counted as a change). */
export function onlineForAWhile(online: boolean, now: number, changedAt: number): boolean {
  return online && now - changedAt > RECONNECT_GRACE_MS;
}

export interface RecoveryEnv {
  online: () => boolean;
  path: () => string;
  now: () => number;
  storage: () => Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | null;
  reload: () => void;
}

function browserEnv(): RecoveryEnv {
  return {
    // The app's own notion (./online-status.ts): a dead connection the browser believes online counts as offline too.
    online: () => onlineForAWhile(isAppOnline(), Date.now(), connectionChangedAt),
    path: () => window.location.pathname,
    now: () => Date.now(),
    storage: () => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    },
    reload: () => window.location.reload(),
  };
}

let reloading = false;

function readMarker(env: RecoveryEnv): { path: string; at: number } | null {
  try {
    const raw = env.storage()?.getItem(RELOAD_MARKER_KEY);
    if (!raw) return null;
    const [at, ...rest] = raw.split(' ');
    const time = Number(at);
    return Number.isFinite(time) ? { at: time, path: rest.join(' ') } : null;
  } catch {
    return null;
  }
}

/**
 * Reloads once for a chunk-load failure. Returns true when a reload is under way (render a spinner, not
 * an error); false when this is not a chunk error, the device is offline, or this path already reloaded
 * within RELOAD_WINDOW_MS (or no marker can be stored — a reload could then loop).
 */
export function recoverFromChunkError(error: unknown, env: RecoveryEnv = browserEnv()): boolean {
  if (reloading) return true;
  if (!isChunkLoadError(error) || !env.online()) return false;
  const path = env.path();
  const marker = readMarker(env);
  if (marker && marker.path === path && env.now() - marker.at < RELOAD_WINDOW_MS) return false;
  try {
    const store = env.storage();
    if (!store) return false;
    store.setItem(RELOAD_MARKER_KEY, `${env.now()} ${path}`);
  } catch {
    return false;
  }
  reloading = true;
  env.reload();
  return true;
}

/** Tests only: forget that a reload was started. */
export function resetChunkRecovery(): void {
  reloading = false;
}
