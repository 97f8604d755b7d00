import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { MypagePage } from './mypage-page';

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getNotices: () => Promise.resolve({ notices: [], unreadCount: 2 }),
  getReservationSummary: () => Promise.resolve({ next: null, openRequests: 0, nearestDeadline: null }),
  getUnreadSummary: () => Promise.resolve({ total: 0, threads: [] }),
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

describe('MypagePage', () => {
  afterEach(() => sessionStore.getState().clearSession());

  it("greets the worker by name and links every my-page area", () => {
    sessionStore.getState().setWorker({ id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
    render(
      <MemoryRouter>
        <MypagePage />
      </MemoryRouter>,
    );
    expect(screen.getByTestId('mypage-greeting')).toHaveTextContent('山田 花子さん、こんにちは');
    // In phrases: a narrow screen wraps after 、, not inside こんにちは.
    expect([...screen.getByTestId('mypage-greeting').children].map((phrase) => phrase.textContent)).toEqual(['山田 花子さん、', 'こんにちは']);
    const hrefs = screen.getAllByRole('link').map((a) => a.getAttribute('href'));
    for (const path of ['/mypage/shift-submit', '/mypage/shift-list', '/mypage/salary', '/mypage/info', '/mypage/account',
      '/mypage/edit', '/mypage/email', '/mypage/password', '/mypage/chat/inquiry', '/mypage/reservation-list']) {
      expect(hrefs).toContain(path);
    }
  });

  it('shows the unread notices, the next confirmed shift, and this month\'s salary estimate with the link', async () => {
    sessionStore.getState().setWorker({ id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true });
    render(
      <MemoryRouter>
        <MypagePage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('未読のお知らせが2件あります')).toBeInTheDocument();
    await vi.waitFor(() => expect(screen.getByTestId('dashboard-next-shift')).toHaveTextContent('6月3日(火) 10:00〜15:00 新宿店'));
    expect(await screen.findByTestId('dashboard-salary-estimate')).toHaveTextContent('6月の見込み 45,500円');
    expect(screen.getByTestId('dashboard-salary')).toHaveTextContent('給与明細を見る');
    expect(screen.getByTestId('dashboard-salary')).toHaveAttribute('href', '/mypage/salary');
    expect(screen.getByTestId('worker-photo-empty')).toHaveAccessibleName('写真未設定');
  });
});
