import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { ApiError } from 'shared/api';
import { AuthError, type SignUpInput } from 'shared/auth';
import { DEFAULT_PASSWORD_POLICY, type PasswordPolicy } from 'shared/domain';
import { SignupForm } from './signup-form';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the form catches it.
const auth = vi.hoisted(() => ({
  calls: [] as unknown[],
  next: [] as (() => Promise<unknown>)[],
  policy: null as PasswordPolicy | null,
  refreshed: null as PasswordPolicy | null,
  policyCalls: [] as unknown[],
}));
vi.mock('shared/auth', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/auth')>();
  return {
    ...actual,
    warmUp: () => Promise.resolve(),
    signUp: (input: SignUpInput) => {
      auth.calls.push(input);
      const step = auth.next.shift();
      return step ? step() : Promise.resolve({});
    },
    getPasswordPolicy: (options?: { refresh?: boolean }) => {
      auth.policyCalls.push(options ?? {});
      return Promise.resolve((options?.refresh ? auth.refreshed : auth.policy) ?? DEFAULT_PASSWORD_POLICY);
    },
  };
});

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/signup']}>
      <Routes>
        <Route path="/signup" element={<SignupForm />} />
        <Route path="/signup/profile" element={<p>profile page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}

const field = (name: RegExp) => screen.getByLabelText(name, { selector: 'input' });

async function fill(values: { email?: string; password?: string; adminKey?: string }) {
  if (values.email !== undefined) await userEvent.type(field(/^メールアドレス/), values.email);
  if (values.password !== undefined) await userEvent.type(field(/^パスワード/), values.password);
  if (values.adminKey !== undefined) await userEvent.type(field(/^管理者キー/), values.adminKey);
}
const submit = () => userEvent.click(screen.getByRole('button', { name: '登録する' }));

beforeEach(() => {
  auth.calls = [];
  auth.next = [];
  auth.policy = null;
  auth.refreshed = null;
  auth.policyCalls = [];
});

describe('SignupForm (/signup)', () => {
  it('names every empty field in Japanese and sends nothing', async () => {
    renderForm();
    await submit();
    expect(await screen.findByText('メールアドレスを入力してください')).toBeInTheDocument();
    expect(screen.getByText('パスワードを入力してください')).toBeInTheDocument();
    expect(screen.getByText('管理者キーを入力してください')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });

  it('shows the password policy live as a checklist (default: 6文字以上)', async () => {
    renderForm();
    const checklist = screen.getByTestId('password-checklist');
    expect(within(checklist).getByRole('listitem')).toHaveTextContent('6文字以上（まだ満たしていません）');
    await fill({ password: 'abcdef' });
    expect(within(checklist).getByRole('listitem')).toHaveTextContent('6文字以上（満たしています）');
  });

  it("the provider's policy, once fetched on first focus, drives the checklist and blocks a password that misses it", async () => {
    auth.policy = { ...DEFAULT_PASSWORD_POLICY, minLength: 8, requireNumeric: true };
    renderForm();
    await fill({ email: 'new@example.jp', password: 'abcdefgh', adminKey: 'key' });
    const items = within(screen.getByTestId('password-checklist')).getAllByRole('listitem');
    expect(items.map((li) => li.getAttribute('data-met'))).toEqual(['true', 'false']);
    await submit();
    expect(await screen.findByText('満たしていない条件: 数字（0〜9）を含む')).toBeInTheDocument();
    expect(auth.calls).toEqual([]);
  });

  it('signs up with the three values and goes to /signup/profile', async () => {
    renderForm();
    await fill({ email: 'new@example.jp', password: 'secret12', adminKey: 'the-key' });
    await submit();
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(auth.calls).toEqual([{ email: 'new@example.jp', password: 'secret12', adminKey: 'the-key' }]);
  });

  it('a wrong admin key: the Japanese message, under the key too, and everything typed is kept', async () => {
    auth.next = [() => Promise.reject(new ApiError({ status: 403, key: 'ACCESS_DENIED', code: 'ADMIN_KEY_INVALID', message: '管理者キーが正しくありません。' }))];
    renderForm();
    await fill({ email: 'new@example.jp', password: 'secret12', adminKey: 'wrong' });
    await submit();
    await waitFor(() => expect(screen.getByTestId('signup-failure')).toHaveTextContent('管理者キーが正しくありません。'));
    expect(field(/^管理者キー/)).toHaveAccessibleDescription(expect.stringContaining('管理者キーが正しくありません。'));
    expect(field(/^メールアドレス/)).toHaveValue('new@example.jp');
    expect(field(/^パスワード/)).toHaveValue('secret12');
    expect(field(/^管理者キー/)).toHaveValue('wrong');
    // The focus is where to fix it, not left on 登録する.
    expect(field(/^管理者キー/)).toHaveFocus();
  });

  it("an e-mail already in use → spec §8 'すでに登録されているメールアドレスです'", async () => {
    auth.next = [() => Promise.reject(new AuthError('auth/email-already-in-use'))];
    renderForm();
    await fill({ email: 'taken@example.jp', password: 'secret12', adminKey: 'key' });
    await submit();
    await waitFor(() => expect(screen.getByTestId('signup-failure')).toHaveTextContent('すでに登録されているメールアドレスです'));
    expect(field(/^メールアドレス/)).toHaveAccessibleDescription(expect.stringContaining('すでに登録されているメールアドレスです'));
    expect(field(/^メールアドレス/)).toHaveFocus();

    // The next attempt, stopped by the form's own checks, does not keep that failure about an address no longer typed.
    await userEvent.clear(field(/^メールアドレス/));
    await fill({ email: 'free@example.jp' });
    await userEvent.clear(field(/^パスワード/));
    await fill({ password: '12' });
    await submit();
    expect(await screen.findByText('パスワードは6文字以上で入力してください')).toBeInTheDocument();
    expect(screen.queryByTestId('signup-failure')).toBeNull();
    expect(auth.calls).toHaveLength(1);
  });

  it('when the last step fails the worker can simply press 登録する again, which completes the sign-up', async () => {
    auth.next = [() => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }))];
    renderForm();
    await fill({ email: 'new@example.jp', password: 'secret12', adminKey: 'key' });
    await submit();
    const alert = await screen.findByTestId('signup-failure');
    expect(alert).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');
    expect(alert).toHaveTextContent('もう一度「登録する」を押してください');
    await submit();
    expect(await screen.findByText('profile page')).toBeInTheDocument();
    expect(auth.calls).toHaveLength(2);
  });

  it("'password-does-not-meet-requirements' refreshes the policy and shows what is missing", async () => {
    auth.refreshed = { ...DEFAULT_PASSWORD_POLICY, requireUppercase: true, requireNonAlphanumeric: true };
    auth.next = [() => Promise.reject(new AuthError('auth/password-does-not-meet-requirements'))];
    renderForm();
    await fill({ email: 'new@example.jp', password: 'secret12', adminKey: 'key' });
    await submit();
    expect(await screen.findByText('満たしていない条件: 英大文字（A〜Z）を含む、記号を含む')).toBeInTheDocument();
    expect(screen.getByTestId('signup-failure')).toHaveTextContent('パスワードの条件が更新されました。');
    expect(auth.policyCalls).toContainEqual({ refresh: true });
    const items = within(screen.getByTestId('password-checklist')).getAllByRole('listitem');
    expect(items).toHaveLength(3);
  });
});
