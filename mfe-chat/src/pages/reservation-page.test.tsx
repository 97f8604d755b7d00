import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { LiveEvent } from 'shared/events';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import type { ReservationDetail, ReservationResponse } from 'features/chat';
import { detail } from '../parts/test-data';
import { fromListState } from '../parts/reservation-list/list-link';
import { ReservationPage } from './reservation-page';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({
  loads: 0,
  current: null as unknown,
  fail: null as unknown,
  accept: (): Promise<unknown> => new Promise(() => undefined),
  listeners: new Set<(event: unknown) => void>(),
}));
vi.mock('features/chat', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/chat')>();
  return {
    ...actual,
    getReservation: () => {
      api.loads += 1;
      return api.fail ? Promise.reject(api.fail) : Promise.resolve({ reservation: api.current });
    },
    acceptReservation: () => api.accept(),
  };
});
vi.mock('shared/events', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/events')>();
  return {
    ...actual,
    subscribeEvents: (listener: (event: unknown) => void) => {
      api.listeners.add(listener);
      return () => api.listeners.delete(listener);
    },
  };
});
vi.mock('../parts/holidays/holidays', () => ({ NO_HOLIDAYS: new Map(), loadHolidays: () => Promise.resolve(new Map()) }));

const emit = (event: LiveEvent) => act(() => api.listeners.forEach((l) => l(event)));

function open(reservation: ReservationDetail) {
  api.current = reservation;
  render(
    <MemoryRouter initialEntries={[`/mypage/reservation/${reservation.id}`]}>
      <Routes>
        <Route path="/mypage/reservation/:id" element={<ReservationPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

beforeEach(() => {
  api.loads = 0;
  api.fail = null;
  api.listeners.clear();
  api.accept = () => new Promise(() => undefined);
});

describe('ReservationPage, live', () => {
  it('a change made elsewhere (a customer, or the worker in another tab): the new state, and a notice saying so', async () => {
    const requested = detail();
    open(requested);
    expect(await screen.findByRole('button', { name: '承諾する' })).toBeInTheDocument();
    api.current = detail({ status: 'confirmed' });
    await emit({ type: 'reservation', data: { id: requested.id, status: 'confirmed' } } as LiveEvent);
    expect(await screen.findByTestId('reservation-notice')).toHaveTextContent('この予約の状態が変わっています。');
    expect(api.loads).toBe(2);
  });

  it("this tab's own accept: its event arriving before the answer neither reloads nor says the state changed", async () => {
    const user = userEvent.setup();
    const requested = detail();
    open(requested);
    let answer: (r: ReservationResponse) => void = () => undefined;
    api.accept = () => new Promise((resolve) => { answer = resolve; });
    await user.click(await screen.findByRole('button', { name: '承諾する' }));
    await user.click(screen.getByRole('dialog').querySelectorAll('button')[1] as HTMLElement);
    api.current = detail({ status: 'confirmed' });
    await emit({ type: 'reservation', data: { id: requested.id, status: 'confirmed' } } as LiveEvent);
    expect(screen.queryByTestId('reservation-notice')).toBeNull();
    expect(api.loads).toBe(1);
    await act(async () => answer({ reservation: detail({ status: 'confirmed' }) }));
    expect(await screen.findByTestId('reservation-notice')).toHaveTextContent('依頼を承諾しました。予約が確定しました。');
    // The same event after the answer: the page already shows that state, so no notice.
    await emit({ type: 'reservation', data: { id: requested.id, status: 'confirmed' } } as LiveEvent);
    expect(screen.getByTestId('reservation-notice')).toHaveTextContent('依頼を承諾しました。');
  });

  it('the answer deadline passes while the worker reads the request: at that moment 承諾する goes and the chip reads 期限切れ', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      open(detail({ answerDeadline: new Date(Date.now() + 70_000).toISOString() }));
      expect(await screen.findByRole('button', { name: '承諾する' })).toBeInTheDocument();
      expect(screen.getByTestId('time-left')).toHaveTextContent('返答期限まであと1分');
      expect(screen.getByText('受取額（見込み）')).toBeInTheDocument();
      expect(screen.getByText('承諾した時点の手数料率で確定します。')).toBeInTheDocument();
      // 5 s past the deadline: before, the page re-read the time every 30 s (at 60 s and 90 s), so it still
      // offered 承諾する and 「あと1分」 here.
      await act(async () => {
        await vi.advanceTimersByTimeAsync(75_000);
      });
      expect(screen.queryByRole('button', { name: '承諾する' })).toBeNull();
      expect(screen.queryByTestId('time-left')).toBeNull();
      expect(screen.getByTestId('status-chip')).toHaveTextContent('期限切れ');
      expect(screen.getByTestId('reservation-final')).toHaveTextContent('この予約はこれ以上変更できません。');
      // an expired request is paid nothing, and no longer waits for a margin to be fixed
      expect(screen.getByTestId('take-home')).toHaveTextContent('なし');
      expect(screen.queryByText('承諾した時点の手数料率で確定します。')).toBeNull();
    } finally {
      vi.useRealTimers();
    }
  });

  it('the customer cancels while the connection is gone: the reload fails, and runs again once the phone is back online', async () => {
    const requested = detail();
    open(requested);
    expect(await screen.findByRole('button', { name: '承諾する' })).toBeInTheDocument();
    api.fail = new ApiError({ status: null, key: 'NETWORK_ERROR' });
    api.current = detail({ status: 'cancelled' });
    await emit({ type: 'reservation', data: { id: requested.id, status: 'cancelled' } } as LiveEvent);
    await waitFor(() => expect(api.loads).toBe(2));
    // The request shown stays (it said nothing and offered 承諾する until the next event).
    expect(screen.getByRole('button', { name: '承諾する' })).toBeInTheDocument();
    api.fail = null;
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByTestId('reservation-final')).toHaveTextContent('この予約はこれ以上変更できません。');
    expect(screen.getByTestId('status-chip')).toHaveTextContent('キャンセル');
  });
});

