import { useStore } from 'zustand';
import { sessionStore } from './instance';
import type { SessionState } from './session-store';

/** Reads the session store from React through a selector: `useSession((s) => s.worker)`. */
export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}
