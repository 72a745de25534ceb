import { fillTemplate, formatCents, formatNumericDate } from '@clinique/catalog/format';
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
import { DeskFact, type DeskVoucherStatus, deskStatusTone } from './DeskVoucherCard.tsx';

export interface DeskListLabels {
  title: string;
  statusLabel: string;
  statusAll: string;
  fromLabel: string;
  toLabel: string;
  searchLabel: string;
  searchHint: string;
  submit: string;
  busy: string;
  totalsTitle: string;
  sold: string;
  outstanding: string;
  outstandingHint: string;
  expiring: string;
  /** "{count}": `one` for 0 and 1. */
  count: { one: string; other: string };
  expiringNone: string;
  resultsTitle: string;
  empty: string;
  /** "{balance}", "{amount}". */
  balanceOf: string;
  /** "{date}", "{buyer}", "{recipient}". */
  soldTo: string;
  /** "{date}". */
  endsOn: string;
  export: string;
  exportHint: string;
}

export interface DeskListFilter {
  status: DeskVoucherStatus | '';
  from: string;
  to: string;
  q: string;
}

export interface DeskListVoucher {
  code: string;
  title: string;
  status: DeskVoucherStatus;
  amountCents: number;
  balanceCents: number;
  issuedAt: string;
  validUntil: string;
  buyerName: string;
  buyerEmail: string;
  recipientName: string;
}

export interface DeskListResult {
  vouchers: readonly DeskListVoucher[];
  totals: {
    soldCount: number;
    soldCents: number;
    outstandingCount: number;
    outstandingCents: number;
    expiringSoon: readonly DeskListVoucher[];
  };
}

export interface DeskListProps {
  labels: DeskListLabels;
  statuses: Record<DeskVoucherStatus, string>;
  filter: DeskListFilter;
  onFilterChange: (filter: DeskListFilter) => void;
  onSubmit: () => void;
  busy?: boolean;
  error?: string;
  result?: DeskListResult;
  exportHref?: string;
  /** So a row also opens in a new tab. */
  voucherHref: (code: string) => string;
  onOpen: (code: string) => void;
}

const STATUSES: readonly DeskVoucherStatus[] = ['active', 'used', 'expired', 'void'];

export function DeskList({
  labels,
  statuses,
  filter,
  onFilterChange,
  onSubmit,
  busy = false,
  error,
  result,
  exportHref,
  voucherHref,
  onOpen,
}: DeskListProps) {
  const id = useId();
  const set = (change: Partial<DeskListFilter>) => onFilterChange({ ...filter, ...change });
  const count = (n: number) =>
    fillTemplate(n <= 1 ? labels.count.one : labels.count.other, { count: n });
  const open = (code: string) => (event: MouseEvent<HTMLAnchorElement>) => {
    // A new tab or window keeps the link's own behaviour.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    onOpen(code);
  };
  const row = (voucher: DeskListVoucher, detail: string) => (
    <li key={voucher.code} className={styles.listRow}>
      <div className={styles.header}>
        <a className={styles.rowLink} href={voucherHref(voucher.code)} onClick={open(voucher.code)}>
          {voucher.code}
        </a>
        <Badge tone={deskStatusTone[voucher.status]} size="sm">
          <span className={visuallyHidden}>{`${labels.statusLabel}\u00A0: `}</span>
          {statuses[voucher.status]}
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
      <span className={styles.muted}>{detail}</span>
    </li>
  );
  const total = (term: string, cents: number, vouchers: number, hint?: string) => (
    <DeskFact term={term}>
      <dd className={styles.balance}>{formatCents(cents)}</dd>
      <dd className={styles.muted}>{count(vouchers)}</dd>
      {hint && <dd className={styles.muted}>{hint}</dd>}
    </DeskFact>
  );
  const soldTo = (voucher: DeskListVoucher) =>
    fillTemplate(labels.soldTo, {
      date: formatNumericDate(voucher.issuedAt),
      buyer: voucher.buyerName,
      recipient: voucher.recipientName,
    });
  return (
    <DeskSection titleId={`${id}-title`} title={labels.title} aria-busy={busy}>
      <form className={form.form} onSubmit={submitted(onSubmit)}>
        <div className={form.row}>
          <SelectField
            id={`${id}-status`}
            label={labels.statusLabel}
            placeholder={labels.statusAll}
            options={STATUSES.map((status) => ({ value: status, label: statuses[status] }))}
            name="status"
            value={filter.status}
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
            value={filter.q}
            onChange={(event) => set({ q: event.target.value })}
          />
        </div>
        <div className={form.row}>
          <TextField
            id={`${id}-from`}
            label={labels.fromLabel}
            name="from"
            type="date"
            value={filter.from}
            onChange={(event) => set({ from: event.target.value })}
          />
          <TextField
            id={`${id}-to`}
            label={labels.toLabel}
            name="to"
            type="date"
            value={filter.to}
            onChange={(event) => set({ to: event.target.value })}
          />
        </div>
        <DeskMessage tone="danger" text={error} />
        <Button type="submit" busy={busy} busyLabel={labels.busy} icon="search" fullWidth>
          {labels.submit}
        </Button>
      </form>
      {result && (
        <>
          <Card as="section" aria-labelledby={`${id}-totals`}>
            <div className={styles.panel}>
              <h3 id={`${id}-totals`} className={styles.subheading}>
                {labels.totalsTitle}
              </h3>
              <dl className={styles.facts}>
                {total(labels.sold, result.totals.soldCents, result.totals.soldCount)}
                {total(
                  labels.outstanding,
                  result.totals.outstandingCents,
                  result.totals.outstandingCount,
                  labels.outstandingHint,
                )}
                {total(
                  labels.expiring,
                  result.totals.expiringSoon.reduce(
                    (sum, voucher) => sum + voucher.balanceCents,
                    0,
                  ),
                  result.totals.expiringSoon.length,
                )}
              </dl>
              <h4 className={styles.term}>{labels.expiring}</h4>
              {result.totals.expiringSoon.length === 0 ? (
                <p className={styles.muted}>{labels.expiringNone}</p>
              ) : (
                <ul className={styles.history}>
                  {result.totals.expiringSoon.map((voucher) =>
                    row(
                      voucher,
                      fillTemplate(labels.endsOn, { date: formatNumericDate(voucher.validUntil) }),
                    ),
                  )}
                </ul>
              )}
            </div>
          </Card>
          <div className={styles.header}>
            <h3 className={styles.subheading}>
              {labels.resultsTitle}
              <span className={styles.muted}>{` · ${count(result.vouchers.length)}`}</span>
            </h3>
          </div>
          {result.vouchers.length === 0 ? (
            <p className={styles.intro}>{labels.empty}</p>
          ) : (
            <ul className={styles.history}>
              {result.vouchers.map((voucher) => row(voucher, soldTo(voucher)))}
            </ul>
          )}
          {exportHref && (
            <div className={styles.panel}>
              <Button href={exportHref} variant="outline" download>
                {labels.export}
              </Button>
              <p className={styles.muted}>{labels.exportHint}</p>
            </div>
          )}
        </>
      )}
    </DeskSection>
  );
}
