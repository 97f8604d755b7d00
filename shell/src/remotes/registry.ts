// Remotes are registered at run time from /config.json (no remote URL is baked into the shell) and
// loaded by federation name. A failed load is forgotten so 再試行 can try again without a reload.
// The host's share scope and runtime first (./host registers them when it loads).
import { loadRemote, registerRemotes } from './host';
import {
  SHARED_VERSION,
  isRemoteRoutesModule,
  isSharedVersionCompatible,
  remoteSharedVersion,
  type RemotePage,
  type RemoteRoutesModule,
} from 'shared/remote-contract';
import { preloadPageFiles } from './page-files';

export const REMOTE_LOAD_TIMEOUT_MS = 15_000;

export class RemoteUnavailableError extends Error {
  constructor(
    readonly remote: string,
    /** 'page-timeout': the page's own code did not arrive in time (its request may still be pending). */
    readonly reason: 'absent' | 'failed' | 'timeout' | 'page-timeout' | 'invalid' | 'missing-route' | 'incompatible',
    options?: { cause?: unknown; versions?: { remote: string; shell: string } },
  ) {
    super(`remote ${remote} unavailable (${reason}${options?.versions ? `: built against shared ${options.versions.remote}, shell provides ${options.versions.shell}` : ''})`, options);
    this.versions = options?.versions ?? null;
    this.name = 'RemoteUnavailableError';
  }
  /** For 'incompatible': the `shared` version the remote was built against and the one the shell provides. */
  readonly versions: { remote: string; shell: string } | null;
}

let entries: Record<string, string> = {};
const modules = new Map<string, Promise<RemoteRoutesModule>>();
/** Remotes whose last load failed (a prefetch too): the next load fetches their entry afresh. */
const failedBefore = new Set<string>();

function toRemote(name: string, entry: string) {
  return { name, entry: new URL(entry, window.location.href).href, type: 'module' as const };
}

export function registerConfiguredRemotes(remotes: Record<string, string>): void {
  entries = { ...remotes };
  registerRemotes(Object.entries(entries).map(([name, entry]) => toRemote(name, entry)));
}

export function isRemoteConfigured(name: string): boolean {
  return Object.hasOwn(entries, name);
}

/** The entry URL of a configured remote (absolute), for prefetching. */
export function remoteEntryUrl(name: string): string | null {
  const entry = entries[name];
  return entry ? new URL(entry, window.location.href).href : null;
}

/**
 * Whether a preload of one of the remote's stylesheets failed in this document (the boot script's
 * `failedStylePreloads`). The browser keeps a failed stylesheet preload for the document and answers the next request
 * of that file with its error, so loading the page again in place fails once more: only a new document loads it.
 */
export function remoteStylePreloadFailed(name: string): boolean {
  const entry = remoteEntryUrl(name);
  if (!entry) return false;
  const base = new URL('.', entry).href;
  return (globalThis.__SHELL_BOOT__?.failedStylePreloads ?? []).some((href) => href.startsWith(base));
}

function withTimeout<T>(promise: Promise<T>, ms: number, remote: string, reason: 'timeout' | 'page-timeout' = 'timeout'): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new RemoteUnavailableError(remote, reason)), ms);
    promise.then(
      (value) => { clearTimeout(timer); resolve(value); },
      (error: unknown) => { clearTimeout(timer); reject(error); },
    );
  });
}

export function loadRemoteRoutes(name: string, options: { retry?: boolean } = {}): Promise<RemoteRoutesModule> {
  const entry = entries[name];
  if (entry === undefined) return Promise.reject(new RemoteUnavailableError(name, 'absent'));
  if (options.retry || (failedBefore.has(name) && !modules.has(name))) {
    failedBefore.delete(name);
    modules.delete(name);
    // Drop the runtime's cached (failed) container so the entry is fetched again.
    registerRemotes([toRemote(name, entry)], { force: true });
  }
  let loading = modules.get(name);
  if (!loading) {
    loading = withTimeout(loadRemote<unknown>(`${name}/routes`), REMOTE_LOAD_TIMEOUT_MS, name)
      .catch((cause: unknown) => {
        throw cause instanceof RemoteUnavailableError ? cause : new RemoteUnavailableError(name, 'failed', { cause });
      })
      .then((mod) => {
        if (!isRemoteRoutesModule(mod)) throw new RemoteUnavailableError(name, 'invalid');
        // The shared-version contract (docs/contracts.md): refuse a remote built against another major.
        const built = remoteSharedVersion(mod);
        if (!isSharedVersionCompatible(built)) {
          throw new RemoteUnavailableError(name, 'incompatible', { versions: { remote: built ?? '', shell: SHARED_VERSION } });
        }
        return mod;
      });
    const current = loading;
    current.catch(() => {
      if (modules.get(name) !== current) return;
      modules.delete(name);
      failedBefore.add(name);
    });
    modules.set(name, loading);
  }
  return loading;
}

export async function loadRemotePage(name: string, path: string, options: { retry?: boolean } = {}): Promise<RemotePage> {
  // Every file the page needs, requested at once while the runtime fetches the entry (skipped for what is loaded).
  preloadPageFiles(remoteEntryUrl(name), path);
  const mod = await loadRemoteRoutes(name, options);
  const page = mod.routes.find((r) => r.path === path);
  if (!page) throw new RemoteUnavailableError(name, 'missing-route');
  return page;
}

/**
 * The page's own code (its chunks, after the remote's entry), within REMOTE_LOAD_TIMEOUT_MS as the entry is: a chunk
 * whose request never answers (a dead mobile connection that does not error) is an area error, not a spinner
 * forever. The browser keeps that request pending, and another import() of the same chunk waits for it: only a
 * reload starts it afresh (see RemoteArea's 再試行). `late` receives the code when it arrives after the timeout
 * (a slow connection rather than a dead one).
 */
export function loadPageCode(
  name: string,
  page: RemotePage,
  late: (mod: Awaited<ReturnType<RemotePage['load']>>) => void = () => undefined,
): ReturnType<RemotePage['load']> {
  let timedOut = false;
  const code = page.load();
  code.then((mod) => { if (timedOut) late(mod); }, () => undefined);
  return withTimeout(code, REMOTE_LOAD_TIMEOUT_MS, name, 'page-timeout').catch((error: unknown) => {
    if (error instanceof RemoteUnavailableError && error.reason === 'page-timeout') timedOut = true;
    throw error;
  });
}

/** True for a page whose code timed out: its request may still be pending, so only a reload loads it afresh. */
export function isPageTimeout(error: unknown): boolean {
  return error instanceof RemoteUnavailableError && error.reason === 'page-timeout';
}
