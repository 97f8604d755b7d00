import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ConfirmDialog } from './confirm-dialog';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = vi.fn();
  const onCancel = vi.fn();
  render(
    <>
      <button type="button">開いたボタン</button>
      <ConfirmDialog title="削除しますか？" confirmLabel="削除する" busyLabel="削除中…" busy={false} onConfirm={onConfirm} onCancel={onCancel} {...props}>
        <p>元に戻せません。</p>
      </ConfirmDialog>
    </>,
  );
  return { onConfirm, onCancel };
}

describe('ConfirmDialog', () => {
  it('is an alert dialog named by its title and described by its body; the focus starts on キャンセル', () => {
    renderDialog();
    const dialog = screen.getByRole('alertdialog', { name: '削除しますか？' });
    expect(dialog).toHaveAccessibleDescription('元に戻せません。');
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
  });

  it('confirms with its button, cancels with キャンセル and with Escape; Tab stays inside', async () => {
    const user = userEvent.setup();
    const { onConfirm, onCancel } = renderDialog();
    await user.tab();
    expect(screen.getByRole('button', { name: '削除する' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.click(screen.getByRole('button', { name: 'キャンセル' }));
    expect(onCancel).toHaveBeenCalledTimes(2);
    await user.click(screen.getByRole('button', { name: '削除する' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('while busy: the action says so, キャンセル and Escape do nothing, and an error shows inside', async () => {
    const user = userEvent.setup();
    const { onCancel } = renderDialog({ busy: true, error: <p role="alert">通信に失敗しました。</p> });
    expect(screen.getByRole('button', { name: 'キャンセル' })).toBeDisabled();
    expect(screen.getByRole('alertdialog')).toHaveTextContent('削除中…');
    expect(screen.getByRole('alert')).toHaveTextContent('通信に失敗しました。');
    await user.keyboard('{Escape}');
    expect(onCancel).not.toHaveBeenCalled();
  });
});
