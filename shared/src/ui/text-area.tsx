import { forwardRef, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { FieldFrame } from './field-frame';

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
  return (
    <FieldFrame label={label} hint={hint} error={error} requiredMark={requiredMark} id={id} className={className} describedBy={describedBy}>
      {(control) => <textarea ref={ref} rows={rows} className="ui-input ui-textarea" {...control} {...rest} />}
    </FieldFrame>
  );
});
