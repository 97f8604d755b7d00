import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { getReservations, ReservationListResponse, ReservationSummary, ReservationTab } from 'features/chat';
import { summary } from '../test-data';
import { ApiError } from 'shared/api';
import { useReservationList } from './use-reservation-list';

// Rows whose place in their tab is `n` (依頼: the answer deadline, 予定: the start, 過去: the start backwards, as workerapi
// orders them); the answers come one call at a time.
const T = Date.parse('2026-11-23T00:00:00.000Z');
const row = (id: string, n: number, tab: ReservationTab = 'requests'): ReservationSummary =>
  summary({
    id,
    answerDeadline: new Date(T + n * 60_000).toISOString(),
    startsAt: new Date(T + (tab === 'past' ? -n : n) * 3_600_000).toISOString(),
  });
const page = (rows: ReservationSummary[], nextCursor: string | null, requests: number): ReservationListResponse => ({
  tab: 'requests',
  reservations: rows,
  nextCursor,
  counts: { requests, upcoming: 0, past: 0 },
});

function scripted() {
  const calls: { cursor: string | null; answer: (r: ReservationListResponse) => void }[] = [];
  const load: typeof getReservations = (_tab, cursor = null) => new Promise<ReservationListResponse>((answer) => calls.push({ cursor, answer }));
  /** Answers call `i` (once it was made). */
  const answer = async (i: number, r: ReservationListResponse) => {
    await waitFor(() => expect(calls.length).toBeGreaterThan(i));
    await act(async () => calls[i]?.answer(r));
  };
  return { calls, load, answer };
}
const ids = (state: ReturnType<typeof useReservationList>['state']) => (state.status === 'ready' ? state.items.map((i) => i.id) : state.status);
const cursorOf = (state: ReturnType<typeof useReservationList>['state']) => (state.status === 'ready' ? state.nextCursor : state.status);
const range = (from: number, to: number, tab: ReservationTab = 'requests') => Array.from({ length: to - from }, (_, k) => row(`r${from + k}`, from + k, tab));

describe('useReservationList: the live refresh', () => {
  it('replaces the first page in place (no loading state) and updates the counts', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('requests', s.load));
    await s.answer(0, page([row('a', 2)], null, 1));
    act(() => result.current.refresh());
    expect(ids(result.current.state)).toEqual(['a']);
    await s.answer(1, page([row('b', 1), row('a', 2)], null, 2));
    expect(ids(result.current.state)).toEqual(['b', 'a']);
    expect(result.current.counts?.requests).toBe(2);
  });

  it('after もっと見る (everything loaded), a new request appears in its place and a cancelled one drops out; no row is lost', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('requests', s.load));
    await s.answer(0, page(range(0, 20), 'c1', 24));
    act(() => result.current.loadMore());
    await s.answer(1, page(range(20, 24), null, 24));
    expect(ids(result.current.state)).toHaveLength(24);

    // A customer sends a request answered before r1's deadline, another cancels r21: the rows shown are loaded again.
    act(() => result.current.refresh());
    expect(s.calls[2]?.cursor).toBeNull();
    await s.answer(2, page([row('r0', 0), row('new', 0.5), ...range(1, 19)], 'x1', 24));
    expect(ids(result.current.state)).toHaveLength(24); // nothing changes until the range is in
    await s.answer(3, page([row('r19', 19), row('r20', 20), row('r22', 22), row('r23', 23)], null, 24));
    expect(s.calls[3]?.cursor).toBe('x1');
    expect(ids(result.current.state)).toEqual(['r0', 'new', ...range(1, 21).map((r) => r.id), 'r22', 'r23']);
    expect(cursorOf(result.current.state)).toBeNull();
    expect(result.current.counts?.requests).toBe(24);
  });

  it('after もっと見る with more pages after it: reloads through the last row shown and keeps its cursor for もっと見る', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('past', s.load));
    await s.answer(0, page(range(0, 2, 'past'), 'c1', 0));
    act(() => result.current.loadMore());
    await s.answer(1, page(range(2, 4, 'past'), 'c2', 0));

    act(() => result.current.refresh());
    // r3 (the last row shown) was cancelled away from this tab; a newer row came first.
    await s.answer(2, page([row('new', -1, 'past'), row('r0', 0, 'past')], 'p1', 1));
    await s.answer(3, page([row('r1', 1, 'past'), row('r2', 2, 'past')], 'p2', 1));
    await s.answer(4, page([row('r4', 4, 'past'), row('r5', 5, 'past')], 'p3', 1));
    expect(ids(result.current.state)).toEqual(['new', 'r0', 'r1', 'r2']);
    expect(cursorOf(result.current.state)).toBe('c2');
    expect(s.calls).toHaveLength(5);

    act(() => result.current.loadMore());
    await waitFor(() => expect(s.calls[5]?.cursor).toBe('c2'));
  });

  it('an earlier refresh answering last does not undo a later one; a もっと見る answering meanwhile keeps its rows', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('requests', s.load));
    await s.answer(0, page(range(0, 2), 'c1', 4));
    act(() => result.current.refresh()); // call 1
    act(() => result.current.refresh()); // call 2
    act(() => result.current.loadMore()); // call 3
    await s.answer(3, page(range(2, 4), null, 4));
    await s.answer(2, page([row('r0', 0)], 'y', 3)); // r1 cancelled, r2 after it
    expect(s.calls).toHaveLength(5);
    await s.answer(4, page([row('r2', 2), row('r3', 3)], null, 3));
    expect(ids(result.current.state)).toEqual(['r0', 'r2', 'r3']);
    await s.answer(1, page(range(0, 2), 'c1', 4)); // the stale answer
    await act(async () => undefined);
    expect(ids(result.current.state)).toEqual(['r0', 'r2', 'r3']);
    expect(result.current.counts?.requests).toBe(3);
  });
});

