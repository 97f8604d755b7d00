import { createSessionStore, type SessionStore } from './session-store';

declare global {
  /** How many copies of `shared/store` were evaluated on the page (e2e proves it is 1: one federated singleton). */
  var __WORKER_STORE_INSTANCES__: number | undefined;
  /** The page's session store, for e2e inspection. */
  var __WORKER_STORE__: SessionStore | undefined;
}

function randomId(): string {
  const c = globalThis.crypto;
  if (c && typeof c.randomUUID === 'function') return c.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;
}

/** The one session store of the app (a federated singleton: shell and remotes all read this instance). */
export const sessionStore: SessionStore = createSessionStore();

/** Identifies this copy of the module; two different ids on one page would mean two stores. */
export const STORE_INSTANCE_ID: string = randomId();

globalThis.__WORKER_STORE_INSTANCES__ = (globalThis.__WORKER_STORE_INSTANCES__ ?? 0) + 1;
globalThis.__WORKER_STORE__ = sessionStore;
