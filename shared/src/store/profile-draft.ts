import { zx, type ProfileUpdateInput } from 'shared/schemas';

// Since shared 0.20.0: the profile a worker is typing and has not saved (/signup/profile, /mypage/edit), kept so that
// a reload, the phone discarding the tab, or leaving the page does not lose it. Per worker, in localStorage under
// PROFILE_DRAFT_PREFIX, which shared/events removes on sign-out and whenever the session ends (personal data does not
// outlive the session; the shell's ログアウト asks first). A copy in this tab's memory outlives a session ended by the
// API, so a save refused with 401, and the sign-in of the same worker it leads to, still finds it; the worker's own
// sign-out (shared/auth's signOut) forgets that copy too. Parsed when read (storage is an
// edge): anything else is dropped.

/** The prefix of every worker's profile draft: `profile-draft:<workerId>:form`. */
export const PROFILE_DRAFT_PREFIX = 'profile-draft:';

export function profileDraftKey(workerId: string): string {
  return `${PROFILE_DRAFT_PREFIX}${workerId}:form`;
}

const ProfileDraftSchema = zx.object({
  fields: zx.object({ name: zx.string(), nameKana: zx.string(), displayName: zx.string(), phone: zx.string(), bio: zx.string() }),
  savedAt: zx.string(),
});

const inMemory = new Map<string, ProfileUpdateInput>();

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function fieldsOf(values: ProfileUpdateInput): ProfileUpdateInput {
  return { name: values.name, nameKana: values.nameKana, displayName: values.displayName, phone: values.phone, bio: values.bio };
}

/** The worker's unsaved profile (from the phone, else from this tab's memory), or null. */
export function readProfileDraft(workerId: string): ProfileUpdateInput | null {
  const key = profileDraftKey(workerId);
  const raw = storage()?.getItem(key);
  if (raw) {
    try {
      const parsed = ProfileDraftSchema.safeParse(JSON.parse(raw));
      if (parsed.success) return parsed.data.fields;
    } catch {
      // not JSON: dropped below
    }
    storage()?.removeItem(key);
  }
  return inMemory.get(workerId) ?? null;
}

/**
 * Keeps what the worker typed; null — saved, or back to what is saved (`saved`: the fields as stored) — removes it.
 */
export function writeProfileDraft(workerId: string, values: ProfileUpdateInput | null, saved?: ProfileUpdateInput): void {
  const fields = values ? fieldsOf(values) : null;
  const unchanged = fields !== null && saved !== undefined && JSON.stringify(fields) === JSON.stringify(fieldsOf(saved));
  const key = profileDraftKey(workerId);
  const store = storage();
  if (fields === null || unchanged) {
    inMemory.delete(workerId);
    try {
      store?.removeItem(key);
    } catch {
      // storage disabled: nothing kept there
    }
    return;
  }
  inMemory.set(workerId, fields);
  try {
    store?.setItem(key, JSON.stringify({ fields, savedAt: new Date().toISOString() }));
  } catch {
    // storage full or disabled: the draft lives in this tab's memory only
  }
}

/** Forgets the copies in this tab's memory: what the worker's own sign-out does (and a reload). */
export function forgetProfileDraftsInMemory(): void {
  inMemory.clear();
}
