import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SalaryCalculator } from './salary-calculator';

describe('SalaryCalculator: what a screen reader hears', () => {
  beforeEach(() => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('announces both results once, with their names, when the typing pauses — not one announcement per digit', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SalaryCalculator charge={12000} margin={30} />);
    const status = screen.getByRole('status');
    const before = status.textContent;
    // The visible results are not a live region (each digit changed them and was read out, without a name).
    expect(screen.getByTestId('calc-take-home').closest('[aria-live]')).toBeNull();

    const amount = screen.getByLabelText('金額（円）');
    await user.clear(amount);
    for (const digit of '15000') {
      await user.type(amount, digit, { skipClick: true });
      expect(status.textContent).toBe(before);
    }
    // What the worker sees follows every digit.
    expect(screen.getByTestId('calc-take-home')).toHaveTextContent('10,500円');

    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(status).toHaveTextContent('手取り 10,500円、必要な料金 21,430円');
  });

  it('announces nothing while a field is invalid (its message under the field says why)', async () => {
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    render(<SalaryCalculator charge={12000} margin={30} />);
    await user.clear(screen.getByLabelText('手数料率（%）'));
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000);
    });
    expect(screen.getByRole('status')).toHaveTextContent('');
    expect(screen.getByTestId('calc-take-home')).toHaveTextContent('—');
  });
});
