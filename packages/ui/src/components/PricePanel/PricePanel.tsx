import type { PriceSection } from '@clinique/catalog';
import { useId } from 'react';
import { cx } from '../../styles/cx.ts';
import { button } from '../Button/Button.css.ts';
import { Icon } from '../Icon/Icon.tsx';
import { PriceTable, type PriceTableLabels } from '../PriceTable/PriceTable.tsx';
import * as styles from './PricePanel.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface PricePanelProps {
  section: PriceSection;
  labels: PriceTableLabels;
  variant?: 'primary' | 'secondary' | 'outline';
  /** The specification wants it hidden at first. */
  defaultOpen?: boolean;
}

/**
 * A `<details>` styled as a button, no JavaScript: CSS swaps the labels, and browsers reveal a
 * closed `<details>` targeted by the URL fragment (`#tarifs`).
 */
export function PricePanel({ section, variant = 'primary', ...props }: PricePanelProps) {
  const titleId = useId();
  return (
    <details id={section.id} className={styles.panel} open={props.defaultOpen || undefined}>
      <summary className={cx(button({ variant }), styles.summary)}>
        <span className={styles.whenClosed}>{section.showLabel}</span>
        <span className={styles.whenOpen}>{section.hideLabel ?? section.showLabel}</span>
        <Icon name="chevron-down" className={styles.chevron} />
      </summary>
      <div className={styles.content} role="region" aria-labelledby={titleId}>
        <h2 id={titleId} className={shared.title2xl}>
          {section.title}
        </h2>
        {section.intro ? <p className={shared.muted}>{section.intro}</p> : null}
        <div className={styles.tables}>
          {section.tables.map((table) => (
            <PriceTable key={table.id} table={table} labels={props.labels} />
          ))}
        </div>
        {section.notes.length > 0 ? (
          <ul className={styles.notes}>
            {section.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
      </div>
    </details>
  );
}
