import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { ApiError } from 'shared/api';
import { AuthError } from 'shared/auth';
import { sessionStore } from 'shared/store';
import { LoginForm } from './login-form';

// A plain stub (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the form catches it.
const auth = vi.hoisted(() => ({
  calls: [] as unknown[][],
  next: (): Promise<unknown> => Promise.resolve({}),
}));
vi.mock('shared/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/auth')>();
  return { ...actual, signIn: (...args: unknown[]) => {
      auth.calls.push(args);
      return auth.next();
    }, warmUp: () => Promise.resolve() };
});

/** The form at /login, opened with a navigation state (as the shell or a page sends the worker here). */
function ResetState() {
  return <p data-testid="reset-state">{JSON.stringify(useLocation().state)}</p>;
}

function renderForm(state?: object) {
  return render(
    <MemoryRouter initialEntries={[{ pathname: '/login', state }]}>
      <Routes>
        <Route path="/login" element={<LoginForm />} />
        <Route path="/mypage" element={<p>my page</p>} />
        <Route path="/mypage/account" element={<p>account</p>} />
        <Route path="/login/forget-password" element={<ResetState />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** Types the e-mail and password and presses ログインする. */
async function submit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('メールアドレス'), email);
  await userEvent.type(screen.getByLabelText('パスワード'), password);
  await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
}

describe('LoginForm', () => {
  beforeEach(() => {
    auth.calls = [];
    auth.next = () => Promise.resolve({});
  });

  it('shows Japanese required-field messages and sends nothing when empty', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });

  it('signs in and goes to /mypage', async () => {
    auth.next = () => Promise.resolve({ id: 'w1', name: '山田 花子' });
    renderForm();
    await submit('demo@example.jp', 'demo1234');
    expect(await screen.findByText('my page')).toBeInTheDocument();
    expect(auth.calls).toEqual([['demo@example.jp', 'demo1234']]);
  });

  it("shows the provider's message and keeps what was typed", async () => {
    auth.next = () => Promise.reject(new AuthError('auth/wrong-password'));
    renderForm();
    await submit('demo@example.jp', 'bad-password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('パスワードが間違っています'));
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('demo@example.jp');
  });

  it('a new attempt clears the last failure, also one that the form itself stops (a bad address)', async () => {
    auth.next = () => Promise.reject(new AuthError('auth/wrong-password'));
    renderForm();
    await submit('demo@example.jp', 'bad-password');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('パスワードが間違っています'));
    await userEvent.clear(screen.getByLabelText('メールアドレス'));
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'demo');
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    expect(await screen.findByText(/メールアドレスの形式/)).toBeInTheDocument();
    expect(screen.queryByText('パスワードが間違っています')).toBeNull();
  });

  it.each([
    ['the identity provider', () => new AuthError('auth/network-request-failed')],
    ['the login call', () => new ApiError({ status: null, key: 'NETWORK_ERROR' })],
  ])('a sign-in that failed offline (%s): once the connection is back the form says so and waits for ログインする; nothing is sent by itself', async (_where, failure) => {
    auth.next = () => Promise.reject(failure());
    renderForm();
    await submit('demo@example.jp', 'demo1234');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。'));

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByText('ネットワークエラーが発生しました。接続を確認してください。')).toBeNull();
    expect(screen.getByTestId('login-online-again')).toHaveTextContent(/^接続が戻りました。まだログインしていません。入力内容はそのまま残っているので、「ログインする」を押してください。$/);
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('demo@example.jp');
    expect(screen.getByLabelText('パスワード')).toHaveValue('demo1234');
    expect(auth.calls).toHaveLength(1);

    auth.next = () => Promise.reject(new AuthError('auth/wrong-password'));
    await userEvent.click(screen.getByRole('button', { name: 'ログインする' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('パスワードが間違っています'));
    expect(screen.queryByTestId('login-online-again')).toBeNull();
  });

  it('takes the address typed so far along to the password reset page', async () => {
    renderForm();
    expect(screen.getByRole('link', { name: 'パスワードをお忘れの方' })).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('メールアドレス'), 'taro@example.jp');
    await userEvent.click(screen.getByRole('link', { name: 'パスワードをお忘れの方' }));
    expect(await screen.findByTestId('reset-state')).toHaveTextContent('{"email":"taro@example.jp"}');
  });

  it('starts with the address a page sent the worker here with (after an e-mail change)', () => {
    renderForm({ email: 'new@example.jp' });
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('new@example.jp');
  });

  it.each([
    ['signed-out-elsewhere', 'ほかのタブでログアウトしました。続けるには、もう一度ログインしてください。'],
    ['session-expired', 'ログインの有効期限が切れました。もう一度ログインしてください。'],
    ['access-denied', 'アクセスが拒否されました。このアカウントではマイページを利用できません。別のアカウントでログインするか、事務局にお問い合わせください。'],
    ['profile-unavailable', 'マイページの情報を読み込めませんでした。通信状況を確かめて、もう一度ログインしてください。'],
  ])('says why the shell sent the worker here (%s), and signing in returns to the page it was on', async (reason, message) => {
    auth.next = () => Promise.resolve({ id: 'w1', name: '山田 花子' });
    renderForm({ from: '/mypage/account', reason });
    expect(screen.getByRole('status')).toHaveTextContent(message);
    await submit('demo@example.jp', 'demo1234');
    expect(await screen.findByText('account')).toBeInTheDocument();
  });

  // The rule itself (shared/domain returnPathAfterSignIn) has its own tests; here, that the form follows it.
  it.each([
    ['/mypageX', 'my page'],
    ['https://evil.example/mypage', 'my page'],
    ['/mypage/account?tab=1', 'account'],
  ])('after signing in, goes back only to a my-page path: from %s → %s', async (from, shown) => {
    auth.next = () => Promise.resolve({ id: 'w1', name: '山田 花子' });
    renderForm({ from });
    await submit('demo@example.jp', 'demo1234');
    expect(await screen.findByText(shown)).toBeInTheDocument();
  });

  // A shared phone: the page the last worker was on (named by the shell's fromAccount) is not where someone else lands.
  it.each([
    ['someone else than the worker who was on the page signs in', 'uid-b', 'my page'],
    ['the same worker signs in again', 'uid-a', 'account'],
  ])('%s: %s → %s', async (_who, account, shown) => {
    const jwt = `${btoa('{"alg":"none"}')}.${btoa(JSON.stringify({ sub: account, exp: 4102444800 })).replace(/=+$/, '')}.`;
    auth.next = () => {
      sessionStore.getState().setToken(jwt);
      return Promise.resolve({ id: account, name: '山田 花子' });
    };
    renderForm({ from: '/mypage/account', reason: 'session-expired', fromAccount: 'uid-a' });
    await submit('demo@example.jp', 'demo1234');
    expect(await screen.findByText(shown)).toBeInTheDocument();
    sessionStore.getState().clearSession();
  });

  it('says nothing for a plain visit or a reason it does not know', () => {
    renderForm({ reason: 'toString' });
    expect(screen.queryByRole('status')).toBeNull();
    expect(screen.queryByTestId('login-reason')).toBeNull();
  });
});
