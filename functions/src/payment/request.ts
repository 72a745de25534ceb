/**
 * The voucher order: `{ amount, giftType, senderName, recipientName, email, attempt, acceptTerms }`,
 * priced from the catalog, and who receives it: `deliverTo` (`buyer`, the default, or `recipient`
 * with `recipientEmail` and `deliverOn`, `YYYY-MM-DD`), with an optional `message`.
 */
import { fillTemplate, formatDate } from '@clinique/catalog/format';
import {
  deliveryWindow,
  GIFT_MESSAGE_MAX,
  parisDay,
  priceVoucherOrder,
} from '@clinique/catalog/vouchers';
import * as v from 'valibot';
import type { SiteFacts } from '../facts.ts';
import {
  emailField,
  optionalText,
  textField,
  validate,
  type Validated,
  type ValidationFailure,
} from '../validation.ts';
import type { Order } from './metadata.ts';

/** Who receives the voucher: the buyer, who gives it in person, or the recipient, by e-mail. */
export const DELIVER_TO = { buyer: 'buyer', recipient: 'recipient' } as const;

export const ORDER_LIMITS = { name: 80, giftType: 60 } as const;

/**
 * The id of one order attempt, chosen by the browser (random, renewed after each completed or
 * failed attempt): 16 to 64 characters of `A-Z a-z 0-9 _ -`.
 */
export const ATTEMPT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

const OrderSchema = v.object({
  amount: v.pipe(
    v.number('Le montant doit être un nombre.'),
    v.finite('Le montant doit être un nombre.'),
  ),
  giftType: textField({
    label: 'Type de bon',
    max: ORDER_LIMITS.giftType,
    required: true,
    missing: 'Veuillez choisir un bon cadeau.',
  }),
  senderName: textField({
    label: 'De',
    max: ORDER_LIMITS.name,
    required: true,
    missing: 'Veuillez indiquer le nom de la personne qui offre le bon (champ « De »).',
  }),
  recipientName: textField({
    label: 'Pour',
    max: ORDER_LIMITS.name,
    required: true,
    missing: 'Veuillez indiquer le nom de la personne qui reçoit le bon (champ « Pour »).',
  }),
  email: emailField('Email'),
  // Absent: '' (refused by the pattern, with its French message).
  attempt: v.optional(
    v.pipe(
      v.string('L’identifiant de la commande doit être un texte.'),
      v.regex(
        ATTEMPT_PATTERN,
        'L’identifiant de la commande est invalide : rechargez la page, puis commandez de nouveau.',
      ),
    ),
    '',
  ),
});

type Problems = SiteFacts['forms']['vouchers']['problems'];

/** `deliverTo` and the message, whoever receives the voucher. */
function giftSchema(problems: Problems) {
  return v.object({
    deliverTo: v.optional(
      v.picklist([DELIVER_TO.buyer, DELIVER_TO.recipient], problems.deliverToInvalid),
      DELIVER_TO.buyer,
    ),
    message: optionalText(
      textField({
        label: 'Message personnel',
        max: GIFT_MESSAGE_MAX,
        required: false,
        multiline: true,
        forbidden: problems.messageInvalid,
        tooLong: fillTemplate(problems.messageTooLong, { max: GIFT_MESSAGE_MAX }),
      }),
    ),
  });
}

