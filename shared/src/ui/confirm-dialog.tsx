import { useId, useRef, type ReactNode } from 'react';
import { UI } from 'shared/messages';
import { Button } from './button';
import { useModalFocus } from './modal-focus';

export interface ConfirmDialogProps {
  title: string;
  /** What the action does and what it deletes (read out with the title: aria-describedby). */
  children: ReactNode;
  confirmLabel: string;
  /** While the action runs (an answer awaited): the action says `busyLabel`, キャンセル and Escape do nothing. */
  busyLabel?: string;
  busy?: boolean;
  /** An error to show inside the dialog (it stays open so the worker can retry or cancel). */
  error?: ReactNode;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/**
 * Since shared 0.17.0 (before, mfe-shifts' own): a modal confirmation of an action that cannot be undone
 * (role="alertdialog"): focus starts on キャンセル (the safe choice), Tab stays inside, Escape cancels, and focus
 * returns to what opened it. A sheet at the bottom of a phone's screen, centred on a wider one (styles.css ui-dialog).
 */
export function ConfirmDialog({ title, children, confirmLabel, busyLabel, busy = false, error, onConfirm, onCancel, testId }: ConfirmDialogProps) {
  const titleId = useId();
  const bodyId = useId();
  const panel = useRef<HTMLDivElement>(null);
  const cancel = useRef<HTMLButtonElement>(null);

  const onKeyDown = useModalFocus({ panel, initialFocus: () => cancel.current, busy, onClose: onCancel });

  return (
    <div className="ui-dialog__backdrop">
      <div
        ref={panel}
        className="ui-dialog"
        role="alertdialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={bodyId}
        onKeyDown={onKeyDown}
        data-testid={testId}
      >
        <h2 id={titleId} className="ui-dialog__title">{title}</h2>
        <div id={bodyId} className="ui-dialog__body">{children}</div>
        {error}
        <div className="ui-dialog__actions">
          <Button ref={cancel} variant="secondary" disabled={busy} onClick={onCancel}>{UI.cancel}</Button>
          <Button variant="danger" loading={busy} loadingText={busyLabel} onClick={onConfirm}>{confirmLabel}</Button>
        </div>
      </div>
    </div>
  );
}
