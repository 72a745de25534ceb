import type { TimelineEntry } from '@clinique/catalog';
import { Badge } from '../Badge/Badge.tsx';
import * as styles from './Timeline.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface TimelineProps {
  entries: readonly TimelineEntry[];
}

export function Timeline({ entries }: TimelineProps) {
  if (entries.length === 0) return null;
  return (
    <ol className={styles.list}>
      {entries.map((entry) => (
        <li key={`${entry.period}-${entry.title}`} className={styles.item}>
          <p className={styles.period}>{entry.period}</p>
          <h3 className={shared.titleXl}>{entry.title}</h3>
          {entry.description ? <p className={shared.muted}>{entry.description}</p> : null}
          {entry.duration ? (
            <Badge tone="neutral" size="sm" icon="clock" className={styles.duration}>
              {entry.duration}
            </Badge>
          ) : null}
        </li>
      ))}
    </ol>
  );
}
