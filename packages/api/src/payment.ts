import type { FunctionsCatalog } from '@clinique/catalog/functions-catalog';
import { fillTemplate, formatDate } from '@clinique/catalog/format';
import { GIFT_MESSAGE_MAX, GIFT_MESSAGE_MAX_LINES } from '@clinique/catalog/voucher-orders';
import * as v from 'valibot';
import { emailField, optionalText, textField, type ApiTexts } from './fields.ts';
import type { CommonError, Route } from './route.ts';
import { isCalendarDay } from './text.ts';

export const payment = { method: 'POST', path: '/api/create-payment' } as const satisfies Route;

/** Who receives the voucher: the buyer, who gives it in person, or the recipient, by e-mail. */
export const DELIVER_TO = { buyer: 'buyer', recipient: 'recipient' } as const;

export const ORDER_LIMITS = { name: 80, giftType: 60 } as const;

/** One order attempt: part of the Checkout idempotency key, so a double submit pays once. */
export const ATTEMPT_PATTERN = /^[A-Za-z0-9_-]{16,64}$/;

/** A fresh attempt id: 128 bits from the secure generator (the browser's, or Node's), base64url. */
export function newAttemptId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

/** What the acceptance box of the terms of sale posts when ticked. */
export const TERMS_ACCEPTED_VALUE = 'oui';

type VoucherTexts = FunctionsCatalog['interfaceText']['vouchers'];

export function orderRequest(texts: ApiTexts, vouchers: VoucherTexts) {
  const { request, payment: copy } = texts;
  const { labels } = copy;
  const name = (label: string, missing: string) =>
    textField(request, { label, max: ORDER_LIMITS.name, required: true, missing });
  return v.object({
    amount: v.pipe(v.number(copy.amountNotNumber), v.finite(copy.amountNotNumber)),
    giftType: textField(request, {
      label: labels.giftType,
      max: ORDER_LIMITS.giftType,
      required: true,
      missing: copy.giftTypeMissing,
    }),
    senderName: name(labels.senderName, copy.senderNameMissing),
    recipientName: name(labels.recipientName, copy.recipientNameMissing),
    email: emailField(request, labels.email),
    // Absent becomes '', so the pattern refuses it with its French message.
    attempt: v.optional(
      v.pipe(v.string(copy.attemptNotText), v.regex(ATTEMPT_PATTERN, copy.attemptInvalid)),
      '',
    ),
    deliverTo: v.optional(
      v.picklist([DELIVER_TO.buyer, DELIVER_TO.recipient], vouchers.deliverToInvalid),
      DELIVER_TO.buyer,
    ),
    message: optionalText(
      v.pipe(
        textField(request, {
          label: labels.message,
          max: GIFT_MESSAGE_MAX,
          required: false,
          multiline: true,
          forbidden: vouchers.messageInvalid,
          tooLong: fillTemplate(vouchers.messageTooLong, { max: GIFT_MESSAGE_MAX }),
        }),
        v.check(
          (value) => value.split('\n').length <= GIFT_MESSAGE_MAX_LINES,
          fillTemplate(vouchers.messageTooManyLines, { max: GIFT_MESSAGE_MAX_LINES }),
        ),
      ),
    ),
  });
}

/** Asked only when the recipient receives the voucher; `last` is its last day of validity. */
export function recipientRequest(
  texts: ApiTexts,
  vouchers: VoucherTexts,
  window: { first: string; last?: string | undefined },
) {
  const { last } = window;
  return v.object({
    recipientEmail: v.optional(
      emailField(texts.request, texts.payment.labels.recipientEmail, {
        missing: vouchers.recipientEmailMissing,
        invalid: vouchers.recipientEmailInvalid,
      }),
      '',
    ),
    deliverOn: v.pipe(
      v.string(vouchers.deliverOnMissing),
      v.trim(),
      v.nonEmpty(vouchers.deliverOnMissing),
      v.check(isCalendarDay, vouchers.deliverOnInvalid),
      v.check((day) => day >= window.first, vouchers.deliverOnPast),
      v.check(
        (day) => last === undefined || day <= last,
        last === undefined
          ? ''
          : fillTemplate(vouchers.deliverOnTooLate, { last: formatDate(last) }),
      ),
    ),
  });
}

/**
 * What the page's script sends: what both schemas read, the recipient's fields only for a recipient,
 * and the terms of sale accepted (refused without). The server prices it again from the catalog.
 */
export type PaymentOrder = v.InferInput<ReturnType<typeof orderRequest>> &
  Partial<v.InferInput<ReturnType<typeof recipientRequest>>> & { acceptTerms: true };

/** Without JavaScript the form gets a 303 to the Checkout page instead. */
export type PaymentAnswer = { url: string };
export type PaymentError =
  | CommonError
  | 'invalid_request'
  | 'unknown_gift_type'
  | 'amount_mismatch'
  | 'amount_out_of_range'
  /** 422: a name or the message holds a character the printed voucher cannot draw. */
  | 'unprintable_characters'
  | 'payment_unavailable';
