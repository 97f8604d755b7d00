import { useId, useRef, type ReactNode } from 'react';
import { UI } from 'shared/messages';
import { Button, useModalFocus } from 'shared/ui';

export interface ConfirmDialogProps {
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  busy: boolean;
  /** An error to show inside the dialog (it stays open so the worker can retry or cancel). */
  error: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * A modal confirmation (role="alertdialog"): focus starts on キャンセル (the safe choice), Tab stays inside,
 * Escape cancels, and focus returns to what opened it.
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, busy, error, onConfirm, onCancel }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus({ panel, initialFocus: () => cancel.current, busy, onClose: onCancel });

  return (
    <div className="shift-dialog__backdrop">
      <div
        ref={panel}
        className="shift-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
      >
        <h2 id={titleId} className="shift-dialog__title">{title}</h2>
        <div id={bodyId} className="shift-dialog__body">{children}</div>
        {error}
        <div className="shift-dialog__actions">
          <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>{UI.cancel}</Button>
          <Button variant="danger" loading={busy} loadingText={busyLabel} onClick={onConfirm}>{confirmLabel}</Button>
        </div>
      </div>
    </div>
  );
}
