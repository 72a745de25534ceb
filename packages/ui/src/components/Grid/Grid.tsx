import { Children, type CSSProperties, type ReactNode } from 'react';
import { cx } from '../../styles/cx.ts';
import { balanced, balancedItems, grid, minItemWidthProperty } from './Grid.css.ts';

export interface GridProps {
  columns?: 'auto' | 2 | 3 | 4;
  minItemWidth?: string;
  gap?: 'sm' | 'md' | 'lg';
  align?: 'stretch' | 'start' | 'center';
  as?: 'div' | 'ul' | 'ol';
  /** From 1280 px, one column more when that leaves no item alone on the last row. */
  balance?: boolean;
  className?: string;
  children: ReactNode;
}

export function balancedColumns(count: number, columns: 2 | 3 | 4): 2 | 3 | 4 {
  if (count <= columns || count % columns !== 1 || columns === 4) return columns;
  const more = (columns + 1) as 3 | 4;
  return count % more === 1 ? columns : more;
}

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
