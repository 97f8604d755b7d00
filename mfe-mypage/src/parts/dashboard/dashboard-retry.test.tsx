import { act, fireEvent, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { MypagePage } from '../../pages/mypage-page';

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));

// Each getter answers from `api.fails` (the names that fail now) and counts its calls. Plain stubs, not vi.fn:
// vitest reports a vi.fn's rejected promise as unhandled even when the card catches it.
const api = vi.hoisted(() => ({ fails: new Set<string>(), calls: {} as Record<string, number> }));
function answer<T>(name: string, value: T): Promise<T> {
  api.calls[name] = (api.calls[name] ?? 0) + 1;
  return api.fails.has(name) ? Promise.reject(new Error('offline')) : Promise.resolve(value);
}
vi.mock('features/mypage', async (original) => {
  const { ApiError: Failure } = await import('shared/api');
  const fail = <T,>(name: string, value: T): Promise<T> => answer(name, value).catch(() => Promise.reject(new Failure({ status: 503, key: 'SERVER_ERROR' })));
  return {
    ...(await original<typeof import('features/mypage')>()),
    getNotices: () => fail('notices', { notices: [], unreadCount: 2 }),
    getReservationSummary: () => fail('reservations', { next: null, openRequests: 0, nearestDeadline: null }),
    getUnreadSummary: () => fail('messages', { total: 0, threads: [] }),
    getDashboardShifts: () => fail('shifts', { today: '2026-11-26', confirmed: [{ date: '2026-11-27', startTime: '10:00', endTime: '18:00', place: '渋谷店' }] }),
    getSalaryEstimate: () => fail('salary', { month: '2026-11', total: 123400 }),
  };
});

beforeEach(() => {
  api.fails = new Set();
  api.calls = {};
});

const open = () => render(<MemoryRouter><MypagePage /></MemoryRouter>);

describe("my page's cards: one 再試行 for the ones that could not load", () => {
  it('says so once above the cards; 再試行 loads again only the failed cards, which then show their answers', async () => {
    api.fails = new Set(['notices', 'shifts', 'salary']);
    open();
    const alert = await screen.findByTestId('dashboard-retry');
    expect(alert).toHaveAttribute('role', 'alert');
    expect(alert).toHaveTextContent('一部の情報を読み込めませんでした。通信状況を確認して再試行してください。');
    expect(screen.getByTestId('dashboard-notices')).toHaveTextContent('お知らせを読み込めませんでした');
    expect(await screen.findByText('確定した予約はありません')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-messages')).toHaveTextContent('未読のメッセージはありません');
    await vi.waitFor(() => expect(api.calls).toEqual({ notices: 1, reservations: 1, messages: 1, shifts: 1, salary: 1 }));

    api.fails = new Set();
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByText('未読のお知らせが2件あります')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('11月27日(金) 10:00〜18:00 渋谷店'));
    // The time and the place each wrap as a whole on a narrow screen (never 「渋／谷店」).
    expect(screen.getByText('渋谷店')).toHaveClass('dashboard-card__keep');
    expect(screen.getByText('11月27日(金) 10:00〜18:00')).toHaveClass('dashboard-card__keep');
    expect(await screen.findByText('11月の見込み 123,400円')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-retry')).toBeNull();
    expect(api.calls).toEqual({ notices: 2, reservations: 1, messages: 1, shifts: 2, salary: 2 });
  });

  it('a retry that fails again keeps the message (and the link cards), and the phone coming back online retries too', async () => {
    api.fails = new Set(['reservations', 'messages']);
    open();
    await screen.findByTestId('dashboard-retry');
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));
    await vi.waitFor(() => expect(api.calls.reservations).toBe(2));
    expect(await screen.findByTestId('dashboard-retry')).toBeInTheDocument();
    expect(await screen.findByText('予約を読み込めませんでした（予約一覧を見る）')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-messages')).toHaveTextContent('メッセージを読み込めませんでした');

    api.fails = new Set();
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    expect(await screen.findByText('確定した予約はありません')).toBeInTheDocument();
    expect(screen.getByTestId('dashboard-messages')).toHaveTextContent('未読のメッセージはありません');
    expect(screen.queryByTestId('dashboard-retry')).toBeNull();
    expect(api.calls).toMatchObject({ reservations: 3, messages: 3, notices: 1, shifts: 1, salary: 1 });
  });

  it('nothing failed: no message, one load each', async () => {
    open();
    expect(await screen.findByText('未読のお知らせが2件あります')).toBeInTheDocument();
    expect(await screen.findByText('11月の見込み 123,400円')).toBeInTheDocument();
    expect(screen.queryByTestId('dashboard-retry')).toBeNull();
    expect(api.calls).toEqual({ notices: 1, reservations: 1, messages: 1, shifts: 1, salary: 1 });
  });
});
