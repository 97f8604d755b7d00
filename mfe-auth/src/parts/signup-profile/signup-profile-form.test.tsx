import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { MemoryRouter, Route, Routes } from 'shared/router';
import { ApiError } from 'shared/api';
import type { Worker } from 'shared/schemas';
import { forgetProfileDraftsInMemory, sessionStore } from 'shared/store';
import { SignupProfileForm } from './signup-profile-form';

const api = vi.hoisted(() => ({ calls: [] as unknown[], next: null as null | (() => Promise<unknown>) }));
vi.mock('shared/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/api')>();
  return {
    ...actual,
    updateProfile: (body: unknown) => {
      api.calls.push(body);
      return api.next ? api.next() : Promise.reject(new Error('no reply'));
    },
  };
});

const fresh: Worker = { id: 'w1', email: 'new@example.jp', name: '', charge: 0, margin: 0, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: false };

function renderForm() {
  return render(
    <MemoryRouter initialEntries={['/signup/profile']}>
      <Routes>
        <Route path="/signup/profile" element={<SignupProfileForm worker={fresh} />} />
        <Route path="/mypage" element={<p>my page</p>} />
      </Routes>
    </MemoryRouter>,
  );
}
const input = (label: RegExp) => screen.getByLabelText(label, { selector: 'input, textarea' });
const submit = () => userEvent.click(screen.getByRole('button', { name: '登録してマイページへ' }));

async function fillValid() {
  await userEvent.type(input(/^氏名/), '佐藤 次郎');
  await userEvent.type(input(/^フリガナ/), 'サトウ ジロウ');
  await userEvent.type(input(/^表示名/), 'じろう');
  await userEvent.type(input(/^電話番号/), '080-1111-2222');
}

beforeEach(() => {
  api.calls = [];
  api.next = null;
  localStorage.clear();
  forgetProfileDraftsInMemory();
});
afterEach(() => sessionStore.getState().clearSession());

describe('SignupProfileForm (/signup/profile)', () => {
  it('validates in Japanese: required fields, katakana, phone', async () => {
    renderForm();
    await submit();
    expect(await screen.findByText('氏名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('フリガナを入力してください')).toBeInTheDocument();
    expect(screen.getByText('表示名を入力してください')).toBeInTheDocument();
    expect(screen.getByText('電話番号を入力してください')).toBeInTheDocument();
    await userEvent.type(input(/^フリガナ/), '佐藤');
    await userEvent.type(input(/^電話番号/), '12345');
    await submit();
    expect(await screen.findByText('フリガナは全角カタカナで入力してください')).toBeInTheDocument();
    expect(screen.getByText(/電話番号は0から始まる10桁または11桁の数字/)).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('saves with POST /workerapi/update, keeps the completed worker and goes to /mypage', async () => {
    const saved = { ...fresh, name: '佐藤 次郎', nameKana: 'サトウ ジロウ', displayName: 'じろう', phone: '08011112222', profileCompleted: true };
    api.next = () => Promise.resolve({ worker: saved });
    renderForm();
    await fillValid();
    await submit();
    expect(await screen.findByText('my page')).toBeInTheDocument();
    expect(api.calls).toEqual([{ name: '佐藤 次郎', nameKana: 'サトウ ジロウ', displayName: 'じろう', phone: '08011112222', bio: '' }]);
    expect(sessionStore.getState().worker).toEqual(saved);
  });

  it('what was typed is there again after a reload, with a note, until it is registered', async () => {
    const first = renderForm();
    await userEvent.type(input(/^氏名/), '佐藤 次郎');
    await userEvent.type(input(/^電話番号/), '080-1111-2222');
    expect(screen.queryByTestId('profile-draft-restored')).toBeNull();
    first.unmount();
    forgetProfileDraftsInMemory(); // a reload: only the phone's copy is left

    const saved = { ...fresh, name: '佐藤 次郎', nameKana: 'サトウ ジロウ', displayName: 'じろう', phone: '08011112222', profileCompleted: true };
    api.next = () => Promise.resolve({ worker: saved });
    const second = renderForm();
    expect(input(/^氏名/)).toHaveValue('佐藤 次郎');
    expect(input(/^電話番号/)).toHaveValue('080-1111-2222');
    expect(screen.getByTestId('profile-draft-restored')).toHaveTextContent('前回の入力内容を復元しました。「登録してマイページへ」を押すまで登録されません。');
    await userEvent.type(input(/^フリガナ/), 'サトウ ジロウ');
    await userEvent.type(input(/^表示名/), 'じろう');
    await submit();
    expect(await screen.findByText('my page')).toBeInTheDocument();
    expect(localStorage.getItem('profile-draft:w1:form')).toBeNull();
    second.unmount();

    renderForm();
    expect(input(/^氏名/)).toHaveValue('');
    expect(screen.queryByTestId('profile-draft-restored')).toBeNull();
  });

  it('a registration that failed offline: once the connection is back the form says so and waits for its button; the input stays (and on the phone)', async () => {
    api.next = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    renderForm();
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByTestId('profile-failure')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。'));

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('profile-failure')).toBeNull();
    expect(screen.getByTestId('profile-online-again')).toHaveTextContent(/^接続が戻りました。プロフィールはまだ登録されていません。入力内容はそのまま残っているので、「登録してマイページへ」を押してください。$/);
    expect(input(/^氏名/)).toHaveValue('佐藤 次郎');
    expect(localStorage.getItem('profile-draft:w1:form')).toContain('佐藤 次郎');
    expect(api.calls).toHaveLength(1);

    const saved = { ...fresh, name: '佐藤 次郎', nameKana: 'サトウ ジロウ', displayName: 'じろう', phone: '08011112222', profileCompleted: true };
    api.next = () => Promise.resolve({ worker: saved });
    await submit();
    expect(await screen.findByText('my page')).toBeInTheDocument();
    expect(localStorage.getItem('profile-draft:w1:form')).toBeNull();
  });

  it("shows the server's field messages and keeps what was typed", async () => {
    api.next = () =>
      Promise.reject(new ApiError({ status: 400, key: 'DEFAULT', code: 'VALIDATION_ERROR', message: '入力内容に誤りがあります。', fields: { displayName: ['表示名は20文字以内で入力してください'] } }));
    renderForm();
    await fillValid();
    await submit();
    await waitFor(() => expect(screen.getByTestId('profile-failure')).toHaveTextContent('入力内容に誤りがあります。'));
    expect(screen.getByText('表示名は20文字以内で入力してください')).toBeInTheDocument();
    expect(input(/^氏名/)).toHaveValue('佐藤 次郎');
  });
});
