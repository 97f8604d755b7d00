import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} requiredMark={requiredMark} id={id} className={className} describedBy={describedBy}>
      {(control) => <input ref={ref} type={type} className="ui-input" {...control} {...rest} />}
    </FieldFrame>
  );
});
