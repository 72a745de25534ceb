import type { ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { card } from './Card.css.ts';

export interface CardProps {
  /** Element: `div` by default, `article` for self-contained items, `li` inside lists. */
  as?: 'div' | 'article' | 'li' | 'section' | 'aside';
  /** `surface` (white), `muted` (sand) or `accent` (deep teal, light text). */
  tone?: 'surface' | 'muted' | 'accent';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  /** Teal border and a deeper shadow: the "Populaire" offer. */
  highlighted?: boolean;
  id?: string;
  /** Names the card for assistive technologies (e.g. the id of its heading). */
  'aria-labelledby'?: string;
  className?: string;
  children: ReactNode;
}

/**
 * A rounded surface holding one piece of content. Surface and muted cards are always light, even
 * inside a teal section, so their text keeps its contrast.
 */
export function Card({
  as: Element = 'div',
  tone,
  padding,
  highlighted,
  id,
  className,
  children,
  ...aria
}: CardProps) {
  return (
    <Element id={id} className={cx(card({ tone, padding, highlighted }), className)} {...aria}>
      {children}
    </Element>
  );
}
