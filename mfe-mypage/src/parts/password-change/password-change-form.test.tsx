import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { AuthError } from 'shared/auth';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'shared/domain';
import { PasswordChangeForm } from './password-change-form';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the form catches it.
const auth = vi.hoisted(() => ({
  calls: [] as [string, string][],
  next: null as null | (() => Promise<void>),
  refreshed: null as PasswordPolicy | null,
}));
vi.mock('shared/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/auth')>();
  return {
    ...actual,
    warmUp: () => Promise.resolve(),
    changePassword: (current: string, next: string) => {
      auth.calls.push([current, next]);
      return auth.next ? auth.next() : Promise.resolve();
    },
    getPasswordPolicy: (options?: { refresh?: boolean }) =>
      Promise.resolve(options?.refresh && auth.refreshed ? auth.refreshed : DEFAULT_PASSWORD_POLICY),
  };
});

const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input' });
async function fill(current: string, next: string, confirm = next) {
  await userEvent.type(input(/^現在のパスワード/), current);
  await userEvent.type(input(/^新しいパスワード(必須)?$/), next);
  await userEvent.type(input(/^新しいパスワード（確認）/), confirm);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'パスワードを変更する' }));

beforeEach(() => {
  auth.calls = [];
  auth.next = null;
  auth.refreshed = null;
});

describe('PasswordChangeForm (/mypage/password)', () => {
  it('checks the fields in Japanese before anything is sent', async () => {
    render(<PasswordChangeForm />);
    await submit();
    expect(await screen.findByText('現在のパスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('新しいパスワードを入力してください')).toBeInTheDocument();
    await fill('old-pass1', 'new-pass1', 'new-pass2');
    await submit();
    expect(await screen.findByText('新しいパスワードが一致しません')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });

  it('shows the policy checklist for the new password', async () => {
    render(<PasswordChangeForm />);
    await userEvent.type(input(/^新しいパスワード(必須)?$/), 'abc');
    expect(within(screen.getByTestId('password-checklist')).getByRole('listitem')).toHaveTextContent('6文字以上（まだ満たしていません）');
  });

  it('changes the password and says so; the fields are cleared', async () => {
    render(<PasswordChangeForm />);
    await fill('old-pass1', 'new-pass1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('password-change-status')).toHaveTextContent('パスワードを変更しました。'));
    expect(auth.calls).toEqual([['old-pass1', 'new-pass1']]);
    expect(input(/^現在のパスワード/)).toHaveValue('');
  });

  it("a wrong current password → 'パスワードが間違っています', and what was typed stays", async () => {
    auth.next = () => Promise.reject(new AuthError('auth/wrong-password'));
    render(<PasswordChangeForm />);
    await fill('bad-pass1', 'new-pass1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('password-change-status')).toHaveTextContent('パスワードが間違っています'));
    expect(input(/^現在のパスワード/)).toHaveAccessibleDescription(expect.stringContaining('パスワードが間違っています'));
    expect(input(/^新しいパスワード(必須)?$/)).toHaveValue('new-pass1');

    // The next attempt, stopped by the form's own checks (the new password the same as the current one), does not
    // keep that failure.
    await userEvent.clear(input(/^現在のパスワード/));
    await userEvent.type(input(/^現在のパスワード/), 'new-pass1');
    await submit();
    expect(await screen.findByText('現在のパスワードと異なるパスワードを入力してください')).toBeInTheDocument();
    expect(screen.queryByTestId('password-change-status')).toBeNull();
    expect(auth.calls).toHaveLength(1);
  });

  it("'password-does-not-meet-requirements' refreshes the policy and shows what is missing", async () => {
    auth.refreshed = { ...DEFAULT_PASSWORD_POLICY, requireNumeric: true };
    auth.next = () => Promise.reject(new AuthError('auth/password-does-not-meet-requirements'));
    render(<PasswordChangeForm />);
    await fill('old-pass1', 'new-password');
    await submit();
    expect(await screen.findByText('満たしていない条件: 数字（0〜9）を含む')).toBeInTheDocument();
    expect(within(screen.getByTestId('password-checklist')).getAllByRole('listitem')).toHaveLength(2);
  });

  it('failed offline (the provider unreachable): once the connection is back the form says the input waits for its button; nothing is sent by itself', async () => {
    auth.next = () => Promise.reject(new AuthError('auth/network-request-failed'));
    render(<PasswordChangeForm />);
    await fill('old-pass1', 'new-pass1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('password-change-status')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。'));

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('password-change-status')).toBeNull();
    expect(screen.getByTestId('password-change-online-again')).toHaveTextContent(/^接続が戻りました。パスワードはまだ変更されていません。入力内容はそのまま残っているので、「パスワードを変更する」を押してください。$/);
    expect(input(/^現在のパスワード/)).toHaveValue('old-pass1');
    expect(auth.calls).toHaveLength(1);

    auth.next = null;
    await submit();
    await waitFor(() => expect(screen.getByTestId('password-change-status')).toHaveTextContent('パスワードを変更しました。'));
    expect(screen.queryByTestId('password-change-online-again')).toBeNull();
  });

  it('a wrong password keeps its message when the connection events come', async () => {
    auth.next = () => Promise.reject(new AuthError('auth/wrong-password'));
    render(<PasswordChangeForm />);
    await fill('bad-pass1', 'new-pass1');
    await submit();
    await waitFor(() => expect(screen.getByTestId('password-change-status')).toHaveTextContent('パスワードが間違っています'));
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByTestId('password-change-status')).toHaveTextContent('パスワードが間違っています');
    expect(screen.queryByTestId('password-change-online-again')).toBeNull();
  });
});

