import type { ComponentPropsWithoutRef } from 'react';

export type VisuallyHiddenProps = ComponentPropsWithoutRef<'span'>;

/** Text for screen readers only. */
export function VisuallyHidden({ className, ...rest }: VisuallyHiddenProps) {
  return <span className={className ? `ui-visually-hidden ${className}` : 'ui-visually-hidden'} {...rest} />;
}
