// The lazy door to Firebase (PERFORMANCE.md lever 4): the implementation is reached only through the dynamic
// import('./firebase-impl') below, so it loads on a sign-in form's first focus or after first paint — never at
// start. Nothing here imports 'firebase/*' statically. Shared by the session (./session) and the account flows
// (./account-flows).
import { preloadApi } from 'shared/api';
import { AuthError, toAuthError } from './errors';
import type * as FirebaseImpl from './firebase-impl';

export type Impl = typeof FirebaseImpl;

let impl: Promise<Impl> | undefined;

export function loadImpl(): Promise<Impl> {
  impl ??= import('./firebase-impl').catch((error: unknown) => {
    // A failed chunk load (offline) may succeed later: forget it so the next call retries.
    impl = undefined;
    throw error;
  });
  return impl;
}

/** The Firebase implementation, or an AuthError (network) when its code cannot be loaded. */
export async function firebase(): Promise<Impl> {
  try {
    return await loadImpl();
  } catch (error) {
    throw new AuthError('auth/network-request-failed', { cause: error });
  }
}

/** Runs a provider call, turning its failure into an AuthError with the Japanese message. */
export async function provider<T>(run: (firebase: Impl) => Promise<T>): Promise<T> {
  const loaded = await firebase();
  try {
    return await run(loaded);
  } catch (error) {
    throw toAuthError(error);
  }
}

/**
 * Starts loading Firebase (call on a sign-in form's first focus, or after first paint for a stored session).
 * Never rejects: a failure is retried, and reported, by the next call that needs Firebase.
 */
export function warmUp(): Promise<void> {
  void preloadApi().catch(() => undefined); // the sign-in's API call follows: the HTTP stack too
  return loadImpl().then(
    () => undefined,
    () => undefined,
  );
}

/** How many sign-ins (or sign-ups) are running: while one is, the session sync leaves the store to it. */
let signingIn = 0;

/** Runs a sign-in or sign-up; the session sync does not follow provider events meanwhile. */
export async function whileSigningIn<T>(run: () => Promise<T>): Promise<T> {
  signingIn += 1;
  try {
    return await run();
  } finally {
    signingIn -= 1;
  }
}

export const isSigningIn = (): boolean => signingIn > 0;
