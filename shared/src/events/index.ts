// shared/events (federated, provided by the shell): the one server-sent event stream of a tab, shared by the
// shell and every remote. The stream starts on the first subscription (its code is loaded then, with a dynamic
// import), sends the session's token in the Authorization header (never in the URL), reconnects with back-off
// and Last-Event-ID, and emits `resync` after a reconnect and when the tab becomes visible again. It closes when
// the last subscriber leaves, and idles while nobody is signed in.
import { refreshAfterTokenExpired, reportSessionRefused, sessionRefusalOf } from 'shared/api';
import { getConfig } from 'shared/config';
import { PROFILE_DRAFT_PREFIX, sessionStore } from 'shared/store';
import type { LiveEvent, StreamStatus } from 'shared/schemas';
import type { StreamHandle } from './stream';

export { parseLiveEvent, THREAD_KINDS, MESSAGE_AUTHORS, INQUIRY_STATUSES, MessageSchema, ThreadRefSchema } from 'shared/schemas';
export type { LiveEvent, LiveEventType, StreamStatus, ThreadKind, ThreadRef, Message, MessageAuthor, InquiryStatus } from 'shared/schemas';

/**
 * Unsent message drafts (mfe-chat) live in localStorage under this prefix: they survive a reload and a sign-in
 * on the same device, and are removed here on sign-out (this module is loaded by the shell, so it sees every
 * sign-out even when mfe-chat never loaded in this tab).
 */
export const CHAT_DRAFT_PREFIX = 'chat-draft:';

/**
 * Since 0.17.0: a worker's unsent shift answers (mfe-shifts, `worker-shifts:draft:v1:<worker>:<period>`) live in
 * localStorage under this prefix, and are removed on sign-out like the chat drafts.
 */
export const SHIFT_DRAFT_PREFIX = 'worker-shifts:draft:';

/**
 * Since 0.20.0: the profile a worker typed and has not saved (/signup/profile, /mypage/edit: shared/store's
 * `profile-draft:<worker>:form`) is kept in localStorage under this prefix, and removed on sign-out too.
 */
export { PROFILE_DRAFT_PREFIX };

/** Every prefix under which a worker's unsent input is kept in localStorage: all removed on sign-out. */
export const WORKER_DRAFT_PREFIXES: readonly string[] = [CHAT_DRAFT_PREFIX, SHIFT_DRAFT_PREFIX, PROFILE_DRAFT_PREFIX];

type DraftStorage = Pick<Storage, 'length' | 'key' | 'removeItem'>;

function clearPrefixed(storage: DraftStorage | undefined, prefixes: readonly string[]): void {
  if (!storage) return;
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key !== null && prefixes.some((prefix) => key.startsWith(prefix))) keys.push(key);
  }
  for (const key of keys) storage.removeItem(key);
}

export function clearChatDrafts(storage: DraftStorage | undefined = safeLocalStorage()): void {
  clearPrefixed(storage, [CHAT_DRAFT_PREFIX]);
}

/** Since 0.17.0: removes every remote's drafts (WORKER_DRAFT_PREFIXES); what a sign-out runs. */
export function clearWorkerDrafts(storage: DraftStorage | undefined = safeLocalStorage()): void {
  clearPrefixed(storage, WORKER_DRAFT_PREFIXES);
}

function safeLocalStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined;
  }
}

sessionStore.subscribe((state, previous) => {
  if (previous.token !== null && state.token === null) clearWorkerDrafts();
});

export type LiveEventListener = (event: LiveEvent) => void;

const listeners = new Set<LiveEventListener>();
const statusListeners = new Set<(status: StreamStatus) => void>();
let status: StreamStatus = 'idle';
let handle: Promise<StreamHandle | null> | null = null;
let opening: Promise<unknown> = Promise.resolve();

/**
 * The shell holds the stream's connection until the first page's content is on screen (its data included): a
 * subscription made before then is kept, and the stream opens once `until` settles. Without it, at once.
 */
export function holdStreamUntil(until: Promise<unknown>): void {
  opening = until.catch(() => undefined);
}

function emit(event: LiveEvent): void {
  for (const listener of [...listeners]) {
    try {
      listener(event);
    } catch (e) {
      console.error('live event listener failed', e);
    }
  }
}

function setStatus(next: StreamStatus): void {
  status = next;
  for (const listener of [...statusListeners]) listener(next);
}

function ensureStream(): void {
  if (handle) return;
  const mine: Promise<StreamHandle | null> = opening
    // Nobody listens any more by the time the hold ends (the last unsubscribe): the stream is not opened at all.
    .then(() => (handle === mine ? import('./stream') : null))
    .then((module) => (module && handle === mine ? openStream(module) : null));
  handle = mine;
  // The stream's code could not be fetched (offline just as the first page finished): no live updates yet, and
  // never an unhandled rejection (the app's error screen). Tried again when the connection returns.
  mine.catch(() => {
    if (handle !== mine) return;
    handle = null;
    if (typeof window === 'undefined') return;
    window.addEventListener('online', () => { if (listeners.size > 0) ensureStream(); }, { once: true });
  });
}

function openStream({ startStream, EVENTS_PATH }: typeof import('./stream')): StreamHandle {
  return startStream({
    url: () => `${getConfig().apiBaseUrl}${EVENTS_PATH}`,
    getToken: () => sessionStore.getState().token,
    onTokenChange: (listener) => sessionStore.subscribe((state, previous) => {
      if (state.token !== previous.token) listener();
    }),
    emit,
    setStatus,
    // The page read its data before the stream opened (the shell holds it until the first page is on screen): every
    // view loads what it shows again once it opens, so nothing that happened in between is missed.
    resyncOnFirstOpen: true,
    // An answer that refuses the session (shared/api: 401 UNAUTHENTICATED, 403 ACCESS_DENIED) ends it, as for any call;
    // an expired token (401 TOKEN_EXPIRED: this phone's clock is behind) is refreshed, as a call's is, and the new
    // token reconnects the stream.
    onNotOpened: (status, body) => {
      if (refreshAfterTokenExpired(status, body)) return;
      const refusal = sessionRefusalOf(status, body);
      if (refusal) reportSessionRefused(refusal);
    },
    ...(typeof document === 'undefined' ? {} : { doc: document }),
    ...(typeof window === 'undefined' ? {} : { win: window }),
  });
}

function stopStream(): void {
  const h = handle;
  handle = null;
  void h?.then((s) => s?.stop(), () => undefined); // never opened (its code could not be fetched): nothing to stop
}

/**
 * Receives every live event (and `resync`). Starts the tab's stream on the first subscription; returns the
 * unsubscribe (the stream closes when nobody listens any more).
 */
export function subscribeEvents(listener: LiveEventListener): () => void {
  listeners.add(listener);
  ensureStream();
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) stopStream();
  };
}

/**
 * Asks every view that follows the stream to load what it shows again (a `resync`), as after a reconnect: the shell
 * calls it when the connection is back after the service worker answered reads with its offline copy (a view cannot
 * tell that copy from a fresh answer).
 */
export function requestResync(): void {
  emit({ type: 'resync', data: { reason: 'reconnected' } });
}

/** The stream's state now ('idle' before the first subscription or while signed out). */
export function getStreamStatus(): StreamStatus {
  return status;
}

export function subscribeStreamStatus(listener: (status: StreamStatus) => void): () => void {
  statusListeners.add(listener);
  return () => statusListeners.delete(listener);
}
