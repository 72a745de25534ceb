import type { FaqItem } from '@clinique/catalog';
import { Icon } from '../Icon/Icon.tsx';
import * as styles from './FAQ.css.ts';

export interface FAQProps {
  items: readonly FaqItem[];
  openItems?: readonly number[];
}

/** `<details>`, no JavaScript; no `name` attribute, so several may be open at once. */
export function FAQ({ items, openItems = [] }: FAQProps) {
  if (items.length === 0) return null;
  return (
    <div className={styles.list}>
      {items.map((item, index) => (
        <details
          key={item.question}
          className={styles.item}
          open={openItems.includes(index) || undefined}
        >
          <summary className={styles.question}>
            <span>{item.question}</span>
            <Icon name="chevron-down" className={styles.chevron} />
          </summary>
          <p className={styles.answer}>{item.answer}</p>
        </details>
      ))}
    </div>
  );
}
