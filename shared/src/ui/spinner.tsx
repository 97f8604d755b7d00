import { UI } from 'shared/messages';
import { cx } from './class-names';
import { VisuallyHidden } from './visually-hidden';

export interface SpinnerProps {
  /** What is loading, read by screen readers; default '読み込み中…'. */
  label?: string;
  className?: string;
}

/** A loading indicator: announced as a status, with hidden text '読み込み中…'. */
export function Spinner({ label = UI.loading, className }: SpinnerProps) {
  return (
    <span role="status" className={cx('ui-spinner', className)}>
      <span className="ui-spinner__circle" aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
