/** Pricing of a voucher order from the catalog: the browser's amount is never trusted. */
import { fillTemplate } from './format/content.ts';
import { addMonths, inParis } from './format/dates.ts';
import { formatEuros } from './format/money.ts';

export interface VoucherOfferLike {
  id: string;
  title: string;
  price: number;
  validityMonths: number;
}

/** Offer id of a custom-amount voucher (the order's `offer_id`, the no-JS form's `offer`). */
export const CUSTOM_VOUCHER_ID = 'personnalise';

/** A cancelled payment returns to the vouchers page with `?paiement=annule`: « Paiement annulé ». */
export const PAYMENT_CANCELLED_PARAM = { name: 'paiement', value: 'annule' } as const;

export interface CustomVoucherLike {
  title: string;
  giftType: string;
  minimum: number;
  maximum: number;
  validityMonths: number;
}

export type VoucherPricing =
  | {
      ok: true;
      kind: 'offer' | 'custom';
      /** Offer id, or "personnalise" for a custom amount. */
      id: string;
      /** Name of the voucher shown to the buyer: the offer title, or "Bon Personnalisé". */
      title: string;
      giftType: string;
      amount: number;
      validityMonths: number;
    }
  | {
      ok: false;
      error: 'unknown_gift_type' | 'amount_mismatch' | 'amount_out_of_range';
      message: string;
    };

export type VoucherAmountProblem =
  'amountMissing' | 'notANumber' | 'notWhole' | 'belowMinimum' | 'aboveMaximum';

export type VoucherAmountCheck =
  { ok: true; amount: number } | { ok: false; problem: VoucherAmountProblem };

/**
 * Typed euros: digits, spaces and a euro sign ignored, a dot before three digits a thousands
 * separator ("1.000"), decimals only if zero ("80,00"), never rounded.
 */
function readEuros(text: string): number | VoucherAmountProblem {
  const plain = text
    .replace(/[\s€]/g, '')
    .replace(/^[0-9]{1,3}(?:\.[0-9]{3})+(?=,|$)/, (grouped) => grouped.replace(/\./g, ''));
  const parts = /^([0-9]+)(?:[.,]([0-9]*))?$/.exec(plain);
  if (parts === null) return /\S/.test(text) ? 'notANumber' : 'amountMissing';
  return /[1-9]/.test(parts[2] ?? '') ? 'notWhole' : Number(parts[1]);
}

/** One check for the card, the no-JS form and the JSON amount: decimals refused, never rounded. */
export function checkVoucherAmount(
  typed: string | number,
  bounds: { minimum: number; maximum: number },
): VoucherAmountCheck {
  const amount = typeof typed === 'number' ? typed : readEuros(typed);
  if (typeof amount === 'string') return { ok: false, problem: amount };
  if (!Number.isInteger(amount)) {
    return { ok: false, problem: Number.isFinite(amount) ? 'notWhole' : 'notANumber' };
  }
  if (amount < bounds.minimum) return { ok: false, problem: 'belowMinimum' };
  if (amount > bounds.maximum) return { ok: false, problem: 'aboveMaximum' };
  return { ok: true, amount };
}

/** The catalog's sentence for an amount's problem, bounds as the page writes them ("1 000 €"). */
export function voucherAmountMessage(
  problem: VoucherAmountProblem,
  texts: Readonly<Record<VoucherAmountProblem, string>>,
  { minimum, maximum }: { minimum: number; maximum: number },
): string {
  const euros = { minimum: formatEuros(minimum), maximum: formatEuros(maximum) };
  return fillTemplate(texts[problem], euros);
}

export function priceVoucherOrder(
  { offers, custom }: { offers: readonly VoucherOfferLike[]; custom: CustomVoucherLike },
  order: { giftType: string; amount: number },
  texts: Readonly<Record<VoucherAmountProblem | 'unknownGiftType' | 'amountMismatch', string>>,
): VoucherPricing {
  if (order.giftType === custom.giftType) {
    const check = checkVoucherAmount(order.amount, custom);
    if (!check.ok) {
      const message = voucherAmountMessage(check.problem, texts, custom);
      return { ok: false, error: 'amount_out_of_range', message };
    }
    return {
      ok: true,
      kind: 'custom',
      id: CUSTOM_VOUCHER_ID,
      title: custom.title,
      giftType: custom.giftType,
      amount: order.amount,
      validityMonths: custom.validityMonths,
    };
  }
  const offer = offers.find((candidate) => candidate.title === order.giftType);
  if (!offer) return { ok: false, error: 'unknown_gift_type', message: texts.unknownGiftType };
  if (order.amount !== offer.price) {
    return {
      ok: false,
      error: 'amount_mismatch',
      message: fillTemplate(texts.amountMismatch, {
        title: offer.title,
        price: formatEuros(offer.price),
      }),
    };
  }
  return {
    ok: true,
    kind: 'offer',
    id: offer.id,
    title: offer.title,
    giftType: offer.title,
    amount: offer.price,
    validityMonths: offer.validityMonths,
  };
}

/** The buyer's fields (API names, labels' keys), drawn alike by the card and the no-JS form page. */
export const BUYER_FIELDS = [
  { name: 'senderName', label: 'from', hint: 'fromHint', type: 'text', autoComplete: 'name' },
  { name: 'recipientName', label: 'to', hint: 'toHint', type: 'text', autoComplete: 'off' },
  { name: 'email', label: 'email', hint: undefined, type: 'email', autoComplete: 'email' },
] as const;

/** The longest personal message a voucher carries (characters, a line break counting as one). */
export const GIFT_MESSAGE_MAX = 300;
/** Its most lines as typed: the voucher's second page draws them all, however long each is. */
export const GIFT_MESSAGE_MAX_LINES = 10;

// Made on first use: the voucher page's hydration makes no `Intl` formatter.
const parisCalendar = inParis({ year: 'numeric', month: '2-digit', day: '2-digit' }, 'en-CA');

/** The clinic's calendar day (Europe/Paris) at `instant`, `YYYY-MM-DD`. */
export function parisDay(instant: Date): string {
  return parisCalendar().format(instant);
}

/** The days a voucher ordered `now` may be sent: today to its last day (Paris, as the register). */
export function deliveryWindow(now: Date, validityMonths: number): { first: string; last: string } {
  const first = parisDay(now);
  const last = addMonths(new Date(`${first}T12:00:00Z`), validityMonths);
  return { first, last: last.toISOString().slice(0, 10) };
}
