import { useCallback, useEffect, useLayoutEffect, useReducer, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import type { ThreadKind } from 'shared/events';
import { getMessages, markThreadRead, sendMessage } from 'features/chat';
import { EMPTY_THREAD, threadReducer } from './thread-model';
import { useLiveEvents } from '../common/use-live-events';
import { useReloadWhenOnline } from 'shared/ui';

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

function isVisible(): boolean {
  return typeof document === 'undefined' || document.visibilityState === 'visible';
}

/**
 * One thread's messages: the newest page, older pages on demand, optimistic sends (each with its client id,
 * so a retry is stored once), live messages and read receipts from the tab's stream, a refetch after a
 * reconnect or when the tab becomes visible, and marking the other side's messages read while visible.
 * `onResync` refetches the page's header (read-only state, status) at the same moments.
 */
export function useThread(kind: ThreadKind, id: string, options: { onResync?: () => void; onSent?: () => void; calls?: ThreadCalls } = {}) {
  const calls = options.calls ?? DEFAULT_CALLS;
  const [model, dispatch] = useReducer(threadReducer, EMPTY_THREAD);
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
    if (event.type === 'message' && event.data.thread.kind === kind && event.data.thread.id === id) dispatch({ type: 'confirmed', message: event.data.message });
    else if (event.type === 'read' && event.data.thread.kind === kind && event.data.thread.id === id) dispatch({ type: 'read', peerReadAt: event.data.peerReadAt });
    else if (event.type === 'resync') {
      reload();
      onResync.current?.();
    }
  });

  // Mark the other side's messages read while the thread is open and the tab visible.
  const newestPeer = [...model.confirmed].reverse().find((m) => m.author !== 'worker')?.id ?? null;
  useEffect(() => {
    const mark = () => {
      if (newestPeer === null || lastMarked.current === newestPeer || !isVisible()) return;
      lastMarked.current = newestPeer;
      callsRef.current.markThreadRead(kind, id).catch(() => {
        lastMarked.current = null;
      });
    };
    mark();
    document.addEventListener('visibilitychange', mark);
    return () => document.removeEventListener('visibilitychange', mark);
  }, [kind, id, newestPeer]);

  const deliver = useCallback(
    (clientId: string, text: string) => {
      callsRef.current.sendMessage(kind, id, { clientId, text }).then(
        ({ message }) => {
          dispatch({ type: 'confirmed', message });
          onSent.current?.();
        },
        (e: unknown) => dispatch({ type: 'failed', clientId, error: toApiError(e).message }),
      );
    },
    [kind, id],
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

  return { model, load, reload, send, resend, remove, loadOlder, olderLoading, olderError, setPeerReadAt };
}
