import { describe, expect, it, vi } from 'vitest';
import { ROUTE_TABLE } from '../routing/route-table';
import { areaFiles, myPageRemotes, startAreaWarming, warmAreas, WARMED_AREAS_KEY, type AreaWarmingDeps } from './warm-areas';

const ENTRY = 'https://app.example/remotes/salary/remoteEntry.js';
const HINTS = {
  entry: ['assets/glue-a1.js'],
  routes: ['assets/routes-b2.js'],
  pages: { '/mypage/salary': ['assets/salary-page-c3.js', 'assets/card-d4.js'], '/mypage/other': [] },
  styles: { '/mypage/salary': ['assets/routes-e5.css'] },
  calls: { '/mypage/salary': ['/workerapi/salaries'] },
  lazy: ['assets/holiday_jp-f6.js'],
};

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> & { data: Map<string, string> } {
  const data = new Map<string, string>();
  return { data, getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v) };
}

describe("my page's areas", () => {
  it('are the remotes of the /mypage routes, each once: never the sign-in remote', () => {
    expect(myPageRemotes(ROUTE_TABLE)).toEqual(['mfe_mypage', 'mfe_chat', 'mfe_salary', 'mfe_shifts']);
  });

  it("lists the entry and every file its hints name (what the code loads on demand too), as absolute URLs, without the declared calls", () => {
    expect(areaFiles(ENTRY, HINTS)).toEqual([
      ENTRY,
      'https://app.example/remotes/salary/assets/glue-a1.js',
      'https://app.example/remotes/salary/assets/routes-b2.js',
      'https://app.example/remotes/salary/assets/salary-page-c3.js',
      'https://app.example/remotes/salary/assets/card-d4.js',
      'https://app.example/remotes/salary/assets/routes-e5.css',
      'https://app.example/remotes/salary/assets/holiday_jp-f6.js',
    ]);
  });

  it('leaves out a file of another origin and lists nothing for hints of another shape', () => {
    expect(areaFiles(ENTRY, { routes: ['https://elsewhere.example/x.js', 42] })).toEqual([ENTRY]);
    expect(areaFiles(ENTRY, null)).toEqual([]);
    expect(areaFiles(ENTRY, 'nope')).toEqual([]);
  });
});

describe('warmAreas', () => {
  it('sends each area once; again only when a deploy changed its files', async () => {
    const storage = memoryStorage();
    const cache = vi.fn(() => Promise.resolve(true));
    let hints: unknown = HINTS;
    const run = () => warmAreas({ entries: [ENTRY], hints: () => Promise.resolve(hints), cache, storage });

    expect(await run()).toEqual([ENTRY]);
    expect(cache).toHaveBeenCalledWith(areaFiles(ENTRY, HINTS));
    expect(await run()).toEqual([]);
    expect(cache).toHaveBeenCalledTimes(1);

    hints = { ...HINTS, routes: ['assets/routes-f6.js'] };
    expect(await run()).toEqual([ENTRY]);
    expect(cache).toHaveBeenLastCalledWith(expect.arrayContaining(['https://app.example/remotes/salary/assets/routes-f6.js']));
  });

  it('remembers nothing when the worker did not finish caching, so the next start sends it again', async () => {
    const storage = memoryStorage();
    await expect(warmAreas({ entries: [ENTRY], hints: () => Promise.resolve(HINTS), cache: () => Promise.reject(new Error('offline')), storage })).rejects.toThrow('offline');
    expect(storage.data.has(WARMED_AREAS_KEY)).toBe(false);
  });

  it('skips an area whose hints cannot be read and goes on with the next', async () => {
    const other = 'https://app.example/remotes/chat/remoteEntry.js';
    const cache = vi.fn(() => Promise.resolve(true));
    const hints = (entry: string) => (entry === ENTRY ? Promise.reject(new Error('404')) : Promise.resolve(HINTS));
    expect(await warmAreas({ entries: [ENTRY, other], hints, cache, storage: memoryStorage() })).toEqual([other]);
    expect(cache).toHaveBeenCalledTimes(1);
  });

  it('works without storage (blocked): it sends every time', async () => {
    const cache = vi.fn(() => Promise.resolve(true));
    await warmAreas({ entries: [ENTRY], hints: () => Promise.resolve(HINTS), cache });
    await warmAreas({ entries: [ENTRY], hints: () => Promise.resolve(HINTS), cache });
    expect(cache).toHaveBeenCalledTimes(2);
  });
});

describe('startAreaWarming', () => {
  function setup(over: Partial<AreaWarmingDeps> = {}) {
    let token: string | null = null;
    const listeners = new Set<() => void>();
    const idle: (() => void)[] = [];
    const warm = vi.fn(() => Promise.resolve());
    let controlled = false;
    let allowed = true;
    const deps: AreaWarmingDeps = {
      session: { getState: () => ({ token }), subscribe: (l) => (listeners.add(l), () => listeners.delete(l)) },
      controlled: () => controlled,
      allowed: () => allowed,
      idle: (task) => void idle.push(task),
      warm,
      log: vi.fn(),
      ...over,
    };
    const started = startAreaWarming(deps);
    return {
      started, warm, deps,
      signIn: (t: string | null) => { token = t; listeners.forEach((l) => l()); },
      control: () => { controlled = true; },
      setAllowed: (a: boolean) => { allowed = a; },
      runIdle: () => idle.splice(0).forEach((task) => task()),
      idleCount: () => idle.length,
    };
  }

  it('waits for a signed-in worker and a controlling service worker, then warms at an idle moment, once', () => {
    const s = setup();
    s.signIn('t1');
    expect(s.idleCount()).toBe(0); // not controlled yet
    s.control();
    s.started.controlling();
    expect(s.warm).not.toHaveBeenCalled();
    s.runIdle();
    expect(s.warm).toHaveBeenCalledTimes(1);
    s.signIn('t2'); // a refreshed token: the same session
    s.runIdle();
    expect(s.warm).toHaveBeenCalledTimes(1);
  });

  it('warms again after a sign-out and the next sign-in', () => {
    const s = setup();
    s.control();
    s.signIn('t1');
    s.runIdle();
    s.signIn(null);
    s.signIn('t2');
    s.runIdle();
    expect(s.warm).toHaveBeenCalledTimes(2);
  });

  it('does nothing while the connection does not allow it (offline, data saver, 2g), and tries at the next change', () => {
    const s = setup();
    s.control();
    s.setAllowed(false);
    s.signIn('t1');
    s.runIdle();
    expect(s.warm).not.toHaveBeenCalled();
    s.setAllowed(true);
    s.started.controlling();
    s.runIdle();
    expect(s.warm).toHaveBeenCalledTimes(1);
  });

  it('does not warm for a worker who signed out before the idle moment', () => {
    const s = setup();
    s.control();
    s.signIn('t1');
    s.signIn(null);
    s.runIdle();
    expect(s.warm).not.toHaveBeenCalled();
  });

  it('logs a failure instead of throwing', async () => {
    const log = vi.fn();
    const s = setup({ warm: () => Promise.reject(new Error('quota')), log });
    s.control();
    s.signIn('t1');
    s.runIdle();
    await vi.waitFor(() => expect(log).toHaveBeenCalledWith("[shell] could not cache my page's areas for offline", expect.any(Error)));
  });
});
