import { catalog, legalRefs } from '@clinique/catalog';
import { fillTemplate, formatEuros } from '@clinique/catalog/format';
import type { VoucherOfferLike } from '@clinique/catalog/voucher-orders';
import { describe, expect, it } from 'vitest';
import { validateOrder } from '../src/payment/request.ts';
import { siteFacts } from '../src/site-facts.ts';
import { pricedOffer, voucherOffer } from '../scripts/sample-vouchers.ts';

const buyer = {
  senderName: 'Paul Martin',
  recipientName: 'Élise Durand',
  email: 'paul@example.fr',
  attempt: 'a1B2c3D4e5F6g7H8i9J0',
};
const base = { ...buyer, acceptTerms: true };
const popular = voucherOffer('popular');
const { custom } = siteFacts.vouchers;
const { api } = siteFacts;
const bounds = { minimum: formatEuros(custom.minimum), maximum: formatEuros(custom.maximum) };

describe('voucher order pricing (from the catalog)', () => {
  // The specification's figures are a report, not a test (packages/catalog/src/spec-facts.ts).
  it('prices from the catalog’s offers and custom rule', () => {
    const facts = ({ id, title, price, validityMonths }: VoucherOfferLike) => ({
      id,
      title,
      price,
      validityMonths,
    });
    expect(siteFacts.vouchers.offers.map(facts)).toEqual(catalog.vouchers.offers.map(facts));
    expect(custom).toMatchObject({
      giftType: catalog.vouchers.custom.giftType,
      minimum: catalog.vouchers.custom.minimum,
      maximum: catalog.vouchers.custom.maximum,
      validityMonths: catalog.vouchers.custom.validityMonths,
    });
  });

  it.each(catalog.vouchers.offers.map((offer) => [offer.title, offer] as const))(
    'prices %s at the catalog price',
    (_title, offer) => {
      const result = validateOrder(
        { ...base, giftType: offer.title, amount: offer.price },
        siteFacts,
      );
      expect(result).toEqual({
        ok: true,
        order: {
          ...pricedOffer(offer),
          ...buyer,
          termsVersion: legalRefs.cgv.version,
        },
      });
    },
  );

  it.each(catalog.vouchers.offers.map((offer) => [offer.title, offer] as const))(
    'refuses another amount for %s (tampered price)',
    (_title, offer) => {
      for (const amount of [
        offer.price - 1,
        offer.price + 1,
        offer.originalPrice,
        0,
        1,
        offer.price + 0.5,
      ]) {
        const result = validateOrder({ ...base, giftType: offer.title, amount }, siteFacts);
        expect(result).toMatchObject({ ok: false, failure: { error: 'amount_mismatch' } });
      }
    },
  );

  it('accepts a custom amount between the catalog’s bounds, whole euros only', () => {
    const { minimum, maximum } = custom;
    for (const amount of [minimum, minimum + 1, maximum - 1, maximum]) {
      expect(
        validateOrder({ ...base, giftType: custom.giftType, amount }, siteFacts),
      ).toMatchObject({
        ok: true,
        order: {
          kind: 'custom',
          offerId: 'personnalise',
          title: custom.title,
          amount,
          validityMonths: custom.validityMonths,
        },
      });
    }
    // The card's sentence for each problem, under the JSON answer's code.
    const refused = {
      belowMinimum: [minimum - 1, 1, 0, -50],
      aboveMaximum: [maximum + 1],
      notWhole: [minimum + 0.5, maximum - 0.01],
    };
    for (const [problem, amounts] of Object.entries(refused)) {
      const message = fillTemplate(
        catalog.interfaceText.vouchers[problem as keyof typeof refused],
        bounds,
      );
      for (const amount of amounts) {
        expect(validateOrder({ ...base, giftType: custom.giftType, amount }, siteFacts)).toEqual({
          ok: false,
          failure: { error: 'amount_out_of_range', message },
        });
      }
    }
  });

  it('refuses an unknown voucher', () => {
    expect(validateOrder({ ...base, giftType: 'Bon Gratuit', amount: 0 }, siteFacts)).toEqual({
      ok: false,
      failure: { error: 'unknown_gift_type', message: api.payment.unknownGiftType },
    });
  });

  it('refuses wrong types and missing fields, with French messages', () => {
    const wrong = (input: Record<string, unknown>) => {
      const result = validateOrder(input, siteFacts);
      if (result.ok) throw new Error('expected a failure');
      return result.failure;
    };
    expect(
      wrong({ ...base, giftType: popular.title, amount: String(popular.price) }),
    ).toMatchObject({
      error: 'invalid_request',
      fields: { amount: api.payment.amountNotNumber },
    });
    expect(wrong({ ...base, giftType: popular.title, amount: Number.NaN })).toMatchObject({
      fields: { amount: api.payment.amountNotNumber },
    });
    expect(wrong({ ...base, giftType: popular.price, amount: popular.price })).toMatchObject({
      fields: { giftType: expect.any(String) },
    });
    expect(
      wrong({ ...base, senderName: '', giftType: popular.title, amount: popular.price }),
    ).toMatchObject({
      fields: {
        senderName: api.payment.senderNameMissing,
      },
    });
    expect(
      wrong({ ...base, recipientName: ' ', giftType: popular.title, amount: popular.price }),
    ).toMatchObject({
      fields: {
        recipientName: api.payment.recipientNameMissing,
      },
    });
    expect(
      wrong({ ...base, email: 'paul', giftType: popular.title, amount: popular.price }),
    ).toMatchObject({
      fields: { email: api.request.emailInvalid },
    });
    expect(wrong({ giftType: popular.title })).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an order without the terms of sale accepted, with the catalog’s French message', () => {
    const message = catalog.interfaceText.vouchers.termsMissing;
    for (const acceptTerms of [undefined, false, 'true', 'oui', 1]) {
      const result = validateOrder(
        { ...buyer, giftType: popular.title, amount: popular.price, acceptTerms },
        siteFacts,
      );
      expect(result).toEqual({
        ok: false,
        failure: { error: 'invalid_request', message, fields: { acceptTerms: message } },
      });
    }
  });

  it('refuses CR/LF in names and bounds their length', () => {
    for (const field of ['senderName', 'recipientName']) {
      const injected = validateOrder(
        { ...base, [field]: 'Paul\r\nBcc: x@y.fr', giftType: popular.title, amount: popular.price },
        siteFacts,
      );
      expect(injected.ok).toBe(false);
      const long = validateOrder(
        { ...base, [field]: 'a'.repeat(81), giftType: popular.title, amount: popular.price },
        siteFacts,
      );
      expect(long.ok).toBe(false);
    }
  });
});
