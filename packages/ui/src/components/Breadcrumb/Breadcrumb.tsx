import { Icon } from '../Icon/Icon.tsx';
import * as styles from './Breadcrumb.css.ts';

export interface BreadcrumbItem {
  label: string;
  href?: string;
}

export interface BreadcrumbProps {
  items: readonly BreadcrumbItem[];
  label: string;
}

/** Structured data (BreadcrumbList) is the site's job. */
export function Breadcrumb({ items, label }: BreadcrumbProps) {
  if (items.length === 0) return null;
  return (
    <nav aria-label={label}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const isCurrent = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className={styles.item}>
              {index > 0 ? (
                <Icon name="chevron-down" size="1em" className={styles.separator} />
              ) : null}
              {isCurrent || !item.href ? (
                <span
                  className={isCurrent ? styles.current : undefined}
                  aria-current={isCurrent ? 'page' : undefined}
                >
                  {item.label}
                </span>
              ) : (
                <a className={styles.link} href={item.href}>
                  {item.label}
                </a>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
