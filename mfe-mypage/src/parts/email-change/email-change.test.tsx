import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes, useLocation } from 'shared/router';
import { ApiError } from 'shared/api';
import { AuthError, ProfileLoadError } from 'shared/auth';
import { EmailChangeConfirm } from './email-change-confirm';
import { EmailChangeForm } from './email-change-form';
import { EmailPage } from '../../pages/email-page';

type Step = () => Promise<unknown>;
const stubs = vi.hoisted(() => ({
  calls: [] as string[],
  reauth: null as null | (() => Promise<void>),
  request: null as null | (() => Promise<unknown>),
  confirm: null as null | (() => Promise<unknown>),
  refresh: null as null | (() => Promise<unknown>),
}));
const run = (step: Step | null, fallback: unknown) => (step ? step() : Promise.resolve(fallback));
vi.mock('shared/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/auth')>();
  return {
    ...actual,
    warmUp: () => Promise.resolve(),
    reauthenticate: (password: string) => {
      stubs.calls.push(`reauthenticate ${password}`);
      return run(stubs.reauth, undefined);
    },
    refreshSession: () => {
      stubs.calls.push('refreshSession');
      return run(stubs.refresh, {});
    },
    signOut: () => {
      stubs.calls.push('signOut');
      return Promise.resolve();
    },
    whileAccountChanges: async <T,>(run: () => Promise<T>): Promise<T> => {
      stubs.calls.push('account change begins');
      try {
        return await run();
      } finally {
        stubs.calls.push('account change ends');
      }
    },
  };
});
vi.mock('features/mypage', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/mypage')>();
  return {
    ...actual,
    requestEmailChange: (body: { newEmail: string }) => {
      stubs.calls.push(`request ${body.newEmail}`);
      return run(stubs.request, { sentTo: body.newEmail, expiresAt: '2030-01-01T00:00:00.000Z' });
    },
    confirmEmailChange: (body: { token: string }) => {
      stubs.calls.push(`confirm ${body.token}`);
      return run(stubs.confirm, { worker: { email: 'new@example.jp' } });
    },
  };
});

