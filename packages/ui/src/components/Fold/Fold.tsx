import type { ReactNode } from 'react';
import { Icon } from '../Icon/Icon.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';
import * as styles from './Fold.css.ts';

export interface FoldProps {
  /** What opening the fold shows, e.g. « Voir le détail ». */
  summary: string;
  /** What the fold holds (a card's or a section's title), said after the summary to screen readers. */
  about?: string | undefined;
  children: ReactNode;
}

/**
 * Folds secondary content on a phone only, with `<details>` and no JavaScript: from a tablet up the
 * summary is hidden and the content shows as if unfolded. Folded content stays in the HTML.
 */
export function Fold({ summary, about, children }: FoldProps) {
  return (
    <details className={styles.fold}>
      <summary className={styles.summary}>
        <span>
          {summary}
          {about ? <VisuallyHidden>{`, ${about}`}</VisuallyHidden> : null}
        </span>
        <Icon name="chevron-down" className={styles.chevron} />
      </summary>
      {children}
    </details>
  );
}
