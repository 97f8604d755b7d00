import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { UI } from 'shared/messages';
import { cx } from './class-names';

export interface TextAreaProps extends Omit<ComponentPropsWithoutRef<'textarea'>, 'children'> {
  /** Always visible, linked to the field (house rule 8: labels on every field). */
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message: shown under the field, announced, and linked with aria-describedby. */
  error?: string | null;
  /** Shows the '必須' badge and sets aria-required. */
  requiredMark?: boolean;
}

/** A labelled multi-line text field, the TextField of longer text (a profile's 自己紹介). Takes `register()` directly. */
export const TextArea = forwardRef<HTMLTextAreaElement, TextAreaProps>(function TextArea(
  { label, hint, error, requiredMark = false, id, className, rows = 4, 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generated = useId();
  const fieldId = id ?? generated;
  const hintId = `${fieldId}-hint`;
  const errorId = `${fieldId}-error`;
  const describedByIds = cx(describedBy, hint ? hintId : null, error ? errorId : null) || undefined;
  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={fieldId}>
        {label}
        {requiredMark ? <span className="ui-field__required">{UI.required}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <textarea
        ref={ref}
        id={fieldId}
        rows={rows}
        className="ui-input ui-textarea"
        aria-invalid={error ? true : undefined}
        aria-required={requiredMark || undefined}
        aria-describedby={describedByIds}
        {...rest}
      />
      {error ? (
        <p id={errorId} className="ui-field__error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
});
