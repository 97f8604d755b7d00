import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter } from 'shared/router';
import type { ShiftsResponse } from 'features/shifts';
import { buildShiftList } from './list-model';
import { ShiftListView } from './shift-list-view';

// A plain stub (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({
  deleted: [] as string[],
  next: (): Promise<unknown> => Promise.resolve({}),
}));
vi.mock('features/shifts', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/shifts')>();
  return {
    ...actual,
    deleteShift: (id: string) => {
      api.deleted.push(id);
      return api.next();
    },
  };
});

const answer = (id: string, date: string, over: Partial<ShiftsResponse['answers'][number]> = {}): ShiftsResponse['answers'][number] => ({
  id, periodId: 'p', date, answer: 'maru', note: null, startTime: null, endTime: null,
  submittedAt: '2025-05-01T00:00:00.000Z', updatedAt: '2025-05-01T00:00:00.000Z', editable: true, ...over,
});

const DATA: Pick<ShiftsResponse, 'answers' | 'confirmed'> = {
  answers: [
    answer('past', '2025-05-18', { answer: 'batsu', editable: false }),
    answer('today', '2025-05-20', { editable: false }),
    answer('june', '2025-06-03', { answer: 'sankaku', note: '午前のみ', startTime: '09:00', endTime: '12:00' }),
  ],
  confirmed: [{ id: 'c1', date: '2025-05-20', startTime: '09:00', endTime: '18:00', place: '渋谷店', description: 'ホールスタッフ' }],
};

function Harness({ initial }: { initial: Pick<ShiftsResponse, 'answers' | 'confirmed'> }) {
  const [data, setData] = useState(initial);
  return (
    <MemoryRouter>
      <ShiftListView data={data} today="2025-05-20" onDeleted={(id) => setData((d) => ({ ...d, answers: d.answers.filter((a) => a.id !== id) }))} />
    </MemoryRouter>
  );
}

beforeEach(() => {
  api.deleted = [];
  api.next = () => Promise.resolve({ deleted: { id: 'x' } });
});

describe('buildShiftList', () => {
  it('puts upcoming days first (soonest first), then past ones (latest first), grouped by month', () => {
    const list = buildShiftList(DATA, '2025-05-20');
    expect(list.upcoming.map((m) => [m.month, m.days.map((d) => d.date)])).toEqual([
      ['2025-05', ['2025-05-20']],
      ['2025-06', ['2025-06-03']],
    ]);
    expect(list.upcoming[0]?.days[0]?.items.map((i) => i.kind)).toEqual(['confirmed', 'answer']);
    expect(list.past.map((m) => m.days.map((d) => d.date))).toEqual([['2025-05-18']]);
  });
});

describe('ShiftListView', () => {
  it('marks today, shows confirmed shifts without delete and answers in words', () => {
    render(<Harness initial={DATA} />);
    const today = document.querySelector('[data-date="2025-05-20"]');
    if (!(today instanceof HTMLElement)) throw new Error('today missing');
    expect(today).toHaveAttribute('aria-current', 'date');
    expect(today).toHaveTextContent('今日');
    const confirmed = within(today).getAllByTestId('shift-item')[0];
    if (!confirmed) throw new Error('confirmed missing');
    expect(confirmed).toHaveTextContent('確定09:00〜18:00場所: 渋谷店 ・ ホールスタッフ');
    expect(within(confirmed).queryByRole('button')).toBeNull();
    expect(screen.getByRole('heading', { name: '今後のシフトと提出した回答' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '過去のシフトと回答' })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /の回答を削除$/ }).map((b) => b.getAttribute('aria-label'))).toEqual(['6月3日(火)の回答を削除']);
  });

  it('an answer\'s time stands apart from its meaning: △ 要相談 09:00〜12:00, the space outside the time\'s box', () => {
    render(<Harness initial={DATA} />);
    const day = document.querySelector('[data-date="2025-06-03"]');
    if (!(day instanceof HTMLElement)) throw new Error('day missing');
    const time = day.querySelector('.shift-item__time');
    // The time is an inline-block (it never splits after 〜): a space at its start is dropped by layout, so the space
    // must stand before it, in the line.
    expect(time?.textContent).toBe('09:00〜12:00');
    expect(time?.parentElement?.textContent).toBe('△ 要相談 09:00〜12:00');
  });

  it('deletes an editable answer only after confirming', async () => {
    const user = userEvent.setup();
    render(<Harness initial={DATA} />);
    await user.click(screen.getByRole('button', { name: '6月3日(火)の回答を削除' }));
    const dialog = screen.getByRole('alertdialog', { name: '回答を削除しますか？' });
    expect(dialog).toHaveTextContent('6月3日(火)の回答「△ 要相談」を削除します。');
    expect(within(dialog).getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(api.deleted).toEqual([]);

    await user.click(screen.getByRole('button', { name: '6月3日(火)の回答を削除' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除する' }));
    expect(await screen.findByText('6月3日(火)の回答を削除しました。')).toBeInTheDocument();
    expect(api.deleted).toEqual(['june']);
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.querySelector('[data-date="2025-06-03"]')).toBeNull();
  });

  it('keeps the dialog open with the server message when the delete is refused', async () => {
    const user = userEvent.setup();
    api.next = () => Promise.reject(new ApiError({ status: 422, key: 'DEFAULT', message: '提出期限を過ぎているため、この期間のシフトは変更できません。' }));
    render(<Harness initial={DATA} />);
    await user.click(screen.getByRole('button', { name: '6月3日(火)の回答を削除' }));
    await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: '削除する' }));
    expect(await within(screen.getByRole('alertdialog')).findByRole('alert')).toHaveTextContent('提出期限を過ぎているため、この期間のシフトは変更できません。');
    expect(document.querySelector('[data-date="2025-06-03"]')).not.toBeNull();
  });

  it('says so when there is nothing yet, with a way to submit', () => {
    render(<Harness initial={{ answers: [], confirmed: [] }} />);
    expect(screen.getByTestId('shift-list-empty')).toHaveTextContent('シフトはまだありません。');
    expect(screen.getByRole('link', { name: 'シフトを提出する' })).toHaveAttribute('href', '/mypage/shift-submit');
  });
});
