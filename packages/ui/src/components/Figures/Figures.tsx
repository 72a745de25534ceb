import type { Figure } from '@clinique/catalog';
import { item, label as labelClass, list, value as valueClass } from './Figures.css.ts';

export interface FiguresProps {
  /** Figures such as `{ value: '10+', label: 'ans d’expertise' }`. Nothing renders when empty. */
  figures: readonly Figure[];
  /** `grid` (boxed cards, about page) or `inline` (hero). */
  layout?: 'grid' | 'inline';
}

/** Key figures: a big value and its label ("2 000+ patients", "98 % de satisfaction"). */
export function Figures({ figures, layout = 'grid' }: FiguresProps) {
  if (figures.length === 0) return null;
  return (
    <ul className={list({ layout })}>
      {figures.map((figure) => (
        <li key={`${figure.value}-${figure.label}`} className={item({ boxed: layout === 'grid' })}>
          <span className={valueClass}>{figure.value}</span>{' '}
          <span className={labelClass}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
