/** Sample vouchers for the mail preview and the tests, from the catalog's offers and prices. */
import { CUSTOM_VOUCHER_ID, type VoucherOfferLike } from '@clinique/catalog/voucher-orders';
import type { Order } from '../src/payment/metadata.ts';
import { siteFacts } from '../src/site-facts.ts';
import type { Voucher } from '../src/voucher/model.ts';

/**
 * An offer of the catalog by its role, never by its id: editors rename, replace and reprice them.
 * The catalog's check keeps exactly one popular offer.
 */
export function voucherOffer(role: 'popular' | 'cheapest' = 'popular') {
  const { offers } = siteFacts.vouchers;
  const offer =
    role === 'popular'
      ? offers.find((candidate) => candidate.popular)
      : [...offers].sort((a, b) => a.price - b.price)[0];
  if (!offer) throw new Error(`No ${role} voucher offer in the catalog`);
  return offer;
}

export function pricedOffer(
  offer: VoucherOfferLike,
): Omit<Order, 'senderName' | 'recipientName' | 'termsVersion'> {
  return {
    kind: 'offer',
    offerId: offer.id,
    title: offer.title,
    giftType: offer.title,
    amount: offer.price,
    validityMonths: offer.validityMonths,
  };
}

const sampleSale = {
  senderName: 'Zoë Lefèvre',
  recipientName: 'Amélie Côté',
  code: 'BC-7KQ2M9XR4T',
  validUntil: '2027-11-23',
  orderedAt: new Date('2026-11-23T10:00:00Z'),
  termsVersion: '2026-11-23',
} satisfies Partial<Voucher>;

export function sampleVoucher(overrides: Partial<Voucher> = {}): Voucher {
  const offer = voucherOffer();
  return {
    ...pricedOffer(offer),
    colour: offer.colour,
    ...sampleSale,
    ...overrides,
  };
}

export function sampleCustomVoucher(amount: number, overrides: Partial<Voucher> = {}): Voucher {
  const { custom } = siteFacts.vouchers;
  return {
    kind: 'custom',
    offerId: CUSTOM_VOUCHER_ID,
    title: custom.title,
    giftType: custom.giftType,
    amount,
    validityMonths: custom.validityMonths,
    colour: undefined,
    ...sampleSale,
    ...overrides,
  };
}
