import { describe, expect, it, vi } from 'vitest';
import { decideNow, isExcluded, runGuard, type GuardDeps } from './navigation-guard';

function deps(over: Partial<GuardDeps> & { token?: string | null; worker?: boolean } = {}): GuardDeps & { loadWorker: ReturnType<typeof vi.fn> } {
  let worker = over.worker ?? false;
  const loadWorker = vi.fn(over.loadWorker ?? (async () => { worker = true; }));
  return {
    getToken: () => (over.token === undefined ? 'tok' : over.token),
    hasWorker: () => worker,
    loadWorker,
    ...(over.onFailure ? { onFailure: over.onFailure } : {}),
  };
}

describe('navigation guard (spec §2)', () => {
  it('skips the check when the destination path equals the current path', async () => {
    const d = deps({ token: null });
    expect(await runGuard('/mypage', '/mypage', d)).toEqual({ type: 'allow' });
    expect(d.loadWorker).not.toHaveBeenCalled();
  });

  it('excludes /login, /signup and /login/forget-password as destinations', () => {
    expect(isExcluded(null, '/login')).toBe(true);
    expect(isExcluded('/mypage', '/signup')).toBe(true);
    expect(isExcluded('/mypage', '/login/forget-password')).toBe(true);
    expect(isExcluded('/login', '/signup')).toBe(true);
    expect(isExcluded('/login', '/mypage')).toBe(false);
    expect(isExcluded(null, '/signup/profile')).toBe(false);
  });

  it('lets a signed-out visitor reach the excluded routes', async () => {
    for (const to of ['/login', '/signup', '/login/forget-password']) {
      expect(await runGuard(null, to, deps({ token: null }))).toEqual({ type: 'allow' });
    }
  });

  it('requires a stored token for every other route: none → /login', async () => {
    const onFailure = vi.fn();
    expect(await runGuard(null, '/mypage', deps({ token: null, onFailure }))).toEqual({ type: 'redirect', to: '/login' });
    expect(await runGuard('/login', '/mypage/salary', deps({ token: null }))).toEqual({ type: 'redirect', to: '/login' });
    expect(onFailure).toHaveBeenCalled();
  });

  it('loads the worker profile when none is in memory, then allows', async () => {
    const d = deps({ worker: false });
    expect(await runGuard(null, '/mypage', d)).toEqual({ type: 'allow' });
    expect(d.loadWorker).toHaveBeenCalledTimes(1);
  });

  it('does not load the profile again when it is in memory', async () => {
    const d = deps({ worker: true });
    expect(decideNow('/mypage', '/mypage/edit', d)).toEqual({ type: 'allow' });
    expect(d.loadWorker).not.toHaveBeenCalled();
  });

  it('sends the user to /login when the profile load fails, telling onFailure the reason', async () => {
    const onFailure = vi.fn();
    const failure = Object.assign(new Error('unauthorised'), { status: 401 });
    const d = deps({ loadWorker: async () => { throw failure; }, onFailure });
    expect(await runGuard('/login', '/mypage', d)).toEqual({ type: 'redirect', to: '/login' });
    expect(onFailure).toHaveBeenCalledWith(failure);
  });

  it('sends a signed-in worker who opens /login to /mypage', async () => {
    expect(await runGuard(null, '/login', deps({ worker: true }))).toEqual({ type: 'redirect', to: '/mypage' });
    expect(await runGuard(null, '/login', deps({ worker: false }))).toEqual({ type: 'redirect', to: '/mypage' });
  });

  it('shows /login (no loop) when a stored token cannot load a profile', async () => {
    const d = deps({ loadWorker: async () => { throw new Error('network'); } });
    expect(await runGuard(null, '/login', d)).toEqual({ type: 'allow' });
  });

  it('decides synchronously when no profile load is needed', () => {
    expect(decideNow(null, '/mypage', deps({ token: null }))).toEqual({ type: 'redirect', to: '/login' });
    expect(decideNow(null, '/mypage', deps({ worker: false }))).toBeNull();
  });
});
