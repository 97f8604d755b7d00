import { Component, type ReactNode } from 'react';
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { sessionStore } from 'shared/store';
import { AccountEditPage } from './account-edit-page';

const loads = vi.hoisted(() => ({ count: 0 }));

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getAccount: () => {
    loads.count += 1;
    return Promise.resolve({ account: null });
  },
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

function renderPage(state?: unknown) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/mypage/account/edit', state }]}>
      <Catch>
        <AccountEditPage />
      </Catch>
    </MemoryRouter>,
  );
}

// The page clears canAccountEdit in a deferred timeout after it leaves. With setTimeout faked, each test
// flushes its own page's leave when it ends, so that cannot land in the next test.
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true });
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStore.getState().setWorker(worker);
  loads.count = 0;
});
afterEach(() => {
  cleanup();
  vi.runOnlyPendingTimers();
  vi.useRealTimers();
  vi.restoreAllMocks();
  sessionStore.getState().clearSession();
});

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

  it('leaving the page clears canAccountEdit, so coming back is refused', () => {
    sessionStore.getState().setCanAccountEdit(true);
    const { unmount } = renderPage();
    unmount();
    expect(sessionStore.getState().canAccountEdit).toBe(true);
    act(() => vi.runAllTimers());
    expect(sessionStore.getState().canAccountEdit).toBe(false);
    renderPage();
    expect(screen.getByTestId('caught')).toHaveTextContent('403 アクセスが拒否されました。');
  });
});

describe('/mypage/account/edit — where the form starts from', () => {
  const account = {
    bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary' as const,
    accountNumber: '1234567', holderName: 'ヤマダ ハナコ', updatedAt: '2025-05-01T00:00:00.000Z',
  };

  it('from /mypage/account with an account shown: that account, no GET', async () => {
    sessionStore.getState().setAccount(account);
    sessionStore.getState().setCanAccountEdit(true);
    renderPage({ accountShown: true });
    expect(await screen.findByDisplayValue('1234567')).toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  it('from /mypage/account with none registered: the empty form at once, no GET', async () => {
    sessionStore.getState().setCanAccountEdit(true);
    renderPage({ accountShown: true });
    expect(await screen.findByRole('button', { name: '口座情報を保存する' })).toBeInTheDocument();
    expect(loads.count).toBe(0);
  });

  it('without the flag and nothing in the store: asks the API', async () => {
    sessionStore.getState().setCanAccountEdit(true);
    renderPage();
    expect(await screen.findByRole('button', { name: '口座情報を保存する' })).toBeInTheDocument();
    expect(loads.count).toBe(1);
  });
});
