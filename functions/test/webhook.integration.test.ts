import { formatEuros } from '@clinique/catalog/format';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSesMailer, type Mailer } from '../src/mail/mailer.ts';
import { siteFacts } from '../src/site-facts.ts';
import { createStripeClient, Stripe } from '../src/stripe.ts';
import { ORDER_SOURCE } from '../src/payment/metadata.ts';
import { voucherCode } from '../src/webhook/code.ts';
import { validUntil } from '../src/webhook/voucher.ts';
import { voucherOffer } from '../scripts/sample-vouchers.ts';
import {
  createSession,
  order,
  paidUndelivered,
  pay,
  startTestStack,
  uniqueEmail,
  type StoredMail,
  type TestStack,
} from './helpers.ts';

let stack: TestStack;
beforeAll(async () => {
  stack = await startTestStack();
});
afterAll(async () => {
  await stack.stop();
});

function metadata(id: string): Record<string, string> {
  return (stack.stripe.sessions().get(id)?.['metadata'] ?? {}) as Record<string, string>;
}

async function mailsFor(sessionId: string, buyer: string) {
  const mails = await stack.mails();
  return {
    buyer: mails.filter((mail) => mail.destination.to.includes(buyer)),
    clinic: mails.filter(
      (mail) =>
        mail.destination.to.includes(siteFacts.clinic.email) &&
        (mail.body.text ?? '').includes(sessionId),
    ),
  };
}

async function pdfText(mail: StoredMail | undefined): Promise<string> {
  const content = mail?.attachments[0]?.content ?? '';
  const { text } = await extractText(new Uint8Array(Buffer.from(content, 'base64')), {
    mergePages: true,
  });
  return text.replace(/[\s\u00A0\u202F]+/g, ' ');
}

function eventPayload(sessionId: string, type = 'checkout.session.completed'): string {
  return JSON.stringify({
    id: `evt_test_${Math.random().toString(36).slice(2)}`,
    object: 'event',
    type,
    data: { object: stack.stripe.sessions().get(sessionId) ?? { id: sessionId } },
  });
}

