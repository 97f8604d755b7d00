import { act, render, screen, waitFor } from '@testing-library/react';
import type { LiveEvent } from 'shared/events';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter } from 'shared/router';
import { ReservationCards } from './reservation-cards';

// A plain stub (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the card catches it.
const api = vi.hoisted(() => ({ next: (): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getReservationSummary: () => api.next(),
}));

const live = vi.hoisted(() => ({ listeners: new Set<(e: LiveEvent) => void>() }));
vi.mock('shared/events', () => ({
  subscribeEvents: (listener: (e: LiveEvent) => void) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  },
}));
const send = (event: LiveEvent) =>
  act(async () => {
    for (const l of live.listeners) l(event);
  });

beforeEach(() => {
  api.next = () => new Promise(() => undefined);
  // 2026-11-23 14:00 in Tokyo: the deadlines below are ahead of it (only the clock is fake; promises run as usual).
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-11-23T05:00:00Z'));
});
afterEach(() => {
  vi.useRealTimers();
});

const renderCards = () => render(<MemoryRouter><ReservationCards /></MemoryRouter>);

describe('ReservationCards (dashboard)', () => {
  it('the next reservation (date, time, customer → its page) and the open requests with the nearest deadline', async () => {
    api.next = () =>
      Promise.resolve({
        next: { id: 'r1', startsAt: '2026-11-24T01:00:00Z', endsAt: '2026-11-24T03:00:00Z', customerName: '佐藤 美咲', course: 'スタンダードコース' },
        openRequests: 2,
        nearestDeadline: '2026-11-23T06:30:00Z',
      });
    renderCards();
    const next = screen.getByTestId('dashboard-next-reservation');
    await waitFor(() => expect(screen.getByTestId('dashboard-next-reservation')).toHaveTextContent('11月24日(火) 10:00〜12:00 佐藤 美咲 様'));
    expect(next).toHaveAttribute('href', '/mypage/reservation/r1');
    const requests = screen.getByTestId('dashboard-open-requests');
    expect(requests).toHaveTextContent('返答待ちの依頼');
    expect(requests).toHaveTextContent('2件');
    // The time left, as the reservation list says it; red, as there, when it is less than three hours.
    expect(requests).toHaveTextContent('最も近い返答期限まであと1時間');
    expect(screen.getByTestId('dashboard-nearest-deadline')).toHaveClass('dashboard-card__deadline--urgent');
    expect(requests).toHaveAttribute('href', '/mypage/reservation-list?tab=requests');
  });

  it('a deadline days away reads in days, not in red; one that has passed is not shown as time left', async () => {
    api.next = () => Promise.resolve({ next: null, openRequests: 1, nearestDeadline: '2026-11-25T06:00:00Z' });
    const { unmount } = renderCards();
    await waitFor(() => expect(screen.getByTestId('dashboard-nearest-deadline')).toHaveTextContent('最も近い返答期限まであと2日'));
    expect(screen.getByTestId('dashboard-nearest-deadline')).not.toHaveClass('dashboard-card__deadline--urgent');
    unmount();

    api.next = () => Promise.resolve({ next: null, openRequests: 1, nearestDeadline: '2026-11-23T04:59:00Z' });
    renderCards();
    await waitFor(() => expect(screen.getByTestId('dashboard-open-requests')).toHaveTextContent('1件'));
    expect(screen.queryByTestId('dashboard-nearest-deadline')).toBeNull();
  });

  it('a next reservation that ends after midnight says 翌 before its end', async () => {
    api.next = () =>
      Promise.resolve({
        next: { id: 'r2', startsAt: '2026-11-24T14:30:00Z', endsAt: '2026-11-24T16:30:00Z', customerName: '佐藤 美咲', course: 'スタンダードコース' },
        openRequests: 0,
        nearestDeadline: null,
      });
    renderCards();
    await waitFor(() => expect(screen.getByTestId('dashboard-next-reservation')).toHaveTextContent('11月24日(火) 23:30〜翌01:30 佐藤 美咲 様'));
  });

  it('nothing booked: says so in words', async () => {
    api.next = () => Promise.resolve({ next: null, openRequests: 0, nearestDeadline: null });
    renderCards();
    expect(await screen.findByText('確定した予約はありません')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-open-requests')).toHaveTextContent('返答待ちの依頼はありません');
  });

  it('a failure leaves a link to the list, never invented data', async () => {
    api.next = () => Promise.reject(new ApiError({ status: 500, key: 'SERVER_ERROR' }));
    renderCards();
    expect(await screen.findByText('予約を読み込めませんでした（予約一覧を見る）')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-next-reservation')).toHaveAttribute('href', '/mypage/reservation-list?tab=upcoming');
    expect(screen.queryByTestId('dashboard-open-requests')).toBeNull();
  });

  it('while loading, the requests card is already there (its lines reserved), so nothing below moves when the answer arrives', async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.next = () => new Promise((resolve) => { answer = resolve; });
    renderCards();
    const requests = screen.getByTestId('dashboard-open-requests');
    expect(requests).toHaveTextContent('読み込み中…');
    expect(requests).toHaveAttribute('aria-busy', 'true');
    expect(requests).toHaveClass('dashboard-card--three-lines');
    expect(screen.getByTestId('dashboard-next-reservation')).toHaveClass('dashboard-card--three-lines');
    answer({ next: null, openRequests: 0, nearestDeadline: null });
    expect(await screen.findByText('返答待ちの依頼はありません')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-open-requests')).toBe(requests);
  });

  it("a customer's new request (a live `reservation` event) shows at once; what is shown stays while it is asked again, and after a failed refresh", async () => {
    let answer: (value: unknown) => void = () => undefined;
    api.next = () => Promise.resolve({ next: null, openRequests: 0, nearestDeadline: null });
    renderCards();
    expect(await screen.findByText('返答待ちの依頼はありません')).toBeInTheDocument();

    api.next = () => new Promise((resolve) => { answer = resolve; });
    await send({ type: 'reservation', data: { id: 'r9', status: 'requested' } });
    expect(screen.getByTestId('dashboard-open-requests')).toHaveTextContent('返答待ちの依頼はありません');
    await act(async () => answer({ next: null, openRequests: 1, nearestDeadline: '2026-11-23T06:30:00Z' }));
    expect(screen.getByTestId('dashboard-open-requests')).toHaveTextContent('1件');

    api.next = () => Promise.reject(new ApiError({ status: 503, key: 'SERVER_ERROR' }));
    await send({ type: 'resync', data: { reason: 'visible' } });
    expect(screen.getByTestId('dashboard-open-requests')).toHaveTextContent('1件');
    expect(screen.queryByText('予約を読み込めませんでした（予約一覧を見る）')).toBeNull();
  });

  it('the event stream’s first opening loads the cards again: a request sent between the page’s read and the opening reached no event', async () => {
    api.next = () => Promise.resolve({ next: null, openRequests: 0, nearestDeadline: null });
    renderCards();
    expect(await screen.findByText('返答待ちの依頼はありません')).toBeInTheDocument();
    api.next = () => Promise.resolve({ next: null, openRequests: 1, nearestDeadline: '2026-11-23T06:30:00Z' });
    await send({ type: 'resync', data: { reason: 'reconnected', first: true } });
    await waitFor(() => expect(screen.getByTestId('dashboard-open-requests')).toHaveTextContent('1件'));
  });
});
