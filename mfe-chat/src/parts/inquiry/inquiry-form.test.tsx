import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { signedInForEachTest, TEST_WORKER } from '../test-session';
import { hasInquiryDraft, InquiryForm } from './inquiry-form';
import { inquiryDraftKey } from '../chat/drafts';
import { summary } from '../test-data';

const created = vi.hoisted(() => ({ bodies: [] as unknown[], answer: (): Promise<unknown> => new Promise(() => undefined), reservations: [] as unknown[], past: [] as unknown[], pastNext: null as string | null }));

vi.mock('features/chat', async (original) => ({
  ...(await original<typeof import('features/chat')>()),
  getReservations: (tab: string) =>
    Promise.resolve({ reservations: tab === 'upcoming' ? created.reservations : tab === 'past' ? created.past : [], nextCursor: tab === 'past' ? created.pastNext : null, counts: { requests: 0, upcoming: 0, past: 0 } }),
  createInquiry: (body: unknown) => {
    created.bodies.push(body);
    return created.answer();
  },
}));

describe('InquiryForm: the subject and body lengths as they are typed', () => {
  it('counts from 80 characters (subject) and 1600 (body), says it is too long at once, keeps every character and does not send', async () => {
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    const subject = screen.getByLabelText(/件名/);
    fireEvent.change(subject, { target: { value: 'あ'.repeat(79) } });
    expect(screen.queryByText('79 / 100')).not.toBeInTheDocument();
    fireEvent.change(subject, { target: { value: 'あ'.repeat(80) } });
    expect(screen.getByText('80 / 100')).toBeInTheDocument();
    fireEvent.change(subject, { target: { value: 'あ'.repeat(101) } });
    expect(screen.getByText('101 / 100')).toBeInTheDocument();
    expect(screen.getByText('件名は100文字以内で入力してください')).toBeInTheDocument();
    expect(subject).toHaveValue('あ'.repeat(101));

    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: 'い'.repeat(1599) } });
    expect(screen.queryByText('1599 / 2000')).not.toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: 'い'.repeat(2001) } });
    expect(screen.getByText('2001 / 2000')).toBeInTheDocument();
    expect(screen.getByText('内容は2000文字以内で入力してください')).toBeInTheDocument();

    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(created.bodies).toEqual([]);
  });
});

describe('InquiryForm: required fields', () => {
  it('marks カテゴリ 必須 like 件名 and 内容', () => {
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    for (const name of [/カテゴリ/, /件名/, /内容/]) {
      const field = screen.getByLabelText(name);
      expect(field).toHaveAttribute('aria-required', 'true');
      expect(document.querySelector(`label[for="${field.id}"]`)).toHaveTextContent('必須');
    }
    // Each is named by its label alone; the badge is seen, aria-required says it.
    expect(screen.getByRole('combobox', { name: 'カテゴリ' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: '件名' })).toBeInTheDocument();
  });

  it('an empty submit moves the focus to カテゴリ, the first field with an error, and sends nothing', async () => {
    created.bodies.length = 0;
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(screen.getByText('カテゴリを選択してください')).toBeInTheDocument();
    expect(screen.getByLabelText(/カテゴリ/)).toHaveFocus();
    expect(screen.getByLabelText(/カテゴリ/)).toHaveAttribute('aria-invalid', 'true');
    expect(created.bodies).toEqual([]);
  });

  it('with a category chosen, the focus goes to 件名; and again on a second refused submit', async () => {
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリ/), screen.getAllByRole('option')[1] ?? '');
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(screen.getByLabelText(/件名/)).toHaveFocus();
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(screen.getByLabelText(/件名/)).toHaveFocus();
  });
});

describe('InquiryForm: what a submit said, after the worker corrects it', () => {
  it('a field changed after a refused submit no longer shows its error (内容は2000文字以内… stayed under a 2-character body)', async () => {
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(screen.getByText('カテゴリを選択してください')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリ/), screen.getAllByRole('option')[1] ?? '');
    expect(screen.queryByText('カテゴリを選択してください')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/カテゴリ/)).not.toHaveAttribute('aria-invalid');
    // The other fields keep theirs until they are changed.
    expect(screen.getByText('件名を入力してください')).toBeInTheDocument();

    fireEvent.change(screen.getByLabelText(/件名/), { target: { value: '振込日' } });
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: 'い'.repeat(2001) } });
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(screen.getByText('内容は2000文字以内で入力してください')).toBeInTheDocument();
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: '本文' } });
    expect(screen.queryByText('内容は2000文字以内で入力してください')).not.toBeInTheDocument();
    expect(screen.queryByText('件名を入力してください')).not.toBeInTheDocument();
  });

  it('a retry after a failed submit keeps the failure shown until it is answered (the form does not shrink under a double tap)', async () => {
    created.bodies.length = 0;
    created.answer = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリ/), screen.getAllByRole('option')[1] ?? '');
    fireEvent.change(screen.getByLabelText(/件名/), { target: { value: '振込日' } });
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: '本文' } });
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    const failure = await screen.findByText(/送信できませんでした|ネットワークエラー/);
    created.answer = () => new Promise(() => undefined);
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(created.bodies).toHaveLength(2);
    // It was removed as the retry started: everything under it (送信する, the list) moved up under the finger.
    expect(failure).toBeInTheDocument();
  });
});

