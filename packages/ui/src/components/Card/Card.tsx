import type { ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { card } from './Card.css.ts';

export interface CardProps {
  as?: 'div' | 'article' | 'li' | 'section' | 'aside';
  tone?: 'surface' | 'muted' | 'accent';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  highlighted?: boolean;
  id?: string;
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

/** Surface and muted cards stay light inside a teal section, so their text keeps its contrast. */
export function Card({
  as: Element = 'div',
  tone,
  padding,
  highlighted,
  className,
  ...rest
}: CardProps) {
  return <Element className={cx(card({ tone, padding, highlighted }), className)} {...rest} />;
}
