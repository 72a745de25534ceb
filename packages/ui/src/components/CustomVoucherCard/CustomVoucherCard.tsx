import type { CustomVoucher } from '@clinique/catalog';
import { useTypedBeforeHydration } from '../../utils/typed-before-hydration.ts';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import { checkVoucherAmount, CUSTOM_VOUCHER_ID } from '@clinique/catalog/voucher-orders';
import { useEffect, useId, useRef, useState } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Field, FieldError } from '../TextField/TextField.tsx';
import { useHydrated } from '../VoucherCard/useVoucherFields.ts';
import {
  VoucherForm,
  type VoucherFieldLabels,
  type VoucherOrderProps,
} from '../VoucherCard/VoucherCard.tsx';
import * as styles from './CustomVoucherCard.css.ts';
import * as shared from '../../styles/shared.css.ts';

export interface CustomVoucherCardProps extends VoucherOrderProps {
  custom: CustomVoucher;
  /** Formatted where the page is built: hydrating the card then makes no `Intl` formatter (a long task). */
  bounds: { minimum: string; maximum: string };
  labels: VoucherFieldLabels;
}

export function CustomVoucherCard({
  custom,
  bounds,
  labels,
  id,
  ...order
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
  const restoredAmount = order.restore?.amount;
  useEffect(() => {
    if (restoredAmount !== undefined) setAmountText(String(restoredAmount));
  }, [restoredAmount, order.restore]);

  /** The order focuses it if it is the first problem of the form. */
  const checkAmount = () => {
    if (check.ok) return undefined;
    setShowProblem(true);
    return amountInput.current ?? undefined;
  };

  const problem = showProblem && !check.ok ? check.problem : undefined;
  return (
    <Card as="article" id={id} aria-labelledby={`${ids}-title`}>
      <h3 id={`${ids}-title`} className={shared.title2xl}>
        {custom.title}
      </h3>
      <p className={shared.accentSubtitle}>{custom.subtitle}</p>
      <p className={shared.smallMuted}>{custom.description}</p>
      <VoucherForm
        {...order}
        labels={labels}
        titleId={`${ids}-title`}
        offerId={CUSTOM_VOUCHER_ID}
        sale={{ amount: check.ok ? check.amount : 0, giftType: custom.giftType }}
        validityMonths={custom.validityMonths}
        className={form.form}
        check={checkAmount}
        button={{
          variant: 'outline',
          // Before the script runs the amount is checked by the server (the button must work).
          disabled: hydrated && amountText.trim() === '',
          children: labels.orderCustom,
        }}
      >
        {(busy) => [
          <Field
            key="amount"
            id={`${ids}-amount`}
            label={labels.amount}
            className={form.requiredField}
          >
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
            <FieldError id={`${ids}-error`}>
              {problem !== undefined && fillTemplate(labels[problem], bounds)}
            </FieldError>
          </Field>,
          <p
            key="preview"
            className={cx(styles.preview, check.ok ? undefined : styles.previewEmpty)}
            aria-live="polite"
          >
            <Icon name="gift" />
            <span>
              {check.ok
                ? fillTemplate(labels.preview, { amount: formatEuros(check.amount) })
                : labels.previewEmpty}
            </span>
          </p>,
          <p key="validity" className={form.hint}>
            {fillTemplate(labels.validity, { months: custom.validityMonths })}
          </p>,
        ]}
      </VoucherForm>
    </Card>
  );
}
