import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LazySalaryCalculator } from './lazy-salary-calculator';
import { SalaryCalculator } from './salary-calculator';

describe('LazySalaryCalculator: the calculator loads after the page is shown', () => {
  it('keeps its heading while its code loads, then shows the calculator with the worker’s charge and margin', async () => {
    let arrive: (c: typeof SalaryCalculator) => void = () => undefined;
    const load = vi.fn(() => new Promise<typeof SalaryCalculator>((resolve) => { arrive = resolve; }));
    render(<LazySalaryCalculator charge={12000} margin={30} load={load} />);
    expect(screen.getByRole('heading', { name: '手取り計算', level: 2 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('手取り計算を読み込み中…');
    expect(load).not.toHaveBeenCalled(); // not while the page is being rendered: once the browser is idle after it
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    arrive(SalaryCalculator);
    expect(await screen.findByTestId('calc-take-home')).toHaveTextContent('8,400円');
    expect(screen.getAllByRole('heading', { name: '手取り計算' })).toHaveLength(1);
  });

  it('a failed load says so in Japanese with 再試行, which loads it again', async () => {
    const load = vi.fn<() => Promise<typeof SalaryCalculator>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(SalaryCalculator);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    render(<LazySalaryCalculator charge={12000} margin={30} load={load} />);
    expect(await screen.findByText('手取り計算を読み込めませんでした。')).toBeInTheDocument();
    expect(screen.getByText('ネットワークエラーが発生しました。接続を確認してください。')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: '再試行' }));
    expect(await screen.findByTestId('calc-take-home')).toHaveTextContent('8,400円');
    expect(load).toHaveBeenCalledTimes(2);
  });
});
