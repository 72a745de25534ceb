import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/format/content.ts';
import { CUSTOM_VOUCHER_ID, checkVoucherAmount, priceVoucherOrder } from '../src/voucher-orders.ts';
import { realCatalog } from './helpers.ts';

// The rules on a fixture, so that a price or a bound the clinic changes keeps these tests green;
// the sentences are the catalog's, whatever they say.
const custom = {
  title: 'Bon au choix',
  giftType: 'Libre',
  minimum: 30,
  maximum: 1000,
  validityMonths: 12,
};
const offers = [
  { id: 'petit', title: 'Bon Petit', price: 50, validityMonths: 6 },
  { id: 'grand', title: 'Bon Grand', price: 300, validityMonths: 12 },
];
const texts = { ...realCatalog.interfaceText.vouchers, ...realCatalog.interfaceText.api.payment };
const price = (giftType: string, amount: number) =>
  priceVoucherOrder({ offers, custom }, { giftType, amount }, texts);

describe('the amount of a custom voucher, typed or sent as a number', () => {
  // The test's own bounds: the catalog's may change.
  const bounds = { minimum: 30, maximum: 1000 };
  const check = (typed: string | number) => checkVoucherAmount(typed, bounds);
  const ok = (amount: number) => ({ ok: true, amount });
  it('reads whole euros, spaces and a euro sign ignored (30 € to 1 000 €)', () => {
    for (const typed of ['80', ' 80 ', '80,00', '80.', '80 €', '80€', 80])
      expect(check(typed)).toEqual(ok(80));
    for (const typed of ['1 000', '1\u202F000', '1.000', '1.000,00', 1000])
      expect(check(typed)).toEqual(ok(1000));
    expect(check('30')).toEqual(ok(30));
    expect(checkVoucherAmount(custom.maximum, custom)).toEqual(ok(custom.maximum));
  });
  it('names the problem of an amount that cannot be bought, never rounding it', () => {
    const refused = {
      amountMissing: ['', '  '],
      notANumber: ['abc', '€', '-50', '1e3', Number.NaN, Number.POSITIVE_INFINITY],
      notWhole: ['80,5', '80.50', '80,000000000000000001', 80.5],
      belowMinimum: ['29', '0', -50],
      aboveMaximum: ['1001', '100.000', '99999999999999999999'],
    };
    for (const [problem, typed] of Object.entries(refused)) {
      for (const amount of typed) expect(check(amount)).toEqual({ ok: false, problem });
    }
  });
});

describe('voucher pricing', () => {
  it('prices each fixed offer at its own price and validity', () => {
    for (const offer of offers)
      expect(price(offer.title, offer.price)).toEqual({
        ok: true,
        kind: 'offer',
        id: offer.id,
        title: offer.title,
        giftType: offer.title,
        amount: offer.price,
        validityMonths: offer.validityMonths,
      });
  });
  it('refuses a tampered amount for a fixed offer, naming its price as the page writes it', () => {
    const [, grand] = offers;
    if (!grand) throw new Error('the fixture has two offers');
    for (const amount of [1, grand.price + 1])
      expect(price(grand.title, amount)).toEqual({
        ok: false,
        error: 'amount_mismatch',
        message: fillTemplate(texts.amountMismatch, { title: grand.title, price: '300\u00a0€' }),
      });
  });
  it('accepts custom amounts from the minimum to the maximum, whole euros only', () => {
    for (const amount of [custom.minimum, 80, custom.maximum])
      expect(price(custom.giftType, amount)).toEqual({
        ok: true,
        kind: 'custom',
        id: CUSTOM_VOUCHER_ID,
        title: custom.title,
        giftType: custom.giftType,
        amount,
        validityMonths: custom.validityMonths,
      });
  });
  it('refuses a custom amount with the sentence the card says (fr-FR bounds: “1 000 €”)', () => {
    const bounds = { minimum: '30\u00a0€', maximum: '1\u202f000\u00a0€' };
    const refused = { belowMinimum: 29, aboveMaximum: 1001, notWhole: 45.5 };
    for (const [problem, amount] of Object.entries(refused)) {
      expect(price(custom.giftType, amount)).toEqual({
        ok: false,
        error: 'amount_out_of_range',
        message: fillTemplate(texts[problem as keyof typeof refused], bounds),
      });
    }
  });
  it('refuses an unknown voucher', () => {
    expect(price('Bon Inconnu', 50)).toEqual({
      ok: false,
      error: 'unknown_gift_type',
      message: texts.unknownGiftType,
    });
  });
});
