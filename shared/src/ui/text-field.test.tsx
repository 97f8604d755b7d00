import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { describe, expect, it } from 'vitest';
import { TextField } from './text-field';

describe('TextField', () => {
  it('is found by its visible label (label linked to the input)', () => {
    render(<TextField label="メールアドレス" type="email" autoComplete="email" name="email" />);
    const input = screen.getByLabelText('メールアドレス');
    expect(input).toHaveAttribute('type', 'email');
    expect(input).toHaveAttribute('autocomplete', 'email');
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('メールアドレス')).toBeVisible();
  });

  it('gives each field its own id', () => {
    render(
      <>
        <TextField label="メールアドレス" />
        <TextField label="パスワード" type="password" />
      </>,
    );
    const email = screen.getByLabelText('メールアドレス');
    const password = screen.getByLabelText('パスワード');
    expect(email.id).not.toBe(password.id);
    expect(password).toHaveAttribute('type', 'password');
  });

  it('announces an error, marks the input invalid and describes it by the error and hint', () => {
    render(<TextField label="パスワード" type="password" hint="6文字以上" error="パスワードは6文字以上で入力してください" />);
    const input = screen.getByLabelText('パスワード');
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('パスワードは6文字以上で入力してください');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('6文字以上 パスワードは6文字以上で入力してください');
  });

  it('shows the 必須 badge and aria-required when marked required', () => {
    render(<TextField label="氏名" requiredMark />);
    expect(screen.getByLabelText(/氏名/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('必須')).toBeVisible();
    // The name is the label alone (a screen reader says 「氏名」 and "required", not 「氏名必須」).
    expect(screen.getByRole('textbox', { name: '氏名' })).toBeInTheDocument();
  });

  it('takes a ref and change handlers (react-hook-form register) and keeps what was typed', async () => {
    const ref = createRef<HTMLInputElement>();
    const typed: string[] = [];
    render(<TextField label="氏名" ref={ref} onChange={(e) => typed.push(e.target.value)} />);
    await userEvent.type(screen.getByLabelText('氏名'), '山田');
    expect(ref.current).toBe(screen.getByLabelText('氏名'));
    expect(ref.current?.value).toBe('山田');
    expect(typed.at(-1)).toBe('山田');
  });

  it('keeps a caller id and aria-describedby', () => {
    render(<TextField label="氏名" id="name" aria-describedby="outside" hint="全角" />);
    const input = screen.getByLabelText('氏名');
    expect(input.id).toBe('name');
    expect(input).toHaveAttribute('aria-describedby', 'outside name-hint');
  });
});
