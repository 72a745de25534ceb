import type { Fact } from '@clinique/catalog';
import { formatDuration, formatPrice } from '@clinique/catalog/format';
import * as styles from './FactsTable.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface FactsTableProps {
  facts: readonly Fact[];
  fromPrefix?: string;
}

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

export function FactsTable({ facts, fromPrefix }: FactsTableProps) {
  if (facts.length === 0) return null;
  return (
    <dl className={styles.list}>
      {facts.map((fact) => (
        <div key={fact.label} className={styles.row}>
          <dt className={shared.muted}>{fact.label}</dt>
          <dd className={styles.value}>{factText(fact, fromPrefix)}</dd>
        </div>
      ))}
    </dl>
  );
}
