import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { MESSAGE_MAX_LENGTH } from 'features/chat';
import { Composer } from './composer';

describe('Composer', () => {
  it('over 1,000 characters: the count turns red beside 送信, the limit is said under the field, nothing is sent and the text stays', () => {
    const onSend = vi.fn();
    render(<Composer draftKey={null} onSend={onSend} />);
    const field = screen.getByTestId('message-input');
    fireEvent.change(field, { target: { value: 'あ'.repeat(MESSAGE_MAX_LENGTH + 1) } });

    expect(screen.getByTestId('message-counter')).toHaveTextContent(/^1001 \/ 1000$/);
    expect(screen.getByRole('alert')).toHaveTextContent('1000文字以内で入力してください');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field.getAttribute('aria-describedby')).toContain(screen.getByRole('alert').id);
    expect(screen.getByTestId('message-send')).toBeDisabled();
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('あ'.repeat(MESSAGE_MAX_LENGTH + 1));

    fireEvent.change(field, { target: { value: 'あ'.repeat(MESSAGE_MAX_LENGTH) } });
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByTestId('message-send')).toBeEnabled();
  });

  it('Ctrl+Enter sends, but not the Ctrl+Enter that confirms an IME conversion (the text stays)', () => {
    const onSend = vi.fn();
    render(<Composer draftKey={null} onSend={onSend} />);
    const field = screen.getByTestId('message-input');
    fireEvent.change(field, { target: { value: 'よろしくお願いします' } });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true, isComposing: true });
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true, keyCode: 229 });
    expect(onSend).not.toHaveBeenCalled();
    expect(field).toHaveValue('よろしくお願いします');
    fireEvent.keyDown(field, { key: 'Enter', ctrlKey: true });
    expect(onSend).toHaveBeenCalledWith('よろしくお願いします');
  });
});

