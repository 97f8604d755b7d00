import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import type { Worker } from 'shared/schemas';
import { forgetProfileDraftsInMemory, sessionStore } from 'shared/store';
import { ProfileForm } from './profile-form';

const api = vi.hoisted(() => ({ bodies: [] as unknown[], next: null as null | (() => Promise<unknown>) }));
vi.mock('shared/api', async (importOriginal) => {
  const actual = await importOriginal<typeof import('shared/api')>();
  return {
    ...actual,
    updateProfile: (body: unknown) => {
      api.bodies.push(body);
      return api.next ? api.next() : Promise.reject(new Error('no answer set'));
    },
  };
});

const worker: Worker = {
  id: 'w1', email: 'a@example.jp', name: '山田 花子', nameKana: 'ヤマダ ハナコ', displayName: 'はなこ', phone: '09012345678', bio: '',
  charge: 10000, margin: 30, imageUrl: null, profileCompleted: true,
};

beforeEach(() => {
  api.bodies = [];
  api.next = null;
  forgetProfileDraftsInMemory();
  localStorage.clear();
});
afterEach(() => {
  cleanup();
  sessionStore.getState().clearSession();
});

const bio = () => screen.getByLabelText(/^自己紹介/);

describe('ProfileForm: what was typed and not saved', () => {
  it('is there again when the worker comes back (left the page, or signed in again after a 401), with a note', async () => {
    api.next = () => Promise.reject(new ApiError({ status: 401, key: 'DEFAULT', code: 'UNAUTHENTICATED' }));
    const first = render(<ProfileForm worker={worker} />);
    await userEvent.type(bio(), '週末の出張もできます');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    await waitFor(() => expect(api.bodies).toHaveLength(1));
    first.unmount();

    render(<ProfileForm worker={worker} />);
    expect(bio()).toHaveValue('週末の出張もできます');
    expect(screen.getByTestId('profile-status')).toHaveTextContent('保存していない入力を表示しています。');
  });

  it('is there again after a reload (kept on the phone), and removed from it once the fields are back to what is saved', async () => {
    const first = render(<ProfileForm worker={worker} />);
    await userEvent.type(bio(), '土日');
    first.unmount();
    forgetProfileDraftsInMemory(); // a reload: only the phone's copy is left

    const again = render(<ProfileForm worker={worker} />);
    expect(bio()).toHaveValue('土日');
    expect(screen.getByTestId('profile-status')).toHaveTextContent('保存していない入力を表示しています。');
    expect(localStorage.getItem('profile-draft:w1:form')).toContain('土日');
    await userEvent.clear(bio());
    expect(localStorage.getItem('profile-draft:w1:form')).toBeNull(); // nothing unsaved: ログアウト asks nothing
    again.unmount();
    forgetProfileDraftsInMemory();

    render(<ProfileForm worker={worker} />);
    expect(bio()).toHaveValue('');
    expect(screen.queryByTestId('profile-status')).toBeNull();
  });

  it('is forgotten once saved, and never shown to another worker', async () => {
    const first = render(<ProfileForm worker={worker} />);
    await userEvent.type(bio(), 'よろしくお願いします');
    first.unmount();

    const other = render(<ProfileForm worker={{ ...worker, id: 'w2' }} />);
    expect(bio()).toHaveValue('');
    expect(screen.queryByTestId('profile-status')).toBeNull();
    other.unmount();

    api.next = () => Promise.resolve({ worker: { ...worker, bio: 'よろしくお願いします' } });
    const again = render(<ProfileForm worker={worker} />);
    expect(bio()).toHaveValue('よろしくお願いします');
    await act(async () => userEvent.click(screen.getByRole('button', { name: '保存する' })));
    expect(await screen.findByText('プロフィールを保存しました。')).toBeInTheDocument();
    again.unmount();

    render(<ProfileForm worker={worker} />);
    expect(bio()).toHaveValue('');
    expect(screen.queryByTestId('profile-status')).toBeNull();
    expect(localStorage.getItem('profile-draft:w1:form')).toBeNull();
  });
});

describe('ProfileForm: a save', () => {
  it('shows what was saved, normalised (フリガナ in katakana, the phone without hyphens), not what was typed', async () => {
    api.next = () => Promise.resolve({ worker: { ...worker, nameKana: 'タカハシ ユミ', phone: '08011112222' } });
    render(<ProfileForm worker={worker} />);
    const kana = screen.getByLabelText(/^フリガナ/);
    await userEvent.clear(kana);
    await userEvent.type(kana, 'たかはし　ゆみ');
    const phone = screen.getByLabelText(/^電話番号/);
    await userEvent.clear(phone);
    await userEvent.type(phone, '０８０−１１１１−２２２２');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('プロフィールを保存しました。')).toBeInTheDocument();
    expect(api.bodies[0]).toMatchObject({ nameKana: 'タカハシ ユミ', phone: '08011112222' });
    expect(kana).toHaveValue('タカハシ ユミ');
    expect(phone).toHaveValue('08011112222');
  });

  it("a field the server refuses shows its message and gets the focus, so the worker lands where to fix it", async () => {
    api.next = () =>
      Promise.reject(new ApiError({ status: 400, key: 'DEFAULT', code: 'VALIDATION_ERROR', message: '入力内容を確認してください。', fields: { displayName: ['表示名は20文字以内で入力してください'] } }));
    render(<ProfileForm worker={worker} />);
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    const displayName = screen.getByLabelText(/^表示名/);
    await waitFor(() => expect(displayName).toHaveAccessibleDescription(expect.stringContaining('表示名は20文字以内で入力してください')));
    expect(displayName).toHaveFocus();
    expect(displayName).toHaveValue('はなこ');
  });

  it('failed offline: once the connection is back the error gives way to 「保存する」 again, with the input kept and nothing sent by itself', async () => {
    api.next = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    render(<ProfileForm worker={worker} />);
    await userEvent.type(bio(), '平日の夜も対応できます');
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByTestId('profile-status')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('profile-status')).toBeNull();
    expect(screen.getByTestId('profile-online-again')).toHaveTextContent(/^接続が戻りました。プロフィールはまだ保存されていません。入力内容はそのまま残っているので、「保存する」を押してください。$/);
    expect(api.bodies).toHaveLength(1);
    expect(bio()).toHaveValue('平日の夜も対応できます');

    api.next = () => Promise.resolve({ worker: { ...worker, bio: '平日の夜も対応できます' } });
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByText('プロフィールを保存しました。')).toBeInTheDocument();
    expect(screen.queryByTestId('profile-online-again')).toBeNull();
  });

  it('refused by the server (not offline): the message stays when the connection events come', async () => {
    api.next = () => Promise.reject(new ApiError({ status: 503, key: 'SERVER_ERROR' }));
    render(<ProfileForm worker={worker} />);
    await userEvent.click(screen.getByRole('button', { name: '保存する' }));
    await screen.findByTestId('profile-status');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByTestId('profile-status')).toBeVisible();
    expect(screen.queryByTestId('profile-online-again')).toBeNull();
  });
});

