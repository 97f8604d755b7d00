// The app's wiring of my page's area warming (./warm-areas.ts): the areas from the route table and /config.json,
// their hints from the boot script, the session from the store, the connection rule of link prefetching.
import { getConfig } from 'shared/config';
import { sessionStore } from 'shared/store';
import { ROUTE_TABLE } from '../routing/route-table';
import { bootHints } from '../remotes/page-files';
import { prefetchAllowed } from '../prefetch/connection';
import { myPageRemotes, startAreaWarming, warmAreas } from './warm-areas';
import { whenIdle } from '../layout/when-idle';

/** Idle moment: after the page's own work, within a few seconds at the latest. */
function afterPageWork(task: () => void): void {
  whenIdle(task, { timeout: 5_000, fallbackMs: 2_000 });
}

function entries(): string[] {
  let remotes: Record<string, string>;
  try {
    remotes = getConfig().remotes;
  } catch {
    return []; // no config: nothing to warm
  }
  return myPageRemotes(ROUTE_TABLE).flatMap((name) => (remotes[name] ? [new URL(remotes[name], window.location.href).href] : []));
}

function localStorageOrNone(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined; // storage blocked: the areas are cached anyway, and again at the next start
  }
}

export function startMyPageAreas(cache: (urls: string[]) => Promise<unknown>, log: (message: string, error: unknown) => void): { controlling: () => void } {
  return startAreaWarming({
    session: sessionStore,
    controlled: () => (navigator.serviceWorker?.controller ?? null) !== null,
    allowed: () => navigator.onLine && prefetchAllowed(),
    idle: afterPageWork,
    log,
    warm: () => {
      const hints = bootHints();
      return hints ? warmAreas({ entries: entries(), hints, cache, storage: localStorageOrNone() }) : Promise.resolve();
    },
  });
}
