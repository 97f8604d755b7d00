import { forwardRef, useCallback, type ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';
import { useDocumentTitle } from './document-title';
import { takePageFocus } from './page-focus';

export type PageTitleProps = ComponentPropsWithoutRef<'h1'> & {
  /**
   * The page's name in the tab and the browser's history (useDocumentTitle). Default: the heading when it is a
   * string. Give a generic one when the heading names a person or shows what someone wrote: the history outlives
   * the session.
   */
  documentTitle?: string;
};

/**
 * The page's one h1, which also names the page in the tab (useDocumentTitle). Focusable by script (tabIndex -1):
 * after an in-app navigation the shell moves the focus to it (focusPageTitle), or it takes the focus itself when it
 * mounts after the page's loading state.
 */
export const PageTitle = forwardRef<HTMLHeadingElement, PageTitleProps>(function PageTitle({ className, documentTitle, ...rest }, ref) {
  useDocumentTitle(documentTitle ?? (typeof rest.children === 'string' ? rest.children : undefined));
  const attach = useCallback(
    (el: HTMLHeadingElement | null) => {
      if (el && takePageFocus()) el.focus({ preventScroll: true });
      if (typeof ref === 'function') ref(el);
      else if (ref) ref.current = el;
    },
    [ref],
  );
  return <h1 ref={attach} tabIndex={-1} className={cx('ui-page-title', className)} {...rest} />;
});
