import { catalog, legalRefs } from '@clinique/catalog';
import { describe, expect, it } from 'vitest';
import { validateOrder } from '../src/payment/request.ts';
import { siteFacts } from '../src/site-facts.ts';

const buyer = {
  senderName: 'Paul Martin',
  recipientName: 'Élise Durand',
  email: 'paul@example.fr',
  attempt: 'a1B2c3D4e5F6g7H8i9J0',
};
const base = { ...buyer, acceptTerms: true };

describe('voucher order pricing (from the catalog)', () => {
  it('has the three offers and the custom rule of the specification', () => {
    expect(
      siteFacts.vouchers.offers.map((offer) => [offer.title, offer.price, offer.validityMonths]),
    ).toEqual([
      ['Bon Découverte', 50, 6],
      ['Bon Éclat', 150, 12],
      ['Bon Premium', 300, 12],
    ]);
    expect(siteFacts.vouchers.custom).toMatchObject({
      giftType: 'Personnalisé',
      minimum: 30,
      maximum: 1000,
      validityMonths: 12,
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
          kind: 'offer',
          offerId: offer.id,
          title: offer.title,
          giftType: offer.title,
          amount: offer.price,
          validityMonths: offer.validityMonths,
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

  it('accepts a custom amount from 30 to 1000 euros, whole numbers only', () => {
    for (const amount of [30, 31, 75, 999, 1000]) {
      expect(validateOrder({ ...base, giftType: 'Personnalisé', amount }, siteFacts)).toMatchObject(
        {
          ok: true,
          order: {
            kind: 'custom',
            offerId: 'personnalise',
            title: 'Bon Personnalisé',
            amount,
            validityMonths: 12,
          },
        },
      );
    }
    for (const amount of [29, 1, 0, -50, 1001, 30.5, 100.01]) {
      const result = validateOrder({ ...base, giftType: 'Personnalisé', amount }, siteFacts);
      expect(result).toMatchObject({ ok: false, failure: { error: 'amount_out_of_range' } });
      if (!result.ok) {
        expect(result.failure.message).toBe(
          'Le montant d’un bon personnalisé doit être un nombre entier d’euros, entre 30\u00A0€ et 1000\u00A0€.',
        );
      }
    }
  });

  it('refuses an unknown voucher', () => {
    expect(validateOrder({ ...base, giftType: 'Bon Gratuit', amount: 0 }, siteFacts)).toEqual({
      ok: false,
      failure: { error: 'unknown_gift_type', message: 'Ce bon cadeau n’existe pas.' },
    });
  });

  it('refuses wrong types and missing fields, with French messages', () => {
    const wrong = (input: Record<string, unknown>) => {
      const result = validateOrder(input, siteFacts);
      if (result.ok) throw new Error('expected a failure');
      return result.failure;
    };
    expect(wrong({ ...base, giftType: 'Bon Éclat', amount: '150' })).toMatchObject({
      error: 'invalid_request',
      fields: { amount: 'Le montant doit être un nombre.' },
    });
    expect(wrong({ ...base, giftType: 'Bon Éclat', amount: Number.NaN })).toMatchObject({
      fields: { amount: 'Le montant doit être un nombre.' },
    });
    expect(wrong({ ...base, giftType: 150, amount: 150 })).toMatchObject({
      fields: { giftType: expect.any(String) },
    });
    expect(wrong({ ...base, senderName: '', giftType: 'Bon Éclat', amount: 150 })).toMatchObject({
      fields: {
        senderName: 'Veuillez indiquer le nom de la personne qui offre le bon (champ « De »).',
      },
    });
    expect(
      wrong({ ...base, recipientName: ' ', giftType: 'Bon Éclat', amount: 150 }),
    ).toMatchObject({
      fields: {
        recipientName:
          'Veuillez indiquer le nom de la personne qui reçoit le bon (champ « Pour »).',
      },
    });
    expect(wrong({ ...base, email: 'paul', giftType: 'Bon Éclat', amount: 150 })).toMatchObject({
      fields: { email: 'L’adresse e-mail n’est pas valide (exemple : prenom.nom@exemple.fr).' },
    });
    expect(wrong({ giftType: 'Bon Éclat' })).toMatchObject({ error: 'invalid_request' });
  });

  it('refuses an order without the terms of sale accepted, with the catalog’s French message', () => {
    const message = catalog.interfaceText.vouchers.termsMissing;
    for (const acceptTerms of [undefined, false, 'true', 'oui', 1]) {
      const result = validateOrder(
        { ...buyer, giftType: 'Bon Éclat', amount: 150, acceptTerms },
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
        { ...base, [field]: 'Paul\r\nBcc: x@y.fr', giftType: 'Bon Éclat', amount: 150 },
        siteFacts,
      );
      expect(injected.ok).toBe(false);
      const long = validateOrder(
        { ...base, [field]: 'a'.repeat(81), giftType: 'Bon Éclat', amount: 150 },
        siteFacts,
      );
      expect(long.ok).toBe(false);
    }
  });
});
