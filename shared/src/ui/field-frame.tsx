import { useId, type ReactNode } from 'react';
import { UI } from 'shared/messages';
import { cx } from './class-names';

/** What a field's control needs to be linked to its label, hint and error. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  'aria-required': true | undefined;
}

export interface FieldFrameProps {
  /** Always visible, linked to the control (house rule 8: labels on every field). */
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message: shown under the field, announced, and linked with aria-describedby. */
  error?: string | null | undefined;
  /** Shows the '必須' badge and sets aria-required (not the native `required`, so the app's messages show). */
  requiredMark?: boolean;
  id?: string | undefined;
  className?: string | undefined;
  describedBy?: string | undefined;
  children: (control: FieldControlProps) => ReactNode;
}

/** The label / hint / control / error frame shared by TextField and TextArea. */
export function FieldFrame({ label, hint, error, requiredMark = false, id, className, describedBy, children }: FieldFrameProps) {
  const generated = useId();
  const controlId = id ?? generated;
  const hintId = `${controlId}-hint`;
  const errorId = `${controlId}-error`;
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={controlId}>
        {label}
        {/* Seen, not read as part of the name (「氏名必須」): the control's aria-required says it to a screen reader. */}
        {requiredMark ? <span className="ui-field__required" aria-hidden="true">{UI.required}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      {children({
        id: controlId,
        'aria-describedby': cx(describedBy, hint ? hintId : null, error ? errorId : null) || undefined,
        'aria-invalid': error ? true : undefined,
        'aria-required': requiredMark || undefined,
      })}
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
