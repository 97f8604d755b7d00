import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';

export type PageTitleProps = ComponentPropsWithoutRef<'h1'>;

/** The page's one h1. Focusable by script (tabIndex -1) so the app can move focus to it after navigation. */
export const PageTitle = forwardRef<HTMLHeadingElement, PageTitleProps>(function PageTitle({ className, ...rest }, ref) {
  return <h1 ref={ref} tabIndex={-1} className={cx('ui-page-title', className)} {...rest} />;
});
