import { describe, expect, it } from 'vitest';
import type { Worker } from 'shared/schemas';
import { createSessionStore, readStoredToken } from './session-store';

const KEY = 'jwt-token-worker';
const worker: Worker = { id: 'w1', email: 'taro@example.com', name: '山田 太郎', charge: 10000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };

const account = {
  bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary' as const,
  accountNumber: '1234567', holderName: 'ヤマダ ハナコ', updatedAt: '2025-05-01T00:00:00.000Z',
};

describe('session store (spec §3 "Shared client state: worker, account, and canAccountEdit")', () => {
  it('starts signed out when nothing is stored', () => {
    const store = createSessionStore();
    expect(store.getState()).toMatchObject({ token: null, worker: null, account: null, canAccountEdit: false });
  });

  it('starts with the token stored under jwt-token-worker (spec §4)', () => {
    window.localStorage.setItem(KEY, 'stored-token');
    expect(readStoredToken()).toBe('stored-token');
    expect(createSessionStore().getState().token).toBe('stored-token');
  });

  it('ignores an invalid stored token (parsed by StoredTokenSchema, never cast)', () => {
    window.localStorage.setItem(KEY, '');
    expect(readStoredToken()).toBeNull();
    expect(createSessionStore().getState().token).toBeNull();
  });

  it('setToken stores the token in localStorage under jwt-token-worker; null removes it', () => {
    const store = createSessionStore();
    store.getState().setToken('t1');
    expect(store.getState().token).toBe('t1');
    expect(window.localStorage.getItem(KEY)).toBe('t1');
    store.getState().setToken(null);
    expect(store.getState().token).toBeNull();
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('setWorker(null) sets canAccountEdit to false (spec §3 "false when the worker state is cleared")', () => {
    const store = createSessionStore();
    store.getState().setWorker(worker);
    store.getState().setCanAccountEdit(true);
    expect(store.getState()).toMatchObject({ worker, canAccountEdit: true });
    store.getState().setWorker(worker);
    expect(store.getState().canAccountEdit).toBe(true);
    store.getState().setWorker(null);
    expect(store.getState()).toMatchObject({ worker: null, canAccountEdit: false });
  });

  it('setAccount keeps the account', () => {
    const store = createSessionStore();
    store.getState().setAccount(account);
    expect(store.getState().account).toEqual(account);
  });

  it('clearSession signs out: token removed from storage, worker/account cleared, canAccountEdit false (spec §4)', () => {
    const store = createSessionStore();
    store.getState().setToken('t1');
    store.getState().setWorker(worker);
    store.getState().setAccount(account);
    store.getState().setCanAccountEdit(true);
    store.getState().clearSession();
    expect(store.getState()).toMatchObject({ token: null, worker: null, account: null, canAccountEdit: false });
    expect(window.localStorage.getItem(KEY)).toBeNull();
  });

  it('notifies subscribers', () => {
    const store = createSessionStore();
    const seen: (string | null)[] = [];
    const unsubscribe = store.subscribe((s) => seen.push(s.token));
    store.getState().setToken('a');
    store.getState().clearSession();
    unsubscribe();
    expect(seen).toEqual(['a', null]);
  });
});
