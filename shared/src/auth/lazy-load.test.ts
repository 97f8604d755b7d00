import { describe, expect, it, vi } from 'vitest';

// PERFORMANCE.md lever 4: importing shared/auth must not load Firebase; warmUp() / signIn() do.
const loads = vi.hoisted(() => ({ impl: 0, firebaseAuth: 0, firebaseApp: 0 }));

vi.mock('./firebase-impl', () => {
  loads.impl += 1;
  return {
    signInWithPassword: async () => 'id-token',
    signOutUser: async () => undefined,
  };
});
vi.mock('firebase/auth', () => {
  loads.firebaseAuth += 1;
  return {};
});
vi.mock('firebase/app', () => {
  loads.firebaseApp += 1;
  return {};
});

describe('the auth facade loads Firebase only when needed', () => {
  it('importing shared/auth loads neither the implementation nor firebase/*', async () => {
    const auth = await import('./index');
    expect(typeof auth.signIn).toBe('function');
    expect(loads).toEqual({ impl: 0, firebaseAuth: 0, firebaseApp: 0 });

    await auth.warmUp();
    expect(loads.impl).toBe(1);

    await auth.warmUp();
    await auth.warmUp();
    expect(loads.impl).toBe(1);
    // Nothing but the (mocked) implementation module imports Firebase.
    expect(loads.firebaseAuth).toBe(0);
    expect(loads.firebaseApp).toBe(0);
  });
});

describe('when Firebase cannot be loaded (offline, failed chunk)', () => {
  it('warmUp still resolves, signIn rejects with the network message, session sync reports and retries', async () => {
    vi.resetModules();
    let attempts = 0;
    vi.doMock('./firebase-impl', () => {
      attempts += 1;
      throw new Error('Failed to fetch dynamically imported module');
    });
    const auth = await import('./index');

    await expect(auth.warmUp()).resolves.toBeUndefined();
    await expect(auth.signIn('taro@example.com', 'secret1')).rejects.toMatchObject({
      name: 'AuthError',
      code: 'auth/network-request-failed',
      message: 'ネットワークエラーが発生しました。接続を確認してください。',
    });

    const onError = vi.fn();
    const stop = await auth.startSessionSync({ onError });
    expect(typeof stop).toBe('function');
    expect(onError).toHaveBeenCalledWith(expect.objectContaining({ name: 'AuthError', code: 'auth/network-request-failed' }));

    // Each call tried again rather than caching the failure.
    expect(attempts).toBeGreaterThanOrEqual(3);
    vi.doUnmock('./firebase-impl');
  });
});
