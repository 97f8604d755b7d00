import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from 'shared/api';
import { MemoryRouter, Route, Routes, useNavigate } from 'shared/router';
import type { SalaryStatement, SalaryYearResponse } from 'features/salary';
import { SalaryPage } from './salary-page';

// Plain stubs (not vi.fn): vitest reports a vi.fn's rejected promise as unhandled even when the page catches it.
const api = vi.hoisted(() => ({
  year: (_year: number | undefined): Promise<unknown> => new Promise(() => undefined),
  statement: (_month: string): Promise<unknown> => new Promise(() => undefined),
}));
vi.mock('features/salary', async (importOriginal) => {
  const actual = await importOriginal<typeof import('features/salary')>();
  return { ...actual, getSalaryYear: (year: number | undefined) => api.year(year), getSalaryStatement: (month: string) => api.statement(month) };
});

const months = (totals: Record<string, number>): SalaryYearResponse['months'] =>
  Array.from({ length: 12 }, (_, i) => {
    const month = `2026-${String(i + 1).padStart(2, '0')}`;
    const status = month === '2026-11' ? 'estimate' : month === '2026-10' ? 'closed' : month > '2026-11' ? 'upcoming' : 'paid';
    const total = totals[month] ?? 0;
    return { month, status, payDate: `2026-${String(Math.min(12, i + 2)).padStart(2, '0')}-25`, total, workCount: total > 0 ? 2 : 0, adjustmentCount: 0 };
  });

const year: SalaryYearResponse = { year: 2026, currentMonth: '2026-11', years: [2025, 2026], yearTotal: 33220, months: months({ '2026-09': 8400, '2026-10': 16420, '2026-11': 8400 }) };

const october: SalaryStatement = {
  month: '2026-10',
  status: 'closed',
  payDate: '2026-11-25',
  closedAt: '2026-11-01T00:00:00.000Z',
  workerName: '山田 花子',
  lines: [
    { id: 'l1', date: '2026-10-03', customerName: '鈴木 様', course: '90分コース', charge: 12345, margin: 35, takeHome: 8020, reservationStatus: 'completed' },
    { id: 'l2', date: '2026-10-20', customerName: '佐藤 様', course: '90分コース', charge: 12000, margin: 30, takeHome: 8400, reservationStatus: 'completed' },
  ],
  adjustments: [{ id: 'a1', kind: 'transport', reason: '交通費', amount: 1200 }],
  workTotal: 16420,
  adjustmentTotal: 1200,
  total: 17620,
};

function Back() {
  const navigate = useNavigate();
  return <button onClick={() => navigate(-1)}>ブラウザの戻る</button>;
}

