import type { ComponentPropsWithoutRef } from 'react';
import { cx } from './class-names';

export type CardProps = ComponentPropsWithoutRef<'section'>;

/** A surface grouping related content. Give it aria-labelledby when it has a heading. */
export function Card({ className, ...rest }: CardProps) {
  return <section className={cx('ui-card', className)} {...rest} />;
}
