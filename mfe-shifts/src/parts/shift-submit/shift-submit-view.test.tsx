import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter } from 'shared/router';
import type { ShiftsResponse } from 'features/shifts';
import { draftKey } from './draft-storage';
import { ShiftSubmitView } from './shift-submit-view';
import { shiftAnswersVersion, SHIFT_API_MESSAGES, type ShiftAnswer, type SubmitShiftsRequest, type SubmitShiftsResponse } from 'features/shifts';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({
  calls: [] as { body: SubmitShiftsRequest; key: string | undefined }[],
  next: (): Promise<unknown> => Promise.reject(new Error('not scripted')),
}));
vi.mock('features/shifts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/shifts')>();
  return {
    ...actual,
    submitShifts: (body: SubmitShiftsRequest, options: { idempotencyKey?: string } = {}) => {
      api.calls.push({ body, key: options.idempotencyKey });
      return api.next();
    },
  };
});

const JUNE = '6f1e5d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const MAY = '0b7e1d1c-8a7b-4c3d-9e2f-1a2b3c4d5e6f';
const NOW = new Date('2025-05-20T03:00:00Z'); // 2025-05-20 12:00 JST
const holidays = new Map([['2025-05-05', 'こどもの日']]);

function data(overrides: Partial<ShiftsResponse> = {}): ShiftsResponse {
  return {
    today: '2025-05-20',
    periods: [
      { id: MAY, title: '2025年5月分', startsOn: '2025-05-01', endsOn: '2025-05-31', deadlineAt: '2025-04-30T14:59:59.000Z', isOpen: false },
      { id: JUNE, title: '2025年6月分', startsOn: '2025-06-01', endsOn: '2025-06-30', deadlineAt: '2025-05-31T14:59:59.000Z', isOpen: true },
    ],
    answers: [
      { id: 'm1', periodId: MAY, date: '2025-05-12', answer: 'sankaku', note: '午前のみ', startTime: '09:00', endTime: '12:00', submittedAt: '2025-04-28T00:00:00.000Z', updatedAt: '2025-04-28T00:00:00.000Z', editable: false },
    ],
    confirmed: [],
    submissions: [],
    ...overrides,
  };
}

function view(d: ShiftsResponse, onSubmitted: (r: SubmitShiftsResponse) => void, path: string, onReload: () => void) {
  return (
    <MemoryRouter initialEntries={[path]}>
      <ShiftSubmitView data={d} holidays={holidays} workerId="w1" now={NOW} onSubmitted={onSubmitted} onReload={onReload} />
    </MemoryRouter>
  );
}

function renderView(d: ShiftsResponse = data(), onSubmitted: (r: SubmitShiftsResponse) => void = () => undefined, path = '/mypage/shift-submit', onReload: () => void = () => undefined) {
  const rendered = render(view(d, onSubmitted, path, onReload));
  return { ...rendered, show: (next: ShiftsResponse) => rendered.rerender(view(next, onSubmitted, path, onReload)) };
}

const dayButton = (date: string) => {
  const button = document.querySelector<HTMLButtonElement>(`.shift-calendar [data-date="${date}"]`);
  if (!button) throw new Error(`no day ${date}`);
  return button;
};

beforeEach(() => {
  api.calls = [];
  api.next = () => Promise.reject(new Error('not scripted'));
  // Each test starts without a draft: one that stopped half-way must not hand its answers to the next.
  window.localStorage.clear();
});

// A whole month clicked and typed through jsdom: ~1.5 s alone, over vitest's 5 s default on a loaded 2-core CI
// machine running the other packages' suites beside it (it timed out at 5.2 s once).
const LONG_INTERACTION_MS = 20_000;

/** Opens the form, answers 6月2日 ○ and presses 提出する (what api.next answers is the test's). */
async function submitOneDay(user: ReturnType<typeof userEvent.setup>): Promise<void> {
  renderView();
  await user.click(dayButton('2025-06-02'));
  await user.click(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '○ 勤務可' }));
  await user.click(screen.getByRole('button', { name: '提出する' }));
}

