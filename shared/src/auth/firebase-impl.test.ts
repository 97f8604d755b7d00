import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RuntimeConfig } from 'shared/config';

// Firebase itself is replaced: these tests check how the implementation drives it.
const sdk = vi.hoisted(() => ({
  initializeApp: vi.fn((options: unknown) => ({ name: '[DEFAULT]', options })),
  getApps: vi.fn(() => []),
  getApp: vi.fn(),
  initializeAuth: vi.fn((): { currentUser: unknown; authStateReady: () => Promise<void> } => ({ currentUser: null, authStateReady: () => Promise.resolve() })),
  connectAuthEmulator: vi.fn(),
  signInWithEmailAndPassword: vi.fn(async () => ({ user: { uid: 'u1' } })),
  getIdToken: vi.fn(async () => 'id-token'),
  browserLocalPersistence: { type: 'LOCAL' },
  validatePassword: vi.fn(),
  updatePassword: vi.fn(async () => undefined),
}));

vi.mock('firebase/app', () => ({ initializeApp: sdk.initializeApp, getApps: sdk.getApps, getApp: sdk.getApp }));
vi.mock('firebase/auth', () => ({
  initializeAuth: sdk.initializeAuth,
  connectAuthEmulator: sdk.connectAuthEmulator,
  signInWithEmailAndPassword: sdk.signInWithEmailAndPassword,
  getIdToken: sdk.getIdToken,
  browserLocalPersistence: sdk.browserLocalPersistence,
  createUserWithEmailAndPassword: vi.fn(),
  EmailAuthProvider: { credential: vi.fn() },
  onIdTokenChanged: vi.fn(),
  reauthenticateWithCredential: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  signOut: vi.fn(),
  updatePassword: sdk.updatePassword,
  validatePassword: sdk.validatePassword,
  reload: vi.fn(),
}));

const base: RuntimeConfig = {
  environment: 'local',
  apiBaseUrl: '',
  firebase: {
    apiKey: 'demo-api-key',
    authDomain: 'demo-worker.firebaseapp.com',
    databaseURL: '',
    projectId: 'demo-worker',
    storageBucket: '',
    messagingSenderId: '',
  },
  emulators: { auth: 'http://127.0.0.1:9099' },
  remotes: {},
};

async function freshImpl(config: RuntimeConfig) {
  vi.resetModules();
  const { setConfig } = await import('shared/config');
  setConfig(config);
  return import('./firebase-impl');
}

afterEach(() => {
  vi.clearAllMocks();
});

describe('firebase-impl', () => {
  it('builds the app from the runtime config (empty values left out) with the smallest auth: initializeAuth + browserLocalPersistence', async () => {
    const impl = await freshImpl(base);
    await expect(impl.signInWithPassword('taro@example.com', 'secret1')).resolves.toBe('id-token');
    expect(sdk.initializeApp).toHaveBeenCalledWith({
      apiKey: 'demo-api-key',
      authDomain: 'demo-worker.firebaseapp.com',
      projectId: 'demo-worker',
    });
    expect(sdk.initializeAuth).toHaveBeenCalledWith(expect.anything(), { persistence: sdk.browserLocalPersistence });
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(expect.anything(), 'taro@example.com', 'secret1');
  });

  it('creates the app and auth once', async () => {
    const impl = await freshImpl(base);
    impl.getFirebaseAuth();
    impl.getFirebaseAuth();
    expect(sdk.initializeApp).toHaveBeenCalledTimes(1);
    expect(sdk.initializeAuth).toHaveBeenCalledTimes(1);
  });

  it.each(['local', 'test'])('connects the Auth emulator in %s', async (environment) => {
    const impl = await freshImpl({ ...base, environment });
    impl.getFirebaseAuth();
    expect(sdk.connectAuthEmulator).toHaveBeenCalledWith(expect.anything(), 'http://127.0.0.1:9099', { disableWarnings: true });
  });

  it.each(['production', 'staging'])('never connects the emulator in %s, even if one is configured', async (environment) => {
    const impl = await freshImpl({ ...base, environment });
    impl.getFirebaseAuth();
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('does not connect an emulator that is not configured', async () => {
    const impl = await freshImpl({ ...base, emulators: {} });
    impl.getFirebaseAuth();
    expect(sdk.connectAuthEmulator).not.toHaveBeenCalled();
  });

  it('reauthenticate without a signed-in user fails with a provider-style code', async () => {
    const impl = await freshImpl(base);
    await expect(impl.reauthenticate('pw')).rejects.toMatchObject({ code: 'auth/no-current-user' });
  });

  it('reads the enforced password policy (spec §5) from the provider', async () => {
    const impl = await freshImpl(base);
    sdk.validatePassword.mockResolvedValue({
      passwordPolicy: {
        enforcementState: 'ENFORCE',
        allowedNonAlphanumericCharacters: '!@#',
        customStrengthOptions: { minPasswordLength: 8, maxPasswordLength: 30, containsUppercaseLetter: true, containsNumericCharacter: true },
      },
    });
    await expect(impl.readPasswordPolicy()).resolves.toEqual({
      minLength: 8,
      maxLength: 30,
      requireLowercase: false,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: false,
      allowedNonAlphanumeric: '!@#',
    });
  });

  it('a policy that is not enforced means the default (minimum 6 characters)', async () => {
    const impl = await freshImpl(base);
    sdk.validatePassword.mockResolvedValue({
      passwordPolicy: { enforcementState: 'OFF', allowedNonAlphanumericCharacters: '', customStrengthOptions: { minPasswordLength: 12 } },
    });
    await expect(impl.readPasswordPolicy()).resolves.toMatchObject({ minLength: 6, maxLength: null, requireUppercase: false });
  });

  it('a password change signs in again with the new password, so the session begins after the change (the provider revokes older ones)', async () => {
    const user = { uid: 'u1', email: 'taro@example.com' };
    const auth = { currentUser: user, authStateReady: () => Promise.resolve() };
    sdk.initializeAuth.mockReturnValueOnce(auth);
    const order: string[] = [];
    sdk.updatePassword.mockImplementationOnce(async () => {
      order.push('updatePassword');
    });
    sdk.signInWithEmailAndPassword.mockImplementationOnce(async () => {
      order.push('signIn');
      return { user };
    });
    const impl = await freshImpl(base);
    await impl.changePassword('new-pass1');
    expect(sdk.updatePassword).toHaveBeenCalledWith(user, 'new-pass1');
    expect(sdk.signInWithEmailAndPassword).toHaveBeenCalledWith(auth, 'taro@example.com', 'new-pass1');
    expect(order).toEqual(['updatePassword', 'signIn']);
  });

  it('waits for the persisted user to be restored (a link opened on a fresh page) before renewing the session', async () => {
    const user = { uid: 'u1', email: 'taro@example.com' };
    const auth: { currentUser: typeof user | null; authStateReady: () => Promise<void> } = {
      currentUser: null,
      authStateReady: () => {
        auth.currentUser = user;
        return Promise.resolve();
      },
    };
    sdk.initializeAuth.mockReturnValueOnce(auth);
    const impl = await freshImpl(base);
    await expect(impl.renewSession()).resolves.toBe('id-token');
    expect(sdk.getIdToken).toHaveBeenCalledWith(user, true);
  });
});