beforeEach(() => {
  stubs.calls = [];
  stubs.reauth = null;
  stubs.request = null;
  stubs.confirm = null;
  stubs.refresh = null;
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
async function request(newEmail: string, password: string) {
  await userEvent.type(input(/^新しいメールアドレス/), newEmail);
  await userEvent.type(input(/^現在のパスワード/), password);
  await userEvent.click(screen.getByRole('button', { name: '確認メールを送信' }));
}

describe('EmailChangeForm (/mypage/email)', () => {
  it('reauthenticates, asks for the change and says a confirmation mail was sent (nothing changed yet)', async () => {
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('new@example.jp', 'secret12');
    expect(await screen.findByTestId('email-change-sent')).toHaveTextContent('new@example.jp に確認メールを送信しました。24時間以内');
    expect(stubs.calls).toEqual(['reauthenticate secret12', 'request new@example.jp']);
    expect(input(/^現在のパスワード/)).toHaveValue('');
    expect(input(/^新しいメールアドレス/)).toHaveValue('new@example.jp');
  });

  it("a wrong password → 'パスワードが間違っています' and no request", async () => {
    stubs.reauth = () => Promise.reject(new AuthError('auth/wrong-password'));
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('new@example.jp', 'bad-pass');
    await waitFor(() => expect(screen.getByTestId('email-change-failure')).toHaveTextContent('パスワードが間違っています'));
    expect(stubs.calls).toEqual(['reauthenticate bad-pass']);
  });

  it('the request failed offline: once the connection is back the form says the input waits for 確認メールを送信; nothing is sent by itself', async () => {
    stubs.request = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('new@example.jp', 'secret12');
    await waitFor(() => expect(screen.getByTestId('email-change-failure')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。'));

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('email-change-failure')).toBeNull();
    expect(screen.getByTestId('email-change-online-again')).toHaveTextContent(/^接続が戻りました。確認メールはまだ送信されていません。入力内容はそのまま残っているので、「確認メールを送信」を押してください。$/);
    expect(input(/^新しいメールアドレス/)).toHaveValue('new@example.jp');
    expect(input(/^現在のパスワード/)).toHaveValue('secret12');
    expect(stubs.calls).toEqual(['reauthenticate secret12', 'request new@example.jp']);

    stubs.request = null;
    await userEvent.click(screen.getByRole('button', { name: '確認メールを送信' }));
    expect(await screen.findByTestId('email-change-sent')).toBeInTheDocument();
    expect(screen.queryByTestId('email-change-online-again')).toBeNull();
  });

  it('the password check failed offline (the provider unreachable): the same once the connection is back', async () => {
    stubs.reauth = () => Promise.reject(new AuthError('auth/network-request-failed'));
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('new@example.jp', 'secret12');
    await screen.findByTestId('email-change-failure');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByTestId('email-change-online-again')).toBeInTheDocument();
    expect(stubs.calls).toEqual(['reauthenticate secret12']);
  });

  it('an address in use → the spec message under the field', async () => {
    stubs.request = () => Promise.reject(new ApiError({ status: 409, key: 'DEFAULT', code: 'EMAIL_IN_USE', message: 'すでに登録されているメールアドレスです' }));
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('taken@example.jp', 'secret12');
    await waitFor(() => expect(input(/^新しいメールアドレス/)).toHaveAccessibleDescription(expect.stringContaining('すでに登録されているメールアドレスです')));
  });

  it('a new attempt clears the last 確認メールを送信しました, also one the form\'s own checks stop', async () => {
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('new@example.jp', 'secret12');
    expect(await screen.findByTestId('email-change-sent')).toBeInTheDocument();
    await sendAgainWith('abc@');
    expect(await screen.findByText('新しいメールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(screen.queryByTestId('email-change-sent')).toBeNull();
    expect(screen.queryByText('確認メールを送信しました')).toBeNull();
    expect(stubs.calls).toEqual(['reauthenticate secret12', 'request new@example.jp']);
  });

  it('the current address and malformed input are refused before anything is sent', async () => {
    render(<EmailChangeForm currentEmail="old@example.jp" />);
    await request('OLD@example.jp', 'secret12');
    expect(await screen.findByText('現在と同じメールアドレスです')).toBeInTheDocument();
    await sendAgainWith('nope');
    expect(await screen.findByText('新しいメールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(stubs.calls).toEqual([]);
  });
});

/** Another address typed over the last one, sent with the password still in its field. */
async function sendAgainWith(address: string) {
  await userEvent.clear(input(/^新しいメールアドレス/));
  await userEvent.type(input(/^新しいメールアドレス/), address);
  await userEvent.click(screen.getByRole('button', { name: '確認メールを送信' }));
}

function LoginProbe() {
  const { state } = useLocation();
  const email = typeof state === 'object' && state !== null && 'email' in state ? String(state.email) : '';
  return <p>login page for {email}</p>;
}

describe('EmailChangeConfirm (the link /mypage/email?confirm=…)', () => {
  const TOKEN = 'A'.repeat(43);
  const renderConfirm = (token = TOKEN) =>
    render(
      <MemoryRouter initialEntries={['/mypage/email']}>
        <Routes>
          <Route path="/mypage/email" element={<EmailChangeConfirm token={token} />} />
          <Route path="/login" element={<LoginProbe />} />
        </Routes>
      </MemoryRouter>,
    );

  it('confirms, renews the session and says the address changed', async () => {
    renderConfirm();
    expect(await screen.findByTestId('email-change-confirmed')).toHaveTextContent('ログインに使うメールアドレスを new@example.jp に変更しました。');
    await waitFor(() => expect(stubs.calls).toEqual(['account change begins', `confirm ${TOKEN}`, 'refreshSession', 'account change ends']));
  });

  it.each([
    ['the refresh is refused', () => Promise.reject(new AuthError('auth/user-token-expired'))],
    ['the renewed token is revoked (401)', () => Promise.reject(new ProfileLoadError(401, 'もう一度ログインしてください', { key: 'DEFAULT' }))],
  ])('when %s: signs out and asks to sign in with the new address', async (_why, refresh) => {
    stubs.refresh = refresh;
    renderConfirm();
    expect(await screen.findByTestId('email-change-sign-in-again')).toHaveTextContent('新しいメールアドレスでもう一度ログインしてください');
    // Signed out inside the account change: a refusal of another call meanwhile never sent the worker to /login.
    await waitFor(() => expect(stubs.calls.slice(-2)).toEqual(['signOut', 'account change ends']));
    await userEvent.click(screen.getByRole('button', { name: 'ログインへ' }));
    expect(await screen.findByText('login page for new@example.jp')).toBeInTheDocument();
  });

  it("an invalid or expired link shows the server's message and a way back", async () => {
    stubs.confirm = () =>
      Promise.reject(new ApiError({ status: 400, key: 'DEFAULT', code: 'EMAIL_CHANGE_INVALID', message: 'このリンクは無効か、有効期限が切れています。もう一度メールアドレスの変更を行ってください。' }));
    renderConfirm();
    expect(await screen.findByTestId('email-change-confirm-failed')).toHaveTextContent('このリンクは無効か、有効期限が切れています。');
    expect(screen.getByRole('link', { name: 'メールアドレス変更' })).toHaveAttribute('href', '/mypage/email');
  });

  it('the link\'s token leaves the address bar (and the history entry) as the page opens; the confirmation goes on', async () => {
    function Where() {
      const location = useLocation();
      return <p data-testid="where">{location.pathname + location.search}</p>;
    }
    render(
      <MemoryRouter initialEntries={[`/mypage/email?confirm=${TOKEN}`]}>
        <Where />
        <Routes>
          <Route path="/mypage/email" element={<EmailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('email-change-confirmed')).toBeInTheDocument();
    expect(screen.getByTestId('where')).toHaveTextContent(/^\/mypage\/email$/);
    expect(stubs.calls).toContain(`confirm ${TOKEN}`);
  });

  it('after a failed confirmation, its link to メールアドレス変更 leaves the confirmation', async () => {
    stubs.confirm = () => Promise.reject(new ApiError({ status: 400, key: 'DEFAULT', code: 'EMAIL_CHANGE_INVALID', message: 'このリンクは無効か、有効期限が切れています。' }));
    render(
      <MemoryRouter initialEntries={[`/mypage/email?confirm=${TOKEN}`]}>
        <Routes>
          <Route path="/mypage/email" element={<EmailPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(await screen.findByTestId('email-change-confirm-failed')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'メールアドレス変更' }));
    await waitFor(() => expect(screen.queryByTestId('email-change-confirm-failed')).toBeNull());
    expect(stubs.calls.filter((c) => c.startsWith('confirm'))).toHaveLength(1);
  });

  it('a malformed link is refused without a call', () => {
    renderConfirm('not-a-token');
    expect(screen.getByTestId('email-change-confirm-failed')).toHaveTextContent('このリンクは無効か');
    expect(stubs.calls).toEqual([]);
  });
});