describe('useReservationList: a list shown again (back from a reservation)', () => {
  const extended = { status: 'ready' as const, items: range(0, 3, 'past'), nextCursor: 'c3', loadingMore: false, moreError: null, pages: 2 };

  it('shows the rows loaded with もっと見る at once, then brings them up to date in place; もっと見る goes on', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('past', s.load, { tab: 'past', state: extended, counts: { requests: 1, upcoming: 0, past: 3 } }));
    expect(ids(result.current.state)).toEqual(['r0', 'r1', 'r2']);
    expect(result.current.counts?.requests).toBe(1);
    // r1 was cancelled away from this tab: one page reaches the last row shown.
    await s.answer(0, page([row('r0', 0, 'past'), row('r2', 2, 'past')], 'p1', 4));
    expect(ids(result.current.state)).toEqual(['r0', 'r2']);
    expect(result.current.counts?.requests).toBe(4);
    act(() => result.current.loadMore());
    await waitFor(() => expect(s.calls[1]?.cursor).toBe('c3'));
  });

  it('a first page shown again is brought up to date; a failed refresh keeps what is shown', async () => {
    const s = scripted();
    const one = { ...extended, items: [row('a', 1, 'past')], nextCursor: null, pages: 1 };
    const { result } = renderHook(() => useReservationList('past', s.load, { tab: 'past', state: one, counts: null }));
    await s.answer(0, page([row('z', 0, 'past'), row('a', 1, 'past')], null, 0));
    expect(ids(result.current.state)).toEqual(['z', 'a']);

    const failing: typeof getReservations = () => Promise.reject(new Error('offline'));
    const again = renderHook(() => useReservationList('past', failing, { tab: 'past', state: extended, counts: null }));
    await act(async () => undefined);
    expect(ids(again.result.current.state)).toEqual(['r0', 'r1', 'r2']);
  });

  it('a list of another tab is not shown: the tab loads as usual', () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('requests', s.load, { tab: 'past', state: extended, counts: null }));
    expect(result.current.state.status).toBe('loading');
  });
});

describe('useReservationList: a live refresh that could not load', () => {
  it('runs again when the phone is back online (a new request came while the connection was gone)', async () => {
    const calls: { resolve: (r: ReservationListResponse) => void; reject: (e: unknown) => void }[] = [];
    const load: typeof getReservations = () => new Promise<ReservationListResponse>((resolve, reject) => calls.push({ resolve, reject }));
    const { result } = renderHook(() => useReservationList('requests', load));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.resolve(page([row('a', 2)], null, 1)));

    // The event arrived, its refresh did not: the list shown stays.
    act(() => result.current.refresh());
    await act(async () => calls[1]?.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' })));
    expect(ids(result.current.state)).toEqual(['a']);

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]?.resolve(page([row('new', 1), row('a', 2)], null, 2)));
    expect(ids(result.current.state)).toEqual(['new', 'a']);
    expect(result.current.counts?.requests).toBe(2);
  });
});

describe('useReservationList: a live refresh answered while offline', () => {
  it('(by the service worker’s copy) runs again once the phone is back online', async () => {
    const calls: ((r: ReservationListResponse) => void)[] = [];
    const load: typeof getReservations = () => new Promise<ReservationListResponse>((resolve) => calls.push(resolve));
    const { result } = renderHook(() => useReservationList('requests', load));
    await waitFor(() => expect(calls).toHaveLength(1));
    await act(async () => calls[0]?.(page([row('a', 2)], null, 1)));
    const online = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      act(() => result.current.refresh());
      await act(async () => calls[1]?.(page([row('a', 2)], null, 1)));
    } finally {
      online.mockRestore();
    }
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls).toHaveLength(3));
    await act(async () => calls[2]?.(page([row('new', 1), row('a', 2)], null, 2)));
    expect(ids(result.current.state)).toEqual(['new', 'a']);
  });
});
