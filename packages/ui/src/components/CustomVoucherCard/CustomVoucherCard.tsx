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
  amount: string;
  amountHint: string;
  amountMissing: string;
  notANumber: string;
  notWhole: string;
  belowMinimum: string;
  aboveMaximum: string;
  previewEmpty: string;
  preview: string;
  validity: string;
  orderCustom: string;
  processing: string;
}

export interface CustomVoucherCardProps {
  custom: CustomVoucher;
  /** Formatted where the page is built: hydrating the card then makes no `Intl` formatter (a long task). */
  bounds: { minimum: string; maximum: string };
  labels: CustomVoucherCardLabels;
  onOrder: (order: VoucherOrder) => Promise<unknown>;
  onMissing: () => void;
  id?: string;
  /** Where the form posts before the page's script runs; the server checks it all. */
  action?: string;
  termsHref: string;
}

/** `noValidate` once hydrated: the site's French messages, not the browser's bubbles. */
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
