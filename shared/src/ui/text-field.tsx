import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { UI } from 'shared/messages';
import { cx } from './class-names';

export interface TextFieldProps extends Omit<ComponentPropsWithoutRef<'input'>, 'children'> {
  /** Always visible, linked to the input (house rule 8: labels on every field). */
  label: ReactNode;
  hint?: ReactNode;
  /** The validation message: shown under the field, announced, and linked with aria-describedby. */
  error?: string | null;
  /** Shows the '必須' badge and sets aria-required (not the native `required`, so the app's messages show). */
  requiredMark?: boolean;
}

/**
 * A labelled text input. Takes react-hook-form's `register()` directly:
 * `<TextField label="メールアドレス" type="email" autoComplete="email" error={errors.email?.message} {...register('email')} />`.
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, hint, error, requiredMark = false, id, className, type = 'text', 'aria-describedby': describedBy, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const hintId = `${inputId}-hint`;
  const errorId = `${inputId}-error`;
  const describedByIds = cx(describedBy, hint ? hintId : null, error ? errorId : null) || undefined;

  return (
    <div className={cx('ui-field', className)}>
      <label className="ui-field__label" htmlFor={inputId}>
        {label}
        {requiredMark ? <span className="ui-field__required">{UI.required}</span> : null}
      </label>
      {hint ? (
        <p id={hintId} className="ui-field__hint">
          {hint}
        </p>
      ) : null}
      <input
        ref={ref}
        id={inputId}
        type={type}
        className="ui-input"
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
