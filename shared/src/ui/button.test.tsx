import { fireEvent, render, screen } from '@testing-library/react';
import { useState, type FormEvent } from 'react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Button } from './button';

describe('Button', () => {
  it('is a button named by its text, type="button" by default', async () => {
    const onClick = vi.fn();
    render(<Button onClick={onClick}>ログインする</Button>);
    const button = screen.getByRole('button', { name: 'ログインする' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button--primary');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('loading: aria-busy and aria-disabled (not disabled), shows the loading text and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" loading loadingText="ログイン中…" onClick={onClick}>
        ログインする
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ログイン中…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).not.toHaveAttribute('disabled');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('keeps the focus when it becomes busy and after, and a second tap while busy does not submit the form again', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: FormEvent) => e.preventDefault());
    function Form() {
      const [busy, setBusy] = useState(false);
      return (
        <form
          onSubmit={(e) => {
            onSubmit(e);
            setBusy(true);
          }}
        >
          <input aria-label="パスワード" />
          <Button type="submit" loading={busy} loadingText="ログイン中…">ログインする</Button>
          <button type="button" onClick={() => setBusy(false)}>失敗</button>
        </form>
      );
    }
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'ログインする' }));
    const busyButton = screen.getByRole('button', { name: 'ログイン中…' });
    expect(busyButton).toHaveFocus();
    await user.click(busyButton);
    await user.click(screen.getByLabelText('パスワード'));
    await user.keyboard('{Enter}'); // Enter in a field submits through the busy button
    expect(onSubmit).toHaveBeenCalledTimes(1);

    busyButton.focus();
    fireEvent.click(screen.getByRole('button', { name: '失敗' })); // the call fails elsewhere: focus not moved
    expect(screen.getByRole('button', { name: 'ログインする' })).toHaveFocus();
    expect(screen.getByRole('button', { name: 'ログインする' })).not.toHaveAttribute('aria-disabled');
  });

  it('disabled: the disabled attribute, not aria-disabled', () => {
    render(<Button disabled>送信</Button>);
    expect(screen.getByRole('button', { name: '送信' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '送信' })).not.toHaveAttribute('aria-disabled');
  });

  it('keeps its label while loading without a loading text, and is not busy otherwise', () => {
    const { rerender } = render(<Button loading>保存する</Button>);
    expect(screen.getByRole('button', { name: '保存する' })).toHaveAttribute('aria-busy', 'true');
    rerender(<Button>保存する</Button>);
    expect(screen.getByRole('button', { name: '保存する' })).not.toHaveAttribute('aria-busy');
    expect(screen.getByRole('button', { name: '保存する' })).toBeEnabled();
  });

  it.each(['primary', 'secondary', 'ghost', 'danger'] as const)('variant %s', (variant) => {
    render(<Button variant={variant}>削除</Button>);
    expect(screen.getByRole('button', { name: '削除' })).toHaveClass(`ui-button--${variant}`);
  });
});
