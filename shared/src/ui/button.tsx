import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';

export interface ButtonProps extends ComponentPropsWithoutRef<'button'> {
  variant?: ButtonVariant;
  /**
   * Shows progress: aria-busy and aria-disabled, clicks (and a form's submit) ignored against double submits, and
   * `loadingText` when given. Not the disabled attribute: a focused button keeps the focus (a disabled one drops it
   * to <body>).
   */
  loading?: boolean;
  /** Replaces the label while loading, e.g. 'ログイン中…'. */
  loadingText?: string;
  /** Full width (mobile forms). */
  block?: boolean;
}

/** A button at least 44 px high. `type` defaults to "button" (a form's submit must say type="submit"). */
export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = 'primary', loading = false, loadingText, block = false, disabled, className, children, type = 'button', onClick, ...rest },
  ref,
) {
  return (
    <button
      ref={ref}
      type={type}
      className={cx('ui-button', `ui-button--${variant}`, block && 'ui-button--block', className)}
      disabled={disabled}
      aria-disabled={(loading && !disabled) || undefined}
      aria-busy={loading || undefined}
      onClick={(e) => {
        if (loading) e.preventDefault();
        else onClick?.(e);
      }}
      {...rest}
    >
      {loading ? <span className="ui-spinner__circle" aria-hidden="true" /> : null}
      {loading && loadingText ? loadingText : children}
    </button>
  );
});
