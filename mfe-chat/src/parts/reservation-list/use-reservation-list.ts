import { useCallback, useEffect, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { getReservations, type ReservationCounts, type ReservationListResponse, type ReservationSummary, type ReservationTab } from 'features/chat';
import { useReloadWhenOnline } from 'shared/ui';

export type ListState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; items: ReservationSummary[]; nextCursor: string | null; loadingMore: boolean; moreError: ApiError | null; pages: number };

const LOADING: ListState = { status: 'loading' };

/** A tab's first page, as loaded and as refreshed live. */
function firstPage(page: ReservationListResponse): ListState {
  return { status: 'ready', items: page.reservations, nextCursor: page.nextCursor, loadingMore: false, moreError: null, pages: 1 };
}

/** A list shown again (back from a reservation: ./list-memory.ts) instead of loading its first page. */
export interface RestoredList {
  tab: ReservationTab;
  state: Extract<ListState, { status: 'ready' }>;
  counts: ReservationCounts | null;
}

/**
 * One tab's reservations (paged) and every tab's count: loading → ready | error, 再試行, もっと見る, live refresh.
 * A restored list of the same tab is shown at once, and refreshed like a live event would (its rows kept once
 * extended with もっと見る; the counts always fresh).
 */
export function useReservationList(tab: ReservationTab, load: typeof getReservations = getReservations, restored?: RestoredList) {
  const [attempt, setAttempt] = useState(0);
  const key = `${tab}:${attempt}`;
  const [restoredKey] = useState(() => (restored && restored.tab === tab ? key : null));
  // The state belongs to one tab and attempt; another key reads as loading until its answer arrives.
  const [stored, setStored] = useState<{ key: string; state: ListState }>(() =>
    restored && restoredKey ? { key: restoredKey, state: restored.state } : { key: '', state: LOADING },
  );
  const [counts, setCounts] = useState<ReservationCounts | null>(restoredKey ? (restored?.counts ?? null) : null);
  const state = stored.key === key ? stored.state : LOADING;

  useEffect(() => {
    const controller = new AbortController();
    const shown = key === restoredKey;
    load(tab, null, { signal: controller.signal }).then(
      (page) => {
        setCounts(page.counts);
        setStored((cur) => (shown && cur.key === key && cur.state.status === 'ready' && cur.state.pages > 1 ? cur : { key, state: firstPage(page) }));
      },
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled && !shown) setStored({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, tab, load, restoredKey]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A load that failed runs again when the phone is back online (the offline banner says work resumes then).
  useReloadWhenOnline(state.status === 'error', reload);

  /**
   * Live (a customer's new request or cancellation): the first page and the counts again, the list shown kept until
   * they arrive (no loading state). A list the worker has extended with もっと見る keeps its rows (only the tabs'
   * counts change), so it never jumps back to the first page under their thumb; a list that could not load is
   * loaded again.
   */
  const refresh = useCallback(() => {
    if (state.status === 'error') {
      reload();
      return;
    }
    load(tab, null).then(
      (page) => {
        setCounts(page.counts);
        setStored((cur) =>
          cur.key === key && cur.state.status === 'ready' && cur.state.pages === 1 && !cur.state.loadingMore
            ? { key, state: firstPage(page) }
            : cur,
        );
      },
      () => undefined, // the list shown stays; the next event or visit loads it again
    );
  }, [state.status, reload, load, tab, key]);

  const loadMore = useCallback(() => {
    if (state.status !== 'ready' || !state.nextCursor || state.loadingMore) return;
    const cursor = state.nextCursor;
    const update = (change: (s: Extract<ListState, { status: 'ready' }>) => ListState) =>
      setStored((cur) => (cur.key === key && cur.state.status === 'ready' ? { key, state: change(cur.state) } : cur));
    update((s) => ({ ...s, loadingMore: true, moreError: null }));
    load(tab, cursor).then(
      (page) => {
        setCounts(page.counts);
        update((s) => ({ status: 'ready', items: [...s.items, ...page.reservations], nextCursor: page.nextCursor, loadingMore: false, moreError: null, pages: s.pages + 1 }));
      },
      (e: unknown) => update((s) => ({ ...s, loadingMore: false, moreError: toApiError(e) })),
    );
  }, [state, key, tab, load]);

  return { state, counts, reload, refresh, loadMore };
}
