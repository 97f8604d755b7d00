import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import { cx } from './class-names';

export type AlertTone = 'error' | 'info' | 'success';

export interface AlertProps extends Omit<ComponentPropsWithoutRef<'div'>, 'title' | 'role'> {
  tone?: AlertTone;
  title?: ReactNode;
  /** A way forward (house rule 4), e.g. a '再試行' button. */
  action?: ReactNode;
}

/** A message box: errors are announced at once (role="alert"), other tones politely (role="status"). */
export function Alert({ tone = 'info', title, children, action, className, ...rest }: AlertProps) {
  return (
    <div role={tone === 'error' ? 'alert' : 'status'} className={cx('ui-alert', `ui-alert--${tone}`, className)} {...rest}>
      <div className="ui-alert__body">
        {title ? <p className="ui-alert__title">{title}</p> : null}
        {children ? <div>{children}</div> : null}
        {action ? <div className="ui-alert__action">{action}</div> : null}
      </div>
    </div>
  );
}
