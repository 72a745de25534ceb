import type { CustomVoucher } from '@clinique/catalog';
import { useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { checkVoucherAmount, CUSTOM_VOUCHER_ID } from '@clinique/catalog/vouchers';
import { useId, useRef, useState } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useHydrated, useVoucherFields } from '../VoucherCard/useVoucherFields.ts';
import {
  TermsCheckbox,
  VoucherFields,
  type VoucherFieldLabels,
  type VoucherOrder,
} from '../VoucherCard/VoucherCard.tsx';
import * as styles from './CustomVoucherCard.css.ts';

export interface CustomVoucherCardLabels extends VoucherFieldLabels {
  /** "Montant du bon (€)". */
  amount: string;
  /** Under the amount, with `{minimum}` and `{maximum}`: "De 30 € à 1 000 €, en euros entiers." */
  amountHint: string;
  /** The messages of an amount that cannot be bought (`{minimum}`, `{maximum}` filled in). */
  amountMissing: string;
  notANumber: string;
  notWhole: string;
  belowMinimum: string;
  aboveMaximum: string;
  /** Preview while no buyable amount is typed. */
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
  /**
   * `custom.minimum` and `custom.maximum` as the page states them (`formatEuros`: "30 €",
   * "1 000 €"), formatted where the page is built: hydrating the card makes no `Intl` formatter (the
   * first one a page makes loads the locale's data, one long task on a slow phone). The preview of a
   * typed amount formats it when there is one.
   */
  bounds: { minimum: string; maximum: string };
  labels: CustomVoucherCardLabels;
  /** Creates the payment with the whole-euro amount; busy until the promise settles. */
  onOrder: (order: VoucherOrder) => Promise<unknown>;
  /** Any of the three fields empty. */
  onMissing: () => void;
  id?: string;
  /**
   * Where the form posts before the page's script runs (or without it): the payment endpoint, which
   * receives `offer` (hidden, the custom voucher's id), `amount`, the three fields and the box.
   */
  action?: string;
  /** The terms of sale, linked from the acceptance box. */
  termsHref: string;
}

/**
 * The custom-amount voucher: the amount with its bounds stated under it, a preview that only ever
 * shows an amount that can be bought, the three fields, the terms-of-sale box and the order button.
 * Once the page's script runs, the form checks itself (`noValidate`: the site's French messages,
 * not the browser's bubbles): the button is disabled while the amount is empty, and an amount that
 * cannot be bought (not a number, decimals, below the minimum, above the maximum) is refused with
 * its message beside the field, and no order is made. Before that (or without script) the form
 * posts to `action` and the server checks it all.
 */
export function CustomVoucherCard({
  custom,
  bounds,
  labels,
  onOrder,
  onMissing,
  id,
  action,
  termsHref,
}: CustomVoucherCardProps) {
  const hydrated = useHydrated();
  const ids = useId();
  const [amountText, setAmountText] = useState('');
  const [showProblem, setShowProblem] = useState(false);
  const amountInput = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(
    () => ({ amount: amountInput.current }),
    { amount: amountText },
    (typed) => setAmountText(typed.amount ?? ''),
  );
  const check = checkVoucherAmount(amountText, custom);
  const { field, terms, gift, submit, busy } = useVoucherFields({
    onMissing,
    order: (values) =>
      onOrder({
        ...values,
        amount: check.ok ? check.amount : 0,
        giftType: custom.giftType,
        acceptTerms: true,
      }),
    validityMonths: custom.validityMonths,
  });

  const checkAmount = () => {
    if (check.ok) return true;
    setShowProblem(true);
    amountInput.current?.focus();
    return false;
  };

  const problem = showProblem && !check.ok ? check.problem : undefined;
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
        noValidate
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
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
              readOnly={busy}
              value={amountText}
              aria-invalid={problem !== undefined || undefined}
              aria-describedby={`${ids}-hint ${ids}-error`}
              onChange={(event) => setAmountText(event.target.value)}
              onBlur={() => setShowProblem(amountText.trim() !== '')}
            />
            <span className={styles.euro} aria-hidden="true">
              €
            </span>
          </div>
          <p id={`${ids}-hint`} className={form.hint}>
            {fillTemplate(labels.amountHint, bounds)}
          </p>
          <p id={`${ids}-error`} className={form.error} aria-live="polite">
            {problem !== undefined ? (
              <>
                <Icon name="alert" size="1.1em" />
                {fillTemplate(labels[problem], bounds)}
              </>
            ) : null}
          </p>
        </div>
        <p
          className={cx(styles.preview, check.ok ? undefined : styles.previewEmpty)}
          aria-live="polite"
        >
          <Icon name="gift" />
          <span>
            {check.ok
              ? fillTemplate(labels.preview, { amount: formatEuros(check.amount) })
              : labels.previewEmpty}
          </span>
        </p>
        <p className={form.hint}>
          {fillTemplate(labels.validity, { months: custom.validityMonths })}
        </p>
        <VoucherFields labels={labels} field={field} gift={gift} busy={busy} />
        <TermsCheckbox labels={labels} href={termsHref} terms={terms} busy={busy} />
        <Button
          type="submit"
          fullWidth
          icon="gift"
          variant="outline"
          // Before the script runs the amount is checked by the server (the button must work).
          disabled={hydrated && amountText.trim() === ''}
          busy={busy}
          busyLabel={labels.processing}
        >
          {labels.orderCustom}
        </Button>
      </form>
    </Card>
  );
}
