/**
 * The voucher order: `{ amount, giftType, senderName, recipientName, email, attempt, acceptTerms }`,
 * priced from the catalog.
 */
import { priceVoucherOrder } from '@clinique/catalog/vouchers';
import * as v from 'valibot';
import type { SiteFacts } from '../facts.ts';
import { emailField, textField, validate, type ValidationFailure } from '../validation.ts';
import type { Order } from './metadata.ts';

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
export function validateOrder(input: unknown, facts: SiteFacts): OrderValidation {
  const result = validate(OrderSchema, input);
  if (!termsAccepted(input) && (result.ok || Object.keys(result.failure.fields).length > 0)) {
    // Said beside the box, with the other fields' problems if any.
    const message = facts.forms.vouchers.termsMissing;
    const fields = { ...(result.ok ? {} : result.failure.fields), acceptTerms: message };
    return {
      ok: false,
      failure: {
        error: 'invalid_request',
        message: [...new Set(Object.values(fields))].join(' '),
        fields,
      },
    };
  }
  if (!result.ok) return result;
  const request = result.value;
  const pricing = priceVoucherOrder(facts.vouchers.offers, facts.vouchers.custom, {
    giftType: request.giftType,
    amount: request.amount,
  });
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
    },
  };
}
