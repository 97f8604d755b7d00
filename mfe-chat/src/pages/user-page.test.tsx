import { render, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { UserPage } from './user-page';

const api = vi.hoisted(() => ({ next: (): Promise<unknown> => new Promise(() => undefined) }));
vi.mock('features/chat', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/chat')>();
  return { ...actual, getCustomerProfile: () => api.next() };
});
vi.mock('../parts/holidays/holidays', () => ({ NO_HOLIDAYS: new Map(), loadHolidays: () => Promise.resolve(new Map()) }));

/** Stands in for the shell's area boundary: shows the status a page threw. */
class Boundary extends Component<{ children: ReactNode }, { status: number | null }> {
  override state = { status: null };
  static getDerivedStateFromError(e: unknown) {
    return { status: e instanceof Error && 'status' in e && typeof e.status === 'number' ? e.status : -1 };
  }
  override render() {
    return this.state.status !== null ? <p data-testid="thrown">{String(this.state.status)}</p> : this.props.children;
  }
}

const at = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <Boundary>
        <Routes>
          <Route path="/mypage/user/:id" element={<UserPage />} />
        </Routes>
      </Boundary>
    </MemoryRouter>,
  );

const ID = '22222222-2222-4222-8222-222222222222';

beforeEach(() => {
  api.next = () => new Promise(() => undefined);
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('UserPage', () => {
  it('shows the customer: initials, area, counts, next reservation, standing notes', async () => {
    api.next = () =>
      Promise.resolve({
        user: {
          id: ID, displayName: '佐藤 美咲', area: '東京都世田谷区', standingNotes: '小型犬がいます。', reservationCount: 12, completedCount: 10,
          nextReservation: { id: '11111111-1111-4111-8111-111111111111', status: 'confirmed', startsAt: '2030-01-05T01:00:00Z', endsAt: '2030-01-05T03:00:00Z', course: 'スタンダードコース' },
        },
      });
    at(`/mypage/user/${ID}`);
    expect(await screen.findByTestId('customer-name')).toHaveTextContent('佐藤 美咲 様');
    expect(screen.getByRole('img', { name: '佐藤 美咲のイニシャル' })).toHaveTextContent(/^佐$/);
    expect(screen.getByText('これまでの予約 12件・完了 10件')).toBeInTheDocument();
    expect(screen.getByTestId('customer-next')).toHaveTextContent('10:00〜12:00');
    expect(screen.getByTestId('customer-notes')).toHaveTextContent('小型犬がいます。');
  });

  it('a 404 from the API throws the not-found error (status 404) for the shell', async () => {
    api.next = () => Promise.reject(new ApiError({ status: 404, key: 'NOT_FOUND' }));
    at(`/mypage/user/${ID}`);
    expect(await screen.findByTestId('thrown')).toHaveTextContent('404');
  });

  it('a malformed id is not found without asking the API', () => {
    let asked = false;
    api.next = () => { asked = true; return new Promise(() => undefined); };
    at('/mypage/user/not-a-uuid');
    expect(screen.getByTestId('thrown')).toHaveTextContent('404');
    expect(asked).toBe(false);
  });

  it('any other failure shows 再試行 on the page', async () => {
    api.next = () => Promise.reject(new ApiError({ status: 500, key: 'SERVER_ERROR' }));
    at(`/mypage/user/${ID}`);
    expect(await screen.findByTestId('load-error')).toHaveTextContent('プロフィールを読み込めませんでした。');
  });
});
