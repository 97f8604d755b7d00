import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { sessionStore } from 'shared/store';
import { AccountPage } from './account-page';

const auth = vi.hoisted(() => ({ passwords: [] as string[], ok: true }));

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getAccount: () => Promise.resolve({ account: null }),
}));
vi.mock('shared/auth', () => ({
  warmUp: () => Promise.resolve(),
  reauthenticate: (password: string) => {
    auth.passwords.push(password);
    return auth.ok ? Promise.resolve() : Promise.reject(new Error('パスワードが間違っています'));
  },
}));

afterEach(() => {
  auth.passwords.length = 0;
  auth.ok = true;
  sessionStore.getState().clearSession();
});

function renderPage() {
  render(
    <MemoryRouter initialEntries={['/mypage/account']}>
      <Routes>
        <Route path="/mypage/account" element={<AccountPage />} />
        <Route path="/mypage/account/edit" element={<p>編集ページ</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('/mypage/account', () => {
  it('invites registration when no account is registered', async () => {
    renderPage();
    expect(await screen.findByTestId('account-empty')).toHaveTextContent('振込先の口座が登録されていません');
  });

  it('the password confirmed (reauthenticate) sets canAccountEdit and opens the edit page', async () => {
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '口座を登録する' }));
    await userEvent.type(screen.getByLabelText('パスワード'), 'secret-pw');
    await userEvent.click(screen.getByRole('button', { name: '確認して進む' }));
    expect(await screen.findByText('編集ページ')).toBeInTheDocument();
    expect(auth.passwords).toEqual(['secret-pw']);
    expect(sessionStore.getState().canAccountEdit).toBe(true);
  });

  it('a wrong password keeps the worker here with the message, canAccountEdit stays false', async () => {
    auth.ok = false;
    renderPage();
    await userEvent.click(await screen.findByRole('button', { name: '口座を登録する' }));
    await userEvent.type(screen.getByLabelText('パスワード'), 'wrong');
    await userEvent.click(screen.getByRole('button', { name: '確認して進む' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('パスワードが間違っています'));
    expect(sessionStore.getState().canAccountEdit).toBe(false);
  });
});
