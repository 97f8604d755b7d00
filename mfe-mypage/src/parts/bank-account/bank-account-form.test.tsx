import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError } from 'shared/api';
import { BankAccountForm } from './bank-account-form';
import { type BankAccountUpdateInput } from 'features/mypage';

const saved = vi.hoisted(() => ({ bodies: [] as unknown[], failWith: null as Error | null, reauthenticated: [] as string[] }));

vi.mock('shared/auth', async (original) => ({
  ...(await original<typeof import('shared/auth')>()),
  warmUp: () => Promise.resolve(),
  reauthenticate: (password: string) => {
    saved.reauthenticated.push(password);
    return Promise.resolve();
  },
}));

vi.mock('features/mypage', async (original) => ({
  ...(await original<typeof import('features/mypage')>()),
  searchBanks: (q: string) =>
    Promise.resolve({
      banks: q.includes('ゆうちょ') ? [{ code: '9900', name: 'ゆうちょ', kana: 'ユウチヨ' }] : [{ code: '0001', name: 'みずほ', kana: 'ミズホ' }],
    }),
  searchBranches: () => Promise.resolve({ bank: { code: '0001', name: 'みずほ', kana: 'ミズホ' }, branches: [{ code: '001', name: '東京営業部', kana: 'トウキヨウ' }] }),
  saveAccount: (body: BankAccountUpdateInput) => {
    saved.bodies.push(body);
    if (saved.failWith) {
      const failure = saved.failWith;
      if (failure instanceof ApiError && failure.code === 'REAUTH_REQUIRED') saved.failWith = null; // once
      return Promise.reject(failure);
    }
    return Promise.resolve({ account: { ...body, accountType: 'ordinary', updatedAt: '2025-05-01T00:00:00.000Z' } });
  },
}));

