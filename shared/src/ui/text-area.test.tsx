import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TextArea } from './text-area';

describe('TextArea', () => {
  it('is labelled, and links its hint and error', () => {
    render(<TextArea label="自己紹介" hint="400文字以内" error="自己紹介は400文字以内で入力してください" requiredMark />);
    const field = screen.getByRole('textbox', { name: /自己紹介/ });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).toHaveAccessibleDescription('400文字以内 自己紹介は400文字以内で入力してください');
    expect(screen.getByRole('alert')).toHaveTextContent('自己紹介は400文字以内で入力してください');
  });
});
