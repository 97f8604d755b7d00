import { createStore } from 'zustand/vanilla';
import { TOKEN_STORAGE_KEY } from 'shared/domain';
import { StoredTokenSchema, type BankAccount, type Worker } from 'shared/schemas';

/** The worker's bank account (spec §3 "account"; fields in shared/schemas BankAccountSchema). */
export type Account = BankAccount;

export interface SessionSlice {
  /** The identity provider's ID token, mirrored in localStorage under 'jwt-token-worker' (spec §4). */
  token: string | null;
  /** Stores the token in memory and localStorage; null removes it. */
  setToken: (token: string | null) => void;
}

export interface WorkerSlice {
  worker: Worker | null;
  /** Spec §3: canAccountEdit is false whenever the worker state is cleared. */
  setWorker: (worker: Worker | null) => void;
}

export interface AccountSlice {
  account: Account | null;
  canAccountEdit: boolean;
  setAccount: (account: Account | null) => void;
  setCanAccountEdit: (canAccountEdit: boolean) => void;
}

export interface SessionActions {
  /** Sign-out (spec §4 "Sign-out clears the token and the worker state"): everything back to signed out. */
  clearSession: () => void;
}

export type SessionState = SessionSlice & WorkerSlice & AccountSlice & SessionActions;

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    // Access can throw (storage disabled, sandboxed frames).
    return null;
  }
}

/** The token kept in localStorage, parsed by StoredTokenSchema; null when absent, invalid or unavailable. */
export function readStoredToken(): string | null {
  const store = storage();
  if (!store) return null;
  try {
    const parsed = StoredTokenSchema.safeParse(store.getItem(TOKEN_STORAGE_KEY));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

function writeStoredToken(token: string | null): void {
  const store = storage();
  if (!store) return;
  try {
    if (token === null) store.removeItem(TOKEN_STORAGE_KEY);
    else store.setItem(TOKEN_STORAGE_KEY, token);
  } catch {
    // Quota exceeded or storage disabled: the session still works for this page.
  }
}

/** Builds a session store (the app uses the one `sessionStore`; tests may build their own). */
export function createSessionStore(initialToken: string | null = readStoredToken()) {
  return createStore<SessionState>()((set) => ({
    token: initialToken,
    setToken: (token) => {
      const next = token === '' ? null : token;
      writeStoredToken(next);
      set({ token: next });
    },
    worker: null,
    setWorker: (worker) => set(worker === null ? { worker: null, canAccountEdit: false } : { worker }),
    account: null,
    canAccountEdit: false,
    setAccount: (account) => set({ account }),
    setCanAccountEdit: (canAccountEdit) => set({ canAccountEdit }),
    clearSession: () => {
      writeStoredToken(null);
      set({ token: null, worker: null, account: null, canAccountEdit: false });
    },
  }));
}

export type SessionStore = ReturnType<typeof createSessionStore>;
