// A shared phone: the page a worker was on is not where the next worker who signs in lands.
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLeaveQuestion, useLocation } from 'shared/router';
import { useState } from 'react';
import { sessionStore } from 'shared/store';
import { forgetLastAccount } from '../guard/last-account';
import { AppLayout } from './app-layout';

vi.mock('../pwa/start-pwa', () => ({ acceptUpdate: () => undefined }));
const elsewhere = vi.hoisted(() => ({ listener: null as null | ((change: string) => void) }));
vi.mock('shared/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/auth')>();
  return {
    ...actual,
    onSessionChangedElsewhere: (listener: (change: string) => void) => {
      elsewhere.listener = listener;
      return () => undefined;
    },
  };
});

const jwt = (sub: string) => `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ sub, exp: 4102444800 })).replace(/=+$/, '')}.`;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + ' ' + JSON.stringify(location.state)}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppLayout>
        <Routes>
          <Route path="*" element={<Where />} />
        </Routes>
      </AppLayout>
    </MemoryRouter>,
  );
}

afterEach(() => {
  sessionStore.getState().clearSession();
  forgetLastAccount();
});

describe('AppLayout: the next worker on the same phone', () => {
  it('a session that ends names its account on the sign-in page; another worker signing in in another tab lands on my page', async () => {
    sessionStore.getState().setToken(jwt('uid-a'));
    renderAt('/mypage/chats/user/c1');
    act(() => {
      sessionStore.getState().clearSession();
      elsewhere.listener?.('session-ended');
    });
    expect(screen.getByTestId('where')).toHaveTextContent('/login {"from":"/mypage/chats/user/c1","reason":"session-expired","fromAccount":"uid-a"}');
    act(() => {
      sessionStore.getState().setToken(jwt('uid-b'));
      elsewhere.listener?.('signed-in');
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/mypage /);
  });

  it('the same worker signing in again in another tab returns to the page', () => {
    sessionStore.getState().setToken(jwt('uid-a'));
    renderAt('/mypage/chats/user/c1');
    act(() => {
      sessionStore.getState().clearSession();
      elsewhere.listener?.('session-ended');
    });
    act(() => {
      sessionStore.getState().setToken(jwt('uid-a'));
      elsewhere.listener?.('signed-in');
    });
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/mypage\/chats\/user\/c1 /);
  });
});

describe('AppLayout: signing out with input not yet sent', () => {
  afterEach(() => localStorage.clear());

  it('signs out at once when nothing unsent is kept', async () => {
    const user = userEvent.setup();
    sessionStore.getState().setToken(jwt('uid-a'));
    renderAt('/mypage');
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.getState().token).toBeNull();
  });

  it('asks first when unsent shift answers are kept: キャンセル keeps the session and the answers, 削除してログアウト signs out and deletes them', async () => {
    const user = userEvent.setup();
    sessionStore.getState().setToken(jwt('uid-a'));
    localStorage.setItem('worker-shifts:draft:v1:w-a:2027-01', '{}');
    renderAt('/mypage/shift-submit');
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    const dialog = screen.getByRole('alertdialog', { name: 'ログアウトしますか？' });
    expect(dialog).toHaveTextContent('この端末に、まだ送っていない入力が残っています。ログアウトすると削除され、元に戻せません。');
    expect(dialog).toHaveTextContent('提出していないシフトの回答');
    expect(dialog).not.toHaveTextContent('送信していないメッセージ');
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.getState().token).not.toBeNull();
    expect(localStorage.getItem('worker-shifts:draft:v1:w-a:2027-01')).toBe('{}');
    expect(screen.getByRole('button', { name: 'ログアウト' })).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sessionStore.getState().token).not.toBeNull();

    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await user.click(screen.getByRole('button', { name: '削除してログアウト' }));
    expect(sessionStore.getState().token).toBeNull();
    expect(localStorage.getItem('worker-shifts:draft:v1:w-a:2027-01')).toBeNull();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login /);
  });

  it('a session that ends elsewhere while it asks closes the question; it does not come back after the next sign-in', async () => {
    const user = userEvent.setup();
    sessionStore.getState().setToken(jwt('uid-a'));
    localStorage.setItem('chat-draft:w-a:customer:c1', '{"text":"伺います","savedAt":"2026-12-01T00:00:00Z"}');
    renderAt('/mypage/chat/c1');
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(screen.getByRole('alertdialog')).toHaveTextContent('送信していないメッセージ（入力中の文章を含む）');
    act(() => {
      sessionStore.getState().clearSession();
      elsewhere.listener?.('signed-out');
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    act(() => {
      sessionStore.getState().setToken(jwt('uid-a'));
      elsewhere.listener?.('signed-in');
    });
    expect(screen.getByRole('button', { name: 'ログアウト' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});

/** A page with typed input it keeps nowhere (as the bank account form): it asks before the shell's ways out. */
function FormPage() {
  const [pending, setPending] = useState<null | (() => void)>(null);
  useLeaveQuestion(true, (leave) => setPending(() => leave));
  return (
    <>
      <Where />
      {pending ? (
        <div role="alertdialog" aria-label="入力内容を破棄しますか？">
          <button onClick={() => setPending(null)}>キャンセル</button>
          <button onClick={() => pending()}>破棄する</button>
        </div>
      ) : null}
    </>
  );
}

describe("AppLayout: the header's ways out while the page holds typed input", () => {
  function renderForm() {
    sessionStore.getState().setToken(jwt('uid-a'));
    render(
      <MemoryRouter initialEntries={['/mypage/account/edit']}>
        <AppLayout>
          <Routes>
            <Route path="/mypage/account/edit" element={<FormPage />} />
            <Route path="*" element={<Where />} />
          </Routes>
        </AppLayout>
      </MemoryRouter>,
    );
  }

  it("the app name's link asks the page first; キャンセル stays, 破棄する opens my page", async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('link', { name: 'ワーカー' }));
    expect(screen.getByRole('alertdialog', { name: '入力内容を破棄しますか？' })).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/mypage\/account\/edit /);
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/mypage\/account\/edit /);
    await user.click(screen.getByRole('link', { name: 'ワーカー' }));
    await user.click(screen.getByRole('button', { name: '破棄する' }));
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/mypage /);
  });

  it('ログアウト asks the page first; the session ends only after 破棄する', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    expect(screen.getByRole('alertdialog', { name: '入力内容を破棄しますか？' })).toBeInTheDocument();
    expect(sessionStore.getState().token).not.toBeNull();
    await user.click(screen.getByRole('button', { name: '破棄する' }));
    expect(sessionStore.getState().token).toBeNull();
    expect(await screen.findByTestId('where')).toHaveTextContent(/^\/login /);
  });
});