/** An account already registered, to change. */
const REGISTERED = { bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary', accountNumber: '0001234', holderName: 'ヤマダ ハナコ', updatedAt: '2025-05-01T00:00:00.000Z' } as const;
/** Changes the registered account's number to 7654321 and presses 口座情報を保存する. */
async function changeNumberAndSave() {
  await userEvent.clear(screen.getByLabelText('口座番号'));
  await userEvent.type(screen.getByLabelText('口座番号'), '7654321');
  await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
}

afterEach(() => {
  saved.bodies.length = 0;
  saved.failWith = null;
  saved.reauthenticated.length = 0;
});

describe('BankAccountForm', () => {
  it('registers through bank and branch search, padding the number and normalising the holder name', async () => {
    const onSaved = vi.fn();
    render(<BankAccountForm initial={null} onSaved={onSaved} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'みずほ');
    await userEvent.click(await screen.findByRole('button', { name: /みずほ/ }));
    expect(screen.getByTestId('bank-picker-selected')).toHaveTextContent('みずほ（0001）');
    // The tapped result is gone: the focus is on the choice (not <body>), and 選び直す brings back the search, focused.
    expect(screen.getByText('みずほ（0001）')).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: '選び直す' }));
    expect(screen.getByLabelText('金融機関を検索')).toHaveFocus();
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'みずほ');
    await userEvent.click(await screen.findByRole('button', { name: /みずほ/ }));
    await userEvent.type(screen.getByLabelText('支店を検索'), 'とうきょう');
    await userEvent.click(await screen.findByRole('button', { name: /東京営業部/ }));
    // A new account starts as 普通預金 (most pay accounts are); it is saved as such without a tap.
    expect(screen.getByRole('radio', { name: '普通預金' })).toBeChecked();
    expect(screen.getByRole('radio', { name: '当座預金' })).not.toBeChecked();
    await userEvent.type(screen.getByLabelText('口座番号'), '1234');
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'しょうじ　きょうこ');
    expect(screen.getByTestId('holder-preview')).toHaveTextContent('銀行に登録される表記: シヨウジ キヨウコ');
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved.bodies[0]).toEqual({
      bankCode: '0001', bankName: 'みずほ', branchCode: '001', branchName: '東京営業部', accountType: 'ordinary', accountNumber: '0001234', holderName: 'シヨウジ キヨウコ',
    });
  });

  it('a name with characters banks refuse (山田 花子) shows the error and no 銀行に登録される表記; the preview comes back once it is fixed', async () => {
    render(<BankAccountForm initial={null} onSaved={vi.fn()} onCancel={() => undefined} />);
    const field = screen.getByLabelText('口座名義（カナ）');
    await userEvent.type(field, '山田 花子');
    expect(screen.getByText(/^口座名義に使えない文字が含まれています: /)).toBeInTheDocument();
    expect(screen.queryByTestId('holder-preview')).toBeNull();
    expect(screen.queryByText(/銀行に登録される表記/)).toBeNull();
    await userEvent.clear(field);
    await userEvent.type(field, 'やまだ はなこ');
    expect(screen.queryByText(/^口座名義に使えない文字が含まれています: /)).toBeNull();
    expect(screen.getByTestId('holder-preview')).toHaveTextContent('銀行に登録される表記: ヤマダ ハナコ');
  });

  it('an account number of zeros and a holder name of 「ー」 alone are refused under their fields, with no 銀行に登録される表記 「-」, and nothing is sent', async () => {
    render(<BankAccountForm initial={REGISTERED} onSaved={vi.fn()} onCancel={() => undefined} />);
    await userEvent.clear(screen.getByLabelText('口座番号'));
    await userEvent.type(screen.getByLabelText('口座番号'), '0000000');
    await userEvent.clear(screen.getByLabelText('口座名義（カナ）'));
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'ー');
    expect(screen.queryByTestId('holder-preview')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    expect(await screen.findByTestId('account-failure')).toHaveTextContent('入力内容を確認してください。');
    expect(screen.getByLabelText('口座番号')).toHaveAccessibleDescription(expect.stringContaining('口座番号が0だけになっています。通帳やキャッシュカードの口座番号を入力してください'));
    expect(screen.getByLabelText('口座名義（カナ）')).toHaveAccessibleDescription(expect.stringContaining('口座名義には通帳のとおりお名前をカナで入力してください（記号や数字だけの名義は登録できません）'));
    expect(saved.bodies).toEqual([]);
  });

  it('a bank typed by hand whose code workerapi does not find: its message stands under 金融機関コード', async () => {
    saved.failWith = new ApiError({ status: 400, key: 'DEFAULT', code: 'VALIDATION_ERROR', message: '入力内容に誤りがあります。', fields: { bankCode: ['金融機関コード0999の金融機関は見つかりません。コードを確認してください'] } });
    render(<BankAccountForm initial={REGISTERED} onSaved={vi.fn()} onCancel={() => undefined} />);
    await userEvent.click(screen.getAllByRole('button', { name: '一覧にない場合は手入力する' })[0]!);
    await userEvent.type(screen.getByLabelText('金融機関名'), '新しい銀行');
    await userEvent.type(screen.getByLabelText('金融機関コード'), '0999');
    await userEvent.type(screen.getByLabelText('支店名'), '本店');
    await userEvent.type(screen.getByLabelText('支店コード'), '001');
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await waitFor(() => expect(saved.bodies).toHaveLength(1));
    expect(await screen.findByText('金融機関コード0999の金融機関は見つかりません。コードを確認してください')).toBeInTheDocument();
    expect(screen.getByLabelText('金融機関コード')).toHaveAccessibleDescription(expect.stringContaining('見つかりません'));
    expect(screen.queryByText('金融機関コードと金融機関名が一致しません')).toBeNull();
  });

  it('Enter in a bank or branch search (the phone keyboard\'s 検索 key) searches and never submits the half-filled form', async () => {
    const onSaved = vi.fn();
    render(<BankAccountForm initial={null} onSaved={onSaved} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'みずほ{Enter}');
    await userEvent.click(await screen.findByRole('button', { name: /みずほ/ }));
    await userEvent.type(screen.getByLabelText('支店を検索'), 'とうきょう{Enter}');
    expect(await screen.findByRole('button', { name: /東京営業部/ })).toBeInTheDocument();
    expect(screen.queryByTestId('account-failure')).toBeNull();
    expect(screen.queryByText('口座番号を入力してください')).toBeNull();
    expect(saved.bodies).toEqual([]);
  });

  it('a save refused for an old sign-in (REAUTH_REQUIRED) asks for the password in place, keeps the input and saves once confirmed', async () => {
    const onSaved = vi.fn();
    render(<BankAccountForm initial={null} onSaved={onSaved} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'みずほ');
    await userEvent.click(await screen.findByRole('button', { name: /みずほ/ }));
    await userEvent.type(screen.getByLabelText('支店を検索'), 'とうきょう');
    await userEvent.click(await screen.findByRole('button', { name: /東京営業部/ }));
    await userEvent.click(screen.getByRole('radio', { name: '普通預金' }));
    await userEvent.type(screen.getByLabelText('口座番号'), '1234');
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'やまだ はなこ');
    saved.failWith = new ApiError({ status: 403, key: 'ACCESS_DENIED', code: 'REAUTH_REQUIRED', message: 'セキュリティのため、パスワードをもう一度入力してからお試しください。' });
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));

    expect(await screen.findByTestId('account-reauth')).toHaveTextContent('入力した口座情報はそのままで、確認後に保存します。');
    expect(screen.queryByRole('button', { name: '口座情報を保存する' })).toBeNull(); // the form is hidden, not gone
    await userEvent.type(screen.getByLabelText('パスワード'), 'demo1234');
    await userEvent.click(screen.getByRole('button', { name: '確認して進む' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(saved.reauthenticated).toEqual(['demo1234']);
    expect(saved.bodies).toHaveLength(2);
    expect(saved.bodies[1]).toEqual(saved.bodies[0]);
    expect(saved.bodies[1]).toMatchObject({ accountNumber: '0001234', holderName: 'ヤマダ ハナコ' });
  });

  it('names a character banks refuse as it is typed, and does not send', async () => {
    render(<BankAccountForm initial={null} onSaved={() => undefined} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'やまだ 花子');
    expect(screen.getByText(/口座名義に使えない文字が含まれています: 「花」「子」/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    expect(await screen.findByTestId('account-failure')).toHaveTextContent('入力内容を確認してください。');
    // The search shows no code field: it asks to choose a bank (and a branch), not for a code.
    expect(screen.getByText('金融機関を検索して選んでください')).toBeInTheDocument();
    expect(screen.getByText('支店を検索して選んでください')).toBeInTheDocument();
    expect(screen.queryByText('金融機関コードを入力してください')).toBeNull();
    expect(saved.bodies).toEqual([]);
  });

  it('brings the message and the first fields in error into view at each failed save (the button is at the bottom)', async () => {
    const scrolled: unknown[] = [];
    // jsdom has no layout, nor scrollIntoView: record the calls.
    Object.defineProperty(HTMLElement.prototype, 'scrollIntoView', {
      configurable: true,
      value(this: HTMLElement, options: unknown) {
        scrolled.push([this.tagName, options]);
      },
    });
    render(<BankAccountForm initial={null} onSaved={() => undefined} onCancel={() => undefined} />);
    expect(scrolled).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await screen.findByTestId('account-failure');
    await waitFor(() => expect(scrolled).toEqual([['FORM', { block: 'start', behavior: 'smooth' }]]));
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await waitFor(() => expect(scrolled).toHaveLength(2));
    delete (HTMLElement.prototype as { scrollIntoView?: unknown }).scrollIntoView;
  });

  it('ゆうちょ銀行: converts the passbook 記号・番号 to branch code and account number', async () => {
    render(<BankAccountForm initial={null} onSaved={() => undefined} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'ゆうちょ');
    await userEvent.click(await screen.findByRole('button', { name: /ゆうちょ/ }));
    await userEvent.type(screen.getByLabelText('記号'), '14030');
    await userEvent.type(screen.getByLabelText('番号'), '12345671');
    expect(screen.getByTestId('yucho-result')).toHaveTextContent('振込用: 四〇八店（店番408）・普通預金・口座番号1234567');
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'ゆうちょ たろう');
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await waitFor(() => expect(saved.bodies).toHaveLength(1));
    expect(saved.bodies[0]).toMatchObject({ bankCode: '9900', branchCode: '408', branchName: '四〇八', accountType: 'ordinary', accountNumber: '1234567', holderName: 'ユウチヨ タロウ' });
  });

  it('ゆうちょ銀行: a wrong 番号 is explained', async () => {
    render(<BankAccountForm initial={null} onSaved={() => undefined} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'ゆうちょ');
    await userEvent.click(await screen.findByRole('button', { name: /ゆうちょ/ }));
    await userEvent.type(screen.getByLabelText('記号'), '10180');
    await userEvent.type(screen.getByLabelText('番号'), '1234567');
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'たろう');
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    const lastDigit = '番号の末尾が1ではありません。記号が1で始まる通帳の番号は末尾が1です。通帳のとおり最後の数字まで入力してください';
    expect(await screen.findByText(lastDigit)).toBeInTheDocument();
    expect(screen.queryByTestId('yucho-result')).toBeNull();
    expect(saved.bodies).toEqual([]);
    // The passbook's last 1 typed: the conversion shows at once, and the last save's message about the 番号 goes.
    await userEvent.type(screen.getByLabelText('番号'), '1');
    expect(screen.getByTestId('yucho-result')).toHaveTextContent('振込用: 〇一八店（店番018）・普通預金・口座番号1234567');
    expect(screen.queryByText(lastDigit)).toBeNull();
  });

  it('ゆうちょ銀行: a 記号 whose 店番 workerapi does not know is said under 記号 (this mode shows no 支店 field), until the 記号 changes', async () => {
    saved.failWith = new ApiError({ status: 400, key: 'DEFAULT', code: 'VALIDATION_ERROR', message: '入力内容に誤りがあります。', fields: { branchCode: ['支店コード508はゆうちょに見つかりません'] } });
    render(<BankAccountForm initial={null} onSaved={() => undefined} onCancel={() => undefined} />);
    await userEvent.type(screen.getByLabelText('金融機関を検索'), 'ゆうちょ');
    await userEvent.click(await screen.findByRole('button', { name: /ゆうちょ/ }));
    await userEvent.type(screen.getByLabelText('記号'), '15080');
    await userEvent.type(screen.getByLabelText('番号'), '12345671');
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'たろう');
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    expect(await screen.findByText('この記号から変換した店番508はゆうちょ銀行にありません。通帳の記号を確認してください')).toBeInTheDocument();
    expect(screen.queryByTestId('yucho-result')).toBeNull();
    await userEvent.clear(screen.getByLabelText('記号'));
    await userEvent.type(screen.getByLabelText('記号'), '15180');
    expect(screen.queryByText(/はゆうちょ銀行にありません/)).toBeNull();
    expect(screen.getByTestId('yucho-result')).toHaveTextContent('店番518');
  });

  it('after a save with the holder name empty, a name typed then with a character banks refuse names it (not 「入力してください」)', async () => {
    render(<BankAccountForm initial={null} onSaved={() => undefined} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    expect(await screen.findByText('口座名義（カナ）を入力してください')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('口座名義（カナ）'), 'やまだ 花子');
    expect(screen.getByLabelText('口座名義（カナ）')).toHaveAccessibleDescription(expect.stringContaining('口座名義に使えない文字が含まれています: 「花」「子」'));
    expect(screen.queryByText('口座名義（カナ）を入力してください')).toBeNull();
  });

  it("keeps what was typed and shows the server's field message under its field", async () => {
    saved.failWith = new ApiError({ status: 400, key: 'DEFAULT', code: 'VALIDATION_ERROR', message: '入力内容に誤りがあります。', fields: { holderName: ['口座名義に使えない文字が含まれています: 「ヰ」'], other: ['無視'] } });
    const onSaved = vi.fn();
    render(<BankAccountForm initial={REGISTERED} onSaved={onSaved} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    expect(await screen.findByTestId('account-failure')).toHaveTextContent('入力内容に誤りがあります。');
    expect(screen.getByLabelText('口座名義（カナ）')).toHaveAccessibleDescription(expect.stringContaining('口座名義に使えない文字が含まれています: 「ヰ」'));
    expect(screen.getByLabelText('口座名義（カナ）')).toHaveValue('ヤマダ ハナコ');
    expect(screen.queryByText('無視')).toBeNull();
    expect(onSaved).not.toHaveBeenCalled();
  });

  it('a 500 on save keeps what was typed and asks for another save, not a reload (a reload of this page is refused)', async () => {
    saved.failWith = new ApiError({ status: 500, key: 'SERVER_ERROR' });
    const onSaved = vi.fn();
    render(<BankAccountForm initial={REGISTERED} onSaved={onSaved} onCancel={() => undefined} />);
    await changeNumberAndSave();
    expect(await screen.findByTestId('account-failure')).toHaveTextContent(/^サーバーで問題が発生しました。入力内容はそのままです。もう一度保存してください。$/);
    expect(screen.queryByText(/ページを更新/)).toBeNull();
    expect(screen.getByLabelText('口座番号')).toHaveValue('7654321');
    expect(onSaved).not.toHaveBeenCalled();

    saved.failWith = null;
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(saved.bodies).toHaveLength(2);
    expect(saved.bodies[1]).toMatchObject({ accountNumber: '7654321', holderName: 'ヤマダ ハナコ' });
  });

  it('a save that failed offline: once the connection is back the error gives way to 「口座情報を保存する」 again, nothing sent by itself', async () => {
    saved.failWith = new ApiError({ status: null, key: 'NETWORK_ERROR' });
    const onSaved = vi.fn();
    render(<BankAccountForm initial={REGISTERED} onSaved={onSaved} onCancel={() => undefined} />);
    await changeNumberAndSave();
    expect(await screen.findByTestId('account-failure')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');

    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('account-failure')).toBeNull();
    expect(screen.getByTestId('account-online-again')).toHaveTextContent(/^接続が戻りました。口座情報はまだ保存されていません。入力内容はそのまま残っているので、「口座情報を保存する」を押してください。$/);
    expect(saved.bodies).toHaveLength(1);
    expect(screen.getByLabelText('口座番号')).toHaveValue('7654321');

    saved.failWith = null;
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalledTimes(1));
    expect(screen.queryByTestId('account-online-again')).toBeNull();
    expect(saved.bodies[1]).toMatchObject({ accountNumber: '7654321' });
  });

  it('a save refused by the server keeps its message when the connection events come', async () => {
    saved.failWith = new ApiError({ status: 500, key: 'SERVER_ERROR' });
    render(<BankAccountForm initial={REGISTERED} onSaved={() => undefined} onCancel={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: '口座情報を保存する' }));
    await screen.findByTestId('account-failure');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByTestId('account-failure')).toHaveTextContent('サーバーで問題が発生しました。');
    expect(screen.queryByTestId('account-online-again')).toBeNull();
  });
});

