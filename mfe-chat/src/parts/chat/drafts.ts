import { CHAT_DRAFT_PREFIX, type ThreadKind } from 'shared/events';
import { zx } from 'shared/schemas';

// What the worker wrote and the server has not stored yet, in localStorage, per worker and thread: the draft in the
// field, and the messages sent but not confirmed (送信中, or failed with 再送 / 削除). Both survive a reload and
// leaving the page; both are under CHAT_DRAFT_PREFIX, so shared/events removes them on sign-out (personal data
// does not outlive the session). Keyed by worker, so another worker on the device never sees them. Parsed with zod
// when read (storage is an edge).

const DraftSchema = zx.object({ text: zx.string(), savedAt: zx.string() });

export function draftKey(workerId: string, kind: ThreadKind, id: string): string {
  return `${CHAT_DRAFT_PREFIX}${workerId}:${kind}:${id}`;
}

/** A new inquiry not sent yet (新しいお問い合わせ: its fields), under the same prefix: one per worker. */
export function inquiryDraftKey(workerId: string): string {
  return `${CHAT_DRAFT_PREFIX}${workerId}:new-inquiry:form`;
}

const InquiryDraftSchema = zx.object({
  fields: zx.object({ category: zx.string(), subject: zx.string(), body: zx.string(), reservationId: zx.string() }),
  /** The id the inquiry is (or was) sent with: a submit whose answer was lost, sent again after a reload, is stored once. */
  clientId: zx.string(),
  savedAt: zx.string(),
});
export type InquiryDraftFields = { category: string; subject: string; body: string; reservationId: string };

export interface InquiryDraft {
  fields: InquiryDraftFields;
  clientId: string;
}

/** The new inquiry kept on the phone, or null (none, or not of this shape). */
export function readInquiryDraft(key: string): InquiryDraft | null {
  const raw = storage()?.getItem(key);
  if (!raw) return null;
  try {
    const parsed = InquiryDraftSchema.safeParse(JSON.parse(raw));
    return parsed.success ? { fields: parsed.data.fields, clientId: parsed.data.clientId } : null;
  } catch {
    return null;
  }
}

/** Keeps the new inquiry's fields and client id; all fields empty (or null) removes it. */
export function writeInquiryDraft(key: string, draft: InquiryDraft | null): void {
  const s = storage();
  if (!s) return;
  try {
    if (!draft || Object.values(draft.fields).every((v) => v === '')) s.removeItem(key);
    else s.setItem(key, JSON.stringify({ ...draft, savedAt: new Date().toISOString() }));
  } catch {
    // storage full or disabled: the fields live only in the page
  }
}

/** The thread's unconfirmed messages (beside its draft, under the same prefix). */
export function unsentKey(workerId: string, kind: ThreadKind, id: string): string {
  return `${draftKey(workerId, kind, id)}:unsent`;
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

const UnsentSchema = zx.array(zx.object({ clientId: zx.string(), text: zx.string(), createdAt: zx.iso.datetime({ offset: true }) }));

/** A message sent from this device that the server has not confirmed: its client id makes a resend stored once. */
export interface UnsentMessage {
  clientId: string;
  text: string;
  createdAt: string;
}

export function readUnsent(key: string): UnsentMessage[] {
  const raw = storage()?.getItem(key);
  if (!raw) return [];
  try {
    const parsed = UnsentSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : [];
  } catch {
    return [];
  }
}

export function writeUnsent(key: string, messages: readonly UnsentMessage[]): void {
  const s = storage();
  if (!s) return;
  try {
    if (messages.length === 0) s.removeItem(key);
    else s.setItem(key, JSON.stringify(messages.map(({ clientId, text, createdAt }) => ({ clientId, text, createdAt }))));
  } catch {
    // storage full or disabled: the unsent messages live only in the page
  }
}