describe('ReservationPage, the 承諾 confirmation when the reservation changes under it', () => {
  async function openConfirmation() {
    const user = userEvent.setup();
    const requested = detail();
    open(requested);
    await user.click(await screen.findByRole('button', { name: '承諾する' }));
    expect(screen.getByRole('dialog', { name: 'この依頼を承諾しますか？' })).toBeInTheDocument();
    api.current = detail({ status: 'cancelled', cancelledBy: 'customer' });
    return requested;
  }

  it('the customer cancels (live event): the confirmation closes, the notice says why and takes the focus', async () => {
    const requested = await openConfirmation();
    await emit({ type: 'reservation', data: { id: requested.id, status: 'cancelled' } } as LiveEvent);
    const notice = await screen.findByTestId('reservation-notice');
    expect(notice).toHaveTextContent('この予約の状態が変わっています。最新の状態を表示しました。');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('status-chip')).toHaveTextContent('キャンセル');
    // not lost to <body> with the button that opened the confirmation
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
  });

  it('learnt without an event naming it (the stream reconnected, or opened after the cancellation): said all the same', async () => {
    await openConfirmation();
    await emit({ type: 'resync', data: { reason: 'reconnected' } } as LiveEvent);
    const notice = await screen.findByTestId('reservation-notice');
    expect(notice).toHaveTextContent('この予約の状態が変わっています。最新の状態を表示しました。');
    expect(screen.queryByRole('dialog')).toBeNull();
    await waitFor(() => expect(notice.parentElement).toHaveFocus());
  });

  it('a reload that brings the same state says nothing', async () => {
    const requested = detail();
    open(requested);
    expect(await screen.findByRole('button', { name: '承諾する' })).toBeInTheDocument();
    await emit({ type: 'resync', data: { reason: 'reconnected' } } as LiveEvent);
    await waitFor(() => expect(api.loads).toBe(2));
    expect(screen.queryByTestId('reservation-notice')).toBeNull();
  });
});

