import { Component, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { leaveOrAsk, leaveQuestionHeld, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'shared/router';
import { sessionStore } from 'shared/store';
import type { BankAccountUpdateInput } from 'features/mypage';
import { AccountPage } from './account-page';
import { AccountEditPage } from './account-edit-page';

// /mypage/account → パスワード → /mypage/account/edit and the ways back, with the real pages on a memory history: the
// browser's back and forward buttons are navigate(-1) and navigate(1).

const saved = vi.hoisted(() => ({ bodies: [] as unknown[] }));

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  getAccount: () => Promise.resolve({ account: null }),
  searchBanks: () => Promise.resolve({ banks: [{ code: '0001', name: 'みずほ', kana: 'ミズホ' }] }),
  searchBranches: () => Promise.resolve({ bank: { code: '0001', name: 'みずほ', kana: 'ミズホ' }, branches: [{ code: '001', name: '東京営業部', kana: 'トウキヨウ' }] }),
  saveAccount: (body: BankAccountUpdateInput) => {
    saved.bodies.push(body);
    return Promise.resolve({ account: { ...body, accountType: 'ordinary', updatedAt: '2026-12-03T00:00:00.000Z' } });
  },
}));
vi.mock('shared/auth', () => ({
  warmUp: () => Promise.resolve(),
  reauthenticate: () => Promise.resolve(),
}));

class Catch extends Component<{ children: ReactNode }, { error: unknown }> {
  override state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  override render() {
    const { error } = this.state;
    if (error instanceof Error) return <p data-testid="caught">{error.message}</p>;
    return this.props.children;
  }
}

const worker = { id: 'w1', email: 'a@example.jp', name: '山田 花子', charge: 12000, margin: 30, imageUrl: null, nameKana: '', displayName: '', phone: '', bio: '', profileCompleted: true };

function Browser() {
  const navigate = useNavigate();
  const { pathname } = useLocation();
  return (
    <>
      <button onClick={() => navigate(-1)}>ブラウザの戻る</button>
      <button onClick={() => navigate(1)}>ブラウザの進む</button>
      {/* The shell's header link to my page (shell/src/layout/leave-link.ts), as it leaves. */}
      <button onClick={() => leaveOrAsk(() => navigate('/mypage'))}>ヘッダーのリンク</button>
      <p data-testid="url">{pathname}</p>
    </>
  );
}

function renderFlow() {
  render(
    <MemoryRouter initialEntries={['/mypage', '/mypage/account']} initialIndex={1}>
      <Browser />
      <Routes>
        <Route path="/mypage" element={<p>マイページ</p>} />
        <Route path="/mypage/account" element={<AccountPage />} />
        {/* A fresh boundary per visit, as the shell's area boundary is. */}
        <Route path="/mypage/account/edit" element={<Catch key={Math.random()}><AccountEditPage /></Catch>} />
      </Routes>
    </MemoryRouter>,
  );
}

const url = () => screen.getByTestId('url').textContent;
const back = () => userEvent.click(screen.getByRole('button', { name: 'ブラウザの戻る' }));
const forward = () => userEvent.click(screen.getByRole('button', { name: 'ブラウザの進む' }));

async function openEdit() {
  await userEvent.click(await screen.findByRole('button', { name: '口座を登録する' }));
  await userEvent.type(screen.getByLabelText('パスワード'), 'secret-pw');
  await userEvent.click(screen.getByRole('button', { name: '確認して進む' }));
  expect(await screen.findByRole('heading', { level: 1, name: '口座情報の登録・変更' })).toBeInTheDocument();
}

beforeEach(() => {
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
  sessionStore.getState().setWorker(worker);
});
afterEach(() => {
  saved.bodies.length = 0;
  vi.restoreAllMocks();
  sessionStore.getState().clearSession();
});