/** A real calendar day `YYYY-MM-DD` (not 2027-02-30). */
function isCalendarDay(value: string): boolean {
  const date = new Date(`${value}T12:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

/**
 * The recipient's address and the day it is sent, when the recipient receives the voucher: from
 * today to the voucher's last day of validity (`last`, unknown for a voucher that does not exist:
 * the pricing refuses it).
 */
function recipientSchema(problems: Problems, window: { first: string; last?: string | undefined }) {
  const { last } = window;
  return v.object({
    // Absent: '' (refused as missing, with its French message).
    // Also valibot's stricter `email` rule: the one the webhook reads the session's metadata with.
    recipientEmail: v.optional(
      v.pipe(
        emailField('E-mail du bénéficiaire', {
          missing: problems.recipientEmailMissing,
          invalid: problems.recipientEmailInvalid,
        }),
        v.email(problems.recipientEmailInvalid),
      ),
      '',
    ),
    deliverOn: v.pipe(
      v.string(problems.deliverOnMissing),
      v.trim(),
      v.nonEmpty(problems.deliverOnMissing),
      v.regex(/^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, problems.deliverOnInvalid),
      v.check(isCalendarDay, problems.deliverOnInvalid),
      v.check((day) => day >= window.first, problems.deliverOnPast),
      v.check(
        (day) => last === undefined || day <= last,
        last === undefined
          ? ''
          : fillTemplate(problems.deliverOnTooLate, { last: formatDate(last) }),
      ),
    ),
  });
}

/** The validity of the voucher named by `giftType`, if there is one. */
function validityMonthsOf(input: unknown, facts: SiteFacts): number | undefined {
  const giftType = (input as Record<string, unknown>)['giftType'];
  const { offers, custom } = facts.vouchers;
  if (giftType === custom.giftType) return custom.validityMonths;
  return offers.find((offer) => offer.title === giftType)?.validityMonths;
}

/** Both results' fields at once, so that a form shows every problem in one go. */
function combine<A extends object, B extends object>(
  first: Validated<A>,
  second: Validated<B>,
): Validated<A & B> {
  if (first.ok && second.ok) return { ok: true, value: { ...first.value, ...second.value } };
  const fields = {
    ...(first.ok ? {} : first.failure.fields),
    ...(second.ok ? {} : second.failure.fields),
  };
  return {
    ok: false,
    failure: {
      error: 'invalid_request',
      message: [...new Set(Object.values(fields))].join(' '),
      fields,
    },
  };
}

/** `acceptTerms: true` (the box ticked); anything else, or nothing, is a refusal. */
function termsAccepted(input: unknown): boolean {
  return (
    typeof input === 'object' &&
    input !== null &&
    (input as Record<string, unknown>)['acceptTerms'] === true
  );
}

export interface PricedOrder extends Order {
  email: string;
  /** The browser's id of this order attempt (see `ATTEMPT_PATTERN`). */
  attempt: string;
}

export type OrderValidation =
  | { ok: true; order: PricedOrder }
  | { ok: false; failure: ValidationFailure | { error: string; message: string } };

/**
 * Validates the order and prices it from the catalog: a fixed offer's amount must be the
 * catalog's, a custom amount a whole number of euros within the documented bounds, and the buyer
 * must have accepted the terms of sale (`acceptTerms: true`): the version accepted is the
 * catalog's (`legalRefs.cgv.version`), recorded in the session's metadata.
 */
export function validateOrder(
  input: unknown,
  facts: SiteFacts,
  now: Date = new Date(),
): OrderValidation {
  const { problems, termsMissing } = facts.forms.vouchers;
  const ordered = combine(validate(OrderSchema, input), validate(giftSchema(problems), input));
  // Not a JSON object: nothing else to say.
  if (!ordered.ok && Object.keys(ordered.failure.fields).length === 0) return ordered;
  // Only a chosen recipient needs an address and a day; the form posts them empty otherwise.
  const toRecipient = (input as Record<string, unknown>)['deliverTo'] === DELIVER_TO.recipient;
  const validity = toRecipient ? validityMonthsOf(input, facts) : undefined;
  const window = {
    first: parisDay(now),
    last: validity === undefined ? undefined : deliveryWindow(now, validity).last,
  };
  const recipient: Validated<{ recipientEmail?: string; deliverOn?: string }> = toRecipient
    ? validate(recipientSchema(problems, window), input)
    : { ok: true, value: {} };
  // The box's message is said beside it, with the other fields' problems if any.
  const terms: Validated<object> = termsAccepted(input)
    ? { ok: true, value: {} }
    : {
        ok: false,
        failure: {
          error: 'invalid_request',
          message: termsMissing,
          fields: { acceptTerms: termsMissing },
        },
      };
  const result = combine(combine(ordered, recipient), terms);
  if (!result.ok) return result;
  const request = result.value;
  const pricing = priceVoucherOrder(facts.vouchers, request, problems);
  if (!pricing.ok) {
    return { ok: false, failure: { error: pricing.error, message: pricing.message } };
  }
  return {
    ok: true,
    order: {
      kind: pricing.kind,
      offerId: pricing.id,
      title: pricing.title,
      giftType: pricing.giftType,
      amount: pricing.amount,
      validityMonths: pricing.validityMonths,
      senderName: request.senderName,
      recipientName: request.recipientName,
      email: request.email,
      attempt: request.attempt,
      termsVersion: facts.terms.version,
      delivery:
        request.recipientEmail === undefined || request.deliverOn === undefined
          ? undefined
          : { email: request.recipientEmail, date: request.deliverOn },
      message: request.message === '' ? undefined : request.message,
    },
  };
}
