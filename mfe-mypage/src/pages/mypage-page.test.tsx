import { act, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { MypagePage } from './mypage-page';
import { MESSAGES_WAIT_MS } from '../parts/dashboard/below-messages';

const unreadSummary = vi.hoisted(() => ({ load: () => Promise.resolve({ total: 0, threads: [], recent: [] }) as Promise<unknown> }));

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getNotices: () => Promise.resolve({ notices: [], unreadCount: 2 }),
  getReservationSummary: () => Promise.resolve({ next: null, openRequests: 0, nearestDeadline: null }),
  getUnreadSummary: () => unreadSummary.load(),
  getSalaryEstimate: () => Promise.resolve({ month: '2025-06', total: 45500 }),
  getDashboardShifts: () =>
    Promise.resolve({
      today: '2025-06-01',
      periods: [],
      answers: [],
      submissions: [],
      confirmed: [
        { id: 's2', date: '2025-06-10', startTime: '09:00', endTime: '17:00', place: '渋谷店', description: null },
        { id: 's0', date: '2025-05-30', startTime: '09:00', endTime: '17:00', place: '過去', description: null },
        { id: 's1', date: '2025-06-03', startTime: '10:00', endTime: '15:00', place: '新宿店', description: null },
      ],
    }),
}));

vi.mock('shared/events', () => ({ subscribeEvents: () => () => undefined }));

function renderPage() {
  sessionStore.getState().setWorker({ id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
  render(
    <MemoryRouter>
      <MypagePage />
    </MemoryRouter>,
  );
}

describe('MypagePage', () => {
  afterEach(() => {
    sessionStore.getState().clearSession();
    unreadSummary.load = () => Promise.resolve({ total: 0, threads: [], recent: [] });
  });

  it("greets the worker by name and links every my-page area", async () => {
    renderPage();
    expect(screen.getByTestId('mypage-greeting')).toHaveTextContent('山田 花子さん、こんにちは');
    // In phrases: a narrow screen wraps after 、, not inside こんにちは.
    expect([...screen.getByTestId('mypage-greeting').children].map((phrase) => phrase.textContent)).toEqual(['山田 花子さん、', 'こんにちは']);
    await screen.findByText('未読のメッセージはありません');
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of ['/mypage/shift-submit', '/mypage/shift-list', '/mypage/salary', '/mypage/info', '/mypage/account',
      '/mypage/edit', '/mypage/email', '/mypage/password', '/mypage/chat/inquiry', '/mypage/reservation-list']) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows the unread notices, the next confirmed shift, and this month\'s salary estimate with the link', async () => {
    renderPage();
    expect(await screen.findByText('未読のお知らせが2件あります')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('6月3日(火) 10:00〜15:00 新宿店'));
    expect(await screen.findByTestId('dashboard-salary-estimate')).toHaveTextContent('6月の見込み 45,500円');
    expect(screen.getByTestId('dashboard-salary')).toHaveTextContent('給与明細を見る');
    expect(screen.getByTestId('dashboard-salary')).toHaveAttribute('href', '/mypage/salary');
    expect(screen.getByTestId('worker-photo-empty')).toHaveAccessibleName('写真未設定');
  });

  it('shows what is below the メッセージ card only with its first answer, so the card growing moves nothing the worker sees', async () => {
    let answer: (summary: unknown) => void = () => undefined;
    unreadSummary.load = () => new Promise((resolve) => (answer = resolve));
    renderPage();
    // The cards above it show at once; 次のシフト, 給与 and the menu are rendered (their loads start) but hidden.
    expect(await screen.findByText('未読のお知らせが2件あります')).toBeVisible();
    expect(screen.getByTestId('dashboard-messages')).toHaveTextContent('読み込み中');
    expect(screen.getByTestId('dashboard-next-shift')).not.toBeVisible();
    expect(screen.getByTestId('dashboard-salary')).not.toBeVisible();
    expect(screen.queryByRole('link', { name: /パスワード/ })).toBeNull();
    // Nor is the card's own link drawn yet, which the lists would push down.
    expect(screen.queryByRole('link', { name: /お問い合わせ/ })).toBeNull();
    await act(async () => answer({ total: 1, threads: [{ kind: 'chat', id: 'c1', title: '佐藤 美咲', unread: 1 }], recent: [] }));
    expect(screen.getByTestId('dashboard-message-thread')).toHaveTextContent('佐藤 美咲 様');
    expect(screen.getByTestId('dashboard-next-shift')).toBeVisible();
    expect(screen.getByTestId('dashboard-salary')).toBeVisible();
    expect(screen.getByRole('link', { name: /パスワード/ })).toBeVisible();
    expect(within(screen.getByTestId('dashboard-messages')).getByRole('link', { name: 'お問い合わせ' })).toBeVisible();
  });

  it('shows what is below the メッセージ card after a short wait when its answer is slow', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    try {
      unreadSummary.load = () => new Promise(() => undefined);
      renderPage();
      expect(screen.getByTestId('dashboard-next-shift')).not.toBeVisible();
      await act(async () => vi.advanceTimersByTime(MESSAGES_WAIT_MS));
      expect(screen.getByTestId('dashboard-next-shift')).toBeVisible();
      expect(screen.getByTestId('dashboard-messages')).toHaveTextContent('読み込み中');
    } finally {
      vi.useRealTimers();
    }
  });
});
