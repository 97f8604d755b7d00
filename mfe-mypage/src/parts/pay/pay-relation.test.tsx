import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PayRelation, parseYen } from './pay-relation';

describe('PayRelation — spec §3 salary rules for this worker', () => {
  it('take-home per charge = charge × (100 − margin) / 100, rounded down to 10 yen', async () => {
    render(<PayRelation charge={12000} margin={30} />);
    expect(screen.getByTestId('pay-take-home')).toHaveTextContent('8,400円');
    const charge = screen.getByLabelText('料金（円）');
    await userEvent.clear(charge);
    await userEvent.type(charge, '10001');
    // 10001 × 0.7 = 7000.7 → 7000
    expect(screen.getByTestId('pay-take-home')).toHaveTextContent('7,000円');
    await userEvent.clear(charge);
    await userEvent.type(charge, '1015');
    // 710.5 → 710
    expect(screen.getByTestId('pay-take-home')).toHaveTextContent('710円');
  });

  it('the charge a desired take-home needs = amount / (1 − margin/100), rounded up to 10 yen (7000 at 30% → 10000)', async () => {
    render(<PayRelation charge={12000} margin={30} />);
    const amount = screen.getByLabelText('希望する手取り（円）');
    expect(screen.getByTestId('pay-required-charge')).toHaveTextContent('—');
    await userEvent.type(amount, '7000');
    expect(screen.getByTestId('pay-required-charge')).toHaveTextContent('10,000円');
    await userEvent.clear(amount);
    await userEvent.type(amount, '7001');
    // 10001.43 → 10010
    expect(screen.getByTestId('pay-required-charge')).toHaveTextContent('10,010円');
  });

  it('states the margin and refuses an amount that is not whole yen', async () => {
    render(<PayRelation charge={12000} margin={30} />);
    expect(screen.getByText(/手数料率は30%です/)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('希望する手取り（円）'), '12.5');
    expect(screen.getByRole('alert')).toHaveTextContent('0以上の整数（円）で入力してください');
  });

  it('parseYen accepts commas, 円 and full-width digits; refuses negatives and decimals', () => {
    expect(parseYen('１２,０００円')).toBe(12000);
    expect(parseYen('-5')).toBeNull();
    expect(parseYen('1.5')).toBeNull();
    expect(parseYen('')).toBeNull();
  });
});
