import { useCallback, useEffect, useRef, useState } from 'react';
import { toApiError, type ApiError } from 'shared/api';
import { getReservations, type ReservationCounts, type ReservationListResponse, type ReservationSummary, type ReservationTab } from 'features/chat';
import { useReloadWhenOnline } from 'shared/ui';
import { compareInTab } from './list-model';

export type ListState =
  | { status: 'loading' }
  | { status: 'error'; error: ApiError }
  | { status: 'ready'; items: ReservationSummary[]; nextCursor: string | null; loadingMore: boolean; moreError: ApiError | null; pages: number };

type ReadyState = Extract<ListState, { status: 'ready' }>;

const LOADING: ListState = { status: 'loading' };

const isOffline = () => typeof navigator !== 'undefined' && navigator.onLine === false;

/** A tab's first page, as loaded and as refreshed live. */
function firstPage(page: ReservationListResponse): ListState {
  return { status: 'ready', items: page.reservations, nextCursor: page.nextCursor, loadingMore: false, moreError: null, pages: 1 };
}

interface Reloaded {
  items: ReservationSummary[];
  nextCursor: string | null;
  counts: ReservationCounts;
}

/**
 * The rows a list shows, loaded again from the top as they are now: through the last row shown (new rows in their
 * place, gone ones left out; the rows after it come with もっと見る as before, from the same cursor), or all of
 * them when everything was shown. At most two pages more than were shown: past that, the rows loaded so far
 * and the server's cursor after them.
 */
async function reloadShown(load: typeof getReservations, tab: ReservationTab, shown: ReadyState, signal?: AbortSignal): Promise<Reloaded> {
  const last = shown.nextCursor === null ? null : (shown.items[shown.items.length - 1] ?? null);
  const rows: ReservationSummary[] = [];
  let cursor: string | null = null;
  for (let pages = 1; ; pages += 1) {
    const page: ReservationListResponse = await load(tab, cursor, signal ? { signal } : {});
    rows.push(...page.reservations);
    cursor = page.nextCursor;
    const tail = rows[rows.length - 1];
    if (last && tail && compareInTab(tab, tail, last) >= 0) {
      const nothingAfter = cursor === null && compareInTab(tab, tail, last) === 0;
      return { items: rows.filter((r) => compareInTab(tab, r, last) <= 0), nextCursor: nothingAfter ? null : shown.nextCursor, counts: page.counts };
    }
    if (cursor === null || pages >= shown.pages + 2) return { items: rows, nextCursor: cursor, counts: page.counts };
  }
}

/** A list shown again (back from a reservation: ./list-memory.ts) instead of loading its first page. */
export interface RestoredList {
  tab: ReservationTab;
  state: Extract<ListState, { status: 'ready' }>;
  counts: ReservationCounts | null;
}

/**
 * One tab's reservations (paged) and every tab's count: loading → ready | error, 再試行, もっと見る, live refresh.
 * A restored list of the same tab is shown at once, and refreshed like a live event would: the rows it shows (those
 * loaded with もっと見る too) loaded again in place, the counts always fresh.
 */
export function useReservationList(tab: ReservationTab, load: typeof getReservations = getReservations, restored?: RestoredList) {
  const [attempt, setAttempt] = useState(0);
  const key = `${tab}:${attempt}`;
  const [restoredKey] = useState(() => (restored && restored.tab === tab ? key : null));
  const [restoredState] = useState(() => (restored && restored.tab === tab ? restored.state : null));
  // The state belongs to one tab and attempt; another key reads as loading until its answer arrives.
  const [stored, setStored] = useState<{ key: string; state: ListState }>(() =>
    restoredState && restoredKey ? { key: restoredKey, state: restoredState } : { key: '', state: LOADING },
  );
  const [counts, setCounts] = useState<ReservationCounts | null>(restoredKey ? (restored?.counts ?? null) : null);
  const state = stored.key === key ? stored.state : LOADING;
  // Refreshes may answer out of order: one answer never replaces that of a refresh started after it.
  const started = useRef(0);
  const applied = useRef(0);

  /**
   * The rows shown loaded again and put in their place, without a loading state: the list keeps its length and the
   * worker's place in it (rows a もっと見る added meanwhile stay after them). Rejects when a call fails (the list
   * shown stays).
   */
  const reloadInPlace = useCallback(
    async (shown: ReadyState, signal?: AbortSignal) => {
      const run = ++started.current;
      const fresh = await reloadShown(load, tab, shown, signal);
      if (run < applied.current) return;
      applied.current = run;
      setCounts(fresh.counts);
      setStored((cur) => {
        if (cur.key !== key || cur.state.status !== 'ready') return cur;
        const last = shown.items[shown.items.length - 1];
        const ids = new Set(fresh.items.map((r) => r.id));
        // Rows of a もっと見る that answered while this reload ran (after the last row it reloaded).
        const added = cur.state.items === shown.items || !last ? [] : cur.state.items.filter((r) => !ids.has(r.id) && compareInTab(tab, r, last) > 0);
        return {
          key,
          state: { ...cur.state, items: [...fresh.items, ...added], nextCursor: added.length > 0 ? cur.state.nextCursor : fresh.nextCursor },
        };
      });
    },
    [load, tab, key],
  );

  useEffect(() => {
    const controller = new AbortController();
    const shown = key === restoredKey ? restoredState : null;
    if (shown) {
      // Back from a reservation: the list as left, brought up to date in place.
      reloadInPlace(shown, controller.signal).catch(() => undefined);
      return () => controller.abort();
    }
    load(tab, null, { signal: controller.signal }).then(
      (page) => {
        setCounts(page.counts);
        setStored({ key, state: firstPage(page) });
      },
      (e: unknown) => {
        const error = toApiError(e);
        if (!error.canceled) setStored({ key, state: { status: 'error', error } });
      },
    );
    return () => controller.abort();
  }, [key, tab, load, restoredKey, restoredState, reloadInPlace]);

  const reload = useCallback(() => setAttempt((n) => n + 1), []);
  // A load that failed runs again when the phone is back online (the offline banner says work resumes then).
  useReloadWhenOnline(state.status === 'error', reload);

  /**
   * Live (a customer's new request or cancellation): the rows shown and the counts again, the list shown kept until
   * they arrive (no loading state). New rows appear in their place and gone ones drop out, also in a list the worker
   * extended with もっと見る — its rows stay loaded and it never jumps back to the first page under their thumb. A list
   * that could not load (or is still loading) is loaded again.
   */
  // A refresh that failed (the event came, the connection did not) leaves the list as it was: it runs again when the
  // phone is back online — the stream may well have stayed open, so no reconnect would bring the change. So does one
  // answered while offline (by the service worker's copy of the list).
  const [refreshFailed, setRefreshFailed] = useState(false);
  const refresh = useCallback(() => {
    if (state.status !== 'ready') {
      reload();
      return;
    }
    reloadInPlace(state).then(
      // Offline, the service worker answers with the list it kept: that answer is not the change either.
      () => setRefreshFailed(isOffline()),
      () => setRefreshFailed(true), // the list shown stays
    );
  }, [state, reload, reloadInPlace]);
  useReloadWhenOnline(refreshFailed && state.status === 'ready', refresh);

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
