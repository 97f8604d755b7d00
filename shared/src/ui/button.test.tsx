import { render, screen } from '@testing-library/react';
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

  it('loading: aria-busy, disabled, shows the loading text and ignores clicks', async () => {
    const onClick = vi.fn();
    render(
      <Button type="submit" loading loadingText="ログイン中…" onClick={onClick}>
        ログインする
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'ログイン中…' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toBeDisabled();
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
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
