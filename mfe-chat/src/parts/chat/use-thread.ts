import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import type { ThreadKind } from 'shared/events';
import { sessionStore, useSession } from 'shared/store';
import { CHAT_UI, getMessages, markThreadRead, sendMessage } from 'features/chat';
import { EMPTY_THREAD, threadReducer, type ThreadModel } from './thread-model';
import { readUnsent, unsentKey, writeUnsent } from './drafts';
import { sendFailure } from './send-failure';
import { useLiveEvents } from '../common/use-live-events';
import { useReloadWhenOnline } from 'shared/ui';
import { useCopyRefresh } from './use-copy-refresh';

export type ThreadLoad = { status: 'loading' } | { status: 'ready' } | { status: 'error'; error: ApiError };

export interface ThreadCalls {
  getMessages: typeof getMessages;
  sendMessage: typeof sendMessage;
  markThreadRead: typeof markThreadRead;
}
const DEFAULT_CALLS: ThreadCalls = { getMessages, sendMessage, markThreadRead };

function newClientId(): string {
  return typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random().toString(16).slice(2)}`;
}

/** The thread as the page opens: the messages this device sent that were not confirmed, failed until resent or removed. */
function restored(key: string | null): ThreadModel {
  return key ? threadReducer(EMPTY_THREAD, { type: 'restore', messages: readUnsent(key), error: CHAT_UI.failedRetry }) : EMPTY_THREAD;
}

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * One thread's messages: the newest page, older pages on demand, optimistic sends (each with its client id,
 * so a retry is stored once), live messages and read receipts from the tab's stream, a refetch after a
 * reconnect or when the tab becomes visible, and marking the other side's messages read once the newest of them has
 * been in view (`seen`, from the log) while the tab is visible — one that arrives while the worker reads further up
 * stays unread (the header's badge counts it) until they scroll to it.
 * `onResync` refetches the page's header (read-only state, status) at the same moments.
 * A message not confirmed by the server is kept in storage (./drafts.ts) until it is confirmed or removed (削除):
 * after a reload or a later visit it is shown again as failed, with 再送 and 削除. One that failed for want of a
 * connection is sent again when the phone is back online — with its client id, so it is stored once at most.
 * What the worker saw after the page read the thread (a live message or 既読, a send confirmed, the thread marked read)
 * is read again shortly after (./use-copy-refresh.ts), with the header (`onResync`): the service worker's offline copy
 * is the last answer, and an offline reload showed the thread as it was when the page opened.
 */
export function useThread(kind: ThreadKind, id: string, options: { onResync?: () => void; onSent?: () => void; calls?: ThreadCalls } = {}) {
  const calls = options.calls ?? DEFAULT_CALLS;
  const workerId = useSession((s) => s.worker?.id ?? null);
  const storeKey = workerId ? unsentKey(workerId, kind, id) : null;
  const [model, dispatch] = useReducer(threadReducer, storeKey, restored);
  // The worker became known after the first render: what this device kept for them comes back then.
  const [restoredFor, setRestoredFor] = useState(storeKey);
  if (restoredFor !== storeKey) {
    setRestoredFor(storeKey);
    if (storeKey) dispatch({ type: 'restore', messages: readUnsent(storeKey), error: CHAT_UI.failedRetry });
  }
  useEffect(() => {
    if (storeKey) writeUnsent(storeKey, model.pending);
  }, [storeKey, model.pending]);
  const [load, setLoad] = useState<ThreadLoad>({ status: 'loading' });
  const [olderLoading, setOlderLoading] = useState(false);
  const [olderError, setOlderError] = useState<ApiError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const lastMarked = useRef<string | null>(null);
  const callsRef = useRef(calls);
  const onResync = useRef(options.onResync);
  const onSent = useRef(options.onSent);
  // Swapped at commit, like useLiveEvents' handler: a live event right after a render sees that render's callbacks.
  useLayoutEffect(() => {
    callsRef.current = calls;
    onResync.current = options.onResync;
    onSent.current = options.onSent;
  });

  const copiedFor = useRef(workerId);
  useLayoutEffect(() => {
    copiedFor.current = workerId;
  });
  const copyChanged = useCopyRefresh((mounted) => {
    // Signed out (or another worker signed in) since: nothing of this thread is to be read, or kept, any more.
    if (copiedFor.current === null || sessionStore.getState().worker?.id !== copiedFor.current) return;
    callsRef.current.getMessages(kind, id, null).then(
      (page) => dispatch({ type: 'loaded', messages: page.messages, olderCursor: page.nextCursor, peerReadAt: null }),
      () => undefined,
    );
    if (mounted) onResync.current?.();
  });

  useEffect(() => {
    const controller = new AbortController();
    callsRef.current.getMessages(kind, id, null, { signal: controller.signal }).then(
      (page) => {
        dispatch({ type: 'loaded', messages: page.messages, olderCursor: page.nextCursor, peerReadAt: null });
        setLoad({ status: 'ready' });
      },
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setLoad((s) => (s.status === 'ready' ? s : { status: 'error', error }));
      },
    );
    return () => controller.abort();
  }, [kind, id, attempt]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A load that failed runs again when the phone is back online (the offline banner says work resumes then).
  useReloadWhenOnline(load.status === 'error', reload);

  useLiveEvents((event) => {
    if (event.type === 'message' && event.data.thread.kind === kind && event.data.thread.id === id) {
      dispatch({ type: 'confirmed', message: event.data.message });
      copyChanged();
    } else if (event.type === 'read' && event.data.thread.kind === kind && event.data.thread.id === id) {
      dispatch({ type: 'read', peerReadAt: event.data.peerReadAt });
      copyChanged();
    } else if (event.type === 'resync') {
      reload();
      onResync.current?.();
    }
  });

  // Mark the other side's messages read once the newest of them has been in view, while the tab is visible.
  const newestPeer = [...model.confirmed].reverse().find((m) => m.author !== 'worker')?.id ?? null;
  const [seenPeer, setSeenPeer] = useState<string | null>(null);
  const seen = useCallback((messageId: string) => setSeenPeer(messageId), []);
  const newestSeen = newestPeer !== null && seenPeer === newestPeer;
  useEffect(() => {
    const mark = () => {
      if (newestPeer === null || !newestSeen || lastMarked.current === newestPeer || !isVisible()) return;
      lastMarked.current = newestPeer;
      callsRef.current.markThreadRead(kind, id).then(copyChanged, () => {
        lastMarked.current = null;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [kind, id, newestPeer, newestSeen, copyChanged]);

  const inFlight = useRef(new Set<string>());
  const deliver = useCallback(
    (clientId: string, text: string) => {
      inFlight.current.add(clientId);
      callsRef.current.sendMessage(kind, id, { clientId, text }).then(
        ({ message }) => {
          inFlight.current.delete(clientId);
          dispatch({ type: 'confirmed', message });
          onSent.current?.();
          copyChanged();
        },
        (e: unknown) => {
          inFlight.current.delete(clientId);
          const failure = sendFailure(toApiError(e));
          dispatch({ type: 'failed', clientId, error: failure.text, resendWhenOnline: failure.resendWhenOnline });
        },
      );
    },
    [kind, id, copyChanged],
  );

  const send = useCallback(
    (text: string) => {
      const clientId = newClientId();
      dispatch({ type: 'send', clientId, text, at: new Date().toISOString() });
      deliver(clientId, text);
    },
    [deliver],
  );

  const resend = useCallback(
    (clientId: string) => {
      const pending = model.pending.find((p) => p.clientId === clientId);
      if (!pending || pending.status !== 'failed') return;
      dispatch({ type: 'retry', clientId });
      deliver(clientId, pending.text);
    },
    [deliver, model.pending],
  );

  // Back online: what failed for want of a connection goes again (the same client id: never stored twice).
  const pendingRef = useRef(model.pending);
  useLayoutEffect(() => {
    pendingRef.current = model.pending;
  });
  useEffect(() => {
    const onOnline = () => {
      for (const p of pendingRef.current) {
        if (p.status !== 'failed' || !p.resendWhenOnline || inFlight.current.has(p.clientId)) continue;
        dispatch({ type: 'retry', clientId: p.clientId });
        deliver(p.clientId, p.text);
      }
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [deliver]);

  const remove = useCallback((clientId: string) => dispatch({ type: 'remove', clientId }), []);

  const loadOlder = useCallback(async () => {
    if (model.olderCursor === null || olderLoading) return;
    setOlderLoading(true);
    setOlderError(null);
    try {
      const page = await callsRef.current.getMessages(kind, id, model.olderCursor);
      dispatch({ type: 'older', messages: page.messages, olderCursor: page.nextCursor });
    } catch (e) {
      setOlderError(toApiError(e));
    } finally {
      setOlderLoading(false);
    }
  }, [kind, id, model.olderCursor, olderLoading]);

  const setPeerReadAt = useCallback((peerReadAt: string | null) => {
    if (peerReadAt !== null) dispatch({ type: 'read', peerReadAt });
  }, []);

  return { model, load, reload, send, resend, remove, loadOlder, olderLoading, olderError, setPeerReadAt, seen };
}
