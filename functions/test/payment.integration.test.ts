import { catalog, legalRefs } from '@clinique/catalog';
import { formatEuros } from '@clinique/catalog/format';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { voucherOffer } from '../scripts/sample-vouchers.ts';
import {
  attemptId,
  createSession,
  order,
  startTestStack,
  uniqueEmail,
  type TestStack,
} from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

const { custom } = siteFacts.vouchers;

function session(id: string): Record<string, unknown> {
  const found = stack.stripe.sessions().get(id);
  if (found === undefined) throw new Error(`no session ${id}`);
  return found;
}

describe('POST /api/create-payment', () => {
  it.each(catalog.vouchers.offers.map((offer) => [offer.title, offer] as const))(
    'opens a Checkout Session for %s at the catalog price',
    async (_title, offer) => {
      const body = order({ giftType: offer.title, amount: offer.price });
      const response = await stack.post('/api/create-payment', body);
      expect(response.status).toBe(200);
      const { url } = (await response.json()) as { url: string };
      expect(url).toMatch(new RegExp(`^${stack.stripe.url}/pay/cs_test_\\w+$`));

      const created = session(url.split('/pay/')[1] ?? '');
      expect(created).toMatchObject({
        mode: 'payment',
        currency: 'eur',
        locale: 'fr',
        amount_total: offer.price * 100,
        customer_email: body['email'],
        status: 'open',
        payment_status: 'unpaid',
        success_url: `${stack.apiUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${stack.apiUrl}/bons-cadeaux?paiement=annule`,
        metadata: {
          source: 'clinique-bons-cadeaux',
          kind: 'offer',
          offer_id: offer.id,
          voucher_title: offer.title,
          gift_type: offer.title,
          amount_eur: String(offer.price),
          validity_months: String(offer.validityMonths),
          sender_name: 'Paul Martin',
          recipient_name: 'Élise Durand',
          // The version of the terms of sale the buyer accepted.
          cgv_version: legalRefs.cgv.version,
        },
      });
    },
  );

  it('refuses an order without the terms of sale accepted (400, French message), no session', async () => {
    const before = stack.stripe.sessions().size;
    for (const acceptTerms of [undefined, false, 'oui']) {
      const response = await stack.post('/api/create-payment', order({ acceptTerms }));
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: 'invalid_request',
        message: catalog.interfaceText.vouchers.termsMissing,
        fields: { acceptTerms: catalog.interfaceText.vouchers.termsMissing },
      });
    }
    expect(stack.stripe.sessions().size).toBe(before);
  });

  it('takes a message with emoji (the voucher prints them)', async () => {
    const message = 'Bonne fête Julie ❤️ 🎂';
    const response = await stack.post('/api/create-payment', order({ message }));
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(session(url.split('/pay/')[1] ?? '')).toMatchObject({
      metadata: { gift_message: message },
    });
  });

  it('refuses with 422 and a French reason what the voucher cannot print, and opens no session', async () => {
    const before = stack.stripe.sessions().size;
    const { labels } = siteFacts.api.payment;
    const response = await stack.post(
      '/api/create-payment',
      order({ recipientName: 'Ли Лэй', message: 'Joyeux ☃ anniversaire ꙮ' }),
    );
    expect(response.status).toBe(422);
    const answer = (await response.json()) as { error: string; fields: Record<string, string> };
    expect(answer.error).toBe('unprintable_characters');
    expect(answer.fields['recipientName']).toMatch(new RegExp(`«.${labels.recipientName}.»`));
    expect(answer.fields['recipientName']).toMatch(/Л.*и.*э/);
    // The snowman is an emoji the voucher prints; the multiocular O is not.
    expect(answer.fields['message']).toContain('ꙮ');
    expect(answer.fields['message']).not.toContain('☃');
    expect(Object.keys(answer.fields).sort()).toEqual(['message', 'recipientName']);
    expect(stack.stripe.sessions().size).toBe(before);
  });

  it('opens a custom voucher of a whole number of euros', async () => {
    const amount = custom.minimum + 1;
    const { id } = await createSession(stack, order({ giftType: custom.giftType, amount }));
    expect(session(id)).toMatchObject({
      amount_total: amount * 100,
      metadata: {
        kind: 'custom',
        offer_id: 'personnalise',
        voucher_title: custom.title,
        validity_months: String(custom.validityMonths),
      },
    });
  });

  it('shows the French test payment page with the clinic, the voucher and the amount', async () => {
    // The largest custom amount: a thousands separator, in fr-FR.
    const amount = custom.maximum;
    const withCents = new Intl.NumberFormat('fr-FR', {
      style: 'currency',
      currency: 'EUR',
      minimumFractionDigits: 2,
    }).format(amount);
    const { url } = await createSession(stack, order({ giftType: custom.giftType, amount }));
    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain('<html lang="fr">');
    expect(html).toContain(catalog.clinic.name);
    expect(html).toContain(`${custom.title} – bon cadeau de ${formatEuros(amount)}`);
    expect(html).toContain(withCents);
    expect(html).toContain(`<button type="submit" class="pay">Payer ${withCents}</button>`);
    expect(html).toContain('>Annuler</button>');
  });

  it('sends « Annuler » back to the vouchers page', async () => {
    const { url } = await createSession(stack);
    const response = await fetch(`${url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(`${stack.apiUrl}/bons-cadeaux?paiement=annule`);
  });

  it('opens one session for a double click within one attempt (its id is the key)', async () => {
    const body = order();
    const before = stack.stripe.sessions().size;
    const [first, second] = await Promise.all([
      stack.post('/api/create-payment', body),
      stack.post('/api/create-payment', body),
    ]);
    const third = await stack.post('/api/create-payment', body);
    const urls = await Promise.all(
      [first, second, third].map(async (response) => {
        expect(response.status).toBe(200);
        return ((await response.json()) as { url: string }).url;
      }),
    );
    expect(new Set(urls).size).toBe(1);
    expect(stack.stripe.sessions().size).toBe(before + 1);

    // The same attempt id with other contents is another order, not an idempotency error.
    const other = await stack.post('/api/create-payment', {
      ...body,
      recipientName: 'Quelqu’un d’autre',
    });
    expect(other.status).toBe(200);
    expect(((await other.json()) as { url: string }).url).not.toBe(urls[0]);
  });

  it('opens two sessions for two real orders with identical contents (two attempts)', async () => {
    const body = order();
    const before = stack.stripe.sessions().size;
    const first = await createSession(stack, body);
    const second = await createSession(stack, { ...body, attempt: attemptId() });
    expect(second.id).not.toBe(first.id);
    expect(stack.stripe.sessions().size).toBe(before + 2);
  });

  it('refuses a missing or malformed attempt id with 400 and opens no session', async () => {
    const before = stack.stripe.sessions().size;
    for (const attempt of [undefined, '', 'court', 'x'.repeat(65), 'a b c d e f g h i j k', 42]) {
      const response = await stack.post('/api/create-payment', order({ attempt }));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { fields: Record<string, string> };
      const { attemptNotText, attemptInvalid } = catalog.interfaceText.api.payment;
      expect(answer.fields['attempt']).toBe(
        typeof attempt === 'string' || attempt === undefined ? attemptInvalid : attemptNotText,
      );
    }
    expect(stack.stripe.sessions().size).toBe(before);
  });

  it('refuses a tampered amount with 400 and creates no session', async () => {
    const before = stack.stripe.sessions().size;
    const tampered = catalog.vouchers.offers.flatMap((offer) => [
      [offer.title, 1, 'amount_mismatch'],
      [offer.title, offer.price + 1, 'amount_mismatch'], // an offer at another amount
      ...(offer.originalPrice === offer.price
        ? []
        : [[offer.title, offer.originalPrice, 'amount_mismatch']]), // at its struck-out price
    ]);
    for (const [giftType, amount, error] of [
      ...tampered,
      [custom.giftType, custom.minimum - 1, 'amount_out_of_range'],
      [custom.giftType, custom.maximum + 1, 'amount_out_of_range'],
      [custom.giftType, custom.minimum + 19.99, 'amount_out_of_range'],
    ]) {
      const response = await stack.post('/api/create-payment', order({ giftType, amount }));
      expect(response.status).toBe(400);
      const answer = (await response.json()) as { error: string; message: string };
      expect(answer.error, `${giftType} at ${amount}`).toBe(error);
      expect(answer.message).not.toBe('');
    }
    expect(stack.stripe.sessions().size).toBe(before);
  });

  it('refuses a custom amount in the words of the card (the JSON amount: a number)', async () => {
    const body = order({ giftType: custom.giftType, amount: custom.minimum + 0.5 });
    const response = await stack.post('/api/create-payment', body);
    expect(response.status).toBe(400);
    const message = catalog.interfaceText.vouchers.notWhole; // a sentence without bounds
    expect(await response.json()).toEqual({ error: 'amount_out_of_range', message });
  });

  it('refuses wrong types, missing fields and CR/LF with 400 and creates no session', async () => {
    const before = stack.stripe.sessions().size;
    const bodies = [
      order({ amount: String(voucherOffer().price) }),
      order({ amount: null }),
      order({ giftType: [voucherOffer().title] }),
      order({ senderName: '' }),
      order({ recipientName: 'Élise\r\nBcc: x@example.com' }),
      order({ email: 'paul@example.com\nBcc: x@example.com' }),
      order({ giftType: 'Bon Inconnu' }),
      {},
    ];
    for (const body of bodies) {
      const response = await stack.post('/api/create-payment', body);
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({
        error: expect.any(String),
        message: expect.any(String),
      });
    }
    expect(stack.stripe.sessions().size).toBe(before);
  });

  it('ignores unknown fields (the price still comes from the catalog)', async () => {
    const { id } = await createSession(
      stack,
      order({ price: 1, unit_amount: 1, currency: 'usd', email: uniqueEmail('x') }),
    );
    expect(session(id)).toMatchObject({
      amount_total: voucherOffer().price * 100,
      currency: 'eur',
    });
  });

  it('answers 502 with a French message when Stripe is unreachable', async () => {
    const api = stack.makeApi({ STRIPE_API_URL: stack.unreachableUrl });
    const response = await api.request('/api/create-payment', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: stack.apiUrl },
      body: JSON.stringify(order()),
    });
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({
      error: 'payment_unavailable',
      message: catalog.interfaceText.api.payment.unavailable,
    });
  });
});
