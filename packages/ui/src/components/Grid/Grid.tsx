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

export function Grid({ columns = 'auto', as: Element = 'div', gap, align, ...props }: GridProps) {
  const balance =
    props.balance && columns !== 'auto'
      ? { columns, wide: balancedColumns(Children.count(props.children), columns) }
      : undefined;
  const layout = balance
    ? cx(grid({ gap, align }), balanced(balance), balancedItems)
    : grid({ gap, columns, align });
  const style =
    columns === 'auto' && props.minItemWidth
      ? ({ [minItemWidthProperty]: props.minItemWidth } as CSSProperties)
      : undefined;
  return (
    <Element className={cx(layout, props.className)} style={style}>
      {props.children}
    </Element>
  );
}