describe('InquiryForm: 関連する予約', () => {
  it('each reservation reads its status, so a confirmed one and the expired request of the same time and customer differ', async () => {
    created.reservations = [
      summary({ id: '33333333-3333-4333-8333-333333333333', status: 'confirmed', marginFixed: true }),
      summary({ id: '44444444-4444-4444-8444-444444444444', answerDeadline: new Date(Date.now() - 60_000).toISOString() }),
    ];
    try {
      render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
      const select = await screen.findByLabelText('関連する予約（任意）');
      const options = [...select.querySelectorAll('option')].map((o) => o.textContent);
      expect(options[0]).toBe('なし');
      expect(options[1]).toMatch(/ 佐藤 美咲 様（確定）$/);
      expect(options[2]).toMatch(/ 佐藤 美咲 様（期限切れ）$/);
      expect(options[1]!.replace('（確定）', '')).toBe(options[2]!.replace('（期限切れ）', ''));
    } finally {
      created.reservations = [];
    }
  });
});

describe('InquiryForm: 関連する予約 offers the newest past reservations only', () => {
  it('with more past ones than offered, it says from when, and how to name an older one', async () => {
    created.past = [summary({ id: '55555555-5555-4555-8555-555555555555', status: 'completed', marginFixed: true, startsAt: '2026-10-09T06:00:00.000Z', endsAt: '2026-10-09T08:00:00.000Z' })];
    created.pastNext = 'cursor-2';
    try {
      render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
      const select = await screen.findByLabelText('関連する予約（任意）');
      expect(select).toHaveAccessibleDescription(/^選べる過去の予約は(2026年)?10月9日\(金\)までです。それより前の予約については、内容に日時とお客様名を書いてください。$/);
    } finally {
      created.past = [];
      created.pastNext = null;
    }
  });

  it('with every past one offered, no such note', async () => {
    created.past = [summary({ id: '55555555-5555-4555-8555-555555555555', status: 'completed', marginFixed: true })];
    try {
      render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
      await screen.findByLabelText('関連する予約（任意）');
      expect(screen.queryByTestId('inquiry-reservation-older')).toBeNull();
    } finally {
      created.past = [];
    }
  });
});

describe('InquiryForm: what was typed is kept on the phone until it is sent', () => {
  const KEY = inquiryDraftKey(TEST_WORKER.id);
  signedInForEachTest();

  async function type() {
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリ/), screen.getAllByRole('option')[1] ?? '');
    fireEvent.change(screen.getByLabelText(/件名/), { target: { value: '振込日について' } });
    fireEvent.change(screen.getByLabelText(/内容/), { target: { value: '11月分の振込日を教えてください。' } });
  }

  it('leaving the page (or a reload) and coming back: the fields are there, said so, and the list opens the form with them', async () => {
    const first = render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await type();
    first.unmount();
    expect(localStorage.getItem(KEY)).toContain('振込日について');
    expect(hasInquiryDraft('w1')).toBe(true);
    expect(hasInquiryDraft('w2')).toBe(false);

    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    expect(screen.getByTestId('inquiry-draft-restored')).toHaveTextContent('前回の入力内容を復元しました。送信するまで運営事務局には届きません。');
    expect(screen.getByLabelText(/件名/)).toHaveValue('振込日について');
    expect(screen.getByLabelText(/内容/)).toHaveValue('11月分の振込日を教えてください。');
  });

  it('a submit whose answer was lost, sent again after a reload, goes with the same client id (stored once)', async () => {
    created.bodies.length = 0;
    created.answer = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    const first = render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await type();
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    await screen.findByText(/送信できませんでした/);
    first.unmount();

    render(<InquiryForm onCreated={() => undefined} onCancel={() => undefined} />);
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    expect(created.bodies).toHaveLength(2);
    expect((created.bodies[1] as { clientId: string }).clientId).toBe((created.bodies[0] as { clientId: string }).clientId);
  });

  it('sent, or キャンセル: nothing is kept', async () => {
    created.answer = () => Promise.resolve({ inquiry: { id: 'i1' } });
    const onCreated = vi.fn();
    render(<InquiryForm onCreated={onCreated} onCancel={() => undefined} />);
    await type();
    await userEvent.click(screen.getByTestId('inquiry-submit'));
    await vi.waitFor(() => expect(onCreated).toHaveBeenCalled());
    expect(localStorage.getItem(KEY)).toBeNull();
    cleanup();

    const onCancel = vi.fn();
    render(<InquiryForm onCreated={() => undefined} onCancel={onCancel} />);
    await type();
    expect(localStorage.getItem(KEY)).not.toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    // Typed words are asked about first; 破棄する throws them away.
    const dialog = screen.getByRole('alertdialog', { name: '入力内容を破棄しますか？' });
    expect(dialog).toHaveTextContent('入力した件名と内容は削除され、元に戻せません。');
    expect(onCancel).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: '破棄する' }));
    expect(onCancel).toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBeNull();
  });

  it('キャンセル with a subject or body typed asks first; its キャンセル keeps the form and the draft', async () => {
    const onCancel = vi.fn();
    render(<InquiryForm onCreated={() => undefined} onCancel={onCancel} />);
    await type();
    const formCancel = screen.getByRole('button', { name: 'キャンセル' });
    await userEvent.click(formCancel);
    const dialog = screen.getByRole('alertdialog', { name: '入力内容を破棄しますか？' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).not.toHaveBeenCalled();
    expect(screen.getByLabelText(/件名/)).toHaveValue('振込日について');
    expect(localStorage.getItem(KEY)).toContain('振込日について');
    expect(formCancel).toHaveFocus();
  });

  it('キャンセル on a form with nothing typed (a category alone) closes it at once', async () => {
    const onCancel = vi.fn();
    render(<InquiryForm onCreated={() => undefined} onCancel={onCancel} />);
    await userEvent.selectOptions(screen.getByLabelText(/カテゴリ/), screen.getAllByRole('option')[1] ?? '');
    fireEvent.change(screen.getByLabelText(/件名/), { target: { value: '   ' } });
    await userEvent.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(onCancel).toHaveBeenCalled();
    expect(localStorage.getItem(KEY)).toBeNull();
  });
});
