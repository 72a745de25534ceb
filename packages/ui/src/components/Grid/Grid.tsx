import { Children, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { balanced, balancedItems, grid, minItemWidthProperty } from './Grid.css.ts';

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
  /**
   * With 2, 3 or 4 columns: rows of equal items with the last row centred, and from 1280 px one
   * column more when that leaves no item alone on the last row (seven cards in 3 columns → 4 + 3).
   */
  balance?: boolean;
  className?: string;
  children: ReactNode;
}

/** Columns of a balanced grid on wide screens: one more than asked when the last row would hold one item. */
export function balancedColumns(count: number, columns: 2 | 3 | 4): 2 | 3 | 4 {
  if (count <= columns || count % columns !== 1 || columns === 4) return columns;
  const more = (columns + 1) as 3 | 4;
  return count % more === 1 ? columns : more;
}

/** A responsive grid: one column on a phone, more as the screen widens. */
export function Grid({
  columns = 'auto',
  minItemWidth,
  gap,
  align,
  as: Element = 'div',
  balance = false,
  className,
  children,
}: GridProps) {
  if (balance && columns !== 'auto') {
    const wide = balancedColumns(Children.count(children), columns);
    return (
      <Element
        className={cx(grid({ gap, align }), balanced({ columns, wide }), balancedItems, className)}
      >
        {children}
      </Element>
    );
  }
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
