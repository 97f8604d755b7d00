import { afterEach, describe, expect, it, vi } from 'vitest';

afterEach(() => {
  vi.resetModules();
});

describe('the one store instance (e2e proof of a single federated copy)', () => {
  it('counts module evaluations on globalThis and exposes the store', async () => {
    const before = globalThis.__WORKER_STORE_INSTANCES__ ?? 0;
    const mod = await import('./instance');
    expect(globalThis.__WORKER_STORE_INSTANCES__).toBe(before + 1);
    expect(globalThis.__WORKER_STORE__).toBe(mod.sessionStore);
    expect(mod.STORE_INSTANCE_ID).toMatch(/^[0-9a-z-]{8,}$/);

    // Importing again from the same module graph does not evaluate a second copy.
    await import('./instance');
    expect(globalThis.__WORKER_STORE_INSTANCES__).toBe(before + 1);

    // A second copy (what a mis-configured remote would load) is counted and has another id.
    vi.resetModules();
    const copy = await import('./instance');
    expect(globalThis.__WORKER_STORE_INSTANCES__).toBe(before + 2);
    expect(copy.STORE_INSTANCE_ID).not.toBe(mod.STORE_INSTANCE_ID);
  });

  it('the singleton reads the stored token at start', async () => {
    window.localStorage.setItem('jwt-token-worker', 'token-from-last-visit');
    vi.resetModules();
    const { sessionStore } = await import('./instance');
    expect(sessionStore.getState().token).toBe('token-from-last-visit');
  });
});
