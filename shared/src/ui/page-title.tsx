import { forwardRef, type ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';
import { useDocumentTitle } from './document-title';

export type PageTitleProps = ComponentPropsWithoutRef<'h1'> & {
  /**
   * The page's name in the tab and the browser's history (useDocumentTitle). Default: the heading when it is a
   * string. Give a generic one when the heading names a person or shows what someone wrote: the history outlives
   * the session.
   */
  documentTitle?: string;
};

/**
 * The page's one h1, which also names the page in the tab (useDocumentTitle). Focusable by script (tabIndex -1)
 * so the app can move focus to it after navigation.
 */
export const PageTitle = forwardRef<HTMLHeadingElement, PageTitleProps>(function PageTitle({ className, documentTitle, ...rest }, ref) {
  useDocumentTitle(documentTitle ?? (typeof rest.children === 'string' ? rest.children : undefined));
  return <h1 ref={ref} tabIndex={-1} className={cx('ui-page-title', className)} {...rest} />;
});
