// The service worker's state as the page sees it (spec §4 "Service worker"): the offline-ready signal of
// the first install, the need-refresh flag, the registration-error flag, and the install-as-app prompt.
// A tiny external store: React reads it with useSyncExternalStore, the registration code writes it.
import { useSyncExternalStore } from 'react';

/** The browser's install prompt (Chromium's BeforeInstallPromptEvent; not in TypeScript's DOM lib). */
export interface InstallPromptEvent extends Event {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export interface PwaState {
  /** Spec §4 "An offline-ready signal fires on first install." */
  offlineReady: boolean;
  /** Spec §4 "A need-refresh flag exists": a new version of the app is installed and waiting. */
  needRefresh: boolean;
  /** Spec §4 "Registration failure sets a registration-error flag." */
  registrationError: boolean;
  /** The deferred install-as-app prompt, when the browser offers one. */
  installPrompt: InstallPromptEvent | null;
  /** Running as an installed app (or installed during this visit): the install offer is never shown. */
  installed: boolean;
}

export const INITIAL_PWA_STATE: PwaState = {
  offlineReady: false,
  needRefresh: false,
  registrationError: false,
  installPrompt: null,
  installed: false,
};

export interface PwaStore {
  get: () => PwaState;
  set: (patch: Partial<PwaState>) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createPwaStore(initial: PwaState = INITIAL_PWA_STATE): PwaStore {
  let state = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => state,
    set: (patch) => {
      state = { ...state, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

/** The page's one PWA store. */
export const pwaStore: PwaStore = createPwaStore();

export function usePwaState<T>(selector: (state: PwaState) => T, store: PwaStore = pwaStore): T {
  return useSyncExternalStore(store.subscribe, () => selector(store.get()), () => selector(store.get()));
}
