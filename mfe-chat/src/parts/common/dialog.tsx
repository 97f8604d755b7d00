import { useId, useRef, type ReactNode } from 'react';
import { useModalFocus } from 'shared/ui';

export interface DialogProps {
  title: string;
  children: ReactNode;
  /** The buttons (the first safe choice gets the focus when `initialFocus` is 'cancel'). */
  actions: ReactNode;
  busy: boolean;
  onClose: () => void;
  testId?: string;
}

/**
 * A modal dialog (role="dialog", aria-modal): focus moves into it (the first field, else the first button),
 * Tab stays inside, Escape closes it unless an action is running, and focus returns to what opened it.
 */
export function Dialog({ title, children, actions, busy, onClose, testId }: DialogProps) {
  const titleId = useId();
  const panel = useRef<HTMLDivElement>(null);

  const onKeyDown = useModalFocus({
    panel,
    // The first field, else the first button.
    initialFocus: () => panel.current?.querySelector<HTMLElement>('input:not([disabled]), textarea:not([disabled])') ?? panel.current?.querySelector<HTMLElement>('button'),
    busy,
    onClose,
  });

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
