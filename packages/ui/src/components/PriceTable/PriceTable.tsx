import type { PriceRow, PriceTable as PriceTableData, SessionPriceRow } from '@clinique/catalog';
import { fillTemplate, formatDuration, formatEuros, formatPrice } from '@clinique/catalog/format';
import { useId } from 'react';
import { cx } from '../../styles/cx.ts';
import * as styles from './PriceTable.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface PriceTableLabels {
  zone: string;
  price: string;
  duration: string;
  oneSession: string;
  threeSessions: string;
  fromPrefix: string;
  sessionBreakdown: string;
}

export interface PriceTableProps {
  table: PriceTableData;
  labels: PriceTableLabels;
}

/** The zone column, then the numbers. */
function Head({ columns: [zone, ...numbers] }: { columns: readonly string[] }) {
  return (
    <thead>
      <tr>
        <th scope="col" className={styles.headCell}>
          {zone}
        </th>
        {numbers.map((label) => (
          <th key={label} scope="col" className={cx(styles.headCell, styles.numeric)}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

type RowsProps<Row> = { rows: readonly Row[]; labels: PriceTableLabels };

function StandardRows({ rows, labels }: RowsProps<PriceRow>) {
  const hasDuration = rows.some((row) => row.duration !== undefined);
  return (
    <>
      <Head columns={[labels.zone, labels.price, ...(hasDuration ? [labels.duration] : [])]} />
      <tbody>
        {rows.map((row) => (
          <tr key={row.zone}>
            <th scope="row" className={styles.rowHead}>
              {row.zone}
              {row.note ? <span className={styles.note}>{row.note}</span> : null}
            </th>
            <td className={cx(styles.dataCell, styles.numeric, styles.amount)}>
              {formatPrice(row.price, labels.fromPrefix)}
            </td>
            {hasDuration ? (
              <td className={cx(styles.dataCell, styles.numeric)}>
                {row.duration === undefined ? '—' : formatDuration(row.duration)}
              </td>
            ) : null}
          </tr>
        ))}
      </tbody>
    </>
  );
}

function SessionRows({ rows, labels }: RowsProps<SessionPriceRow>) {
  return (
    <>
      <Head columns={[labels.zone, labels.oneSession, labels.threeSessions]} />
      {rows.map((row) => (
        <tbody key={row.zone}>
          <tr>
            <th scope="rowgroup" rowSpan={2} className={styles.rowHead}>
              {row.zone}
            </th>
            <td className={cx(styles.dataCell, styles.numeric)}>{formatEuros(row.oneSession)}</td>
            <td className={cx(styles.dataCell, styles.numeric, styles.amount)}>
              {formatEuros(row.threeSessions)}
            </td>
          </tr>
          <tr>
            <td colSpan={2} className={styles.breakdown}>
              {fillTemplate(labels.sessionBreakdown, {
                perSession: formatEuros(row.breakdown.perSession),
                saving: formatEuros(row.breakdown.saving),
              })}
            </td>
          </tr>
        </tbody>
      ))}
    </>
  );
}

/** One `<tbody>` per zone of a session table, the zone heading both lines. */
export function PriceTable({ table, labels }: PriceTableProps) {
  const titleId = useId();
  // A table of treatments rather than zones names its first column itself ("Soin").
  const columnLabels = table.firstColumn ? { ...labels, zone: table.firstColumn } : labels;
  return (
    <div className={styles.wrapper}>
      <h3 id={titleId} className={shared.titleXl}>
        {table.title}
      </h3>
      {table.caption ? <p className={shared.smallMuted}>{table.caption}</p> : null}
      <div className={styles.frame}>
        <table className={styles.table} aria-labelledby={titleId}>
          {table.kind === 'standard' ? (
            <StandardRows rows={table.rows} labels={columnLabels} />
          ) : (
            <SessionRows rows={table.rows} labels={columnLabels} />
          )}
        </table>
      </div>
    </div>
  );
}
