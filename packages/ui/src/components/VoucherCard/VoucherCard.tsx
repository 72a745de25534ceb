import { TERMS_ACCEPTED_VALUE, type PaymentOrder } from '@clinique/api/payment';
import type { InterfaceText, VoucherOffer } from '@clinique/catalog';
import { fillPlural, fillTemplate, formatDate } from '@clinique/catalog/format';
import { BUYER_FIELDS, GIFT_MESSAGE_MAX } from '@clinique/catalog/voucher-orders';
import { useEffect, useId, useState, type ReactElement } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { PopularBadge } from '../Badge/Badge.tsx';
import { Button, type ButtonAsButtonProps } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useVoucherFields, type BuyerProblem, type VoucherFieldName } from './useVoucherFields.ts';
import * as styles from './VoucherCard.css.ts';
import * as shared from '../../styles/shared.css.ts';
import { Field, FieldError, TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

/** `interfaceText.vouchers` without the page's own notices. */
export type VoucherFieldLabels = Omit<
  InterfaceText['vouchers'],
  'missing' | 'paymentFailed' | 'popupBlocked' | 'cancelled' | 'paymentOpened'
> & {
  /** The payment function's own sentences (`interfaceText.api`): the page says what it would. */
  buyerProblems: Record<BuyerProblem, string>;
  /** Says what the asterisk after a required field's label means. */
  requiredHint: string;
};

/**
 * The cards' texts kept elsewhere in the catalog: the payment function's sentences for the buyer's
 * fields (`api`), so the page says what the server would, and what the asterisk means.
 */
export function voucherFormTexts(
  text: Pick<InterfaceText, 'api' | 'contactForm'>,
): Pick<VoucherFieldLabels, 'buyerProblems' | 'requiredHint'> {
  const { payment, request } = text.api;
  return {
    buyerProblems: {
      senderNameMissing: payment.senderNameMissing,
      recipientNameMissing: payment.recipientNameMissing,
      emailMissing: request.emailMissing,
      emailInvalid: request.emailInvalid,
    },
    requiredHint: text.contactForm.requiredHint,
  };
}

type FieldsProps = ReturnType<typeof useVoucherFields> & { labels: VoucherFieldLabels };

/** The sentence under a field: '' when it is fine (its live region stays in the page). */
function problemText({ labels, problems, gift }: FieldsProps, name: VoucherFieldName): string {
  const problem = problems[name];
  if (problem === undefined) return '';
  if (typeof problem === 'object') return problem.refused;
  if (problem in labels.buyerProblems) return labels.buyerProblems[problem as BuyerProblem];
  const last = gift.deliveryDays?.last;
  return fillTemplate(labels[problem as Exclude<typeof problem, BuyerProblem>], {
    last: last === undefined ? '' : formatDate(last),
  });
}

/** Never pre-ticked; the link opens a new tab so nothing typed is lost. */
function TermsCheckbox({ labels, href, terms, busy }: FieldsProps & { href: string }) {
  const id = useId();
  return (
    <div className={form.field}>
      <div className={styles.check}>
        <input
          ref={terms.ref}
          id={id}
          className={styles.checkbox}
          type="checkbox"
          name="acceptTerms"
          value={TERMS_ACCEPTED_VALUE}
          required
          disabled={busy}
          aria-invalid={terms.invalid || undefined}
          aria-describedby={`${id}-error`}
          onChange={terms.onChange}
        />
        <label htmlFor={id} className={styles.checkLabel}>
          {`${labels.terms.before} `}
          <a href={href} target="_blank" rel="noopener" className={styles.termsLink}>
            {labels.terms.link}
            <VisuallyHidden>{` ${labels.terms.newTab}`}</VisuallyHidden>
          </a>
          {labels.terms.after}
        </label>
      </div>
      <FieldError id={`${id}-error`}>{terms.invalid && labels.termsMissing}</FieldError>
    </div>
  );
}

function VoucherFields(props: FieldsProps) {
  const { labels, field, busy } = props;
  const id = useId();
  return (
    <>
      {BUYER_FIELDS.map(({ name, label, hint, type, autoComplete }) => (
        <TextField
          key={name}
          id={`${id}-${label}`}
          label={labels[label]}
          hint={hint && labels[hint]}
          error={problemText(props, name)}
          fieldClassName={form.requiredField}
          type={type}
          autoComplete={autoComplete}
          aria-required
          readOnly={busy}
          {...field(name)}
        />
      ))}
      <GiftFields {...props} />
    </>
  );
}

/** How long typing pauses before a screen reader hears the message's count. */
export const COUNT_SPOKEN_AFTER_MS = 1000;

/** `value` once it has stopped changing for `delay` ms. */
function useSettled<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/** The radios are read at the order, so a choice made before the script ran counts. */
function GiftFields(props: FieldsProps) {
  const { labels, field, gift, busy } = props;
  const id = useId();
  const problem = (name: VoucherFieldName) => problemText(props, name);
  const count = { count: gift.messageLength, max: GIFT_MESSAGE_MAX };
  // A live region changed at every key would talk over each letter typed: it waits for a pause.
  const spoken = useSettled(gift.messageLength, COUNT_SPOKEN_AFTER_MS);
  // Only the payment function refuses a message (a character the voucher cannot print).
  const messageProblem = problem('message');
  return (
    <>
      <fieldset className={styles.choice} disabled={busy}>
        <legend className={cx(form.label, styles.legend)}>{labels.deliverTo.legend}</legend>
        {(['buyer', 'recipient'] as const).map((choice) => (
          <div key={choice} className={styles.check}>
            <input
              ref={choice === 'recipient' ? gift.recipientRadio : undefined}
              id={`${id}-${choice}`}
              className={cx(styles.checkbox, choice === 'buyer' && styles.collapses)}
              type="radio"
              name="deliverTo"
              value={choice}
              defaultChecked={choice === 'buyer'}
              onChange={gift.onDeliverToChange}
            />
            <label htmlFor={`${id}-${choice}`} className={styles.checkLabel}>
              {labels.deliverTo[choice]}
            </label>
          </div>
        ))}
      </fieldset>
      <TextField
        id={`${id}-recipient-email`}
        // Required once the recipient is chosen, the only time they show.
        fieldClassName={cx(styles.collapsible, form.requiredField)}
        aria-required
        label={labels.recipientEmail}
        hint={labels.recipientEmailHint}
        error={problem('recipientEmail')}
        type="email"
        autoComplete="off"
        readOnly={busy}
        {...field('recipientEmail')}
      />
      <TextField
        id={`${id}-day`}
        fieldClassName={cx(styles.collapsible, form.requiredField)}
        aria-required
        label={labels.deliverOn}
        hint={labels.deliverOnHint}
        error={problem('deliverOn')}
        type="date"
        min={gift.deliveryDays?.first}
        max={gift.deliveryDays?.last}
        readOnly={busy}
        {...field('deliverOn')}
      />
      <Field id={`${id}-message`} label={labels.message}>
        <textarea
          id={`${id}-message`}
          className={form.textarea}
          rows={3}
          maxLength={GIFT_MESSAGE_MAX}
          aria-describedby={cx(messageProblem && `${id}-message-error`, `${id}-message-hint`)}
          readOnly={busy}
          {...field('message')}
        />
        <p id={`${id}-message-hint`} className={form.hint}>
          {labels.messageHint}
        </p>
        <FieldError id={`${id}-message-error`}>{messageProblem}</FieldError>
        <p className={cx(form.hint, styles.counter)} aria-live="polite">
          <span aria-hidden="true">{fillTemplate(labels.messageCount, count)}</span>
          <VisuallyHidden>
            {fillPlural(labels.messageCountSpoken, spoken, 'count', { ...count, count: spoken })}
          </VisuallyHidden>
        </p>
      </Field>
    </>
  );
}

export type VoucherCardLabels = VoucherFieldLabels & { popular: string };

/** What both voucher cards take for the order. */
export interface VoucherOrderProps {
  /**
   * The card returns to idle when the promise settles, whatever the outcome; resolved with a
   * `VoucherRefusal`, it shows each refused field's sentence by that field.
   */
  onOrder: (order: PaymentOrder) => Promise<unknown>;
  onMissing: () => void;
  id?: string;
  /** The card's last order, given back after a cancelled payment. */
  restore?: Partial<PaymentOrder> | undefined;
  /** Where the form posts before the page's script runs (the offer, never a price); the server checks it all. */
  action?: string;
  termsHref: string;
}

interface VoucherFormProps extends Omit<VoucherOrderProps, 'id'> {
  labels: VoucherFieldLabels;
  titleId: string;
  offerId: string;
  sale: Pick<PaymentOrder, 'amount' | 'giftType'>;
  validityMonths: number;
  className: string;
  /** Checks what the card adds: its faulty control stops the order (focused if first). */
  check?: () => HTMLElement | undefined;
  button: Pick<ButtonAsButtonProps, 'variant' | 'disabled' | 'children'>;
  /** Spread before the buyer's fields: a field's place among the form's children makes its ids. */
  children?: (busy: boolean) => ReactElement[];
}

/** The order form of both cards: the buyer's fields, the terms and the order button. */
export function VoucherForm({ labels, sale, check, button, children, ...props }: VoucherFormProps) {
  const voucher = useVoucherFields({
    onMissing: props.onMissing,
    order: (values) => props.onOrder({ ...values, ...sale, acceptTerms: true }),
    validityMonths: props.validityMonths,
    restore: props.restore,
  });
  return (
    <form
      className={props.className}
      method="post"
      action={props.action}
      // The page's script checks the fields (French messages); without it, the server does.
      noValidate
      onSubmit={(event) => void voucher.submit(event, check)}
      aria-labelledby={props.titleId}
    >
      {/* One flat list: each field keeps its place in the tree, hence its `useId` id. */}
      {[
        <input key="offer" type="hidden" name="offer" value={props.offerId} />,
        <p key="required" className={shared.smallMuted}>
          {labels.requiredHint}
        </p>,
        ...(children?.(voucher.busy) ?? []),
        <VoucherFields key="fields" labels={labels} {...voucher} />,
        <TermsCheckbox key="terms" labels={labels} href={props.termsHref} {...voucher} />,
        <Button
          key="order"
          type="submit"
          fullWidth
          icon="gift"
          busy={voucher.busy}
          busyLabel={labels.processing}
          {...button}
        />,
      ]}
    </form>
  );
}

export interface VoucherCardProps extends VoucherOrderProps {
  /** What the card shows: the crossed-out `originalPrice` and the `includes` list are not. */
  offer: Omit<VoucherOffer, 'originalPrice' | 'includes'>;
  /** Formatted where the page is built: hydrating the card then makes no `Intl` formatter (a long task). */
  price: string;
  labels: VoucherCardLabels;
}

export function VoucherCard({ offer, price, labels, id, ...order }: VoucherCardProps) {
  const titleId = useId();
  return (
    <Card
      as="article"
      id={id}
      highlighted={offer.popular}
      className={styles.card}
      aria-labelledby={titleId}
    >
      {offer.popular ? <PopularBadge label={labels.popular} className={styles.popular} /> : null}
      <div className={styles.band({ colour: offer.colour })}>
        <h3 id={titleId} className={styles.title}>
          {offer.title}
        </h3>
        <p className={styles.subtitle}>{offer.subtitle}</p>
        <p className={styles.price}>{price}</p>
      </div>
      <p className={shared.smallMuted}>{offer.description}</p>
      <p className={styles.validity}>
        <Icon name="calendar" size="1em" />
        {fillTemplate(labels.validity, { months: offer.validityMonths })}
      </p>
      <VoucherForm
        {...order}
        labels={labels}
        titleId={titleId}
        offerId={offer.id}
        sale={{ amount: offer.price, giftType: offer.title }}
        validityMonths={offer.validityMonths}
        className={cx(form.form, styles.form)}
        button={{
          variant: offer.popular ? 'primary' : 'outline',
          // Three cards, three buttons: a screen reader's list of them says which voucher each orders.
          children: (
            <>
              {labels.order}
              <VisuallyHidden>{` (${offer.title})`}</VisuallyHidden>
            </>
          ),
        }}
      />
    </Card>
  );
}
