import type { SVGProps } from 'react';
import { ICON_NAMES, type IconName } from 'shared/domain';
import { cx } from './class-names';
import { ICONS } from './icon-registry';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'name' | 'children' | 'ref'> {
  /** One of ICON_NAMES; another name logs a console error and renders nothing (spec §8). */
  name: IconName | (string & {});
  /** Read by screen readers; without it the icon is decorative (aria-hidden). */
  label?: string;
}

function isIconName(name: string): name is IconName {
  return (ICON_NAMES as readonly string[]).includes(name);
}

/** An inline SVG icon from the registry. */
export function Icon({ name, label, className, ...rest }: IconProps) {
  if (!isIconName(name)) {
    // Spec §8: "A missing icon logs a console error."
    console.error(`[shared/ui] Icon "${name}" is not registered. Registered icons: ${ICON_NAMES.join(', ')}`);
    return null;
  }
  const a11y = label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true as const };
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      className={cx('ui-icon', className)}
      data-icon={name}
      {...a11y}
      {...rest}
    >
      {ICONS[name]}
    </svg>
  );
}
