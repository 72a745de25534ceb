/**
 * What a Checkout Session carries in its metadata: the order (written when the session is
 * created) and, once the voucher is sent, its code (a mirror for the Stripe dashboard).
 */
import { GIFT_MESSAGE_MAX } from '@clinique/catalog/voucher-orders';
import * as v from 'valibot';
import { ORDER_LIMITS } from '@clinique/api/payment';
import {
  CONTROL_CHARACTERS,
  CONTROL_CHARACTERS_EXCEPT_TAB_LF,
  hasFormatCharacters,
  isCalendarDay,
  isEmailAddress,
} from '@clinique/api/text';

/** Marks the sessions this site creates (the Stripe account may serve other purposes). */
export const ORDER_SOURCE = 'clinique-bons-cadeaux';

/** Written once the voucher is out, for the dashboard only: the register is the record. */
export const FULFILMENT_KEYS = { code: 'voucher_code' } as const;

export interface Order {
  kind: 'offer' | 'custom';
  /** Offer id, or `personnalise`. */
  offerId: string;
  /** Name of the voucher: the offer title, or « Bon Personnalisé ». */
  title: string;
  giftType: string;
  amount: number;
  validityMonths: number;
  senderName: string;
  recipientName: string;
  /** Version of the terms of sale the buyer accepted (`YYYY-MM-DD`); absent on older sessions. */
  termsVersion?: string | undefined;
  /** Sent to the recipient on `date` (the clinic's day); absent, to the buyer at once. */
  delivery?: { email: string; date: string } | undefined;
  /** The buyer's personal message (at most `GIFT_MESSAGE_MAX` characters, line breaks kept). */
  message?: string | undefined;
}

/** A recipient's address and day, both or neither. */
export const orderDelivery = (email: string | undefined, date: string | undefined) =>
  email === undefined || date === undefined ? undefined : { email, date };

export function orderMetadata(order: Order): Record<string, string> {
  return {
    source: ORDER_SOURCE,
    kind: order.kind,
    offer_id: order.offerId,
    voucher_title: order.title,
    gift_type: order.giftType,
    amount_eur: String(order.amount),
    validity_months: String(order.validityMonths),
    sender_name: order.senderName,
    recipient_name: order.recipientName,
    ...(order.termsVersion === undefined ? {} : { cgv_version: order.termsVersion }),
    ...(order.delivery === undefined
      ? {}
      : { recipient_email: order.delivery.email, deliver_on: order.delivery.date }),
    ...(order.message === undefined ? {} : { gift_message: order.message }),
  };
}

const wholeNumber = v.pipe(
  v.string(),
  v.regex(/^[1-9][0-9]{0,6}$/),
  v.transform((value) => Number(value)),
);

/**
 * One line, no control character: a title edited by hand with a line break would fail every
 * delivery (it goes into the subject), so it is read as bad metadata, not as an order.
 */
const orderText = v.pipe(
  v.string(),
  v.nonEmpty(),
  v.check((value) => !CONTROL_CHARACTERS.test(value)),
);

/** A name goes into the recipient's subject line: as the order form took it, never longer. */
const orderName = v.pipe(
  orderText,
  v.maxLength(ORDER_LIMITS.name),
  v.check((value) => !hasFormatCharacters(value)),
);

const isoDate = v.pipe(v.string(), v.check(isCalendarDay));

const OrderMetadataSchema = v.object({
  source: v.literal(ORDER_SOURCE),
  kind: v.picklist(['offer', 'custom']),
  offer_id: v.pipe(v.string(), v.nonEmpty()),
  voucher_title: orderText,
  gift_type: orderText,
  amount_eur: wholeNumber,
  validity_months: wholeNumber,
  sender_name: orderName,
  recipient_name: orderName,
  cgv_version: v.optional(isoDate),
  recipient_email: v.optional(v.pipe(v.string(), v.check(isEmailAddress))),
  deliver_on: v.optional(isoDate),
  gift_message: v.optional(
    v.pipe(
      v.string(),
      v.nonEmpty(),
      v.maxLength(GIFT_MESSAGE_MAX),
      v.check((value) => !CONTROL_CHARACTERS_EXCEPT_TAB_LF.test(value)),
      v.check((value) => !hasFormatCharacters(value)),
    ),
  ),
});

/** Reads the order back from a session's metadata; `undefined` when it is not one of ours. */
export function readOrder(metadata: Record<string, string> | null | undefined): Order | undefined {
  const result = v.safeParse(OrderMetadataSchema, metadata ?? {});
  if (!result.success) return undefined;
  const m = result.output;
  // A recipient's address without its day (or the reverse) is a session edited by hand: not ours.
  if ((m.recipient_email === undefined) !== (m.deliver_on === undefined)) return undefined;
  return {
    kind: m.kind,
    offerId: m.offer_id,
    title: m.voucher_title,
    giftType: m.gift_type,
    amount: m.amount_eur,
    validityMonths: m.validity_months,
    senderName: m.sender_name,
    recipientName: m.recipient_name,
    termsVersion: m.cgv_version,
    delivery: orderDelivery(m.recipient_email, m.deliver_on),
    message: m.gift_message,
  };
}
