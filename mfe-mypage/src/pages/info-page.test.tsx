import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter } from 'shared/router';
import { InfoPage } from './info-page';

const calls = vi.hoisted(() => ({ read: [] as string[] }));
const notice = { id: 'n1', title: '年末年始のシフト提出について', body: '一行目\n二行目', publishedAt: '2025-05-01T03:00:00.000Z', read: false };

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getNotices: () => Promise.resolve({ notices: [notice], unreadCount: 1 }),
  getNotice: (id: string) =>
    id === notice.id
      ? Promise.resolve({ notice })
      : Promise.reject(id === 'offline' ? new ApiError({ status: null, key: 'NETWORK_ERROR' }) : new ApiError({ status: 404, key: 'NOT_FOUND' })),
  markNoticeRead: (id: string) => {
    calls.read.push(id);
    return Promise.resolve({ notice: { ...notice, read: true } });
  },
}));

describe('/mypage/info', () => {
  it('lists notices with the unread marker', async () => {
    render(
      <MemoryRouter initialEntries={['/mypage/info']}>
        <InfoPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('link', { name: /年末年始のシフト提出について/ })).toBeInTheDocument();
    expect(screen.getByTestId('notice-unread')).toHaveTextContent('未読');
  });

  it('?id= shows the notice in full and marks it read', async () => {
    render(
      <MemoryRouter initialEntries={['/mypage/info?id=n1']}>
        <InfoPage />
      </MemoryRouter>,
    );
    expect(await screen.findByRole('heading', { name: '年末年始のシフト提出について' })).toBeInTheDocument();
    expect(screen.getByTestId('notice-body')).toHaveTextContent('一行目二行目');
    await waitFor(() => expect(calls.read).toEqual(['n1']));
    expect(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute('href', '/mypage/info');
  });

  it('opening a notice and going back to the list (only the query changes): the focus goes to the page heading, not <body>', async () => {
    const user = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/mypage/info']}>
        <InfoPage />
      </MemoryRouter>,
    );
    await user.click(await screen.findByRole('link', { name: /年末年始のシフト提出について/ }));
    await screen.findByTestId('notice-body');
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' }));
    await screen.findByRole('link', { name: /年末年始のシフト提出について/ });
    expect(screen.getByRole('heading', { level: 1, name: 'お知らせ' })).toHaveFocus();
  });

  it('?id= of a notice that is gone says so, with the way back to the list', async () => {
    render(
      <MemoryRouter initialEntries={['/mypage/info?id=gone']}>
        <InfoPage />
      </MemoryRouter>,
    );
    expect(await screen.findByText('このお知らせは見つかりませんでした。')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' })).toHaveAttribute('href', '/mypage/info');
    expect(screen.queryByRole('button', { name: '再試行' })).not.toBeInTheDocument();
  });

  it('?id= that cannot be loaded says what failed and why, with 再試行', async () => {
    render(
      <MemoryRouter initialEntries={['/mypage/info?id=offline']}>
        <InfoPage />
      </MemoryRouter>,
    );
    const error = await screen.findByTestId('load-error');
    expect(error).toHaveTextContent('このお知らせを読み込めませんでした。');
    expect(error).toHaveTextContent('ネットワーク');
    expect(screen.getByRole('button', { name: '再試行' })).toBeInTheDocument();
  });
});
