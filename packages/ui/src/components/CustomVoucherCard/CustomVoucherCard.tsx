import type { CustomVoucher } from '@clinique/catalog';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { CUSTOM_VOUCHER_ID } from '@clinique/catalog/vouchers';
import { useId, useRef, useState } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useHydrated, useVoucherFields } from '../VoucherCard/useVoucherFields.ts';
import {
  VoucherFields,
  type VoucherFieldLabels,
  type VoucherOrder,
} from '../VoucherCard/VoucherCard.tsx';
import * as styles from './CustomVoucherCard.css.ts';

export interface CustomVoucherCardLabels extends VoucherFieldLabels {
  /** "Montant du bon (€)". */
  amount: string;
  /** "Minimum 30 €", under the amount. */
  minimumHint: string;
  /** Shown when the amount is below the minimum. */
  belowMinimum: string;
  /** Preview while no amount is typed. */
  previewEmpty: string;
  /** Preview with `{amount}`: "Bon cadeau de {amount}". */
  preview: string;
  /** "Valable {months} mois". */
  validity: string;
  /** "Commander ce Bon Personnalisé". */
  orderCustom: string;
  /** "Traitement...". */
  processing: string;
}

export interface CustomVoucherCardProps {
  /** The custom-voucher rule of the catalog: minimum, maximum, validity, gift type ("Personnalisé"). */
  custom: CustomVoucher;
  labels: CustomVoucherCardLabels;
  /** Creates the payment with the whole-euro amount; busy until the promise settles. */
  onOrder: (order: VoucherOrder) => Promise<unknown>;
  /** Any of the three fields empty. */
  onMissing: () => void;
  id?: string;
  /**
   * Where the form posts before the page's script runs (or without it): the payment endpoint, which
   * receives `offer` (hidden, the custom voucher's id), `amount` and the three fields.
   */
  action?: string;
}

/** The amount typed, as whole euros, or `null` when empty or not a number. */
export function parseVoucherAmount(text: string): number | null {
  if (text.trim() === '') return null;
  const amount = Math.trunc(Number(text));
  return Number.isFinite(amount) ? amount : null;
}

/**
 * The custom-amount voucher: a number field with its minimum, a live preview, the three fields and
 * the order button. Once the page's script runs, the button is disabled while the amount is empty
 * (or below 1 €); an amount below the minimum is refused with an inline message, and no order is
 * made. Before that (or without script) the form posts to `action` and the server checks it all.
 */
export function CustomVoucherCard({
  custom,
  labels,
  onOrder,
  onMissing,
  id,
  action,
}: CustomVoucherCardProps) {
  const hydrated = useHydrated();
  const ids = useId();
  const [amountText, setAmountText] = useState('');
  const [showBelowMinimum, setShowBelowMinimum] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  const amount = parseVoucherAmount(amountText);
  const belowMinimum = amount !== null && amount < custom.minimum;
  const { field, submit, busy } = useVoucherFields({
    onMissing,
    order: (values) => onOrder({ ...values, amount: amount ?? 0, giftType: custom.giftType }),
  });

  const checkAmount = () => {
    if (!belowMinimum) return true;
    setShowBelowMinimum(true);
    amountInput.current?.focus();
    return false;
  };

  const errorShown = showBelowMinimum && belowMinimum;
  return (
    <Card as="article" id={id} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={styles.title}>
        {custom.title}
      </h3>
      <p className={styles.subtitle}>{custom.subtitle}</p>
      <p className={styles.description}>{custom.description}</p>
      <form
        className={form.form}
        method="post"
        action={action}
        onSubmit={(event) => void submit(event, checkAmount)}
        aria-labelledby={`${ids}-title`}
      >
        <input type="hidden" name="offer" value={CUSTOM_VOUCHER_ID} />
        <div className={form.field}>
          <label className={form.label} htmlFor={`${ids}-amount`}>
            {labels.amount}
          </label>
          <div className={styles.amountControl}>
            <input
              ref={amountInput}
              id={`${ids}-amount`}
              className={cx(form.control, styles.amountInput)}
              name="amount"
              type="number"
              inputMode="numeric"
              max={custom.maximum}
              readOnly={busy}
              value={amountText}
              aria-invalid={errorShown || undefined}
              aria-describedby={`${ids}-hint ${ids}-error`}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={() => setShowBelowMinimum(true)}
            />
            <span className={styles.euro} aria-hidden="true">
              €
            </span>
          </div>
          <p id={`${ids}-hint`} className={form.hint}>
            {labels.minimumHint}
          </p>
          <p id={`${ids}-error`} className={form.error} aria-live="polite">
            {errorShown ? (
              <>
                <Icon name="alert" size="1.1em" />
                {labels.belowMinimum}
              </>
            ) : null}
          </p>
        </div>
        <p
          className={cx(
            styles.preview,
            amount === null || amount < 1 ? styles.previewEmpty : undefined,
          )}
          aria-live="polite"
        >
          <Icon name="gift" />
          <span>
            {amount !== null && amount >= 1
              ? fillTemplate(labels.preview, { amount: formatEuros(amount) })
              : labels.previewEmpty}
          </span>
        </p>
        <p className={form.hint}>
          {fillTemplate(labels.validity, { months: custom.validityMonths })}
        </p>
        <VoucherFields labels={labels} field={field} busy={busy} />
        <Button
          type="submit"
          fullWidth
          icon="gift"
          variant="outline"
          // Before the script runs the amount is checked by the server (the button must work).
          disabled={hydrated && (amount === null || amount < 1)}
          busy={busy}
          busyLabel={labels.processing}
        >
          {labels.orderCustom}
        </Button>
      </form>
    </Card>
  );
}
