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
    ...(over.profileIncomplete ? { profileIncomplete: over.profileIncomplete } : {}),
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

  it('passes on the reason onFailure names for the sign-in page (a rejected session)', async () => {
    const d = deps({ loadWorker: async () => { throw new Error('unauthorised'); }, onFailure: () => 'session-expired' });
    expect(await runGuard(null, '/mypage/salary', d)).toEqual({ type: 'redirect', to: '/login', reason: 'session-expired' });
    // On /login itself the form is shown, with no reason and no loop.
    expect(await runGuard(null, '/login', d)).toEqual({ type: 'allow' });
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

describe('a worker who skipped the sign-up profile is brought back to it (account flows)', () => {
  // profileIncomplete answers for the worker in memory; before the profile is loaded it is not known yet.
  let complete = false;
  const incomplete = () => !complete;

  it('every /mypage… destination redirects to /signup/profile once the profile is available', async () => {
    complete = false;
    for (const to of ['/mypage', '/mypage/salary', '/mypage/email', '/mypage/chat/abc']) {
      expect(decideNow('/signup/profile', to, deps({ worker: true, profileIncomplete: incomplete }))).toEqual({ type: 'redirect', to: '/signup/profile' });
    }
    // The profile is loaded first when not in memory, then the rule applies.
    const d = deps({ worker: false, profileIncomplete: incomplete });
    expect(await runGuard(null, '/mypage', d)).toEqual({ type: 'redirect', to: '/signup/profile' });
    expect(d.loadWorker).toHaveBeenCalledTimes(1);
  });

  it('/signup/profile itself requires a stored token, and is allowed with one', async () => {
    complete = false;
    expect(await runGuard(null, '/signup/profile', deps({ token: null }))).toEqual({ type: 'redirect', to: '/login' });
    expect(await runGuard(null, '/signup/profile', deps({ worker: false, profileIncomplete: incomplete }))).toEqual({ type: 'allow' });
    expect(decideNow('/signup', '/signup/profile', deps({ worker: true, profileIncomplete: incomplete }))).toEqual({ type: 'allow' });
  });

  it('a signed-in worker with an incomplete profile who opens /login goes to /signup/profile', async () => {
    complete = false;
    expect(await runGuard(null, '/login', deps({ worker: true, profileIncomplete: incomplete }))).toEqual({ type: 'redirect', to: '/signup/profile' });
    expect(await runGuard(null, '/login', deps({ worker: false, profileIncomplete: incomplete }))).toEqual({ type: 'redirect', to: '/signup/profile' });
  });

  it('once the profile is completed, /mypage… is allowed', () => {
    complete = true;
    expect(decideNow('/signup/profile', '/mypage', deps({ worker: true, profileIncomplete: incomplete }))).toEqual({ type: 'allow' });
    expect(decideNow(null, '/login', deps({ worker: true, profileIncomplete: incomplete }))).toEqual({ type: 'redirect', to: '/mypage' });
  });

  it('the signed-out visitor still reaches /signup (excluded) without a profile check', () => {
    complete = false;
    expect(decideNow(null, '/signup', deps({ token: null, profileIncomplete: incomplete }))).toEqual({ type: 'allow' });
  });
});
