import { cleanup } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { sessionStore } from 'shared/store';

/** The worker the tests sign in as (id 'w1'). */
export const TEST_WORKER = { id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };

/** Each test of the calling suite starts signed in as TEST_WORKER with empty localStorage, and ends signed out. */
export function signedInForEachTest(): void {
  beforeEach(() => {
    localStorage.clear();
    sessionStore.getState().setToken('token-w1');
    sessionStore.getState().setWorker(TEST_WORKER);
  });
  afterEach(() => {
    cleanup();
    sessionStore.getState().clearSession();
  });
}
