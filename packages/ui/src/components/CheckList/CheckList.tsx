import { cx } from '../../styles/cx.ts';
import { Icon } from '../Icon/Icon.tsx';
import { dot, item, list, marker } from './CheckList.css.ts';

export interface CheckListProps {
  items: readonly string[];
  tone?: 'check' | 'bullet' | 'caution';
  columns?: 1 | 2;
  size?: 'sm' | 'md';
}

export function CheckList({ items, tone = 'check', columns, size }: CheckListProps) {
  if (items.length === 0) return null;
  return (
    <ul className={list({ columns, size })}>
      {items.map((text, index) => (
        <li key={`${index}-${text}`} className={item}>
          {tone === 'bullet' ? (
            <span className={cx(dot, marker({ tone }))} aria-hidden="true" />
          ) : (
            <Icon name={tone === 'caution' ? 'alert' : 'check'} className={marker({ tone })} />
          )}
          <span>{text}</span>
        </li>
      ))}
    </ul>
  );
}
