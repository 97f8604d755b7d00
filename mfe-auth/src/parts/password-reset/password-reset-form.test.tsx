import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from 'shared/router';
import { AuthError } from 'shared/auth';
import { PasswordResetForm } from './password-reset-form';

const auth = vi.hoisted(() => ({ calls: [] as string[], next: (): Promise<void> => Promise.resolve() }));
vi.mock('shared/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/auth')>();
  return {
    ...actual,
    warmUp: () => Promise.resolve(),
    sendPasswordReset: (email: string) => {
      auth.calls.push(email);
      return auth.next();
    },
  };
});

const renderForm = () => render(<MemoryRouter><PasswordResetForm /></MemoryRouter>);
const send = async (email: string) => {
  await userEvent.type(screen.getByLabelText('メールアドレス'), email);
  await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信' }));
};
const SENT = 'taro@example.jp が登録されている場合、パスワード再設定用のメールを送信しました。';

beforeEach(() => {
  auth.calls = [];
  auth.next = () => Promise.resolve();
});

describe('PasswordResetForm (/login/forget-password)', () => {
  it('sends the reset e-mail and says so', async () => {
    renderForm();
    await send('taro@example.jp');
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(SENT);
    expect(auth.calls).toEqual(['taro@example.jp']);
  });

  it('focus moves to the sent message that replaced the form (not to <body>)', async () => {
    renderForm();
    await send('taro@example.jp');
    const sent = await screen.findByTestId('reset-sent');
    await waitFor(() => expect(sent.parentElement).toHaveFocus());
    expect(document.activeElement).toHaveTextContent(SENT);
  });

  it('「別のメールアドレスで送信」 keeps the address in the field and focuses it, so a typo is fixed without typing it all again', async () => {
    renderForm();
    await send('taro@exmple.jp');
    await screen.findByTestId('reset-sent');
    await userEvent.click(screen.getByRole('button', { name: '別のメールアドレスで送信' }));
    const field = screen.getByLabelText('メールアドレス');
    expect(field).toHaveValue('taro@exmple.jp');
    await waitFor(() => expect(field).toHaveFocus());
  });

  it('says exactly the same for an address that is not registered (reveals nothing)', async () => {
    auth.next = () => Promise.reject(new AuthError('auth/user-not-found'));
    renderForm();
    await send('taro@example.jp');
    expect(await screen.findByTestId('reset-sent')).toHaveTextContent(SENT);
    expect(screen.queryByText('メールアドレスが間違っています')).toBeNull();
  });

  it('a network failure is shown and the address kept', async () => {
    auth.next = () => Promise.reject(new AuthError('auth/network-request-failed'));
    renderForm();
    await send('taro@example.jp');
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。'));
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('taro@example.jp');
  });

  it('starts with the address typed on /login (its navigation state)', () => {
    render(
      <MemoryRouter initialEntries={[{ pathname: '/login/forget-password', state: { email: 'taro@example.jp' } }]}>
        <PasswordResetForm />
      </MemoryRouter>,
    );
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('taro@example.jp');
  });

  it('checks the address before sending', async () => {
    renderForm();
    await userEvent.click(screen.getByRole('button', { name: '再設定メールを送信' }));
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    await send('nope');
    expect(await screen.findByText('メールアドレスの形式が正しくありません')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });
});
