import { CHAT_DRAFT_PREFIX, type ThreadKind } from 'shared/events';
import { zx } from 'shared/schemas';

// The unsent draft of each chat and inquiry, in localStorage: it survives a reload and a sign-in on the same
// device; shared/events removes every draft on sign-out. Keyed by worker, so another worker on the device
// never sees it. Parsed with zod when read (storage is an edge).

const DraftSchema = zx.object({ text: zx.string(), savedAt: zx.string() });

export function draftKey(workerId: string, kind: ThreadKind, id: string): string {
  return `${CHAT_DRAFT_PREFIX}${workerId}:${kind}:${id}`;
}

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null;
  }
}

export function readDraft(key: string): string {
  const raw = storage()?.getItem(key);
  if (!raw) return '';
  try {
    const parsed = DraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.text : '';
  } catch {
    return '';
  }
}

export function writeDraft(key: string, text: string): void {
  const s = storage();
  if (!s) return;
  try {
    if (text === '') s.removeItem(key);
    else s.setItem(key, JSON.stringify({ text, savedAt: new Date().toISOString() }));
  } catch {
    // storage full or disabled: the draft lives only in the page
  }
}