describe('voucher delivery (POST /api/stripe-webhook)', () => {
  it('after « Payer »: one voucher e-mail with the PDF to the buyer, one notification to the clinic', async () => {
    const decouverte = voucherOffer('decouverte');
    const price = formatEuros(decouverte.price);
    const body = order({
      giftType: decouverte.title,
      amount: decouverte.price,
      senderName: 'Zoë Lefèvre',
      recipientName: 'Amélie Côté',
    });
    const { id, url } = await createSession(stack, body);
    const redirect = await pay(url);
    expect(redirect).toEqual({ status: 303, location: `${stack.apiUrl}/success?session_id=${id}` });
    expect(stack.stripe.deliveries().at(-1)).toMatchObject({ sessionId: id, status: 200 });

    const code = voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
    const end = validUntil(new Date(), decouverte.validityMonths);
    const shownEnd = `${end.slice(8, 10)}/${end.slice(5, 7)}/${end.slice(0, 4)}`;
    expect(metadata(id)).toMatchObject({
      voucher_code: code,
      voucher_valid_until: end,
      voucher_sent_at: expect.any(String),
      clinic_notified_at: expect.any(String),
      fulfilment_claim: expect.stringMatching(/^1:[\w-]+:\d+$/),
    });

    const { buyer, clinic } = await mailsFor(id, String(body['email']));
    expect(buyer).toHaveLength(1);
    expect(clinic).toHaveLength(1);
    const mail = buyer[0];
    expect(mail?.subject).toBe(`Votre ${decouverte.title} – ${siteFacts.clinic.name}`);
    expect(mail?.from).toContain(`<${stack.env['MAIL_FROM']}>`);
    for (const line of [
      `Montant payé (TTC)\u00A0: ${price}`,
      'De\u00A0: Zoë Lefèvre',
      'Pour\u00A0: Amélie Côté',
      `Code du bon\u00A0: ${code}`,
      `Valable jusqu’au\u00A0: ${shownEnd}`,
      // The terms of sale accepted, their version.
      `Conditions générales de vente\u00A0: acceptées le`,
      // The withdrawal right, how to use it, the model form and the terms.
      'Votre droit de rétractation',
      'Vous disposez de 14 jours à compter de votre commande',
      siteFacts.clinic.email,
      `Modèle de formulaire de rétractation\u00A0: ${stack.apiUrl}/conditions-generales-de-vente#formulaire-de-retractation`,
      `Conditions générales de vente\u00A0: ${stack.apiUrl}/conditions-generales-de-vente`,
      // The shared layout's footer: the booking link and the clinic's details.
      `Prendre rendez-vous en ligne\u00A0: ${siteFacts.clinic.bookingUrl}`,
      `${siteFacts.clinic.postalCode} ${siteFacts.clinic.city}`,
    ]) {
      expect(mail?.body.text).toContain(line);
    }
    expect(mail?.body.html).toContain(code);
    expect(mail?.body.html).toContain(
      `href="${stack.apiUrl}/conditions-generales-de-vente#formulaire-de-retractation"`,
    );
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      filename: `bon-cadeau-${code}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = await pdfText(mail);
    for (const part of [
      decouverte.title,
      price.replace(/[\u00A0\u202F]/g, ' '),
      'De Zoë Lefèvre',
      'Pour Amélie Côté',
      code,
      `Valable jusqu’au ${shownEnd}`,
      'Utilisable sur tous les soins et consultations du centre',
      'Non remboursable',
    ]) {
      expect(pdf).toContain(part);
    }

    const notification = clinic[0];
    expect(notification?.subject).toBe(
      `Bon cadeau vendu\u00A0: ${decouverte.title} (${price}) – ${code}`,
    );
    expect(notification?.replyTo).toEqual([body['email']]);
    expect(notification?.body.text).toContain(`Acheteur\u00A0: ${String(body['email'])}`);
    expect(notification?.attachments[0]?.filename).toBe(`bon-cadeau-${code}.pdf`);
  });

  it('sends nothing more when Stripe redelivers the event', async () => {
    const { id, eventId, buyer } = await paidUndelivered(stack);
    const first = await stack.stripe.resend(eventId);
    expect(first.status).toBe(200);
    const again = [await stack.stripe.resend(eventId), await stack.stripe.resend(eventId)];
    expect(again.map((delivery) => delivery.status)).toEqual([200, 200]);
    const response = await stack.deliver(eventPayload(id));
    expect(await response.json()).toEqual({ received: true, status: 'already_fulfilled' });
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
  });

  it('sends one voucher when deliveries arrive at the same time', async () => {
    const { id, eventId, buyer } = await paidUndelivered(stack);
    const deliveries = await Promise.all([
      stack.stripe.resend(eventId),
      stack.stripe.resend(eventId),
      stack
        .deliver(eventPayload(id, 'checkout.session.async_payment_succeeded'))
        .then((r) => ({ status: r.status })),
    ]);
    const statuses = deliveries.map((delivery) => delivery.status);
    expect(statuses).toContain(200);
    for (const status of statuses) expect([200, 409]).toContain(status);
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
    // A later redelivery (Stripe retries the 409s) finds it done.
    expect((await stack.stripe.resend(eventId)).status).toBe(200);
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(1);
  });

  it('refuses a bad signature, a stale timestamp, a tampered body: 400 and nothing sent', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const payload = eventPayload(id);
    const wrongSecret = await stack.deliver(payload, { secret: 'whsec_not_the_right_one' });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({
      error: 'invalid_signature',
      message: 'Signature Stripe invalide ou expirée.',
    });

    const stale = await stack.deliver(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expect(stale.status).toBe(400);

    const signature = Stripe.webhooks.generateTestHeaderString({
      payload,
      secret: stack.env['STRIPE_WEBHOOK_SECRET'] ?? '',
    });
    const tampered = await fetch(`${stack.apiUrl}/api/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload.replace('"paid"', '"paid" '),
    });
    expect(tampered.status).toBe(400);

    const unsigned = await fetch(`${stack.apiUrl}/api/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: payload,
    });
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toMatchObject({ error: 'missing_signature' });

    const garbage = await fetch(`${stack.apiUrl}/api/stripe-webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': 'garbage' },
      body: payload,
    });
    expect(garbage.status).toBe(400);

    expect(metadata(id)['voucher_code']).toBeUndefined();
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
  });

  it('refuses signed but malformed events with 400', async () => {
    const malformed = await stack.deliver('{"type": "checkout.session.completed", ');
    expect(malformed.status).toBe(400);
    expect(await malformed.json()).toEqual({
      error: 'invalid_payload',
      message: 'Événement Stripe illisible.',
    });
    // Found by the property tests: a signed event without `data` answered 500.
    const noData = await stack.deliver(JSON.stringify({ type: 'checkout.session.completed' }));
    expect(noData.status).toBe(400);
    for (const object of [{ id: 42 }, { id: 'pi_123' }, null, 'cs_test']) {
      const response = await stack.deliver(
        JSON.stringify({
          id: 'evt_1',
          object: 'event',
          type: 'checkout.session.completed',
          data: { object },
        }),
      );
      expect(response.status).toBe(400);
    }
  });

  it('answers 200 for an unknown session (with an alert), other events, unpaid and foreign sessions', async () => {
    const unknown = await stack.deliver(
      JSON.stringify({
        id: 'evt_2',
        type: 'checkout.session.completed',
        data: { object: { id: 'cs_test_unknown' } },
      }),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toEqual({
      received: true,
      status: 'unfulfillable',
      reason: 'unknown_session',
    });
    expect(stack.logs.lines).toContainEqual({
      level: 'alert',
      event: 'fulfilment.unfulfillable',
      session: 'cs_test_unknown',
      reason: 'unknown_session',
    });

    const other = await stack.deliver(
      JSON.stringify({
        id: 'evt_3',
        type: 'payment_intent.succeeded',
        data: { object: { id: 'pi_1' } },
      }),
    );
    expect(await other.json()).toEqual({ received: true, status: 'ignored' });

    const body = order();
    const { id } = await createSession(stack, body);
    const unpaid = await stack.deliver(eventPayload(id));
    expect(await unpaid.json()).toEqual({ received: true, status: 'not_paid' });

    const stripe = createStripeClient(stack.config.stripe);
    const foreign = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: 'https://example.com/ok',
      customer_email: String(body['email']),
      line_items: [
        {
          quantity: 1,
          price_data: { currency: 'eur', unit_amount: 1000, product_data: { name: 'Autre' } },
        },
      ],
    });
    await pay(foreign.url ?? '');
    expect(stack.stripe.deliveries().at(-1)).toMatchObject({ sessionId: foreign.id, status: 200 });
    expect((await mailsFor(id, String(body['email']))).buyer).toHaveLength(0);
  });

  it('when SES fails: 502, claim released, nothing sent; the next delivery sends exactly once', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const broken = stack.makeApi({ SES_ENDPOINT: stack.unreachableUrl });
    const failed = await stack.deliver(eventPayload(id), { api: broken });
    expect(failed.status).toBe(502);
    expect(metadata(id)).toMatchObject({
      voucher_code: voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? ''),
      fulfilment_claim: expect.stringMatching(/^1:released:\d+$/),
    });
    expect(metadata(id)['voucher_sent_at']).toBeUndefined();
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);

    const retried = await stack.deliver(eventPayload(id));
    expect(await retried.json()).toEqual({ received: true, status: 'fulfilled' });
    expect(metadata(id)['fulfilment_claim']).toMatch(/^2:[\w-]+:\d+$/);
    const again = await stack.deliver(eventPayload(id));
    expect(await again.json()).toEqual({ received: true, status: 'already_fulfilled' });
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
  });

  it('when only the clinic notification fails: the voucher is not resent, the notification is', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const ses = createSesMailer(stack.config.mail, siteFacts.clinic.name);
    const clinicDown: Mailer = {
      send: (mail) =>
        mail.to.includes(siteFacts.clinic.email)
          ? Promise.reject(new Error('SES down'))
          : ses.send(mail),
    };
    const failed = await stack.deliver(eventPayload(id), {
      api: stack.makeApi({}, { mailer: clinicDown }),
    });
    expect(failed.status).toBe(502);
    expect(metadata(id)['voucher_sent_at']).toEqual(expect.any(String));
    expect(metadata(id)['notification_claim']).toMatch(/^1:released:/);

    const retried = await stack.deliver(eventPayload(id));
    expect(await retried.json()).toEqual({ received: true, status: 'already_fulfilled' });
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
  });

  it('when Stripe is unreachable: 502 and nothing sent', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const broken = stack.makeApi({ STRIPE_API_URL: stack.unreachableUrl });
    const failed = await stack.deliver(eventPayload(id), { api: broken });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: 'fulfilment_failed' });
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
  });

  it('leaves a fresh claim of another delivery alone (409), takes over a stale one', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const stripe = createStripeClient(stack.config.stripe);
    const clock = new Date();
    const api = stack.makeApi({}, { now: () => clock });
    const now = Math.floor(clock.getTime() / 1000);
    await stripe.checkout.sessions.update(id, {
      metadata: { fulfilment_claim: `1:someoneelse:${now}` },
    });
    const busy = await stack.deliver(eventPayload(id), { api });
    expect(busy.status).toBe(409);
    expect(await busy.json()).toEqual({ received: true, status: 'in_progress' });
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);

    // The other delivery crashed 10 minutes ago without releasing its claim.
    await stripe.checkout.sessions.update(id, {
      metadata: { fulfilment_claim: `1:crashed:${now - 600}` },
    });
    const takeover = await stack.deliver(eventPayload(id), { api });
    expect(await takeover.json()).toEqual({ received: true, status: 'fulfilled' });
    expect(metadata(id)['fulfilment_claim']).toMatch(/^2:/);
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(1);
  });

  it('logs no names, addresses or codes of the order', async () => {
    const body = order({ senderName: 'Nom-Très-Reconnaissable', email: uniqueEmail('prive') });
    const { id, url } = await createSession(stack, body);
    await pay(url);
    const lines = JSON.stringify(stack.logs.lines);
    expect(lines).toContain(id);
    expect(lines).not.toContain('Nom-Très-Reconnaissable');
    expect(lines).not.toContain(String(body['email']));
    expect(lines).not.toContain(metadata(id)['voucher_code']);
  });
});

