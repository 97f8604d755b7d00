import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { UPDATE_CHECK_INTERVAL_MS } from 'shared/domain';
import { createPwaStore } from './pwa-state';
import { RETURN_UPDATE_CHECK_MIN_MS, registerServiceWorker, type LifecycleEvent, type ServiceWorkerHandle } from './register-service-worker';

function fakeWorkbox(register: ServiceWorkerHandle['register'] = async () => ({ update: async () => undefined })) {
  const listeners = new Map<string, (e: LifecycleEvent) => void>();
  const handle: ServiceWorkerHandle & { emit: (name: string, e?: LifecycleEvent) => void } = {
    on: (name, listener) => void listeners.set(name, listener),
    register,
    messageSkipWaiting: vi.fn(),
    messageSW: vi.fn(async () => true),
    emit: (name, e = {}) => listeners.get(name)?.(e),
  };
  return handle;
}

function setup(handle = fakeWorkbox()) {
  const store = createPwaStore();
  const reload = vi.fn();
  const log = vi.fn();
  const created: string[] = [];
  const run = registerServiceWorker({ store, reload, log, supported: true, warm: (send) => send(['/config.json']), create: (url, scope) => { created.push(`${url} ${scope}`); return handle; } });
  return { store, reload, log, handle, run, created };
}

// Real scheduling (window.setInterval) on fake timers; navigator.onLine decides whether a check runs.
let online = true;
beforeEach(() => {
  vi.useFakeTimers();
  online = true;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe('service worker registration (spec §4)', () => {
  it('registers /sw.js with scope / and checks for updates every 3,600,000 ms', async () => {
    const update = vi.fn(async () => undefined);
    const { run, created } = setup(fakeWorkbox(async () => ({ update })));
    await run;
    expect(created).toEqual(['/sw.js /']);
    expect(UPDATE_CHECK_INTERVAL_MS).toBe(3_600_000);
    vi.advanceTimersByTime(3_600_000 - 1);
    expect(update).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(update).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(3_600_000);
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('checks for updates only while online', async () => {
    const update = vi.fn(async () => undefined);
    const { run } = setup(fakeWorkbox(async () => ({ update })));
    await run;
    online = false;
    vi.advanceTimersByTime(3 * 3_600_000);
    expect(update).not.toHaveBeenCalled();
    online = true;
    vi.advanceTimersByTime(3_600_000);
    expect(update).toHaveBeenCalledTimes(1);
  });

  it('also checks when the worker comes back to the app, at most once in ten minutes', async () => {
    const update = vi.fn(async () => undefined);
    const { run } = setup(fakeWorkbox(async () => ({ update })));
    await run;
    let visibility: DocumentVisibilityState = 'hidden';
    vi.spyOn(document, 'visibilityState', 'get').mockImplementation(() => visibility);
    const comeBack = () => {
      visibility = 'hidden';
      document.dispatchEvent(new Event('visibilitychange'));
      visibility = 'visible';
      document.dispatchEvent(new Event('visibilitychange'));
    };
    vi.advanceTimersByTime(RETURN_UPDATE_CHECK_MIN_MS - 1);
    comeBack();
    expect(update).not.toHaveBeenCalled(); // just registered: too soon
    vi.advanceTimersByTime(1);
    comeBack();
    expect(update).toHaveBeenCalledTimes(1);
    comeBack();
    expect(update).toHaveBeenCalledTimes(1); // not again right away
    online = false;
    vi.advanceTimersByTime(RETURN_UPDATE_CHECK_MIN_MS);
    comeBack();
    expect(update).toHaveBeenCalledTimes(1); // offline: no check
    online = true;
    comeBack();
    expect(update).toHaveBeenCalledTimes(2);
  });

  it('a failed update check is logged and the checks go on', async () => {
    let calls = 0;
    const update = () => {
      calls += 1;
      return Promise.reject(new Error('offline after all'));
    };
    const { run, log } = setup(fakeWorkbox(async () => ({ update })));
    await run;
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(log).toHaveBeenCalledWith('[shell] service worker update check failed', expect.any(Error));
    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(calls).toBe(2);
  });

  it('fires the offline-ready signal on first install only', async () => {
    const { run, handle, store } = setup();
    await run;
    handle.emit('installed', { isUpdate: true });
    expect(store.get().offlineReady).toBe(false);
    handle.emit('installed', {});
    expect(store.get().offlineReady).toBe(true);
  });

  it('sets need-refresh when a new version waits; accepting posts SKIP_WAITING', async () => {
    const { run, handle, store } = setup();
    const registered = await run;
    handle.emit('waiting', { isUpdate: true });
    expect(store.get().needRefresh).toBe(true);
    registered?.applyUpdate();
    expect(handle.messageSkipWaiting).toHaveBeenCalledTimes(1);
  });

  it('reloads when an installed worker that is an update or external becomes activated — not on first install', async () => {
    const { run, handle, reload } = setup();
    await run;
    handle.emit('activated', {});
    expect(reload).not.toHaveBeenCalled();
    handle.emit('activated', { isUpdate: true });
    handle.emit('activated', { isExternal: true });
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('asks the first worker to cache what the page already loaded', async () => {
    const { run, handle } = setup();
    await run;
    handle.emit('controlling', {});
    expect(handle.messageSW).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: ['/config.json'] } });
    handle.emit('controlling', { isUpdate: true });
    expect(handle.messageSW).toHaveBeenCalledTimes(1);
  });

  it("starts my page's area warming at registration, tells it when the first worker takes control, and caches through CACHE_URLS", async () => {
    const handle = fakeWorkbox();
    const controlling = vi.fn();
    let cache: ((urls: string[]) => Promise<unknown>) | undefined;
    const run = registerServiceWorker({
      store: createPwaStore(), reload: vi.fn(), log: vi.fn(), supported: true, warm: () => undefined, create: () => handle,
      warmAreas: (c) => { cache = c; return { controlling }; },
    });
    await run;
    expect(cache).toBeDefined();
    handle.emit('controlling', { isUpdate: true });
    expect(controlling).not.toHaveBeenCalled();
    handle.emit('controlling', {});
    expect(controlling).toHaveBeenCalledTimes(1);
    await cache?.(['https://app.example/remotes/salary/remoteEntry.js']);
    expect(handle.messageSW).toHaveBeenCalledWith({ type: 'CACHE_URLS', payload: { urlsToCache: ['https://app.example/remotes/salary/remoteEntry.js'] } });
  });

  it('a registration failure sets the error flag and is logged; nothing throws', async () => {
    const failing = fakeWorkbox(() => Promise.reject(new Error('SecurityError')));
    const { run, store, log } = setup(failing);
    await expect(run).resolves.toBeNull();
    expect(store.get().registrationError).toBe(true);
    expect(log).toHaveBeenCalledWith('[shell] service worker registration failed', expect.any(Error));
  });

  it('does nothing where service workers are not supported', async () => {
    const store = createPwaStore();
    await expect(registerServiceWorker({ store, supported: false })).resolves.toBeNull();
    expect(store.get().registrationError).toBe(false);
  });
});
