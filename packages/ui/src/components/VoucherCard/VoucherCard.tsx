import type { VoucherOffer } from '@clinique/catalog';
import { fillTemplate } from '@clinique/catalog/format';
import { useId } from 'react';
import { cx } from '../../styles/cx.ts';
import * as form from '../../styles/form.css.ts';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { useVoucherFields, type VoucherAttemptValues } from './useVoucherFields.ts';
import * as styles from './VoucherCard.css.ts';
import { TextField } from '../TextField/TextField.tsx';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden.tsx';

export interface VoucherFieldLabels {
  /** "De", "Pour", "Votre e-mail (pour recevoir le bon)". */
  from: string;
  to: string;
  email: string;
  /** The acceptance box: "J’accepte les" + " " + link + "" (`newTab` read after the link). */
  terms: { before: string; link: string; after: string; newTab: string };
  /** Beside the box when the order is sent without it. */
  termsMissing: string;
}

/** What the acceptance box posts when ticked (the payment function reads `acceptTerms=oui`). */
export const TERMS_ACCEPTED_VALUE = 'oui';

/**
 * "J’accepte les conditions générales de vente": required, never pre-ticked; the link opens the
 * terms in a new tab so that nothing typed is lost.
 */
export function TermsCheckbox({
  labels,
  href,
  terms,
  busy,
}: {
  labels: VoucherFieldLabels;
  href: string;
  terms: ReturnType<typeof useVoucherFields>['terms'];
  busy: boolean;
}) {
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
      <p id={`${id}-error`} className={form.error} aria-live="polite">
        {terms.invalid ? (
          <>
            <Icon name="alert" size="1.1em" />
            {labels.termsMissing}
          </>
        ) : null}
      </p>
    </div>
  );
}

/** The three fields of a voucher card (sender, recipient, e-mail). */
export function VoucherFields({
  labels,
  field,
  busy,
}: {
  labels: VoucherFieldLabels;
  field: ReturnType<typeof useVoucherFields>['field'];
  busy: boolean;
}) {
  const id = useId();
  return (
    <>
      <TextField
        id={`${id}-from`}
        label={labels.from}
        type="text"
        autoComplete="name"
        aria-required="true"
        readOnly={busy}
        {...field('senderName')}
      />
      <TextField
        id={`${id}-to`}
        label={labels.to}
        type="text"
        autoComplete="off"
        aria-required="true"
        readOnly={busy}
        {...field('recipientName')}
      />
      <TextField
        id={`${id}-email`}
        label={labels.email}
        type="email"
        autoComplete="email"
        aria-required="true"
        readOnly={busy}
        {...field('email')}
      />
    </>
  );
}

/**
 * An order as the payment function expects it: whole euros, the offer title as gift type, the
 * three fields, the attempt id and the terms of sale accepted.
 */
export interface VoucherOrder extends VoucherAttemptValues {
  amount: number;
  giftType: string;
  acceptTerms: true;
}

export interface VoucherCardLabels extends VoucherFieldLabels {
  /** "Commander ce Bon". */
  order: string;
  /** "Traitement..." while the order runs. */
  processing: string;
  /** "Populaire". */
  popular: string;
  /** "Valable {months} mois". */
  validity: string;
}

export interface VoucherCardProps {
  /** A fixed voucher of the catalog (the crossed-out `originalPrice` and `includes` are not shown). */
  offer: VoucherOffer;
  /**
   * The offer's price as the page states it (`formatEuros(offer.price)`, "150 €"), formatted where
   * the page is built: hydrating the card makes no `Intl` formatter (the first one a page makes
   * loads the locale's data, one long task on a slow phone).
   */
  price: string;
  labels: VoucherCardLabels;
  /**
   * Creates the payment (and opens its page). The button is disabled and reads "Traitement..." until
   * the promise settles, then the card returns to idle whatever the outcome.
   */
  onOrder: (order: VoucherOrder) => Promise<unknown>;
  /** Any field empty: show "Informations manquantes"; `onOrder` is not called. */
  onMissing: () => void;
  /** Anchor of the card (the closing button scrolls to the Bon Éclat card). */
  id?: string;
  /**
   * Where the form posts before the page's script runs (or without it): the payment endpoint, which
   * receives the offer's id (`offer`, hidden), the three fields and the box, never a price.
   */
  action?: string;
  /** The terms of sale (`/conditions-generales-de-vente`), linked from the acceptance box. */
  termsHref: string;
}

/**
 * A fixed gift voucher: colour band, title, price, validity, the three fields, the terms-of-sale
 * box and the order button.
 */
export function VoucherCard({
  offer,
  price,
  labels,
  onOrder,
  onMissing,
  id,
  action,
  termsHref,
}: VoucherCardProps) {
  const titleId = useId();
  const { field, terms, submit, busy } = useVoucherFields({
    onMissing,
    order: (values) =>
      onOrder({ ...values, amount: offer.price, giftType: offer.title, acceptTerms: true }),
  });
  return (
    <Card
      as="article"
      id={id}
      highlighted={offer.popular}
      className={styles.card}
      aria-labelledby={titleId}
    >
      {offer.popular ? (
        <Badge tone="solid" icon="star" className={styles.popular}>
          {labels.popular}
        </Badge>
      ) : null}
      <div className={styles.band({ colour: offer.colour })}>
        <h3 id={titleId} className={styles.title}>
          {offer.title}
        </h3>
        <p className={styles.subtitle}>{offer.subtitle}</p>
        <p className={styles.price}>{price}</p>
      </div>
      <p className={styles.description}>{offer.description}</p>
      <p className={styles.validity}>
        <Icon name="calendar" size="1em" />
        {fillTemplate(labels.validity, { months: offer.validityMonths })}
      </p>
      <form
        className={cx(form.form, styles.form)}
        method="post"
        action={action}
        // The page's script checks the fields (French messages); without it, the server does.
        noValidate
        onSubmit={(event) => void submit(event)}
        aria-labelledby={titleId}
      >
        <input type="hidden" name="offer" value={offer.id} />
        <VoucherFields labels={labels} field={field} busy={busy} />
        <TermsCheckbox labels={labels} href={termsHref} terms={terms} busy={busy} />
        <Button
          type="submit"
          fullWidth
          icon="gift"
          variant={offer.popular ? 'primary' : 'outline'}
          busy={busy}
          busyLabel={labels.processing}
        >
          {labels.order}
        </Button>
      </form>
    </Card>
  );
}
