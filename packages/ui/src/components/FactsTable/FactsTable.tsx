import type { Fact } from '@clinique/catalog';
import * as styles from './FactsTable.css.ts';

export interface FactsTableProps {
  /** Labelled facts: "Durée de la séance" → "70 min". Nothing renders when empty. */
  facts: readonly Fact[];
}

/** Practical information as label/value rows (a description list). */
export function FactsTable({ facts }: FactsTableProps) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{fact.value}</dd>
        </div>
      ))}
    </dl>
  );
}
