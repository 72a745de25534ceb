import type { DeskText } from '@clinique/catalog';
import {
  fillTemplate,
  formatCents,
  formatDateTime,
  formatNumericDate,
} from '@clinique/catalog/format';
import {
  balanceAfterReversal,
  type DeskDelivery,
  type DeskStatus,
  type DeskVoucher,
  reversalOf,
  reversibleCents,
} from '@clinique/api/desk';
import { type ReactNode, useId, useRef } from 'react';
import { visuallyHidden } from '../../styles/utils.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { useFocusBack } from '../../utils/focus-back.ts';
import * as styles from './Desk.css.ts';
import { DeskConfirmStep } from './DeskConfirmStep.tsx';
import { DeskMessage } from './DeskMessage.tsx';

/** What an action shows: busy while it runs (`B` says which button), then a refusal or a notice. */
export interface DeskOutcome<B = boolean> {
  busy?: B;
  error?: string;
  notice?: string;
}

export interface DeskReversal extends DeskOutcome {
  reversible: readonly number[];
  confirming?: number;
  onAsk: (index: number) => void;
  onConfirm: () => void;
  onCancel: () => void;
}

/** As the API decides: within 24 hours, not yet undone, on a voucher not void. */
export function reversibleUses(voucher: DeskVoucher, now: Date): number[] {
  return voucher.history.flatMap((_, index) =>
    typeof reversibleCents(voucher, index, now) === 'number' ? [index] : [],
  );
}

/** A note's ISO days (« x@y.fr · 2026-12-01 ») as French dates, like the rest of the desk. */
function frenchDays(note: string): string {
  return note.replace(/\b\d{4}-\d{2}-\d{2}\b/g, (day) => formatNumericDate(day));
}

export interface DeskVoucherCardProps {
  voucher: DeskVoucher;
  labels: DeskText['voucher'];
  reversal?: DeskReversal;
  /** Right under the balance: what the receptionist does next (the use form). */
  action?: ReactNode;
}

export const deskStatusTone: Record<DeskStatus, 'solid' | 'neutral' | 'outline'> = {
  active: 'solid',
  used: 'neutral',
  void: 'outline',
  expired: 'outline',
};

export function DeskFact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className={styles.fact}>
      <dt className={styles.term}>{term}</dt>
      {children}
    </div>
  );
}

function deliveryLine(delivery: DeskDelivery, labels: DeskText['voucher']['delivery']): string {
  const date =
    delivery.state === 'delivered' && delivery.deliveredAt !== null
      ? formatDateTime(delivery.deliveredAt)
      : delivery.state === 'bounced' && delivery.bouncedAt !== null
        ? formatDateTime(delivery.bouncedAt)
        : formatNumericDate(delivery.on);
  return fillTemplate(labels[delivery.state], { date });
}

