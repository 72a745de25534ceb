import { describe, expect, it } from 'vitest';
import { fillTemplate } from '../src/format/content.ts';
import { formatEuros } from '../src/format/money.ts';
import { checkVoucherAmount, priceVoucherOrder } from '../src/voucher-orders.ts';
import { realCatalog } from './helpers.ts';

const { offers, custom } = realCatalog.vouchers;
const texts = { ...realCatalog.interfaceText.vouchers, ...realCatalog.interfaceText.api.payment };
const price = (giftType: string, amount: number) =>
  priceVoucherOrder(realCatalog.vouchers, { giftType, amount }, texts);

describe('the amount of a custom voucher, typed or sent as a number', () => {
  const check = (typed: string | number) => checkVoucherAmount(typed, custom);
  const ok = (amount: number) => ({ ok: true, amount });
  it('reads whole euros, spaces ignored (30 € to 1 000 €)', () => {
    for (const typed of ['80', ' 80 ', '80,00', '80.', 80]) expect(check(typed)).toEqual(ok(80));
    for (const typed of ['1 000', '1\u202F000', 1000]) expect(check(typed)).toEqual(ok(1000));
    expect(check(String(custom.minimum))).toEqual(ok(custom.minimum));
    expect(check(custom.maximum)).toEqual(ok(custom.maximum));
  });
  it('names the problem of an amount that cannot be bought, never rounding it', () => {
    const refused = {
      amountMissing: ['', '  '],
      notANumber: ['abc', '80 €', '-50', '1e3', Number.NaN, Number.POSITIVE_INFINITY],
      notWhole: ['80,5', '80.50', '80,000000000000000001', 80.5],
      belowMinimum: [String(custom.minimum - 1), '0', -50],
      aboveMaximum: [String(custom.maximum + 1), '99999999999999999999'],
    };
    for (const [problem, typed] of Object.entries(refused)) {
      for (const amount of typed) expect(check(amount)).toEqual({ ok: false, problem });
    }
  });
});

describe('voucher pricing from the catalog', () => {
  it('prices each fixed offer at the catalog price (spec: 50, 150, 300 €)', () => {
    expect(price('Bon Découverte', 50)).toMatchObject({
      ok: true,
      amount: 50,
      validityMonths: 6,
      id: 'decouverte',
    });
    expect(price('Bon Éclat', 150)).toMatchObject({ ok: true, amount: 150, validityMonths: 12 });
    expect(price('Bon Premium', 300)).toMatchObject({ ok: true, amount: 300, validityMonths: 12 });
  });
  it('refuses a tampered amount for a fixed offer', () => {
    expect(price('Bon Premium', 1)).toMatchObject({ ok: false, error: 'amount_mismatch' });
  });
  it('accepts custom amounts from 30 € to the maximum, whole euros only', () => {
    expect(price('Personnalisé', 30)).toMatchObject({
      ok: true,
      kind: 'custom',
      amount: 30,
      validityMonths: 12,
    });
    expect(price('Personnalisé', custom.maximum)).toMatchObject({ ok: true });
  });
  it('refuses a custom amount with the sentence the card says (fr-FR bounds: “1 000 €”)', () => {
    const bounds = { minimum: formatEuros(custom.minimum), maximum: formatEuros(custom.maximum) };
    const refused = { belowMinimum: 29, aboveMaximum: custom.maximum + 1, notWhole: 45.5 };
    for (const [problem, amount] of Object.entries(refused)) {
      expect(price('Personnalisé', amount)).toEqual({
        ok: false,
        error: 'amount_out_of_range',
        message: fillTemplate(texts[problem as keyof typeof refused], bounds),
      });
    }
    const premium = offers.find((offer) => offer.id === 'premium');
    expect(premium && price(premium.title, premium.price + 1)).toMatchObject({
      message: `Le montant ne correspond pas au prix du ${premium?.title} (${formatEuros(premium?.price ?? 0)}).`,
    });
  });
  it('refuses an unknown voucher', () => {
    const result = price('Bon Inconnu', 50);
    expect(result).toMatchObject({ ok: false, error: 'unknown_gift_type' });
    expect(result.ok ? '' : result.message).toMatch(/n’existe pas/);
  });
});