describe('ReservationPage, a 確定 shift at the same time', () => {
  it('says so above the facts, naming the shift, with the way to the shift list', async () => {
    open(detail({ shiftOverlaps: [{ date: '2026-12-14', startTime: '10:00', endTime: '17:00', place: '渋谷店' }] }));
    const overlap = await screen.findByTestId('shift-overlap');
    expect(overlap).toHaveTextContent('この時間は確定したシフト（12月14日 10:00〜17:00 渋谷店）と重なっています（前後の移動時間30分を含む）。');
    expect(screen.getByRole('link', { name: 'シフト一覧を見る' })).toHaveAttribute('href', '/mypage/shift-list');
  });

  it('nothing when there is none, or when the API does not say (an older one)', async () => {
    open(detail({ shiftOverlaps: [] }));
    expect(await screen.findByRole('button', { name: '承諾する' })).toBeInTheDocument();
    expect(screen.queryByTestId('shift-overlap')).toBeNull();
  });
});

describe('ReservationPage, offline', () => {
  it('a reservation the phone has no copy of says so, and shows once the connection returns', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      api.fail = new ApiError({ status: null, key: 'NETWORK_ERROR' });
      open(detail({ status: 'confirmed' }));
      const error = await screen.findByTestId('load-error');
      expect(error).toHaveTextContent('予約を読み込めませんでした。');
      expect(error).toHaveTextContent('この予約はこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。');
      expect(error).not.toHaveTextContent('ネットワークエラー');
      api.fail = null;
      onLine.mockReturnValue(true);
      act(() => {
        window.dispatchEvent(new Event('online'));
      });
      expect(await screen.findByTestId('status-chip')).toHaveTextContent('確定');
      expect(screen.queryByTestId('load-error')).toBeNull();
    } finally {
      onLine.mockRestore();
    }
  });

  it('online, a failed load says its own error', async () => {
    api.fail = new ApiError({ status: null, key: 'NETWORK_ERROR' });
    open(detail());
    expect(await screen.findByTestId('load-error')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');
  });
});

describe('ReservationPage, the answer deadline', () => {
  it('red only under 3 hours left, as in the list: a day left is not urgent', async () => {
    open(detail({ answerDeadline: new Date(Date.now() + 25 * 60 * 60_000).toISOString() }));
    const left = await screen.findByTestId('time-left');
    expect(left).toHaveTextContent('返答期限まであと1日');
    expect(left).not.toHaveClass('chat-row__deadline--urgent');
  });
  it('under 3 hours: red', async () => {
    open(detail({ answerDeadline: new Date(Date.now() + 2 * 60 * 60_000 + 60_000).toISOString() }));
    expect(await screen.findByTestId('time-left')).toHaveClass('chat-row__deadline--urgent');
  });
});

describe('ReservationPage, 予約一覧へ戻る', () => {
  // The list as a stub that says which history entry it is: the first entry's key is 'default'; a pushed one's is new.
  function ListStub() {
    const location = useLocation();
    return <p data-testid="list-entry">{`${location.search} ${location.key}`}</p>;
  }
  function openFrom(entries: Parameters<typeof MemoryRouter>[0]['initialEntries'], reservation: ReservationDetail) {
    api.current = reservation;
    render(
      <MemoryRouter initialEntries={entries} initialIndex={(entries?.length ?? 1) - 1}>
        <Routes>
          <Route path="/mypage/reservation-list" element={<ListStub />} />
          <Route path="/mypage/reservation/:id" element={<ReservationPage />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('opened from the list on 過去: goes back to that same list entry (its tab, rows and scroll), not a new one', async () => {
    const user = userEvent.setup();
    const past = detail({ status: 'completed' });
    openFrom(['/mypage/reservation-list?tab=past', { pathname: `/mypage/reservation/${past.id}`, state: fromListState('past') }], past);
    const back = await screen.findByRole('link', { name: '予約一覧へ戻る' });
    expect(back).toHaveAttribute('href', '/mypage/reservation-list?tab=past');
    await user.click(back);
    expect(screen.getByTestId('list-entry')).toHaveTextContent('?tab=past default');
  });

  it('opened from elsewhere (my page, a link): the list on the tab the reservation is under', async () => {
    const cancelled = detail({ status: 'cancelled' });
    openFrom([`/mypage/reservation/${cancelled.id}`], cancelled);
    // While the reservation loads, the link goes to the list as it opens; the tab is known with the reservation.
    expect(await screen.findByTestId('status-chip')).toHaveTextContent('キャンセル');
    expect(screen.getByRole('link', { name: '予約一覧へ戻る' })).toHaveAttribute('href', '/mypage/reservation-list?tab=past');
  });
});
