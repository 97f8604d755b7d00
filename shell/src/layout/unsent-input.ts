import { CHAT_DRAFT_PREFIX, PROFILE_DRAFT_PREFIX, SHIFT_DRAFT_PREFIX } from 'shared/events';

/** What a worker typed and has not sent, kept on the phone by a remote; a sign-out deletes it (shared/events). */
export type UnsentInput = 'shifts' | 'messages' | 'profile';

/**
 * Which kinds of unsent input this worker has on the phone: mfe-shifts' unsubmitted answers
 * (`worker-shifts:draft:v1:<worker>:<period>`) and mfe-chat's drafts and unconfirmed messages
 * (`chat-draft:<worker>:<kind>:<id>[:unsent]`, and a new inquiry's `chat-draft:<worker>:new-inquiry:form`), and the
 * profile not saved yet (`profile-draft:<worker>:form`, shared/store). Without a worker id (not loaded yet), any worker's.
 */
export function unsentInputOnPhone(workerId: string | null, storage: Pick<Storage, 'length' | 'key'> | null = localStorageOrNull()): UnsentInput[] {
  if (!storage) return [];
  const found = new Set<UnsentInput>();
  const mine = (key: string) => workerId === null || key.includes(`:${workerId}:`);
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key === null || !mine(key)) continue;
    if (key.startsWith(SHIFT_DRAFT_PREFIX)) found.add('shifts');
    else if (key.startsWith(CHAT_DRAFT_PREFIX)) found.add('messages');
    else if (key.startsWith(PROFILE_DRAFT_PREFIX)) found.add('profile');
  }
  return (['profile', 'shifts', 'messages'] as const).filter((kind) => found.has(kind));
}

function localStorageOrNull(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}