function renderAt(url: string) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path="/mypage/salary" element={<SalaryPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(() => {
  api.year = () => new Promise(() => undefined);
  api.statement = () => new Promise(() => undefined);
});

describe('SalaryPage', () => {
  it('loading, an error in Japanese with 再試行, then the year: total, chart table, months newest first', async () => {
    const user = userEvent.setup();
    let reject: (e: unknown) => void = () => undefined;
    api.year = () => new Promise((_, r) => { reject = r; });
    renderAt('/mypage/salary');
    expect(screen.getByRole('heading', { name: '給与明細', level: 1 })).toBeInTheDocument();
    expect(screen.getByTestId('salary-loading')).toHaveTextContent('給与明細を読み込み中…');
    reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    expect(await screen.findByTestId('load-error')).toHaveTextContent('給与明細を読み込めませんでした。ネットワークエラーが発生しました。');

    api.year = () => Promise.resolve(year);
    await user.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('salary-year-total')).toHaveTextContent('33,220円');
    const items = within(screen.getByTestId('salary-months')).getAllByRole('link');
    expect(items.map((a) => a.getAttribute('data-month'))).toEqual(['2026-11', '2026-10', '2026-09']);
    expect(items[0]).toHaveTextContent('見込み');
    expect(items[1]).toHaveTextContent('確定');
    expect(items[2]).toHaveTextContent('支払済');
    // the chart's numbers as a table: twelve months, 0 where there was no work
    const rows = within(screen.getByTestId('salary-year-table')).getAllByRole('row');
    expect(rows).toHaveLength(13);
    expect(rows[1]).toHaveTextContent('1月');
    expect(rows[1]).toHaveTextContent('0');
  });

  it('opens a month from the list: its lines, adjustments and a total equal to their sum', async () => {
    const user = userEvent.setup();
    api.year = () => Promise.resolve(year);
    api.statement = (month) => Promise.resolve({ statement: { ...october, month } });
    renderAt('/mypage/salary');
    await user.click(await screen.findByRole('link', { name: /^2026年10月/ }));
    const statement = await screen.findByTestId('salary-statement');
    expect(within(statement).getByRole('heading', { name: /2026年10月の給与明細/ })).toBeInTheDocument();
    expect(within(statement).getAllByTestId('salary-line')).toHaveLength(2);
    expect(screen.getByTestId('salary-statement-total')).toHaveTextContent('17,620円');
    // One pair of brackets: an estimate reads 手取り合計（見込み）, not 合計（手取り）（見込み）.
    expect(screen.getByTestId('salary-statement-total').previousElementSibling).toHaveTextContent(/^手取り合計$/);
    expect(within(statement).getByText('2026年11月25日')).toBeInTheDocument();
    expect(within(statement).getByRole('button', { name: '印刷・PDF保存' })).toBeInTheDocument();
  });

  it('a year or month chosen inside the page: its heading takes the focus once shown (the pressed control was replaced by the loading state)', async () => {
    const user = userEvent.setup();
    api.year = (y) => Promise.resolve(y === 2025 ? { ...year, year: 2025, currentMonth: '2026-11', months: months({}).map((m) => ({ ...m, month: m.month.replace('2026', '2025'), status: 'paid' as const })) } : year);
    api.statement = (month) => Promise.resolve({ statement: { ...october, month } });
    renderAt('/mypage/salary');
    await screen.findByTestId('salary-year-total');
    // The page as it opens: the shell's h1 focus, nothing taken here.
    expect(screen.getByRole('heading', { name: '2026年の給与' })).not.toHaveFocus();

    screen.getByRole('button', { name: /前の年/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: '2025年の給与' })).toHaveFocus());

    await user.selectOptions(screen.getByLabelText('表示する年'), '2026');
    await waitFor(() => expect(screen.getByRole('heading', { name: '2026年の給与' })).toHaveFocus());

    within(screen.getByTestId('salary-months')).getAllByRole('link')[1]?.focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: /2026年10月の給与明細/ })).toHaveFocus());

    screen.getByRole('link', { name: /一覧に戻る/ }).focus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.getByRole('heading', { name: '2026年の給与' })).toHaveFocus());
  });

  it('back from a statement (‹ 一覧に戻る or the browser\'s back), the list is where the worker left it; the statement opened at its top', async () => {
    // jsdom does not scroll: a window that keeps the position the page sets, as the phone's does.
    let y = 0;
    vi.spyOn(window, 'scrollY', 'get').mockImplementation(() => y);
    vi.spyOn(window, 'scrollTo').mockImplementation(((_x: number, top: number) => { y = top; }) as typeof window.scrollTo);
    const scrollBy = (top: number) => act(() => { y = top; window.dispatchEvent(new Event('scroll')); });

    const user = userEvent.setup();
    api.year = () => Promise.resolve(year);
    api.statement = (month) => Promise.resolve({ statement: { ...october, month } });
    render(
      <MemoryRouter initialEntries={['/mypage/salary']}>
        <Back />
        <Routes>
          <Route path="/mypage/salary" element={<SalaryPage />} />
        </Routes>
      </MemoryRouter>,
    );
    await screen.findByTestId('salary-year-total');
    scrollBy(900);
    await user.click(screen.getByRole('link', { name: /^2026年10月/ }));
    await screen.findByTestId('salary-statement');
    expect(y).toBe(0);
    scrollBy(400); // down the statement

    await user.click(screen.getByRole('button', { name: 'ブラウザの戻る' }));
    await screen.findByTestId('salary-year-total');
    expect(y).toBe(900);

    await user.click(screen.getByRole('link', { name: /^2026年10月/ }));
    await screen.findByTestId('salary-statement');
    expect(y).toBe(0);
    await user.click(screen.getByRole('link', { name: /一覧に戻る/ }));
    await screen.findByTestId('salary-year-total');
    expect(y).toBe(900);
  });

  it('the work lines stay a table a screen reader reads by its column headers (its fit at 320 px: a Playwright check)', async () => {
    api.statement = (month) => Promise.resolve({ statement: { ...october, month } });
    renderAt('/mypage/salary?month=2026-10');
    const section = await screen.findByRole('region', { name: 'お仕事（2件）' });
    const table = within(section).getByRole('table');
    expect(within(table).getAllByRole('columnheader').map((th) => th.textContent)).toEqual(['日付', 'お客様・コース', '料金', '手数料率', '手取り']);
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(within(rows[1] ?? table).getAllByRole('cell').map((td) => td.textContent)).toEqual(['10/3', '鈴木 様90分コース', '12,345', '35%', '8,020']);
  });

  it('offline, a month or a year never opened here says it is not kept on this phone (a month with ‹ 一覧に戻る); online, a failure says what failed', async () => {
    api.statement = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const offline = renderAt('/mypage/salary?month=2026-10');
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      '給与明細を読み込めませんでした。この月の明細はまだこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。',
    );
    expect(screen.getByRole('link', { name: '‹ 一覧に戻る' })).toHaveAttribute('href', '/mypage/salary?year=2026');
    offline.unmount();

    api.year = () => Promise.reject(new ApiError({ status: null, key: 'NETWORK_ERROR' }));
    const list = renderAt('/mypage/salary?year=2025');
    expect(await screen.findByTestId('load-error')).toHaveTextContent(
      '給与明細を読み込めませんでした。この年の給与はまだこの端末に保存されていないため、オフラインでは表示できません。接続が戻ると自動で表示します。',
    );
    list.unmount();

    onLine.mockReturnValue(true);
    renderAt('/mypage/salary?month=2026-10');
    expect(await screen.findByTestId('load-error')).toHaveTextContent('給与明細を読み込めませんでした。ネットワークエラーが発生しました。');
    expect(screen.getByRole('link', { name: '‹ 一覧に戻る' })).toBeInTheDocument();
  });

  it('a hand-typed ?year= outside the worker\'s years: shown as selected, 前の年／次の年 go to the nearest years', async () => {
    const user = userEvent.setup();
    const asked: (number | undefined)[] = [];
    api.year = (y) => {
      asked.push(y);
      return Promise.resolve({ ...year, year: y ?? 2026, yearTotal: 0, months: months({}).map((m) => ({ ...m, month: `${y ?? 2026}${m.month.slice(4)}`, status: 'paid' })) });
    };
    renderAt('/mypage/salary?year=2030');
    const select = await screen.findByRole('combobox', { name: '表示する年' });
    expect(select).toHaveValue('2030');
    expect(screen.getByRole('button', { name: /次の年/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /前の年/ }));
    expect(asked.at(-1)).toBe(2026);
  });

  it('an ended month without work (opened by its address) says nothing is paid: no 支払済, no pay date, nothing to print', async () => {
    const empty: SalaryStatement = { ...october, month: '2026-08', status: 'paid', payDate: '2026-09-25', lines: [], adjustments: [], workTotal: 0, adjustmentTotal: 0, total: 0 };
    api.statement = () => Promise.resolve({ statement: empty });
    renderAt('/mypage/salary?month=2026-08');
    const statement = await screen.findByTestId('salary-statement');
    expect(within(statement).getByTestId('salary-nothing-to-pay')).toHaveTextContent('この月はお仕事も交通費・調整もないため、お支払いはありません。');
    expect(statement).not.toHaveTextContent('支払済');
    expect(statement).not.toHaveTextContent('支払日');
    expect(within(statement).getByText('お支払いなし')).toBeInTheDocument();
    expect(within(statement).queryByRole('button', { name: '印刷・PDF保存' })).toBeNull();
  });

  it('a month that has not begun (opened by its address) says so, with nothing to print and no CSV', async () => {
    const january: SalaryStatement = { ...october, month: '2027-01', status: 'upcoming', payDate: '2027-02-25', lines: [], adjustments: [], workTotal: 0, adjustmentTotal: 0, total: 0 };
    api.statement = () => Promise.resolve({ statement: january });
    renderAt('/mypage/salary?month=2027-01');
    const statement = await screen.findByTestId('salary-statement');
    expect(within(statement).getByTestId('salary-upcoming')).toHaveTextContent('この月はまだ始まっていません。');
    expect(within(statement).getByText('開始前')).toBeInTheDocument();
    expect(statement).not.toHaveTextContent('—');
    expect(within(statement).queryByRole('button', { name: '印刷・PDF保存' })).toBeNull();
    expect(within(statement).queryByRole('button', { name: /CSV/ })).toBeNull();
  });

  it('the year table shows no 支払済 for a month without work', async () => {
    api.year = () => Promise.resolve(year);
    renderAt('/mypage/salary');
    const rows = within(await screen.findByTestId('salary-year-table')).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('1月');
    expect(rows[1]).not.toHaveTextContent('支払済');
    expect(rows[9]).toHaveTextContent('支払済');
  });

  it('「印刷・PDF保存」 calls the browser print', async () => {
    const user = userEvent.setup();
    const print = vi.spyOn(window, 'print').mockImplementation(() => undefined);
    api.statement = () => Promise.resolve({ statement: october });
    renderAt('/mypage/salary?month=2026-10');
    await user.click(await screen.findByRole('button', { name: '印刷・PDF保存' }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('empty state for a new worker; the calculator still works and explains invalid input under the field', async () => {
    const user = userEvent.setup();
    api.year = () => Promise.resolve({ ...year, years: [2026], yearTotal: 0, months: months({}) });
    renderAt('/mypage/salary');
    expect(await screen.findByTestId('salary-empty')).toHaveTextContent('最初のお仕事が完了すると');
    const amount = await screen.findByLabelText(/金額/);
    const margin = screen.getByLabelText(/手数料率/);
    await user.type(amount, '12345');
    await user.type(margin, '35');
    expect(screen.getByTestId('calc-take-home')).toHaveTextContent('8,020円');
    await user.clear(amount);
    await user.type(amount, '7000');
    await user.clear(margin);
    await user.type(margin, '30');
    expect(screen.getByTestId('calc-take-home')).toHaveTextContent('4,900円');
    expect(screen.getByTestId('calc-required')).toHaveTextContent('10,000円');

    await user.clear(margin);
    await user.type(margin, '100');
    expect(await screen.findByText('手数料率は0〜99の整数で入力してください')).toBeInTheDocument();
    expect(screen.getByTestId('calc-required')).toHaveTextContent('—');
    await user.clear(amount);
    expect(await screen.findByText('金額を入力してください')).toBeInTheDocument();
    await user.type(amount, '-5');
    expect(await screen.findByText('0以上の数を入力してください')).toBeInTheDocument();
  });
});
