import type { CSSProperties, ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { grid, minItemWidthProperty } from './Grid.css.ts';

export interface GridProps {
  /**
   * `auto`: as many columns as fit `minItemWidth`; 2, 3 or 4: one column on phones, then that many
   * on wide screens.
   */
  columns?: 'auto' | 2 | 3 | 4;
  /** Smallest width of an item with `columns="auto"` (CSS length). Default 16rem. */
  minItemWidth?: string;
  gap?: 'sm' | 'md' | 'lg';
  align?: 'stretch' | 'start' | 'center';
  /** `ul`/`ol` when the items are `li` (e.g. cards rendered with `as="li"`). */
  as?: 'div' | 'ul' | 'ol';
  className?: string;
  children: ReactNode;
}

/** A responsive grid: one column on a phone, more as the screen widens. */
export function Grid({
  columns = 'auto',
  minItemWidth,
  gap,
  align,
  as: Element = 'div',
  className,
  children,
}: GridProps) {
  const style =
    columns === 'auto' && minItemWidth
      ? ({ [minItemWidthProperty]: minItemWidth } as CSSProperties)
      : undefined;
  return (
    <Element className={cx(grid({ gap, columns, align }), className)} style={style}>
      {children}
    </Element>
  );
}
