import { describe, expect, it, vi } from 'vitest';
import { createSessionStore } from 'shared/store';
import { syncWorkerCaches, type PurgeEnv } from './worker-caches';

function fakeEnv() {
  const deleted: string[] = [];
  const messages: { type: string; payload?: unknown }[] = [];
  const env: PurgeEnv = {
    deleteCache: async (name) => { deleted.push(name); return true; },
    tellServiceWorker: (m) => void messages.push(m),
    meUrl: () => '/workerapi/me',
  };
  return { env, deleted, messages };
}

describe('worker caches follow the session', () => {
  it('sign-out deletes every cache of worker data and tells the service worker', async () => {
    const store = createSessionStore('token-1');
    const { env, deleted, messages } = fakeEnv();
    syncWorkerCaches(store, env);
    expect(deleted).toEqual([]);
    store.getState().clearSession();
    await vi.waitFor(() => expect(deleted).toEqual(['worker-api-v1']));
    expect(messages).toContainEqual({ type: 'WORKER_SIGNED_OUT' });
  });

  it('a page opened signed out clears what a previous session left', async () => {
    const { env, deleted } = fakeEnv();
    syncWorkerCaches(createSessionStore(null), env);
    await vi.waitFor(() => expect(deleted).toEqual(['worker-api-v1']));
  });

  it('a new token has the profile cached with that token', () => {
    const store = createSessionStore(null);
    const { env, messages } = fakeEnv();
    syncWorkerCaches(store, env);
    store.getState().setToken('token-2');
    const cacheUrls = messages.find((m) => m.type === 'CACHE_URLS');
    expect(JSON.stringify(cacheUrls?.payload)).toContain('Bearer token-2');
    expect(JSON.stringify(cacheUrls?.payload)).toContain('/workerapi/me');
  });
});
