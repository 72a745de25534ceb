import type { ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import type { AnyIconName } from '../Icon/paths.ts';
import { badge, popular } from './Badge.css.ts';

export interface BadgeProps {
  /** `accent` (soft teal), `neutral` (sand), `solid` (filled teal, e.g. "Populaire"), `outline`. */
  tone?: 'accent' | 'neutral' | 'solid' | 'outline';
  size?: 'sm' | 'md';
  icon?: AnyIconName;
  children: ReactNode;
  className?: string;
}

export function Badge({ tone, size, icon, children, className }: BadgeProps) {
  return (
    <span className={cx(badge({ tone, size }), className)}>
      {icon ? <Icon name={icon} size="1.1em" /> : null}
      {children}
    </span>
  );
}

/** The « Populaire » badge of an offer's card. */
export function PopularBadge({ label, className }: { label: string; className?: string }) {
  return (
    <Badge tone="solid" icon="star" className={cx(popular, className)}>
      {label}
    </Badge>
  );
}
