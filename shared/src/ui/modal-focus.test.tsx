import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useRef, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useModalFocus } from './modal-focus';

function Modal({ busy, onClose }: { busy: boolean; onClose: () => void }) {
  const panel = useRef<HTMLDivElement>(null);
  const safe = useRef<HTMLButtonElement>(null);
  const onKeyDown = useModalFocus({ panel, initialFocus: () => safe.current, busy, onClose });
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-label="確認" onKeyDown={onKeyDown}>
      <input aria-label="理由" />
      <button type="button" ref={safe}>キャンセル</button>
      <button type="button">辞退する</button>
    </div>
  );
}

function Page({ busy = false, onClose = () => undefined }: { busy?: boolean; onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>開く</button>
      {open && (
        <Modal
          busy={busy}
          onClose={() => {
            onClose();
            setOpen(false);
          }}
        />
      )}
    </>
  );
}

describe('useModalFocus', () => {
  it('focus moves to the chosen element, Tab and Shift+Tab stay inside, Escape closes and focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    expect(screen.getByRole('button', { name: 'キャンセル' })).toHaveFocus();

    await user.tab();
    expect(screen.getByRole('button', { name: '辞退する' })).toHaveFocus();
    await user.tab(); // past the last: back to the first
    expect(screen.getByLabelText('理由')).toHaveFocus();
    await user.tab({ shift: true }); // before the first: the last
    expect(screen.getByRole('button', { name: '辞退する' })).toHaveFocus();

    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1); // the panel's handler and the document's: once
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '開く' })).toHaveFocus();
  });

  it('while an action runs, Escape leaves the dialog open', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page busy onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeVisible();
  });

  it('when the focus has left the dialog (to <body>), Tab brings it back inside and Escape still closes', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Page onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: '開く' }));
    (document.activeElement as HTMLElement).blur();
    expect(document.body).toHaveFocus();

    await user.tab();
    expect(screen.getByLabelText('理由')).toHaveFocus();
    (document.activeElement as HTMLElement).blur();
    await user.tab({ shift: true });
    expect(screen.getByRole('button', { name: '辞退する' })).toHaveFocus();

    (document.activeElement as HTMLElement).blur();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('button', { name: '開く' })).toHaveFocus();
  });
});
