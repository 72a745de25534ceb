import type { DeskText } from '@clinique/catalog';
import { fillPlural, fillTemplate, formatCents, formatNumericDate } from '@clinique/catalog/format';
import { type MouseEvent, useId } from 'react';
import * as form from '../../styles/form.css.ts';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { SelectField, TextField } from '../TextField/TextField.tsx';
import * as styles from './Desk.css.ts';
import { DeskMessage } from './DeskMessage.tsx';
import { DeskSection, submitted } from './DeskPanel.tsx';
import { DeskFact, deskStatusTone } from './DeskVoucherCard.tsx';
import type {
  DeskList as DeskListResult,
  DeskListQuery,
  DeskListVoucher,
  DeskStatus,
} from '@clinique/api/desk';

/** The filter as typed: every field of the query, empty for no filter. */
export type DeskListFilter = { [K in keyof DeskListQuery]-?: NonNullable<DeskListQuery[K]> | '' };

export interface DeskListProps {
  labels: DeskText['list'];
  statuses: Record<DeskStatus, string>;
  filter: DeskListFilter;
  onFilterChange: (filter: DeskListFilter) => void;
  onSubmit: () => void;
  busy?: boolean;
  error?: string;
  result?: DeskListResult;
  /** The two CSV files of what is listed: the vouchers, their uses. */
  exportHrefs?: { vouchers: string; uses: string };
  /** A file's link, tapped: the page checks the session before downloading it. */
  onExport: (href: string) => void;
  /** So a row also opens in a new tab. */
  voucherHref: (code: string) => string;
  onOpen: (code: string) => void;
}

const STATUSES: readonly DeskStatus[] = ['active', 'used', 'expired', 'void'];

export function DeskList({ labels, busy = false, result, ...props }: DeskListProps) {
  const id = useId();
  const set = (change: Partial<DeskListFilter>) =>
    props.onFilterChange({ ...props.filter, ...change });
  const count = (n: number) => fillPlural(labels.count, n);
  const open = (code: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    props.onOpen(code);
  };
  const exported = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    props.onExport(event.currentTarget.href);
  };
  const row = (voucher: DeskListVoucher) => (
    <li key={voucher.code} className={styles.listRow}>
      <div className={styles.header}>
        <a
          className={styles.rowLink}
          href={props.voucherHref(voucher.code)}
          onClick={open(voucher.code)}
        >
          {voucher.code}
        </a>
        <Badge tone={deskStatusTone[voucher.status]} size="sm">
          <span className={visuallyHidden}>{`${labels.statusLabel}\u00A0: `}</span>
          {props.statuses[voucher.status]}
        </Badge>
      </div>
      <span className={styles.value}>
        {voucher.title}
        {' · '}
        {fillTemplate(labels.balanceOf, {
          balance: formatCents(voucher.balanceCents),
          amount: formatCents(voucher.amountCents),
        })}
      </span>
      <span className={styles.muted}>
        {fillTemplate(labels.soldTo, {
          date: formatNumericDate(voucher.issuedAt),
          buyer: voucher.buyerName,
          recipient: voucher.recipientName,
        })}
      </span>
    </li>
  );
  const total = (term: string, cents: number, vouchers: number, hint?: string) => (
    <DeskFact term={term}>
      <dd className={styles.balance}>{formatCents(cents)}</dd>
      <dd className={styles.muted}>{count(vouchers)}</dd>
      {hint && <dd className={styles.muted}>{hint}</dd>}
    </DeskFact>
  );
  return (
    <DeskSection title={labels.title} aria-busy={busy}>
      <form className={form.form} onSubmit={submitted(props.onSubmit)}>
        <div className={form.row}>
          <SelectField
            id={`${id}-status`}
            label={labels.statusLabel}
            placeholder={labels.statusAll}
            options={STATUSES.map((status) => ({ value: status, label: props.statuses[status] }))}
            name="status"
            value={props.filter.status}
            onChange={(event) => {
              const status = STATUSES.find((value) => value === event.target.value) ?? '';
              set({ status });
            }}
          />
          <TextField
            id={`${id}-q`}
            label={labels.searchLabel}
            hint={labels.searchHint}
            name="q"
            type="search"
            maxLength={100}
            autoComplete="off"
            spellCheck={false}
            value={props.filter.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
        <div className={form.row}>
          {(['from', 'to'] as const).map((name) => (
            <TextField
              key={name}
              id={`${id}-${name}`}
              label={labels[`${name}Label`]}
              name={name}
              type="date"
              value={props.filter[name]}
              onChange={(event) => set({ [name]: event.target.value })}
            />
          ))}
        </div>
        <label className={styles.check}>
          <input
            type="checkbox"
            name="expiring"
            checked={props.filter.expiring === '1'}
            // Vouchers near their end were sold months ago: the sale dates would hide them all.
            onChange={(event) =>
              set(event.target.checked ? { expiring: '1', from: '', to: '' } : { expiring: '' })
            }
          />
          {labels.expiringOnly}
        </label>
        <DeskMessage tone="danger" text={props.error} />
        <Button type="submit" busy={busy} busyLabel={labels.busy} icon="search" fullWidth>
          {labels.submit}
        </Button>
      </form>
      {result && (
        <Card as="section" aria-labelledby={`${id}-totals`}>
          <div className={styles.panel}>
            <h3 id={`${id}-totals`} className={styles.subheading}>
              {labels.totalsTitle}
            </h3>
            <p className={styles.value}>
              {count(result.totals.count)}
              {result.totals.voidCount > 0 &&
                ` · ${fillPlural(labels.voided, result.totals.voidCount)}`}
            </p>
            <dl className={styles.facts}>
              {total(labels.sold, result.totals.soldCents, result.totals.soldCount)}
              {total(
                labels.outstanding,
                result.totals.owedCents,
                result.totals.owedCount,
                labels.outstandingHint,
              )}
              {total(labels.expiring, result.totals.expiringCents, result.totals.expiringCount)}
            </dl>
          </div>
        </Card>
      )}
      {/* Kept in the page, empty before the first answer, so that every count is announced. */}
      <div role="status" className={styles.panel}>
        {result && (
          <>
            <div className={styles.header}>
              <h3 className={styles.subheading}>
                {labels.resultsTitle}
                <span className={styles.muted}>{` · ${count(result.vouchers.length)}`}</span>
              </h3>
            </div>
            {result.vouchers.length === 0 && <p className={styles.intro}>{labels.empty}</p>}
          </>
        )}
      </div>
      {result && (
        <>
          {result.vouchers.length > 0 && (
            <ul className={styles.history}>{result.vouchers.map(row)}</ul>
          )}
          {props.exportHrefs && (
            <div className={styles.panel}>
              <div className={styles.actions}>
                <Button
                  href={props.exportHrefs.vouchers}
                  variant="outline"
                  download
                  onClick={exported}
                >
                  {labels.export}
                </Button>
                <Button href={props.exportHrefs.uses} variant="outline" download onClick={exported}>
                  {labels.exportUses}
                </Button>
              </div>
              <p className={styles.muted}>{labels.exportHint}</p>
            </div>
          )}
        </>
      )}
    </DeskSection>
  );
}