/** A promise the test resolves itself. */
function deferred(): { promise: Promise<void>; resolve: () => void } {
  const resolvers: (() => void)[] = [];
  const promise = new Promise<void>((done) => resolvers.push(done));
  return { promise, resolve: () => resolvers.forEach((done) => done()) };
}

describe('concurrent deliveries, in an interleaving the test chooses', () => {
  /** Delivers the session's event five times at once, every claim held until all five read it. */
  async function fiveAtOnce(id: string): Promise<{ status: number; body: unknown }[]> {
    const allRead = deferred();
    let waiting = 0;
    const barrier = stripeWith(async (metadata) => {
      if (!('fulfilment_claim' in metadata)) return;
      waiting += 1;
      if (waiting === 5) allRead.resolve();
      await allRead.promise;
    });
    const api = stack.makeApi({}, { stripe: barrier });
    return Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await stack.deliver(eventPayload(id), { api });
        return { status: response.status, body: await response.json() };
      }),
    );
  }

  it('five deliveries that all read the session before any claims it: one voucher e-mail', async () => {
    const { id, eventId, buyer } = await paidUndelivered(stack);
    const results = await fiveAtOnce(id);
    // One claims and sends; the others find the claim taken and ask Stripe to retry (409).
    expect(results.filter(({ status }) => status === 200)).toEqual([
      { status: 200, body: { received: true, status: 'fulfilled' } },
    ]);
    for (const { status, body } of results.filter((result) => result.status !== 200)) {
      expect({ status, body }).toEqual({
        status: 409,
        body: { received: true, status: 'in_progress' },
      });
    }
    // Stripe's retry finds it done.
    expect((await stack.stripe.resend(eventId)).status).toBe(200);
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
    expect(metadata(id)).toMatchObject({
      voucher_sent_at: expect.any(String),
      clinic_notified_at: expect.any(String),
    });
  });

  it('five deliveries one after the other: one voucher e-mail, every answer 200', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const statuses: unknown[] = [];
    for (let delivery = 0; delivery < 5; delivery += 1) {
      statuses.push(await (await stack.deliver(eventPayload(id))).json());
    }
    expect(statuses).toEqual([
      { received: true, status: 'fulfilled' },
      ...Array.from({ length: 4 }, () => ({ received: true, status: 'already_fulfilled' })),
    ]);
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
  });
});

