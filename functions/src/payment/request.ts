/** The voucher order, read with the contract's schemas and priced from the catalog. */
import { DELIVER_TO, orderRequest, recipientRequest } from '@clinique/api/payment';
import { refusal, validate, type Validated } from '@clinique/api/fields';
import {
  CUSTOM_VOUCHER_ID,
  deliveryWindow,
  parisDay,
  priceVoucherOrder,
} from '@clinique/catalog/voucher-orders';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import type { SiteFacts } from '../facts.ts';
import { fieldOf, typed } from '../forms/page.tsx';
import { unprintableCharacters } from '../voucher/glyphs.ts';
import { orderDelivery, type Order } from './metadata.ts';

/** A fixed offer (its id) or the custom amount; `title` shows « Bon Éclat – 150 € » on the page. */
export type VoucherChoice = NonNullable<ReturnType<typeof voucherChoice>>;

/** The voucher named by `offer` (an id, the form) or `giftType` (a title, the JSON request). */
export function voucherChoice(input: unknown, facts: SiteFacts) {
  const id = typed(input, 'offer');
  const giftType = typed(input, 'giftType');
  const { offers, custom } = facts.vouchers;
  const { validityMonths } = custom;
  if (id === CUSTOM_VOUCHER_ID || (id === '' && giftType === custom.giftType)) {
    return { offerId: CUSTOM_VOUCHER_ID, title: custom.title, custom: true, validityMonths };
  }
  const offer = offers.find((candidate) =>
    id === '' ? candidate.title === giftType : candidate.id === id,
  );
  if (offer === undefined) return undefined;
  const title = `${offer.title} – ${formatEuros(offer.price)}`;
  return { offerId: offer.id, title, custom: false, validityMonths: offer.validityMonths };
}

/** Both results' fields at once, so that a form shows every problem in one go. */
function combine<A extends object, B extends object>(
  first: Validated<A>,
  second: Validated<B>,
): Validated<A & B> {
  if (first.ok && second.ok) return { ok: true, value: { ...first.value, ...second.value } };
  return {
    ok: false,
    failure: refusal({
      ...(first.ok ? {} : first.failure.fields),
      ...(second.ok ? {} : second.failure.fields),
    }),
  };
}

export interface PricedOrder extends Order {
  email: string;
  /** The browser's id of this order attempt (see `ATTEMPT_PATTERN`). */
  attempt: string;
}

/**
 * Priced from the catalog, never the browser; the terms accepted are the catalog's version
 * (`legalRefs.cgv.version`), recorded in the session's metadata.
 */
export function validateOrder(input: unknown, facts: SiteFacts, now = new Date()) {
  const { vouchers } = facts.forms;
  const ordered = validate(orderRequest(facts.api, vouchers), input, facts.api.request);
  // Not a JSON object: nothing else to say.
  if (!ordered.ok && Object.keys(ordered.failure.fields).length === 0) return ordered;
  // Only a chosen recipient needs an address and a day; the form posts them empty otherwise.
  const toRecipient = fieldOf(input, 'deliverTo') === DELIVER_TO.recipient;
  // By its title only, as read (trimmed, NFC): the voucher the order is priced as.
  const giftType = ordered.ok ? ordered.value.giftType : fieldOf(input, 'giftType');
  const validity = toRecipient ? voucherChoice({ giftType }, facts)?.validityMonths : undefined;
  const window = {
    first: parisDay(now),
    last: validity === undefined ? undefined : deliveryWindow(now, validity).last,
  };
  const recipient: Validated<{ recipientEmail?: string; deliverOn?: string }> = toRecipient
    ? validate(recipientRequest(facts.api, vouchers, window), input, facts.api.request)
    : { ok: true, value: {} };
  // The box's message is said beside it, with the other fields' problems if any. Only
  // `acceptTerms: true` (the box ticked) accepts; anything else, or nothing, is a refusal.
  const terms: Validated<object> =
    fieldOf(input, 'acceptTerms') === true
      ? { ok: true, value: {} }
      : { ok: false, failure: refusal({ acceptTerms: vouchers.termsMissing }) };
  const result = combine(combine(ordered, recipient), terms);
  if (!result.ok) return result;
  const request = result.value;
  const pricing = priceVoucherOrder(facts.vouchers, request, { ...vouchers, ...facts.api.payment });
  if (!pricing.ok) {
    return { ok: false as const, failure: { error: pricing.error, message: pricing.message } };
  }
  return {
    ok: true as const,
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
      delivery: orderDelivery(request.recipientEmail, request.deliverOn),
      message: request.message === '' ? undefined : request.message,
    },
  };
}

/**
 * The names and message as the voucher prints them: a character none of its fonts can draw is
 * refused before payment (`{ field: sentence }`), never printed as `?`.
 */
export async function unprintableFields(order: PricedOrder, facts: SiteFacts) {
  const { labels, unprintable } = facts.api.payment;
  const fields: Record<string, string> = {};
  for (const field of ['senderName', 'recipientName', 'message'] as const) {
    const missing = unprintableCharacters(order[field] ?? '');
    if (missing.length === 0) continue;
    const characters = missing.map((char) => `«\u00A0${char}\u00A0»`).join(', ');
    fields[field] = fillTemplate(unprintable, { label: labels[field], characters });
  }
  return Object.keys(fields).length === 0 ? undefined : fields;
}
