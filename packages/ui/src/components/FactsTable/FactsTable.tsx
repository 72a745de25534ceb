import type { Fact } from '@clinique/catalog';
import { formatDuration, formatPrice } from '@clinique/catalog/format';
import * as styles from './FactsTable.css.ts';

export interface FactsTableProps {
  /**
   * Labelled facts: "Durée de la séance" → "70 min". A fact gives a text `value`, or a `duration`
   * (minutes) or a `price` (euros) that the table formats, followed by its `suffix` ("selon la zone").
   * Nothing renders when empty.
   */
  facts: readonly Fact[];
  /** "À partir de", before `{ from }` prices. */
  fromPrefix?: string;
}

/** The text a visitor reads for a fact: its value, or its formatted duration or price, and suffix. */
function factText(fact: Fact, fromPrefix?: string): string {
  const main =
    fact.value ??
    (fact.duration !== undefined
      ? formatDuration(fact.duration)
      : fact.price !== undefined
        ? formatPrice(fact.price, fromPrefix)
        : '');
  return fact.suffix ? `${main} ${fact.suffix}` : main;
}

/** Practical information as label/value rows (a description list). */
export function FactsTable({ facts, fromPrefix }: FactsTableProps) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={styles.label}>{fact.label}</dt>
          <dd className={styles.value}>{factText(fact, fromPrefix)}</dd>
        </div>
      ))}
    </dl>
  );
}