describe('ShiftSubmitView', () => {
  it('shows the open period with its deadline and time left, a Japanese calendar and answers in words', () => {
    renderView();
    expect(screen.getByRole('heading', { name: /2025年6月分/ })).toHaveTextContent('受付中');
    expect(screen.getByTestId('shift-deadline')).toHaveTextContent('5月31日(土) 23:59');
    // a narrow screen breaks between the day and the time only; the space is between the two unbreakable parts (at
    // the end of an inline-block it would not be shown: 5月31日(土)23:59)
    expect([...screen.getByTestId('shift-deadline').querySelectorAll('.ui-phrase')].map((p) => p.textContent)).toEqual(['5月31日(土)', '23:59']);
    // The period's dates each whole: a narrow screen wraps after 〜, not inside a date.
    const range = screen.getByText('提出期間', { selector: 'dt' }).nextElementSibling;
    expect([...(range?.children ?? [])].map((date) => date.textContent)).toEqual(['6月1日(日)〜', '6月30日(月)']);
    expect(screen.getByTestId('shift-time-left')).toHaveTextContent('締切まであと11日11時間');
    expect(screen.getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    expect(dayButton('2025-06-01')).toHaveAccessibleName('6月1日(日) 未回答');
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 0 / 30日');
  });

  it('quick fills answer the month; △ takes a note; 提出する sends the editable days and shows the receipt', async () => {
    const user = userEvent.setup();
    const submitted: SubmitShiftsResponse[] = [];
    api.next = () => Promise.resolve({
      submission: { id: 's1', periodId: JUNE, submittedAt: '2025-05-20T03:01:00.000Z', days: 30 },
      answers: [],
    });
    renderView(data(), (r) => submitted.push(r));

    await user.click(screen.getByRole('button', { name: '平日をすべて○' }));
    expect(screen.getByText('21日分を入力しました。')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '土日・祝日をすべて×' }));
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 30 / 30日');
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) ○ 勤務可');
    expect(dayButton('2025-06-07')).toHaveAccessibleName('6月7日(土) × 勤務不可');

    await user.click(dayButton('2025-06-03'));
    const editor = screen.getByTestId('shift-day-editor');
    await user.click(within(editor).getByRole('radio', { name: '△ 要相談' }));
    await user.type(within(editor).getByLabelText('メモ（△のときの条件）'), '午前のみ');
    expect(dayButton('2025-06-03')).toHaveAccessibleName('6月3日(火) △ 要相談');
    expect(window.localStorage.getItem(draftKey('w1', JUNE))).toContain('午前のみ');

    await user.click(screen.getByRole('button', { name: '提出する' }));
    expect(await screen.findByTestId('shift-receipt')).toHaveTextContent('5月20日(火) 12:01に30日分の回答を提出しました。');
    expect(api.calls).toHaveLength(1);
    expect(api.calls[0]?.body.answers).toHaveLength(30);
    expect(api.calls[0]?.body.answers.find((a) => a.date === '2025-06-03')).toEqual({ date: '2025-06-03', answer: 'sankaku', note: '午前のみ', startTime: null, endTime: null });
    expect(window.localStorage.getItem(draftKey('w1', JUNE))).toBeNull();
    expect(submitted).toHaveLength(1);
  }, LONG_INTERACTION_MS);

  it('a failed submission keeps everything typed; sending the same answers again reuses the Idempotency-Key', async () => {
    const user = userEvent.setup();
    api.next = () => Promise.reject(new ApiError({ status: 503, key: 'SERVER_ERROR' }));
    await submitOneDay(user);
    expect(await screen.findByTestId('shift-submit-error')).toHaveTextContent('サーバーで問題が発生しました。ページを更新しもう一度お試しください。 入力内容はこの端末に保存されています。');
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) ○ 勤務可');

    await user.click(screen.getByRole('button', { name: '提出する' }));
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1]?.key).toBe(api.calls[0]?.key);
    expect(api.calls[0]?.key).toBeTruthy();
  });

  it('submitted offline: when the connection returns the error gives way to 提出する again, and nothing is sent by itself', async () => {
    const user = userEvent.setup();
    api.next = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    await submitOneDay(user);
    expect(await screen.findByTestId('shift-submit-error')).toHaveTextContent('ネットワークエラーが発生しました。接続を確認してください。');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.queryByTestId('shift-submit-error')).toBeNull();
    expect(screen.getByTestId('shift-online-again')).toHaveTextContent('接続が戻りました。回答はまだ提出されていません。入力内容はそのまま残っているので、「提出する」を押してください。');
    expect(api.calls).toHaveLength(1);
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) ○ 勤務可');

    api.next = () => Promise.resolve({ submission: { id: 's1', periodId: JUNE, submittedAt: '2025-05-20T03:01:00.000Z', days: 1 }, answers: [] });
    await user.click(screen.getByRole('button', { name: '提出する' }));
    expect(await screen.findByTestId('shift-receipt')).toBeVisible();
    expect(screen.queryByTestId('shift-online-again')).toBeNull();
    expect(api.calls[1]?.key).toBe(api.calls[0]?.key); // the same attempt: no second submission if the first one landed
  });

  it('offline again soon after the connection returned: a second failed submission keeps its error (not 接続が戻りました)', async () => {
    const user = userEvent.setup();
    api.next = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    await submitOneDay(user);
    await screen.findByTestId('shift-submit-error');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByTestId('shift-online-again')).toBeVisible();

    // The hook tries a failure within 10 s of a reconnection again 2 s later; the phone is offline again by then.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'performance'] });
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    try {
      fireEvent.click(screen.getByRole('button', { name: '提出する' }));
      await vi.waitFor(() => expect(screen.getByTestId('shift-submit-error')).toHaveTextContent('ネットワークエラーが発生しました。'));
      act(() => { vi.advanceTimersByTime(5_000); });
      expect(screen.getByTestId('shift-submit-error')).toBeVisible();
      expect(screen.queryByTestId('shift-online-again')).toBeNull();
    } finally {
      vi.restoreAllMocks();
      vi.useRealTimers();
    }
  });

  it('a submission refused by the server keeps its error when the connection events come', async () => {
    const user = userEvent.setup();
    api.next = () => Promise.reject(new ApiError({ status: 503, key: 'SERVER_ERROR' }));
    await submitOneDay(user);
    await screen.findByTestId('shift-submit-error');
    act(() => { window.dispatchEvent(new Event('online')); });
    expect(screen.getByTestId('shift-submit-error')).toBeVisible();
    expect(screen.queryByTestId('shift-online-again')).toBeNull();
  });

  it('answers changed in another tab since: says so, loads the latest on request and keeps the edits on top of them', async () => {
    const user = userEvent.setup();
    const june = (id: string, date: string, answer: ShiftAnswer['answer'], updatedAt: string): ShiftAnswer => ({
      id, periodId: JUNE, date, answer, note: null, startTime: null, endTime: null, submittedAt: updatedAt, updatedAt, editable: true,
    });
    const loaded = data({ answers: [june('j2', '2025-06-02', 'maru', '2025-05-19T00:00:00.000Z'), june('j3', '2025-06-03', 'maru', '2025-05-19T00:00:00.000Z')] });
    let reloads = 0;
    api.next = () => Promise.reject(new ApiError({ status: 409, key: 'DEFAULT', code: 'SHIFT_ANSWERS_CHANGED', message: SHIFT_API_MESSAGES.SHIFT_ANSWERS_CHANGED }));
    const { show } = renderView(loaded, undefined, '/mypage/shift-submit', () => { reloads += 1; });

    await user.click(dayButton('2025-06-02'));
    await user.click(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '△ 要相談' }));
    await user.click(screen.getByRole('button', { name: '提出する' }));
    expect(api.calls[0]?.body.basedOn).toBe(shiftAnswersVersion(loaded.answers));
    expect(await screen.findByTestId('shift-submit-error')).toHaveTextContent(SHIFT_API_MESSAGES.SHIFT_ANSWERS_CHANGED);
    await user.click(screen.getByRole('button', { name: '最新の回答を読み込む' }));
    expect(reloads).toBe(1);
    expect(window.localStorage.getItem(draftKey('w1', JUNE))).toContain('sankaku');

    // The other tab had made 6/3 ×: the latest answers show it, with this tab's △ on 6/2 still there.
    const latest = data({ answers: [june('j2', '2025-06-02', 'maru', '2025-05-19T00:00:00.000Z'), june('j3', '2025-06-03', 'batsu', '2025-05-20T02:00:00.000Z')] });
    show(latest);
    expect(await screen.findByTestId('shift-reloaded')).toHaveTextContent('最新の回答を読み込みました。入力中の内容はそのまま残っています。');
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) △ 要相談');
    expect(dayButton('2025-06-03')).toHaveAccessibleName('6月3日(火) × 勤務不可');
    api.next = () => Promise.resolve({ submission: { id: 's2', periodId: JUNE, submittedAt: '2025-05-20T03:01:00.000Z', days: 2 }, answers: [] });
    await user.click(screen.getByRole('button', { name: '提出する' }));
    expect(await screen.findByTestId('shift-receipt')).toBeInTheDocument();
    expect(api.calls[1]?.body.basedOn).toBe(shiftAnswersVersion(latest.answers));
    expect(api.calls[1]?.body.answers.map((a) => [a.date, a.answer])).toEqual([['2025-06-02', 'sankaku'], ['2025-06-03', 'batsu']]);
  });

  it('a submission the server finds past the deadline (this phone\'s clock late) closes the form and does not say to try again', async () => {
    const user = userEvent.setup();
    api.next = () => Promise.reject(new ApiError({ status: 422, key: 'DEFAULT', code: 'SHIFT_PERIOD_CLOSED', message: SHIFT_API_MESSAGES.SHIFT_PERIOD_CLOSED }));
    await submitOneDay(user);
    expect(await screen.findByTestId('shift-submit-error')).toHaveTextContent(/^提出期限を過ぎているため、この期間のシフトは変更できません。$/);
    expect(screen.getByTestId('shift-period-status')).toHaveTextContent('締切済み');
    expect(screen.getByTestId('shift-closed-notice')).toHaveTextContent('提出期限を過ぎたため、この期間の回答は変更できません。 締切までに提出されなかった変更は送信されていません。');
    expect(screen.queryByRole('button', { name: '提出する' })).toBeNull();
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) 未回答');
    // The whole screen says closed, not the phone's clock: the time left and the period picker too, also after
    // switching to another period and back.
    expect(screen.getByTestId('shift-time-left')).toHaveTextContent(/^締切済み$/);
    const picker = screen.getByRole('combobox', { name: '提出期間' });
    expect(within(picker).getByRole('option', { name: '2025年6月分（締切済み）' })).toBeInTheDocument();
    await user.selectOptions(picker, MAY);
    await user.selectOptions(screen.getByRole('combobox', { name: '提出期間' }), JUNE);
    expect(screen.getByTestId('shift-period-status')).toHaveTextContent('締切済み');
    expect(screen.getByTestId('shift-time-left')).toHaveTextContent(/^締切済み$/);
  });

  it('restores an unsent draft after a reload, and can discard it', async () => {
    const user = userEvent.setup();
    const first = renderView();
    await user.click(screen.getByRole('button', { name: '平日をすべて○' }));
    first.unmount();

    renderView();
    expect(screen.getByTestId('shift-draft-restored')).toHaveTextContent('前回の入力内容を復元しました。');
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 21 / 30日');
    await user.click(screen.getByRole('button', { name: '入力内容を破棄' }));
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 0 / 30日');
    expect(window.localStorage.getItem(draftKey('w1', JUNE))).toBeNull();
  });

  it('another tab editing the same month: its draft is shown here too, not written back; submitted there, this tab loads the latest', async () => {
    const user = userEvent.setup();
    let reloads = 0;
    renderView(data(), () => undefined, '/mypage/shift-submit', () => { reloads += 1; });
    await user.click(screen.getByRole('button', { name: '平日をすべて○' }));
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 21 / 30日');

    // the other tab answers only 6/2 (it started from the same empty month) and saves its draft
    const key = draftKey('w1', JUNE);
    const theirs = JSON.stringify({ version: 1, workerId: 'w1', periodId: JUNE, savedAt: '2025-05-20T03:05:00.000Z', changes: { '2025-06-02': { answer: 'batsu', note: '', startTime: '', endTime: '' } } });
    window.localStorage.setItem(key, theirs);
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key, newValue: theirs, storageArea: window.localStorage })); });
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 1 / 30日');
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) × 勤務不可');
    // adopted, not written back (a write carries its time and would bounce between the tabs)
    expect(window.localStorage.getItem(key)).toBe(theirs);

    // the other tab submitted: its draft is gone; this tab drops the edits and loads the latest answers
    window.localStorage.removeItem(key);
    act(() => { window.dispatchEvent(new StorageEvent('storage', { key, newValue: null, storageArea: window.localStorage })); });
    expect(screen.getByTestId('shift-answered-count')).toHaveTextContent('回答済み 0 / 30日');
    expect(reloads).toBe(1);
    expect(window.localStorage.getItem(key)).toBeNull();
  });

  it('shows mistakes on their day before any request', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(dayButton('2025-06-04'));
    const editor = screen.getByTestId('shift-day-editor');
    await user.click(within(editor).getByRole('radio', { name: '△ 要相談' }));
    await user.type(within(editor).getByLabelText('開始時刻'), '13:00');
    await user.click(screen.getByRole('button', { name: '提出する' }));
    // The message names what the worker sees on the day (its 「!」) and what a screen reader hears (要確認).
    expect(screen.getByTestId('shift-submit-error')).toHaveTextContent('入力内容に誤りがあります。「!」の付いた日（要確認）を確認してください。');
    expect(dayButton('2025-06-04')).toHaveTextContent(/^4△!$/);
    expect(dayButton('2025-06-04')).toHaveAccessibleName('6月4日(水) △ 要相談 要確認');
    expect(within(screen.getByTestId('shift-day-editor')).getByText('開始時刻と終了時刻は両方入力してください')).toBeInTheDocument();
    expect(api.calls).toEqual([]);
  });

  it('次の日へ by keyboard: the next day\'s answer takes the focus (the pressed button went with the day it belonged to)', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(dayButton('2025-06-04'));
    await user.click(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '△ 要相談' }));
    await user.click(dayButton('2025-06-03'));
    // Choosing a day in the calendar leaves the focus on that day.
    expect(document.activeElement).toBe(dayButton('2025-06-03'));
    within(screen.getByTestId('shift-day-editor')).getByRole('button', { name: '次の日へ' }).focus();
    await user.keyboard('{Enter}');
    let editor = screen.getByTestId('shift-day-editor');
    expect(editor).toHaveAccessibleName('6月4日(水)の回答');
    expect(document.activeElement).toBe(within(editor).getByRole('radio', { name: '△ 要相談' }));
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(document.activeElement).toHaveAccessibleName('次の日へ');
    await user.keyboard('{Enter}');
    editor = screen.getByTestId('shift-day-editor');
    expect(editor).toHaveAccessibleName('6月5日(木)の回答');
    expect(document.activeElement).toBe(within(editor).getByRole('radio', { name: '○ 勤務可' }));
  });

  it('a period past its deadline is read-only: no quick fills, no 提出する, answers locked', async () => {
    const user = userEvent.setup();
    renderView(data(), undefined, `/mypage/shift-submit?period=${MAY}`);
    expect(screen.getByTestId('shift-period-status')).toHaveTextContent('締切済み');
    expect(screen.getByTestId('shift-closed-notice')).toHaveTextContent('提出期限を過ぎたため、この期間の回答は変更できません。');
    expect(screen.queryByRole('button', { name: '提出する' })).toBeNull();
    expect(screen.queryByRole('button', { name: '平日をすべて○' })).toBeNull();
    expect(dayButton('2025-05-05')).toHaveAccessibleName('5月5日(月) 祝日 こどもの日 未回答');
    await user.click(dayButton('2025-05-12'));
    expect(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '△ 要相談' })).toBeChecked();
    expect(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '○ 勤務可' })).toBeDisabled();
  });

  it('a quick fill says how many answers it replaced and 元に戻す brings them back; the next change ends the undo', async () => {
    const user = userEvent.setup();
    renderView(data());
    await user.click(dayButton('2025-06-03'));
    await user.click(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '△ 要相談' }));
    expect(dayButton('2025-06-03')).toHaveAccessibleName('6月3日(火) △ 要相談');

    await user.click(screen.getByRole('button', { name: '平日をすべて○' }));
    expect(screen.getByText('21日分を入力しました（入力済みの1日を上書き）。')).toBeInTheDocument();
    expect(dayButton('2025-06-03')).toHaveAccessibleName('6月3日(火) ○ 勤務可');
    await user.click(screen.getByRole('button', { name: '元に戻す' }));
    expect(screen.getByText('まとめて入力する前の回答に戻しました。')).toBeInTheDocument();
    expect(dayButton('2025-06-03')).toHaveAccessibleName('6月3日(火) △ 要相談');
    expect(dayButton('2025-06-02')).toHaveAccessibleName('6月2日(月) 未回答');
    expect(screen.queryByRole('button', { name: '元に戻す' })).toBeNull();

    await user.click(screen.getByRole('button', { name: '土日・祝日をすべて×' }));
    await user.click(dayButton('2025-06-07'));
    await user.click(within(screen.getByTestId('shift-day-editor')).getByRole('radio', { name: '○ 勤務可' }));
    expect(screen.queryByRole('button', { name: '元に戻す' })).toBeNull();
  });

  it('copies the previous period by weekday', async () => {
    const user = userEvent.setup();
    renderView();
    await user.click(screen.getByRole('button', { name: '前回の回答をコピー' }));
    // 5/12 was the 2nd Monday of May (△ 午前のみ) → 6/9 is the 2nd Monday of June.
    expect(dayButton('2025-06-09')).toHaveAccessibleName('6月9日(月) △ 要相談');
    expect(screen.getByText('1日分を入力しました。')).toBeInTheDocument();
  });
});
