import { Component, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { AccountEditPage } from './account-edit-page';

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getAccount: () => Promise.resolve({ account: null }),
  searchBanks: () => Promise.resolve({ banks: [] }),
}));

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error instanceof Error) {
      const status = 'status' in error ? String(error.status) : '';
      return <p data-testid="caught">{`${status} ${error.message}`}</p>;
    }
    return this.props.children;
  }
}

const worker = { id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };

function renderPage() {
  return render(
    <MemoryRouter initialEntries={['/mypage/account/edit']}>
      <Catch>
        <AccountEditPage />
      </Catch>
    </MemoryRouter>,
  );
}

beforeEach(async () => {
  // Let a previous test's page finish leaving (it clears canAccountEdit just after unmounting).
  await new Promise((resolve) => setTimeout(resolve, 5));
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStore.getState().setWorker(worker);
});
afterEach(() => sessionStore.getState().clearSession());

describe('/mypage/account/edit — spec §6 guard', () => {
  it("a direct visit or a reload (canAccountEdit false) throws 403 'アクセスが拒否されました。'", () => {
    renderPage();
    expect(screen.getByTestId('caught')).toHaveTextContent('403 アクセスが拒否されました。');
  });

  it('after the password was confirmed (canAccountEdit true) shows the form', async () => {
    sessionStore.getState().setCanAccountEdit(true);
    renderPage();
    expect(await screen.findByRole('button', { name: '口座情報を保存する' })).toBeInTheDocument();
    expect(screen.queryByTestId('caught')).toBeNull();
  });

  it('clearing the worker state takes the permission away at once', async () => {
    sessionStore.getState().setCanAccountEdit(true);
    renderPage();
    await screen.findByRole('button', { name: '口座情報を保存する' });
    act(() => sessionStore.getState().setWorker(null));
    expect(screen.getByTestId('caught')).toHaveTextContent('403 アクセスが拒否されました。');
  });

  it('leaving the page clears canAccountEdit, so coming back is refused', async () => {
    vi.useFakeTimers();
    try {
      sessionStore.getState().setCanAccountEdit(true);
      const { unmount } = renderPage();
      unmount();
      act(() => vi.runAllTimers());
      expect(sessionStore.getState().canAccountEdit).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });
});
