import {
  fillTemplate,
  formatEuros,
  formatLongDate,
  formatNumericDate,
} from '@clinique/catalog/format';
import { extractText } from 'unpdf';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { createStripeClient, Stripe } from '../src/stripe.ts';
import { ORDER_SOURCE } from '../src/payment/metadata.ts';
import { voucherCode } from '../src/voucher/code.ts';
import { REMINDER_DAYS_BEFORE, SEND_HOUR } from '../src/register/jobs.ts';
import { deliveryWindow } from '@clinique/catalog/voucher-orders';
import { addDays, parisDay, parisInstant } from '../src/voucher/model.ts';
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

const { emails } = siteFacts;
/** A line of an e-mail's plain-text part: `label : value`. */
const row = (label: string, value: string) => `${label}\u00A0: ${value}`;
/** As the PDF's text reads: every run of spaces one space. */
const spaced = (text: string) => text.replace(/[\s\u00A0\u202F]+/g, ' ');

const secret = () => stack.env['VOUCHER_CODE_SECRET'] ?? '';

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
    const cheapest = voucherOffer('cheapest');
    const price = formatEuros(cheapest.price);
    const body = order({
      giftType: cheapest.title,
      amount: cheapest.price,
      senderName: 'Zoë Lefèvre',
      recipientName: 'Amélie Côté',
    });
    const { id, url } = await createSession(stack, body);
    const redirect = await pay(url);
    expect(redirect).toEqual({ status: 303, location: `${stack.apiUrl}/success?session_id=${id}` });
    expect(stack.stripe.deliveries().at(-1)).toMatchObject({ sessionId: id, status: 200 });

    const code = voucherCode(id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
    const end = deliveryWindow(new Date(), cheapest.validityMonths).last;
    const shownEnd = `${end.slice(8, 10)}/${end.slice(5, 7)}/${end.slice(0, 4)}`;
    await stack.local.idle();
    const item = await stack.register.get(code);
    expect(item).toMatchObject({
      code,
      status: 'active',
      validUntil: end,
      amountCents: cheapest.price * 100,
      balanceCents: cheapest.price * 100,
      offerId: cheapest.id,
      sessionId: id,
      paymentIntentId: expect.stringMatching(/^pi_/),
      buyerName: 'Zoë Lefèvre',
      buyerEmail: String(body['email']),
      recipientName: 'Amélie Côté',
      fulfilment: { state: 'done', attempts: 0 },
    });
    // Nothing more to do before the reminder, 30 days before the end of validity.
    expect(item?.dueAt).toBe(
      parisInstant(addDays(end, -REMINDER_DAYS_BEFORE), SEND_HOUR).toISOString(),
    );
    expect(item?.history.map((event) => event.type)).toEqual([
      'issued',
      'emailed',
      'clinic_notified',
    ]);
    // The dashboard's mirror, written once the voucher is out.
    expect(metadata(id)['voucher_code']).toBe(code);

    const { buyer, clinic } = await mailsFor(id, String(body['email']));
    expect(buyer).toHaveLength(1);
    expect(clinic).toHaveLength(1);
    const mail = buyer[0];
    expect(mail?.subject).toBe(
      fillTemplate(emails.voucher.subject, {
        title: cheapest.title,
        clinic: siteFacts.clinic.name,
      }),
    );
    expect(mail?.from).toContain(`<${stack.env['MAIL_FROM']}>`);
    const copy = emails.voucher;
    const { rows } = copy;
    const ordered = formatNumericDate(parisDay(new Date()));
    const version = formatNumericDate(siteFacts.terms.version);
    const [withdrawal = ''] = copy.withdrawal;
    for (const line of [
      row(rows.amount, price),
      row(rows.from, 'Zoë Lefèvre'),
      row(rows.to, 'Amélie Côté'),
      row(rows.code, code),
      row(rows.validUntil, shownEnd),
      // The terms of sale accepted, their version.
      row(rows.terms, fillTemplate(copy.termsAccepted, { date: ordered, version })),
      // The withdrawal right, how to use it, the model form and the terms.
      copy.withdrawalTitle,
      // Rows give days in figures, sentences in words.
      fillTemplate(withdrawal, { date: formatLongDate(parisDay(new Date())) }),
      siteFacts.clinic.email,
      row(copy.withdrawalFormLink, `${stack.apiUrl}${siteFacts.terms.withdrawalFormPath}`),
      row(copy.termsLink, `${stack.apiUrl}${siteFacts.terms.path}`),
      // The shared layout's footer: the booking link and the clinic's details.
      row(emails.layout.bookingLabel, siteFacts.clinic.bookingUrl),
      `${siteFacts.clinic.postalCode} ${siteFacts.clinic.city}`,
    ]) {
      expect(mail?.body.text).toContain(line);
    }
    expect(mail?.body.html).toContain(code);
    expect(mail?.body.html).toContain(
      `href="${stack.apiUrl}${siteFacts.terms.withdrawalFormPath}"`,
    );
    expect(mail?.attachments).toHaveLength(1);
    expect(mail?.attachments[0]).toMatchObject({
      filename: `bon-cadeau-${code}.pdf`,
      contentType: 'application/pdf',
    });
    const pdf = await pdfText(mail);
    for (const part of [
      cheapest.title,
      price.replace(/[\u00A0\u202F]/g, ' '),
      `${emails.pdf.from} Zoë Lefèvre`,
      `${emails.pdf.to} Amélie Côté`,
      code,
      fillTemplate(emails.pdf.validUntil, { date: shownEnd }),
      // The conditions of use, all but the link to the terms (which the PDF may break anywhere).
      ...emails.pdf.conditions.split('{terms}').filter((part) => part.trim() !== ''),
    ].map((part) => spaced(part).trim())) {
      expect(pdf).toContain(part);
    }

    const notification = clinic[0];
    expect(notification?.subject).toBe(
      fillTemplate(emails.notification.subject, { title: cheapest.title, amount: price, code }),
    );
    expect(notification?.replyTo).toEqual([body['email']]);
    expect(notification?.body.text).toContain(
      row(emails.notification.rows.buyer, String(body['email'])),
    );
    expect(notification?.attachments[0]?.filename).toBe(`bon-cadeau-${code}.pdf`);
  });

  it('records and sends the voucher of any address the order form takes', async () => {
    // The form follows the browser's rule; the register once kept a stricter one and refused these.
    for (const local of ["o'brien", 'jean..dupont', 'a&b']) {
      const buyer = uniqueEmail(local);
      const { id, url } = await createSession(stack, order({ email: buyer }));
      await pay(url);
      await stack.local.idle();
      expect((await stack.register.get(voucherCode(id, secret())))?.buyerEmail).toBe(buyer);
      expect((await mailsFor(id, buyer)).buyer).toHaveLength(1);
    }
  });

  it('records one voucher and sends it once when Stripe redelivers the event', async () => {
    const { id, eventId, buyer } = await paidUndelivered(stack);
    const first = await stack.stripe.resend(eventId);
    expect(first.status).toBe(200);
    const again = [await stack.stripe.resend(eventId), await stack.stripe.resend(eventId)];
    expect(again.map((delivery) => delivery.status)).toEqual([200, 200]);
    const code = voucherCode(id, secret());
    const response = await stack.deliver(eventPayload(id));
    expect(await response.json()).toEqual({ received: true, status: 'already_recorded', code });
    await stack.local.idle();
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
    expect(
      (await stack.register.get(code))?.history.filter((e) => e.type === 'issued'),
    ).toHaveLength(1);
  });

  it('records one voucher and sends one e-mail when deliveries arrive at the same time', async () => {
    const { id, eventId, buyer } = await paidUndelivered(stack);
    const deliveries = await Promise.all([
      stack.stripe.resend(eventId),
      stack.stripe.resend(eventId),
      stack
        .deliver(eventPayload(id, 'checkout.session.async_payment_succeeded'))
        .then((r) => ({ status: r.status })),
      stack.stripe.resend(eventId),
      stack.stripe.resend(eventId),
    ]);
    expect(deliveries.map((delivery) => delivery.status)).toEqual([200, 200, 200, 200, 200]);
    await stack.local.idle();
    const mails = await mailsFor(id, buyer);
    expect(mails.buyer).toHaveLength(1);
    expect(mails.clinic).toHaveLength(1);
    const item = await stack.register.get(voucherCode(id, secret()));
    expect(item?.history.map((event) => event.type)).toEqual([
      'issued',
      'emailed',
      'clinic_notified',
    ]);
  });

  it('refuses a bad signature, a stale timestamp, a tampered body: 400 and nothing sent', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const payload = eventPayload(id);
    const wrongSecret = await stack.deliver(payload, { secret: 'whsec_not_the_right_one' });
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({
      error: 'invalid_signature',
      message: siteFacts.api.webhook.invalidSignature,
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
      message: siteFacts.api.webhook.unreadable,
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

  it('when Stripe is unreachable: 502, nothing recorded, nothing sent', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const broken = stack.makeApi({ STRIPE_API_URL: stack.unreachableUrl });
    const failed = await stack.deliver(eventPayload(id), { api: broken });
    expect(failed.status).toBe(502);
    expect(await failed.json()).toMatchObject({ error: 'fulfilment_failed' });
    expect(await stack.register.get(voucherCode(id, secret()))).toBeUndefined();
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
  });

  it('when the register is unreachable: 502 (Stripe retries), nothing sent', async () => {
    const { id, buyer } = await paidUndelivered(stack);
    const broken = stack.makeApi({ DYNAMODB_ENDPOINT: stack.unreachableUrl });
    const failed = await stack.deliver(eventPayload(id), { api: broken });
    expect(failed.status).toBe(502);
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
    // Stripe's retry, once the register is back, records and sends it.
    expect((await stack.deliver(eventPayload(id))).status).toBe(200);
    await stack.local.idle();
    expect((await mailsFor(id, buyer)).buyer).toHaveLength(1);
  });

  it('logs no names, addresses or codes of the order', async () => {
    const body = order({ senderName: 'Nom-Très-Reconnaissable', email: uniqueEmail('prive') });
    const { id, url } = await createSession(stack, body);
    await pay(url);
    await stack.local.idle();
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

describe('paid sessions that can never become a voucher', () => {
  const popular = voucherOffer('popular');
  const cents = popular.price * 100;
  /** The metadata of an order of the popular offer, as create-payment writes it. */
  const good = {
    source: ORDER_SOURCE,
    kind: 'offer',
    offer_id: popular.id,
    voucher_title: popular.title,
    gift_type: popular.title,
    amount_eur: String(popular.price),
    validity_months: String(popular.validityMonths),
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
    expect(await stack.register.get(voucherCode(id, secret())), reason).toBeUndefined();
  }

  it('answers 200 with an alert for paid sessions of ours that can never be fulfilled', async () => {
    const cases = [
      { reason: 'bad_metadata', metadata: { source: ORDER_SOURCE, kind: 'offer' }, cents },
      // A title edited in the dashboard with a line break: the mail's subject could not carry it.
      {
        reason: 'bad_metadata',
        metadata: { ...good, voucher_title: `${popular.title}\r\nBcc: x@example.com` },
        cents,
      },
      { reason: 'amount_mismatch', metadata: good, cents: 100 },
    ];
    for (const { reason, metadata: sent, cents } of cases) {
      const buyer = uniqueEmail(reason);
      const id = await paidSession({ metadata: sent, cents, buyer });
      await expectUnfulfillable(id, reason);
      expect((await mailsFor(id, buyer)).buyer).toHaveLength(0);
    }
  });

  it('an offer the catalog dropped while its buyer was paying: the voucher is sent as paid', async () => {
    const buyer = uniqueEmail('retired');
    const title = `${popular.title} d’automne`;
    const metadata = { ...good, offer_id: 'automne', voucher_title: title, gift_type: title };
    const id = await paidSession({ metadata, cents, buyer });
    const item = await stack.register.get(voucherCode(id, secret()));
    expect(item).toMatchObject({ title, amountCents: cents, buyerEmail: buyer });
    await stack.local.idle();
    const { buyer: mails } = await mailsFor(id, buyer);
    expect(mails.map((mail) => mail.subject)).toEqual([
      fillTemplate(emails.voucher.subject, { title, clinic: siteFacts.clinic.name }),
    ]);
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
});
