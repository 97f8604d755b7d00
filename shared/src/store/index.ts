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
export { PROFILE_DRAFT_PREFIX, profileDraftKey, readProfileDraft, writeProfileDraft, forgetProfileDraftsInMemory } from './profile-draft';
