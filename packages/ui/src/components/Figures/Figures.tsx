import type { Figure } from '@clinique/catalog';
import { accentFigure, smallMuted } from '../../styles/shared.css.ts';
import { item, list } from './Figures.css.ts';

export interface FiguresProps {
  figures: readonly Figure[];
  layout?: 'grid' | 'inline';
}

export function Figures({ figures, layout = 'grid' }: FiguresProps) {
  if (figures.length === 0) return null;
  return (
    <ul className={list({ layout })}>
      {figures.map((figure) => (
        <li key={`${figure.value}-${figure.label}`} className={item({ boxed: layout === 'grid' })}>
          <span className={accentFigure}>{figure.value}</span>{' '}
          <span className={smallMuted}>{figure.label}</span>
        </li>
      ))}
    </ul>
  );
}