describe('a double click while Stripe is still creating the session', () => {
  let held: TestStack;
  /** The first create request, held in the stand-in until the second one is refused. */
  let onConflict: () => void = () => undefined;
  let conflicts = 0;
  beforeAll(async () => {
    held = await startTestStack({
      stripeHold: ({ path, conflict }) => {
        if (path !== '/v1/checkout/sessions') return undefined;
        if (conflict) {
          conflicts += 1;
          onConflict();
          return undefined;
        }
        const first = deferred();
        onConflict = () => {
          onConflict = () => undefined;
          first.resolve();
        };
        return first.promise;
      },
    });
  });
  afterAll(async () => {
    await held.stop();
  });

  it('opens one Checkout Session: the second click gets 409 from Stripe, then the replay', async () => {
    const body = order();
    const before = held.stripe.sessions().size;
    const responses = await Promise.all([
      held.post('/api/create-payment', body),
      held.post('/api/create-payment', body),
    ]);
    const urls = await Promise.all(
      responses.map(async (response) => ((await response.json()) as { url: string }).url),
    );
    expect(responses.map((response) => response.status)).toEqual([200, 200]);
    expect(urls[0]).toBe(urls[1]);
    expect(conflicts).toBe(1);
    expect(held.stripe.sessions().size).toBe(before + 1);
  });
});

