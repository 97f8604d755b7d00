export { sessionStore, STORE_INSTANCE_ID } from './instance';
export { useSession } from './use-session';
export { createSessionStore, readStoredToken } from './session-store';
export type {
  Account,
  SessionState,
  SessionStore,
  SessionSlice,
  WorkerSlice,
  AccountSlice,
  SessionActions,
} from './session-store';
