import { Badge } from '../Badge/Badge.tsx';
import * as styles from './TagList.css.ts';

export interface TagListProps {
  tags: readonly string[];
  compact?: boolean;
}

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
