import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PasswordConfirm } from './password-confirm';

vi.mock('shared/auth', () => ({ reauthenticate: () => Promise.resolve(), warmUp: () => Promise.resolve() }));

describe('PasswordConfirm (before the bank account may change)', () => {
  it('a wrong password: says so, and the field takes the focus with what was typed selected, to type it again', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    render(<PasswordConfirm onConfirmed={onConfirmed} onCancel={() => undefined} confirm={() => Promise.reject(new Error('パスワードが間違っています'))} />);
    const field = screen.getByLabelText(/^パスワード/, { selector: 'input' });
    await user.type(field, 'wrongpass');
    await user.click(screen.getByRole('button', { name: '確認して進む' }));
    expect(await screen.findByText('パスワードが間違っています')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    const input = field as HTMLInputElement;
    expect([input.selectionStart, input.selectionEnd]).toEqual([0, 'wrongpass'.length]);
    expect(onConfirmed).not.toHaveBeenCalled();
  });

  it('the right one goes on', async () => {
    const user = userEvent.setup();
    const onConfirmed = vi.fn();
    render(<PasswordConfirm onConfirmed={onConfirmed} onCancel={() => undefined} confirm={() => Promise.resolve()} />);
    await user.type(screen.getByLabelText(/^パスワード/, { selector: 'input' }), 'demo1234');
    await user.click(screen.getByRole('button', { name: '確認して進む' }));
    await waitFor(() => expect(onConfirmed).toHaveBeenCalledOnce());
  });
});
