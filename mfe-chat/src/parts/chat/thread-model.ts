import type { Message } from 'shared/events';
import type { UnsentMessage } from './drafts';

// The optimistic message store of one chat or inquiry thread: what the server confirmed (deduplicated by id,
// in order) plus what the worker sent that is not confirmed yet (送信中, or failed with 再送 / 削除). A message
// arriving twice — the POST's answer and the stream's event, or a refetch — is shown once: its client id
// settles the pending copy, its id dedupes the confirmed one. The pending messages are also kept in storage by
// use-thread.ts (./drafts.ts): after a reload they come back here as failed ('restore') until confirmed or removed.

export interface PendingMessage {
  clientId: string;
  text: string;
  /** When the worker pressed 送信 (ISO). */
  createdAt: string;
  status: 'sending' | 'failed';
  /** The Japanese line shown under a failed send: what happened and what to do (429: wait a minute …). */
  error: string | null;
  /** Failed for want of a connection: sent again by itself when the phone is back online (its client id makes it stored once). */
  resendWhenOnline: boolean;
}

export interface ThreadModel {
  confirmed: Message[];
  pending: PendingMessage[];
  peerReadAt: string | null;
  /** The cursor of the older page (null: none). */
  olderCursor: string | null;
}

export type ThreadAction =
  | { type: 'loaded'; messages: Message[]; olderCursor: string | null; peerReadAt: string | null }
  | { type: 'older'; messages: Message[]; olderCursor: string | null }
  | { type: 'send'; clientId: string; text: string; at: string }
  | { type: 'confirmed'; message: Message }
  | { type: 'failed'; clientId: string; error: string; resendWhenOnline?: boolean }
  | { type: 'restore'; messages: UnsentMessage[]; error: string }
  | { type: 'retry'; clientId: string }
  | { type: 'remove'; clientId: string }
  | { type: 'read'; peerReadAt: string };

export const EMPTY_THREAD: ThreadModel = { confirmed: [], pending: [], peerReadAt: null, olderCursor: null };

/** The order of the log: by time, then by id. */
export const byTime = (a: Message, b: Message): number => (a.sentAt === b.sentAt ? (a.id < b.id ? -1 : a.id > b.id ? 1 : 0) : a.sentAt < b.sentAt ? -1 : 1);

function merge(current: Message[], incoming: Message[]): Message[] {
  const byId = new Map(current.map((m) => [m.id, m]));
  for (const m of incoming) byId.set(m.id, m);
  return [...byId.values()].sort(byTime);
}

function settle(pending: PendingMessage[], confirmed: Message[]): PendingMessage[] {
  const ids = new Set(confirmed.map((m) => m.clientId).filter((id): id is string => id !== null));
  return pending.filter((p) => !ids.has(p.clientId));
}

export function threadReducer(state: ThreadModel, action: ThreadAction): ThreadModel {
  switch (action.type) {
    case 'loaded': {
      // The newest page replaces nothing older already shown (a refetch after a reconnect only adds).
      const confirmed = merge(state.confirmed, action.messages);
      return {
        confirmed,
        pending: settle(state.pending, confirmed),
        peerReadAt: latest(state.peerReadAt, action.peerReadAt),
        olderCursor: state.confirmed.length === 0 ? action.olderCursor : state.olderCursor,
      };
    }
    case 'older': {
      const confirmed = merge(state.confirmed, action.messages);
      return { ...state, confirmed, olderCursor: action.olderCursor };
    }
    case 'send':
      if (state.pending.some((p) => p.clientId === action.clientId)) return state;
      return { ...state, pending: [...state.pending, { clientId: action.clientId, text: action.text, createdAt: action.at, status: 'sending', error: null, resendWhenOnline: false }] };
    case 'restore': {
      // Sent before a reload or from an earlier visit and not confirmed then: failed until resent or removed (a
      // copy the server did store is settled by the next page loaded, or by 再送's answer).
      const known = new Set(state.pending.map((p) => p.clientId));
      const restored = action.messages
        .filter((m) => !known.has(m.clientId))
        .map((m): PendingMessage => ({ ...m, status: 'failed', error: action.error, resendWhenOnline: false }));
      return restored.length === 0 ? state : { ...state, pending: settle([...state.pending, ...restored], state.confirmed) };
    }
    case 'confirmed': {
      const confirmed = merge(state.confirmed, [action.message]);
      return { ...state, confirmed, pending: settle(state.pending, confirmed) };
    }
    case 'failed':
      return { ...state, pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, status: 'failed', error: action.error, resendWhenOnline: action.resendWhenOnline ?? false } : p)) };
    case 'retry':
      return { ...state, pending: state.pending.map((p) => (p.clientId === action.clientId ? { ...p, status: 'sending', error: null, resendWhenOnline: false } : p)) };
    case 'remove':
      return { ...state, pending: state.pending.filter((p) => p.clientId !== action.clientId) };
    case 'read':
      return { ...state, peerReadAt: latest(state.peerReadAt, action.peerReadAt) };
  }
}

function latest(a: string | null, b: string | null): string | null {
  if (a === null) return b;
  if (b === null) return a;
  return a > b ? a : b;
}

/** My message was read by the other side (既読). */
export function isReadByPeer(message: Message, peerReadAt: string | null): boolean {
  return message.author === 'worker' && peerReadAt !== null && new Date(message.sentAt).getTime() <= new Date(peerReadAt).getTime();
}
