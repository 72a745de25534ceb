import { Badge } from '../Badge/Badge.tsx';
import * as styles from './TagList.css.ts';

export interface TagListProps {
  tags: readonly string[];
  compact?: boolean;
}

/** Small neutral badges, one per item of a list. */
export function BadgeList({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item}>
          <Badge tone="neutral" size="sm">
            {item}
          </Badge>
        </li>
      ))}
    </ul>
  );
}

export function TagList({ tags, compact = false }: TagListProps) {
  if (tags.length === 0) return null;
  return <BadgeList items={tags} className={styles.list({ compact })} />;
}
