// The guard's wiring in the shell (navigation-guard.test.ts covers the rules): the store it reads, the
// profile load it starts, what a failed load does to the session, and where the worker ends up.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { sessionStore } from 'shared/store';
import { GuardGate } from './guard-gate';
import { forgetLastAccount } from './last-account';

/** What the next profile load does (a plain function: a rejecting vi.fn is reported as unhandled). */
const profile = vi.hoisted(() => ({ load: (): Promise<unknown> => Promise.resolve(undefined) }));
vi.mock('shared/auth', async (importOriginal) => ({
  tokenSubject: (await importOriginal<typeof import('shared/auth')>()).tokenSubject,
  loadWorker: () => profile.load(),
}));

const worker = {
  id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null,
  nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true,
};

function failWith(status: number): void {
  profile.load = () => Promise.reject(Object.assign(new Error(`status ${status}`), { status }));
}

function Where() {
  const { pathname, state } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <p data-testid="state">{JSON.stringify(state)}</p>
    </>
  );
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <GuardGate>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </GuardGate>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  sessionStore.getState().clearSession();
  sessionStore.getState().setToken('stored-token');
  profile.load = () => {
    sessionStore.getState().setWorker(worker);
    return Promise.resolve(undefined);
  };
});

afterEach(() => {
  cleanup();
  sessionStore.getState().clearSession();
  forgetLastAccount();
});

describe('GuardGate (spec §2 navigation guard, wired to the session store)', () => {
  it('loads the profile for a stored token and then shows the page', async () => {
    renderAt('/mypage/edit');
    expect(await screen.findByText('/mypage/edit')).toBeInTheDocument();
    expect(sessionStore.getState().worker).toEqual(worker);
    expect(sessionStore.getState().token).toBe('stored-token');
  });

  it.each([
    [401, 'session-expired'],
    [403, 'access-denied'],
  ] as const)('a %i profile load drops the session and sends the worker to /login (%s)', async (status, reason) => {
    failWith(status);
    renderAt('/mypage');
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBeNull();
    expect(window.localStorage.getItem('jwt-token-worker')).toBeNull();
    // The sign-in page says why (a token refused, or its account refused), and signing in returns to the page.
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ from: '/mypage', reason });
  });

  it('the sign-in page names the account whose token was refused (the next one to sign in on this phone may be someone else)', async () => {
    const jwt = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ sub: 'uid-a', exp: 4102444800 })).replace(/=+$/, '')}.`;
    sessionStore.getState().setToken(jwt);
    failWith(401);
    renderAt('/mypage/salary');
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ from: '/mypage/salary', reason: 'session-expired', fromAccount: 'uid-a' });
  });

  it.each([500, 503])('a %i profile load sends the worker to /login but keeps the session (any failure → /login)', async (status) => {
    failWith(status);
    renderAt('/mypage');
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('stored-token');
    // The sign-in page says the profile could not be loaded (not an expired sign-in).
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ from: '/mypage', reason: 'profile-unavailable' });
  });

  it('a network failure (no status) sends the worker to /login and keeps the session', async () => {
    profile.load = () => Promise.reject(new TypeError('Failed to fetch'));
    renderAt('/mypage/shift-list');
    expect(await screen.findByText('/login')).toBeInTheDocument();
    expect(sessionStore.getState().token).toBe('stored-token');
    expect(JSON.parse(screen.getByTestId('state').textContent ?? 'null')).toEqual({ from: '/mypage/shift-list', reason: 'profile-unavailable' });
  });

  it('without a stored token the worker goes to /login without a profile load', async () => {
    sessionStore.getState().setToken(null);
    profile.load = () => Promise.reject(new Error('must not load'));
    renderAt('/mypage');
    expect(await screen.findByText('/login')).toBeInTheDocument();
  });

  it('a path of no route is not guarded (the 404 screen shows signed out too)', async () => {
    sessionStore.getState().setToken(null);
    renderAt('/no-such-page');
    expect(await screen.findByText('/no-such-page')).toBeInTheDocument();
  });
});
