import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import type { ReservationListResponse, ReservationTab } from 'features/chat';
import { listTabFrom } from '../parts/reservation-list/list-link';
import { summary } from '../parts/test-data';
import { ReservationListPage } from './reservation-list-page';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({
  tabs: [] as string[],
  next: (_tab: string): Promise<unknown> => new Promise(() => undefined),
}));
vi.mock('features/chat', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/chat')>();
  return {
    ...actual,
    getReservations: (tab: ReservationTab) => {
      api.tabs.push(tab);
      return api.next(tab);
    },
  };
});
vi.mock('../parts/holidays/holidays', () => ({ NO_HOLIDAYS: new Map(), loadHolidays: () => Promise.resolve(new Map()) }));

const page = (tab: ReservationTab, over: Partial<ReservationListResponse> = {}): ReservationListResponse => ({
  tab,
  reservations: [],
  counts: { requests: 2, upcoming: 0, past: 0 },
  nextCursor: null,
  ...over,
});

beforeEach(() => {
  api.tabs = [];
  api.next = () => new Promise(() => undefined);
});

describe('ReservationListPage', () => {
  it('loading, an error in Japanese with 再試行, then the requests with the time left, money and counts', async () => {
    const user = userEvent.setup();
    let reject: (e: unknown) => void = () => undefined;
    api.next = () => new Promise((_, r) => { reject = r; });
    render(<MemoryRouter initialEntries={['/mypage/reservation-list']}><ReservationListPage /></MemoryRouter>);
    expect(screen.getByRole('heading', { level: 1, name: '予約一覧' })).toBeInTheDocument();
    expect(screen.getByTestId('chat-loading')).toHaveTextContent('予約を読み込み中…');

    reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    expect(await screen.findByTestId('load-error')).toHaveTextContent('予約を読み込めませんでした。ネットワークエラーが発生しました。接続を確認してください。');

    api.next = (tab) => Promise.resolve(page(tab as ReservationTab, { reservations: [summary(), summary({ id: '33333333-3333-4333-8333-333333333333', charge: 18000, takeHome: 12600 })] }));
    await user.click(screen.getByRole('button', { name: '再試行' }));
    const rows = await screen.findAllByTestId('reservation-row');
    expect(rows).toHaveLength(2);
    const first = rows[0] as HTMLElement;
    expect(first).toHaveAttribute('href', '/mypage/reservation/11111111-1111-4111-8111-111111111111');
    expect(first).toHaveTextContent('佐藤 美咲 様');
    expect(first).toHaveTextContent('スタンダードコース（120分）・東京都世田谷区');
    expect(first).toHaveTextContent('料金 12,000円');
    expect(first).toHaveTextContent('受取額（見込み） 8,400円');
    expect(within(first).getByTestId('time-left')).toHaveTextContent('返答期限まであと3時間');
    expect(within(first).getByTestId('status-chip')).toHaveTextContent('依頼中');
    expect(rows[1]).toHaveTextContent('18,000円');
    const tab = screen.getByRole('tab', { name: /依頼/ });
    expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(tab).toHaveTextContent('2');
  });

  it('switching to 予定 loads that tab; an empty tab says so in a sentence', async () => {
    const user = userEvent.setup();
    api.next = (tab) => Promise.resolve(page(tab as ReservationTab));
    render(<MemoryRouter initialEntries={['/mypage/reservation-list']}><ReservationListPage /></MemoryRouter>);
    expect(await screen.findByTestId('reservation-empty')).toHaveTextContent('返答を待っている依頼はありません。');
    await user.click(screen.getByRole('tab', { name: /予定/ }));
    expect(await screen.findByText('確定した予定はありません。依頼を承諾するとここに表示されます。')).toBeInTheDocument();
    expect(api.tabs).toContain('upcoming');
    expect(screen.getByRole('tab', { name: /予定/ })).toHaveAttribute('aria-selected', 'true');
  });

  it('予定 is grouped by day with 今日 / 明日', async () => {
    api.next = (tab) =>
      Promise.resolve(page(tab as ReservationTab, { reservations: [summary({ status: 'confirmed', startInHours: 0.1, marginFixed: true }), summary({ id: '44444444-4444-4444-8444-444444444444', status: 'confirmed', startInHours: 72, marginFixed: true })] }));
    render(<MemoryRouter initialEntries={['/mypage/reservation-list?tab=upcoming']}><ReservationListPage /></MemoryRouter>);
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.length).toBeGreaterThanOrEqual(2);
    expect(screen.getAllByTestId('reservation-row')[0]).toHaveTextContent('受取額 8,400円');
  });

  it('a request whose answer deadline has passed (not yet expired by the server) reads 期限切れ, not 依頼中', async () => {
    api.next = (tab) => Promise.resolve(page(tab as ReservationTab, { reservations: [summary({ answerDeadline: new Date(Date.now() - 5_000).toISOString() })] }));
    render(<MemoryRouter initialEntries={['/mypage/reservation-list']}><ReservationListPage /></MemoryRouter>);
    const row = await screen.findByTestId('reservation-row');
    expect(within(row).getByTestId('status-chip')).toHaveTextContent('期限切れ');
    expect(within(row).getByTestId('time-left')).toHaveTextContent(/^返答期限を過ぎました$/);
    expect(within(row).getByTestId('row-take-home')).toHaveTextContent('受取額 なし');
  });

  it('過去: a cancelled reservation is not paid — 受取額 なし, never the take-home fixed when it was accepted', async () => {
    api.next = (tab) => Promise.resolve(page(tab as ReservationTab, { reservations: [
      summary({ status: 'cancelled', startInHours: -48, marginFixed: true, takeHome: 4200, cancelledBy: 'customer' }),
      summary({ id: '55555555-5555-4555-8555-555555555555', status: 'completed', startInHours: -72, marginFixed: true, takeHome: 6300 }),
    ] }));
    render(<MemoryRouter initialEntries={['/mypage/reservation-list?tab=past']}><ReservationListPage /></MemoryRouter>);
    const rows = await screen.findAllByTestId('reservation-row');
    expect(within(rows[0]!).getByTestId('row-take-home')).toHaveTextContent('受取額 なし');
    // Not in the colour of money (its class is the muted one).
    expect(within(rows[0]!).getByTestId('row-take-home')).toHaveClass('chat-row__take-home--none');
    expect(within(rows[1]!).getByTestId('row-take-home')).not.toHaveClass('chat-row__take-home--none');
    expect(rows[0]).not.toHaveTextContent('4,200円');
    expect(within(rows[1]!).getByTestId('row-take-home')).toHaveTextContent('受取額 6,300円');
  });

  it('a row opens its reservation saying which tab it came from, for the reservation\'s 予約一覧へ戻る', async () => {
    const user = userEvent.setup();
    api.next = (tab) => Promise.resolve(page(tab as ReservationTab, { reservations: [summary({ status: 'completed', startInHours: -72 })] }));
    function DetailStub() {
      return <p data-testid="opened-from">{listTabFrom(useLocation().state)}</p>;
    }
    render(
      <MemoryRouter initialEntries={['/mypage/reservation-list?tab=past']}>
        <Routes>
          <Route path="/mypage/reservation-list" element={<ReservationListPage />} />
          <Route path="/mypage/reservation/:id" element={<DetailStub />} />
        </Routes>
      </MemoryRouter>,
    );
    await user.click(await screen.findByTestId('reservation-row'));
    expect(screen.getByTestId('opened-from')).toHaveTextContent('past');
  });
});
