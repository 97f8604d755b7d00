import { act, render, screen, waitFor } from '@testing-library/react';
import type { LiveEvent } from 'shared/events';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter } from 'shared/router';
import { NextShiftCard, SalaryCard, UnreadNoticesCard } from './dashboard-cards';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the card catches it.
const api = vi.hoisted(() => ({
  shifts: (): Promise<unknown> => new Promise(() => undefined),
  salaries: (): Promise<unknown> => new Promise(() => undefined),
  notices: (): Promise<unknown> => new Promise(() => undefined),
}));
vi.mock('features/mypage', async (original) => {
  const actual = await original<typeof import('features/mypage')>();
  return {
    ...actual,
    getDashboardShifts: () => api.shifts(),
    getSalaryEstimate: () => api.salaries(),
    getNotices: () => api.notices(),
  };
});

const live = vi.hoisted(() => ({ listeners: new Set<(e: LiveEvent) => void>() }));
vi.mock('shared/events', () => ({
  subscribeEvents: (listener: (e: LiveEvent) => void) => {
    live.listeners.add(listener);
    return () => live.listeners.delete(listener);
  },
}));
const resync = () =>
  act(async () => {
    for (const l of live.listeners) l({ type: 'resync', data: { reason: 'reconnected' } });
  });
const offline = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));

beforeEach(() => {
  api.shifts = () => new Promise(() => undefined);
  api.salaries = () => new Promise(() => undefined);
  api.notices = () => new Promise(() => undefined);
});

const renderCards = () =>
  render(
    <MemoryRouter>
      <UnreadNoticesCard />
      <NextShiftCard />
      <SalaryCard />
    </MemoryRouter>,
  );

describe('the お知らせ, 次のシフト and 給与 cards: current once the app can know better', () => {
  it('asked again when the connection returns or the worker comes back (resync); a failed refresh keeps what is shown', async () => {
    // What was read first (offline, the service worker's copy, or before the worker left the app).
    api.notices = () => Promise.resolve({ notices: [], unreadCount: 3 });
    api.shifts = () => Promise.resolve({ today: '2099-12-01', confirmed: [] });
    api.salaries = () => Promise.resolve({ month: '2099-12', total: 0 });
    renderCards();
    await waitFor(() => expect(screen.getByTestId('dashboard-notices')).toHaveTextContent('未読のお知らせが3件あります'));
    await waitFor(() => expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('確定したシフトはまだありません'));
    // No confirmed shift: the card leads to the step that gets one.
    expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('シフトを提出する');
    expect(screen.getByTestId('dashboard-next-shift')).toHaveAttribute('href', '/mypage/shift-submit');
    await waitFor(() => expect(screen.getByTestId('dashboard-salary-estimate')).toHaveTextContent('12月の見込み 0円'));

    // Meanwhile: a notice read in another tab, a shift confirmed, work completed.
    api.notices = () => Promise.resolve({ notices: [], unreadCount: 2 });
    api.shifts = () => Promise.resolve({ today: '2099-12-01', confirmed: [{ date: '2099-12-04', startTime: '10:00', endTime: '18:00', place: '渋谷店' }] });
    api.salaries = () => Promise.resolve({ month: '2099-12', total: 12000 });
    await resync();
    await waitFor(() => expect(screen.getByTestId('dashboard-notices')).toHaveTextContent('未読のお知らせが2件あります'));
    await waitFor(() => expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('12月4日(金) 10:00〜18:00 渋谷店'));
    expect(screen.getByTestId('dashboard-next-shift')).toHaveAttribute('href', '/mypage/shift-list');
    await waitFor(() => expect(screen.getByTestId('dashboard-salary-estimate')).toHaveTextContent('12月の見込み 12,000円'));

    // A refresh that fails (a blip) keeps what is shown, with no 読み込めませんでした.
    api.notices = offline;
    api.shifts = offline;
    api.salaries = offline;
    await resync();
    expect(screen.getByTestId('dashboard-notices')).toHaveTextContent('未読のお知らせが2件あります');
    expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('12月4日(金) 10:00〜18:00 渋谷店');
    expect(screen.getByTestId('dashboard-salary-estimate')).toHaveTextContent('12月の見込み 12,000円');
    expect(screen.queryByText('お知らせを読み込めませんでした')).toBeNull();
  });

  it('a first load that fails says so on the card (as お知らせ, 予約 and メッセージ do), still linking to the page', async () => {
    api.shifts = offline;
    api.salaries = offline;
    renderCards();
    await waitFor(() => expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('シフトを読み込めませんでした（シフト一覧を見る）'));
    expect(screen.getByTestId('dashboard-next-shift')).toHaveAttribute('href', '/mypage/shift-list');
    await waitFor(() => expect(screen.getByTestId('dashboard-salary')).toHaveTextContent('給与を読み込めませんでした（給与明細を見る）'));
    expect(screen.getByTestId('dashboard-salary')).toHaveAttribute('href', '/mypage/salary');
  });

  it('the event stream’s first opening (a moment after the page read its data) does not load them again: no event concerns them', async () => {
    const asked = { notices: 0, shifts: 0, salaries: 0 };
    api.notices = () => (asked.notices++, Promise.resolve({ notices: [], unreadCount: 3 }));
    api.shifts = () => (asked.shifts++, Promise.resolve({ today: '2099-12-01', confirmed: [] }));
    api.salaries = () => (asked.salaries++, Promise.resolve({ month: '2099-12', total: 0 }));
    renderCards();
    await waitFor(() => expect(screen.getByTestId('dashboard-salary-estimate')).toHaveTextContent('12月の見込み 0円'));
    await act(async () => {
      for (const l of live.listeners) l({ type: 'resync', data: { reason: 'reconnected', first: true } });
    });
    expect(asked).toEqual({ notices: 1, shifts: 1, salaries: 1 });
    // A later reconnect (the connection back) does.
    await resync();
    await waitFor(() => expect(asked).toEqual({ notices: 2, shifts: 2, salaries: 2 }));
  });
});