describe('/mypage/account/edit — leaving it', () => {
  it('back with nothing typed lands on 口座情報 (not マイページ); forward then finds the page refused (spec §6)', async () => {
    renderFlow();
    await openEdit();
    await back();
    expect(await screen.findByRole('heading', { level: 1, name: '口座情報' })).toBeInTheDocument();
    expect(url()).toBe('/mypage/account');
    expect(screen.queryByTestId('account-discard')).toBeNull();
    await waitFor(() => expect(sessionStore.getState().canAccountEdit).toBe(false));
    await forward();
    expect(await screen.findByTestId('caught')).toHaveTextContent('アクセスが拒否されました。');
    // One more back: /mypage/account is in the history once, then マイページ.
    await back();
    await screen.findByRole('heading', { level: 1, name: '口座情報' });
    await back();
    expect(await screen.findByText('マイページ')).toBeInTheDocument();
  });

  it('back with a number typed asks 「入力内容を破棄しますか？」 on the page, input kept; キャンセル stays and asks again at the next back; 破棄する lands on 口座情報', async () => {
    renderFlow();
    await openEdit();
    await userEvent.type(screen.getByLabelText('口座番号'), '1234567');

    await back();
    const dialog = await screen.findByRole('alertdialog', { name: '入力内容を破棄しますか？' });
    expect(dialog).toHaveTextContent('入力した口座情報は保存されません。安全のためこの端末にも残していないので、元に戻せません。');
    expect(url()).toBe('/mypage/account/edit');
    expect(screen.getByLabelText('口座番号')).toHaveValue('1234567');
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();

    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByLabelText('口座番号')).toHaveValue('1234567');

    await back();
    await screen.findByRole('alertdialog', { name: '入力内容を破棄しますか？' });
    await userEvent.click(screen.getByRole('button', { name: '破棄する' }));
    expect(await screen.findByRole('heading', { level: 1, name: '口座情報' })).toBeInTheDocument();
    expect(url()).toBe('/mypage/account');
    expect(saved.bodies).toEqual([]);
    await back();
    expect(await screen.findByText('マイページ')).toBeInTheDocument();
  });

  it('forward while the question is open closes it and keeps the input; what was typed undone, back goes on to 口座情報 without asking', async () => {
    renderFlow();
    await openEdit();
    const number = screen.getByLabelText('口座番号');
    await userEvent.type(number, '12');
    await back();
    await screen.findByRole('alertdialog');
    await forward();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(screen.getByLabelText('口座番号')).toHaveValue('12');

    await userEvent.clear(screen.getByLabelText('口座番号'));
    await back();
    expect(await screen.findByRole('heading', { level: 1, name: '口座情報' })).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('口座情報へ戻る asks first when something was typed, and goes back to the entry below (not a second 口座情報)', async () => {
    renderFlow();
    await openEdit();
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'やまだ');
    await userEvent.click(screen.getByRole('button', { name: '口座情報へ戻る' }));
    await screen.findByRole('alertdialog', { name: '入力内容を破棄しますか？' });
    await userEvent.click(screen.getByRole('button', { name: '破棄する' }));
    expect(await screen.findByRole('heading', { level: 1, name: '口座情報' })).toBeInTheDocument();
    await back();
    expect(await screen.findByText('マイページ')).toBeInTheDocument();
  });

  it('a save goes back to 口座情報 saying 口座情報を保存しました。; back from there is マイページ', async () => {
    renderFlow();
    await openEdit();
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'みずほ');
    await userEvent.click(await screen.findByRole('button', { name: /みずほ/ }));
    await userEvent.type(screen.getByLabelText('支店を検索'), 'とうきょう');
    await userEvent.click(await screen.findByRole('button', { name: /東京営業部/ }));
    await userEvent.type(screen.getByLabelText('口座番号'), '1234567');
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'やまだ はなこ');
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    expect(await screen.findByTestId('account-saved')).toHaveTextContent('口座情報を保存しました。');
    expect(url()).toBe('/mypage/account');
    expect(saved.bodies).toHaveLength(1);
    await back();
    expect(await screen.findByText('マイページ')).toBeInTheDocument();
  });

  it("the shell's ways out (a header link, ログアウト) ask too while something is typed: キャンセル keeps the input, 破棄する goes where the worker was going", async () => {
    renderFlow();
    await openEdit();
    const headerLink = () => userEvent.click(screen.getByRole('button', { name: 'ヘッダーのリンク' }));
    expect(leaveQuestionHeld()).toBe(false);
    await userEvent.type(screen.getByLabelText('口座番号'), '1234567');
    expect(leaveQuestionHeld()).toBe(true);

    await headerLink();
    await screen.findByRole('alertdialog', { name: '入力内容を破棄しますか？' });
    expect(url()).toBe('/mypage/account/edit');
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByLabelText('口座番号')).toHaveValue('1234567');
    expect(url()).toBe('/mypage/account/edit');

    // Asked again by the page's own way out: 破棄する goes back to 口座情報, not where the header link went.
    await userEvent.click(screen.getByRole('button', { name: '口座情報へ戻る' }));
    await userEvent.click(await screen.findByRole('button', { name: '破棄する' }));
    expect(await screen.findByRole('heading', { level: 1, name: '口座情報' })).toBeInTheDocument();
    expect(leaveQuestionHeld()).toBe(false);
  });

  it("a header link's 破棄する goes to its page, nothing saved", async () => {
    renderFlow();
    await openEdit();
    await userEvent.type(screen.getByLabelText('口座番号'), '12');
    await userEvent.click(screen.getByRole('button', { name: 'ヘッダーのリンク' }));
    await userEvent.click(await screen.findByRole('button', { name: '破棄する' }));
    expect(await screen.findByText('マイページ')).toBeInTheDocument();
    expect(saved.bodies).toEqual([]);
    expect(leaveQuestionHeld()).toBe(false);
  });

  it('with nothing typed, a header link leaves without asking', async () => {
    renderFlow();
    await openEdit();
    await userEvent.click(screen.getByRole('button', { name: 'ヘッダーのリンク' }));
    expect(await screen.findByText('マイページ')).toBeInTheDocument();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
