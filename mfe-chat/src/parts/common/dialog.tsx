import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons (the first safe choice gets the focus when `initialFocus` is 'cancel'). */
  actions: ReactNode;
  busy: boolean;
  onClose: () => void;
  testId?: string;
}

const FOCUSABLE = 'button:not([disabled]), input:not([disabled]), textarea:not([disabled]), select:not([disabled]), a[href]';

/**
 * A modal dialog (role="dialog", aria-modal): focus moves into it (the first field, else the first button),
 * Tab stays inside, Escape closes it unless an action is running, and focus returns to what opened it.
 */
export function Dialog({ title, children, actions, busy, onClose, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = panel.current?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])') ?? panel.current?.querySelector<HTMLElement>('button');
    first?.focus();
    return () => opener?.focus();
  }, []);

  function onKeyDown(e: KeyboardEvent<HTMLDivElement>) {
    if (e.key === 'Escape') {
      e.preventDefault();
      if (!busy) onClose();
      return;
    }
    if (e.key !== 'Tab' || !panel.current) return;
    const focusable = [...panel.current.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = focusable[0];
    const last = focusable[focusable.length - 1];
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  }

  return (
    <div className="chat-dialog__backdrop">
      <div ref={panel} className="chat-dialog" role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown} data-testid={testId}>
        <h2 id={titleId} className="chat-dialog__title">{title}</h2>
        <div className="chat-dialog__body">{children}</div>
        <div className="chat-dialog__actions">{actions}</div>
      </div>
    </div>
  );
}
