import { act, renderHook, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { getReservations, ReservationListResponse } from 'features/chat';
import { useReservationList } from './use-reservation-list';

// Rows and counts reduced to what this hook handles (it passes them through); the answers come one call at a time.
const row = (id: string) => ({ id }) as unknown as ReservationListResponse['reservations'][number];
const page = (ids: string[], nextCursor: string | null, requests: number) =>
  ({ reservations: ids.map(row), nextCursor, counts: { requests, upcoming: 0, past: 0 } }) as unknown as ReservationListResponse;

function scripted() {
  const calls: { cursor: string | null; answer: (r: ReservationListResponse) => void }[] = [];
  const load = ((_tab: string, cursor: string | null) =>
    new Promise<ReservationListResponse>((answer) => calls.push({ cursor, answer }))) as unknown as typeof getReservations;
  return { calls, load };
}
const ids = (state: ReturnType<typeof useReservationList>['state']) => (state.status === 'ready' ? state.items.map((i) => i.id) : state.status);

describe('useReservationList: the live refresh', () => {
  it('replaces the first page in place (no loading state) and updates the counts', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('requests', s.load));
    await act(async () => s.calls[0]?.answer(page(['a'], null, 1)));
    act(() => result.current.refresh());
    expect(ids(result.current.state)).toEqual(['a']);
    await act(async () => s.calls[1]?.answer(page(['b', 'a'], null, 2)));
    expect(ids(result.current.state)).toEqual(['b', 'a']);
    expect(result.current.counts?.requests).toBe(2);
  });

  it('a list extended with もっと見る keeps its rows; only the counts change', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('past', s.load));
    await act(async () => s.calls[0]?.answer(page(['a', 'b'], 'c1', 0)));
    act(() => result.current.loadMore());
    await waitFor(() => expect(s.calls).toHaveLength(2));
    expect(s.calls[1]?.cursor).toBe('c1');
    await act(async () => s.calls[1]?.answer(page(['c'], null, 0)));
    expect(ids(result.current.state)).toEqual(['a', 'b', 'c']);

    act(() => result.current.refresh());
    await act(async () => s.calls[2]?.answer(page(['new', 'a'], 'c2', 1)));
    expect(ids(result.current.state)).toEqual(['a', 'b', 'c']);
    expect(result.current.counts?.requests).toBe(1);
  });
});

describe('useReservationList: a list shown again (back from a reservation)', () => {
  const extended = { status: 'ready' as const, items: ['a', 'b', 'c'].map(row), nextCursor: 'c3', loadingMore: false, moreError: null, pages: 2 };

  it('shows the rows loaded with もっと見る at once; the refresh keeps them and updates the counts; もっと見る goes on', async () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('past', s.load, { tab: 'past', state: extended, counts: { requests: 1, upcoming: 0, past: 3 } as never }));
    expect(ids(result.current.state)).toEqual(['a', 'b', 'c']);
    expect(result.current.counts?.requests).toBe(1);
    await act(async () => s.calls[0]?.answer(page(['a', 'b'], 'c1', 4)));
    expect(ids(result.current.state)).toEqual(['a', 'b', 'c']);
    expect(result.current.counts?.requests).toBe(4);
    act(() => result.current.loadMore());
    await waitFor(() => expect(s.calls[1]?.cursor).toBe('c3'));
  });

  it('a first page shown again is replaced by the fresh one; a failed refresh keeps what is shown', async () => {
    const s = scripted();
    const one = { ...extended, items: [row('a')], pages: 1 };
    const { result } = renderHook(() => useReservationList('past', s.load, { tab: 'past', state: one, counts: null }));
    await act(async () => s.calls[0]?.answer(page(['z', 'a'], null, 0)));
    expect(ids(result.current.state)).toEqual(['z', 'a']);

    const failing = ((() => Promise.reject(new Error('offline'))) as unknown) as typeof getReservations;
    const again = renderHook(() => useReservationList('past', failing, { tab: 'past', state: extended, counts: null }));
    await act(async () => undefined);
    expect(ids(again.result.current.state)).toEqual(['a', 'b', 'c']);
  });

  it('a list of another tab is not shown: the tab loads as usual', () => {
    const s = scripted();
    const { result } = renderHook(() => useReservationList('requests', s.load, { tab: 'past', state: extended, counts: null }));
    expect(result.current.state.status).toBe('loading');
  });
});