export function DeskVoucherCard({ voucher, labels, reversal, action }: DeskVoucherCardProps) {
  const titleId = `${useId()}-title`;
  const validity = fillTemplate(
    voucher.status === 'expired' ? labels.expiredOn : labels.validUntil,
    { date: formatNumericDate(voucher.validUntil) },
  );
  const actor = (name: string) =>
    name === 'stripe' || name === 'system' ? labels.actors[name] : name;
  const busy = reversal?.busy ?? false;
  // « Non » (or a refusal) hands the focus back to the button of the entry asked about.
  const reverseButtons = useRef(new Map<number, HTMLButtonElement>());
  useFocusBack(reversal?.confirming, (index) => reverseButtons.current.get(index));
  return (
    <Card as="article" aria-labelledby={titleId}>
      <div className={styles.panel}>
        <div className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {voucher.title}
          </h2>
          <Badge tone={deskStatusTone[voucher.status]}>
            <span className={visuallyHidden}>{`${labels.status}\u00A0: `}</span>
            {labels.statuses[voucher.status]}
          </Badge>
        </div>
        <p className={styles.code}>{voucher.code}</p>
        <dl className={styles.facts}>
          <DeskFact term={labels.balance}>
            <dd className={styles.balance}>{formatCents(voucher.balanceCents)}</dd>
          </DeskFact>
        </dl>
        {action}
        <dl className={styles.facts}>
          <DeskFact term={labels.amount}>
            <dd className={styles.value}>{formatCents(voucher.amountCents)}</dd>
          </DeskFact>
          <DeskFact term={labels.validity}>
            <dd className={styles.value}>{validity}</dd>
            <dd className={styles.muted}>
              {fillTemplate(labels.issuedOn, { date: formatNumericDate(voucher.issuedAt) })}
            </dd>
          </DeskFact>
          <DeskFact term={labels.buyer}>
            <dd className={styles.value}>{voucher.buyerName}</dd>
            <dd className={styles.muted}>{voucher.buyerEmail}</dd>
          </DeskFact>
          <DeskFact term={labels.recipient}>
            <dd className={styles.value}>{voucher.recipientName}</dd>
            {voucher.recipientEmail && <dd className={styles.muted}>{voucher.recipientEmail}</dd>}
            {voucher.delivery && (
              <dd className={styles.muted}>{deliveryLine(voucher.delivery, labels.delivery)}</dd>
            )}
          </DeskFact>
          {voucher.message && (
            <DeskFact term={labels.message}>
              <dd className={styles.typedMessage}>{voucher.message}</dd>
            </DeskFact>
          )}
        </dl>
        <h3 className={styles.subheading}>{labels.historyTitle}</h3>
        {reversal && (
          <>
            <DeskMessage tone="success" text={reversal.notice} />
            <DeskMessage tone="danger" text={reversal.error} />
          </>
        )}
        <ol className={styles.history}>
          {voucher.history
            .map((entry, index) => ({ entry, index, undone: reversalOf(voucher.history, index) }))
            .filter(({ entry }) => entry.type !== 'use_reversed')
            .reverse()
            .map(({ entry, index, undone }) => (
              <li key={`${entry.at}-${entry.type}-${index}`} className={styles.historyItem}>
                <span className={styles.value}>
                  {labels.events[entry.type]}
                  {entry.amountCents !== undefined && ` · ${formatCents(entry.amountCents)}`}
                  {entry.treatment && ` · ${entry.treatment}`}
                </span>
                {entry.note && <span className={styles.muted}>{frenchDays(entry.note)}</span>}
                {undone && (
                  <span className={styles.undone}>
                    {fillTemplate(labels.reversedOn, {
                      date: formatDateTime(undone.at),
                      actor: actor(undone.actor),
                    })}
                  </span>
                )}
                <span className={styles.muted}>
                  {fillTemplate(labels.historyBy, {
                    date: formatDateTime(entry.at),
                    actor: actor(entry.actor),
                  })}
                </span>
                {reversal?.reversible.includes(index) &&
                  entry.amountCents !== undefined &&
                  (reversal.confirming === index ? (
                    <DeskConfirmStep
                      title={labels.reverse}
                      headingLevel={4}
                      text={fillTemplate(labels.reverseConfirm, {
                        amount: formatCents(entry.amountCents),
                        balance: formatCents(balanceAfterReversal(voucher, entry.amountCents)),
                      })}
                      confirm={labels.reverseYes}
                      back={labels.reverseNo}
                      busyLabel={labels.reverseBusy}
                      busy={busy}
                      onConfirm={reversal.onConfirm}
                      onBack={reversal.onCancel}
                    />
                  ) : (
                    <div className={styles.actions}>
                      <Button
                        ref={(button) => {
                          if (button) reverseButtons.current.set(index, button);
                          else reverseButtons.current.delete(index);
                        }}
                        variant="outline"
                        onClick={() => reversal.onAsk(index)}
                        disabled={busy}
                      >
                        {labels.reverse}
                      </Button>
                    </div>
                  ))}
              </li>
            ))}
        </ol>
      </div>
    </Card>
  );
}