/**
 * The stack's Stripe client, with `beforeUpdate` run before each metadata update (it may throw,
 * as Stripe refusing the write would).
 */
function stripeWith(
  beforeUpdate: (metadata: Record<string, string>) => void | Promise<void>,
): Stripe {
  const real = createStripeClient(stack.config.stripe);
  const sessions = real.checkout.sessions;
  return {
    webhooks: real.webhooks,
    checkout: {
      sessions: {
        create: sessions.create.bind(sessions),
        retrieve: sessions.retrieve.bind(sessions),
        update: async (
          id: string,
          params: Stripe.Checkout.SessionUpdateParams,
          options?: Stripe.RequestOptions,
        ) => {
          await beforeUpdate((params.metadata ?? {}) as Record<string, string>);
          return sessions.update(id, params, options);
        },
      },
    },
  } as unknown as Stripe;
}

/** An error as Stripe's SDK raises it, its message quoting the buyer (which no log may repeat). */
function stripeRefusal(buyer: string): Error {
  return Object.assign(new Error(`Metadata write refused for ${buyer}`), {
    name: 'StripeAPIError',
    code: 'api_error',
    statusCode: 500,
  });
}

/**
 * Since log line `from`: `event` at `level` for the voucher step of `session`, naming the refusal
 * of `stripeRefusal` by its name, code and status only (its message quotes `buyer`: never logged).
 */
