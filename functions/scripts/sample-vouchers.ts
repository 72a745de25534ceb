/**
 * The sample vouchers of the designers' preview (preview-mails.ts) and of the functions' tests, built
 * from the catalog's voucher offers: their titles, prices, validity and colours are the catalog's, so
 * a price changed in the catalog changes them too. The specification's figures are written out once,
 * in packages/catalog/test/spec-facts.test.ts.
 */
import { CUSTOM_VOUCHER_ID, type VoucherOfferLike } from '@clinique/catalog/vouchers';
import type { VoucherOfferFacts } from '../src/facts.ts';
import type { Order } from '../src/payment/metadata.ts';
import { siteFacts } from '../src/site-facts.ts';
import type { Voucher } from '../src/webhook/voucher.ts';

/** The catalog's voucher offer `id` (`decouverte`, `eclat`, `premium`). */
export function voucherOffer(id: string): VoucherOfferFacts {
  const offer = siteFacts.vouchers.offers.find((candidate) => candidate.id === id);
  if (!offer) throw new Error(`No voucher offer "${id}" in the catalog`);
  return offer;
}

/** What an order of `offer` holds once priced by the payment function (buyer's names aside). */
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

/** The buyer's part of every sample: names, code, dates. */
const sampleSale = {
  senderName: 'Zoë Lefèvre',
  recipientName: 'Amélie Côté',
  code: 'BC-7KQ2M9XR4T',
  validUntil: '2027-11-23',
  orderedAt: new Date('2026-11-23T10:00:00Z'),
  termsVersion: '2026-11-23',
} satisfies Partial<Voucher>;

/** A sold voucher of the catalog's offer `offerId` (the Bon Éclat by default), as a buyer orders it. */
export function sampleVoucher(overrides: Partial<Voucher> & { offerId?: string } = {}): Voucher {
  const offer = voucherOffer(overrides.offerId ?? 'eclat');
  return {
    ...pricedOffer(offer),
    colour: offer.colour,
    ...sampleSale,
    ...overrides,
  };
}

/** A sold custom-amount voucher of `amount` euros (the catalog's « Bon Personnalisé »). */
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
