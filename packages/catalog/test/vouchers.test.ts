import { describe, expect, it } from 'vitest';
import { formatEuros } from '../src/format/money.ts';
import { deskVoucherPath, priceVoucherOrder } from '../src/vouchers.ts';
import { realCatalog } from './helpers.ts';

const { offers, custom } = realCatalog.vouchers;
const price = (giftType: string, amount: number) =>
  priceVoucherOrder(offers, custom, { giftType, amount });

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
    expect(price('Personnalisé', 29)).toMatchObject({ ok: false, error: 'amount_out_of_range' });
    expect(price('Personnalisé', custom.maximum + 1)).toMatchObject({
      ok: false,
      error: 'amount_out_of_range',
    });
    expect(price('Personnalisé', 45.5)).toMatchObject({ ok: false, error: 'amount_out_of_range' });
  });
  it('writes the bounds of a custom amount as the page does (fr-FR: “1 000 €”, not “1000 €”)', () => {
    const result = price('Personnalisé', custom.maximum + 1);
    const message = result.ok ? '' : result.message;
    expect(message).toContain(
      `entre ${formatEuros(custom.minimum)} et ${formatEuros(custom.maximum)}.`,
    );
    // Thousands are grouped, as under the field (“1 000 €”): no run of four digits.
    expect(message).not.toMatch(/\d{4}/);
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

describe('the desk page of a voucher', () => {
  it('is /espace-clinique/bon/<code>, the code as a single path segment', () => {
    expect(deskVoucherPath('BC-ABCDEFGHJK')).toBe('/espace-clinique/bon/BC-ABCDEFGHJK');
    expect(deskVoucherPath('bc 12/34?x')).toBe('/espace-clinique/bon/bc%2012%2F34%3Fx');
  });
});
