import { icon, filled as filledClass } from './Icon.css.ts';
import { iconPaths, type AnyIconName } from './paths.ts';

export interface IconProps {
  name: AnyIconName;
  /** Defaults to 1.25em, so the icon follows the text size. */
  size?: string;
  filled?: boolean;
  className?: string;
}

/** Always decorative (`aria-hidden`): the text next to it says what it means. */
export function Icon({ name, size, filled = false, className }: IconProps) {
  const classes = [icon, filled ? filledClass : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <svg
      className={classes}
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      style={size ? { width: size, height: size } : undefined}
    >
      <path d={iconPaths[name]} />
    </svg>
  );
}
