import { Badge } from '../Badge/Badge.tsx';
import * as styles from './TagList.css.ts';

export interface TagListProps {
  /** Keywords of an article ("Morpheus 8", "Radiofréquence"). Nothing renders when empty. */
  tags: readonly string[];
  /** Tighter gaps (the tags of a blog card). */
  compact?: boolean;
}

/** The keywords of an article as a row of small badges: a list with no bullets. */
export function TagList({ tags, compact = false }: TagListProps) {
  if (tags.length === 0) return null;
  return (
    <ul className={styles.list({ compact })}>
      {tags.map((tag) => (
        <li key={tag}>
          <Badge tone="neutral" size="sm">
            {tag}
          </Badge>
        </li>
      ))}
    </ul>
  );
}