function expectRefusalLogged(
  from: number,
  level: string,
  event: string,
  session: string,
  buyer: string,
): void {
  const logged = stack.logs.lines.slice(from);
  expect(logged).toContainEqual({
    level,
    event,
    session,
    step: 'voucher',
    error: 'StripeAPIError',
    errorCode: 'api_error',
    statusCode: 500,
  });
  expect(JSON.stringify(logged)).not.toContain(buyer);
}

describe('fulfilment that cannot stall or double', () => {
  const eclat = voucherOffer('eclat');
  const cents = eclat.price * 100;
  /** The metadata of an order of the Bon Éclat, as create-payment writes it. */
  const good = {
    source: ORDER_SOURCE,
    kind: 'offer',
    offer_id: eclat.id,
    voucher_title: eclat.title,
    gift_type: eclat.title,
    amount_eur: String(eclat.price),
    validity_months: String(eclat.validityMonths),
    sender_name: 'Paul',
    recipient_name: 'Élise',
  };

  /**
   * A session carrying `metadata`, created past the API (as in the Stripe dashboard), paid by
   * `buyer`; its event reaches the webhook at once (answered 200). Returns its id.
   */
  async function paidSession(options: {
    metadata: Record<string, string>;
    cents: number;
    currency?: string;
    buyer: string;
  }): Promise<string> {
    const stripe = createStripeClient(stack.config.stripe);
    const session = await stripe.checkout.sessions.create({
      mode: 'payment',
      success_url: `${stack.apiUrl}/success`,
      customer_email: options.buyer,
      metadata: options.metadata,
      line_items: [
        {
          quantity: 1,
          price_data: {
            currency: options.currency ?? 'eur',
            unit_amount: options.cents,
            product_data: { name: 'Bon' },
          },
        },
      ],
    });
    await pay(session.url ?? '');
    expect(stack.stripe.deliveries().at(-1)).toMatchObject({ sessionId: session.id, status: 200 });
    return session.id;
  }

  /** Delivers the session's event again: 200, never fulfillable for `reason`, an alert, no code. */
  async function expectUnfulfillable(id: string, reason: string): Promise<void> {
    const response = await stack.deliver(eventPayload(id));
    expect(response.status, reason).toBe(200);
    expect(await response.json()).toEqual({ received: true, status: 'unfulfillable', reason });
    expect(stack.logs.lines).toContainEqual({
      level: 'alert',
      event: 'fulfilment.unfulfillable',
      session: id,
      reason,
    });
    expect(metadata(id)['voucher_code'], reason).toBeUndefined();
  }

  it('answers 200 with an alert for paid sessions of ours that can never be fulfilled', async () => {
    const cases = [
      { reason: 'bad_metadata', metadata: { source: ORDER_SOURCE, kind: 'offer' }, cents },
      // A title edited in the dashboard with a line break: the mail's subject could not carry it.
      {
        reason: 'bad_metadata',
        metadata: { ...good, voucher_title: `${eclat.title}\r\nBcc: x@example.com` },
        cents,
      },
      { reason: 'unknown_offer', metadata: { ...good, offer_id: 'disparu' }, cents },
      { reason: 'amount_mismatch', metadata: good, cents: 100 },
    ];
    for (const { reason, metadata: sent, cents } of cases) {
      const buyer = uniqueEmail(reason);
      const id = await paidSession({ metadata: sent, cents, buyer });
      await expectUnfulfillable(id, reason);
      expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
    }
  });

  it('never fulfils a session paid in another currency than the euro, even for the same number', async () => {
    const buyer = uniqueEmail('dollars');
    const mails = (await stack.mails()).length;
    // The order's amount, in dollars.
    const id = await paidSession({ metadata: good, cents, currency: 'usd', buyer });
    await expectUnfulfillable(id, 'amount_mismatch');
    expect(await stack.mails()).toHaveLength(mails);
  });

  it('never fulfils a session whose buyer address cannot receive the voucher', async () => {
    // Addresses Stripe took, which the voucher e-mail cannot be sent to: no dotted domain, longer
    // than SMTP carries (answered 502 and retried for days before: the mailer refused it).
    const long = `${'j'.repeat(64)}@${`${'e'.repeat(60)}.`.repeat(3)}example.com`; // 259 characters
    for (const buyer of ['jeanne@localhost', long]) {
      const mails = (await stack.mails()).length;
      const id = await paidSession({ metadata: good, cents, buyer });
      await expectUnfulfillable(id, 'buyer_address');
      expect(await stack.mails()).toHaveLength(mails);
    }
  });

  it('when SES and then the release fail: 502, the claim holds until it expires, then one e-mail', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const sesDown: Mailer = { send: () => Promise.reject(new Error(`SES refused ${buyer}`)) };
    const releaseRefused = stripeWith((metadata) => {
      if (/:released:/.test(metadata['fulfilment_claim'] ?? '')) throw stripeRefusal(buyer);
    });
    const before = stack.logs.lines.length;
    const clock = new Date();
    const failed = await stack.deliver(eventPayload(id), {
      api: stack.makeApi({}, { mailer: sesDown, stripe: releaseRefused, now: () => clock }),
    });
    expect(failed.status).toBe(502);
    const claim = metadata(id)['fulfilment_claim'] ?? '';
    expect(claim).toMatch(/^1:[\w-]+:\d+$/);
    expect(claim).not.toMatch(/released/);
    expectRefusalLogged(before, 'error', 'fulfilment.release_failed', id, buyer);

    // Stripe's retries find the claim held (409) until it expires; then one delivery sends.
    const held = await stack.deliver(eventPayload(id), {
      api: stack.makeApi({}, { now: () => new Date(clock.getTime() + 4 * 60 * 1000) }),
    });
    expect(held.status).toBe(409);
    const later = new Date(clock.getTime() + 6 * 60 * 1000);
    const takeover = await stack.deliver(eventPayload(id), {
      api: stack.makeApi({}, { now: () => later }),
    });
    expect(await takeover.json()).toEqual({ received: true, status: 'fulfilled' });
    expect(metadata(id)['fulfilment_claim']).toMatch(/^2:/);
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(1);
  });

  it('releases a claim only while it still owns it', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const stripe = createStripeClient(stack.config.stripe);
    // While this delivery's send hangs, its claim expires and another delivery takes over.
    const takenOver: Mailer = {
      send: async () => {
        await stripe.checkout.sessions.update(id, {
          metadata: { fulfilment_claim: `2:newowner:${Math.floor(Date.now() / 1000)}` },
        });
        throw new Error('SES timeout');
      },
    };
    const failed = await stack.deliver(eventPayload(id), {
      api: stack.makeApi({}, { mailer: takenOver }),
    });
    expect(failed.status).toBe(502);
    expect(metadata(id)['fulfilment_claim']).toMatch(/^2:newowner:\d+$/);
    expect(stack.logs.lines).toContainEqual({
      level: 'warn',
      event: 'fulfilment.release_skipped',
      session: id,
      step: 'voucher',
      attempt: 1,
    });
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
  });

  it('when marking the voucher sent fails: 200 (the e-mail is out), an alert, no second e-mail', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const markRefused = stripeWith((metadata) => {
      if ('voucher_sent_at' in metadata) throw stripeRefusal(buyer);
    });
    const before = stack.logs.lines.length;
    const delivered = await stack.deliver(eventPayload(id), {
      api: stack.makeApi({}, { stripe: markRefused }),
    });
    expect(delivered.status).toBe(200);
    expect(await delivered.json()).toMatchObject({ received: true, status: 'fulfilled' });
    expectRefusalLogged(before, 'alert', 'fulfilment.mark_done_failed', id, buyer);
    expect(metadata(id)['voucher_sent_at']).toBeUndefined();
    expect(metadata(id)['fulfilment_claim']).toMatch(/^1:[\w-]+:\d+$/);

    // A redelivery finds the claim held: nothing sent again.
    const again = await stack.deliver(eventPayload(id));
    expect(again.status).toBe(409);
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(1);
  });
});
