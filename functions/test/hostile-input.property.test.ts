/**
 * Property-based tests (fast-check): random and hostile bodies posted to each endpoint (unicode,
 * control characters, huge numbers, nested objects, wrong content types, urlencoded garbage,
 * signed but meaningless events) never get a 5xx, never send an e-mail, never open a Checkout
 * Session. Every generated order or message carries an invalid e-mail address (by construction),
 * so none of them may be accepted. Random gift messages and recipients' addresses are either
 * refused with a reason or kept exactly as the webhook will read them back. A failure prints the smallest body that breaks the rule.
 */
import Stripe from 'stripe';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteFacts } from '../src/site-facts.ts';
import { orderMetadata, readOrder } from '../src/payment/metadata.ts';
import { validateOrder } from '../src/payment/request.ts';
import { CONTROL_CHARACTERS_EXCEPT_TAB_LF, EMAIL_ADDRESS } from '@clinique/api/text';
import { voucherCode } from '../src/voucher/code.ts';
import { paidUndelivered, startTestStack, type TestStack } from './helpers.ts';

let stack: TestStack;
/** A paid session whose voucher is still to be sent: only an event signed by Stripe may send it. */
let paid: { id: string; buyer: string };
beforeAll(async () => {
  stack = await startTestStack();
  paid = await paidUndelivered(stack);
});
afterAll(async () => {
  await stack.stop();
});

/** Runs per property: enough to find the classic breakers, small enough for < 30 s in all. */
const RUNS = 250;

const hostileString = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 120 }),
  fc.string({ unit: 'grapheme', maxLength: 60 }),
  // eslint-disable-next-line no-control-regex -- control characters are the point
  fc.stringMatching(/^[\u0000-\u001f\u007f-\u009f\u2028\u2029]{1,12}$/),
  fc.constantFrom(
    'Jeanne\r\nBcc: victime@example.com',
    '\u0000',
    '\uD800',
    '<script>alert(1)</script>',
    '__proto__',
    'constructor',
    '{"amount":1}',
    '%00%0d%0a',
    'é'.repeat(3000),
    '1e309',
    'NaN',
  ),
);

/** A deeply nested object or array, `depth` levels down. */
const nested = (depth: number): unknown =>
  Array.from({ length: depth }).reduce<unknown>(
    (inner, _, index) => (index % 2 === 0 ? { a: inner } : [inner]),
    'fond',
  );

const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.integer(),
  fc.double(),
  fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }).map(String),
  fc.constantFrom(
    Number.MAX_VALUE,
    Number.MAX_SAFE_INTEGER + 2,
    -0,
    1e308,
    // The catalog's prices and custom bounds: amounts the API accepts.
    ...siteFacts.vouchers.offers.map((offer) => offer.price),
    siteFacts.vouchers.custom.minimum,
    siteFacts.vouchers.custom.maximum,
  ),
  fc.boolean(),
  fc.constant(null),
  fc.object({ maxDepth: 3 }),
  fc.array(fc.jsonValue({ maxDepth: 2 }), { maxLength: 4 }),
  fc.integer({ min: 1, max: 400 }).map(nested),
);

/** Anything but a valid e-mail address (so that no generated body may be accepted). */
const invalidEmail = hostileValue.filter(
  (value) => typeof value !== 'string' || !EMAIL_ADDRESS.test(value.trim()),
);

/** A personal message as a buyer might type or paste it: markup, line breaks, controls, length. */
const giftMessage = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 320 }),
  fc.string({ unit: 'binary', maxLength: 320 }),
  fc
    .array(
      fc.constantFrom('Bises', '\r\n', '\n', '\r', '<b>', '</p>', '&amp;', '😀', '\t', '\u0085'),
      {
        maxLength: 80,
      },
    )
    .map((parts) => parts.join('')),
);

/** Optional keys: each may be absent. */
const fields = <T extends Record<string, fc.Arbitrary<unknown>>>(model: T) =>
  fc.record(model, { requiredKeys: [] });

const contactFields = fc.tuple(
  fields({
    name: hostileValue,
    phone: hostileValue,
    traitement: fc.oneof(
      hostileValue,
      fc.constantFrom(
        ...siteFacts.forms.contact.treatments.flatMap(({ id, label }) => [label, id]),
        '',
      ),
    ),
    message: hostileValue,
    website: fc.oneof(fc.constant(''), hostileValue),
  }),
  invalidEmail,
  fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }),
);

const orderFields = fc.tuple(
  fields({
    amount: hostileValue,
    giftType: fc.oneof(
      hostileValue,
      fc.constantFrom(
        ...siteFacts.vouchers.offers.map((offer) => offer.title),
        siteFacts.vouchers.custom.giftType,
      ),
    ),
    offer: fc.oneof(hostileValue, fc.constantFrom('eclat', 'personnalise', 'decouverte')),
    senderName: hostileValue,
    recipientName: hostileValue,
    attempt: fc.oneof(hostileValue, fc.stringMatching(/^[A-Za-z0-9_-]{16,64}$/)),
    deliverTo: fc.oneof(hostileValue, fc.constantFrom('buyer', 'recipient')),
    recipientEmail: fc.oneof(hostileValue, fc.constant('elise@example.org')),
    deliverOn: fc.oneof(hostileValue, fc.constantFrom('2099-01-01', '1999-01-01', '')),
    message: fc.oneof(hostileValue, giftMessage),
  }),
  invalidEmail,
  fc.dictionary(hostileString, hostileValue, { maxKeys: 3 }),
);

interface Post {
  contentType: string | undefined;
  accept: string;
  body: string;
}

/** A JSON body that stringifies a huge BigInt-free value (nested depth included). */
const json = (value: unknown) => JSON.stringify(value) ?? 'null';

const asForm = (value: Record<string, unknown>) =>
  new URLSearchParams(
    Object.entries(value).map(([key, item]) => [
      key,
      typeof item === 'string' ? item : (json(item) ?? ''),
    ]),
  ).toString();

const accept = fc.constantFrom('application/json', 'text/html', '*/*', '');

/** Bodies of every kind for a browser endpoint whose objects are built by `objects`. */
function posts(objects: fc.Arbitrary<Record<string, unknown>>): fc.Arbitrary<Post> {
  return fc.oneof(
    fc.record({ contentType: fc.constant('application/json'), accept, body: objects.map(json) }),
    fc.record({
      contentType: fc.constant('application/x-www-form-urlencoded'),
      accept,
      body: objects.map(asForm),
    }),
    fc.record({
      contentType: fc.constantFrom('application/json', 'application/json; charset=utf-8'),
      accept,
      body: fc.oneof(
        fc.jsonValue({ maxDepth: 4 }).map(json),
        fc.string({ unit: 'binary', maxLength: 300 }),
      ),
    }),
    fc.record({
      contentType: fc.constant('application/x-www-form-urlencoded'),
      accept,
      body: fc.string({ unit: 'binary', maxLength: 300 }),
    }),
    fc.record({
      contentType: fc.constantFrom(
        undefined,
        '',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/xml',
        'application/jsonx',
        'application/x-www-form-urlencodedx',
      ),
      accept,
      body: fc.oneof(objects.map(json), fc.string({ unit: 'binary', maxLength: 300 })),
    }),
  );
}

async function send(path: string, post: Post): Promise<number> {
  const headers: Record<string, string> = { origin: stack.apiUrl };
  if (post.contentType !== undefined) headers['content-type'] = post.contentType;
  if (post.accept !== '') headers['accept'] = post.accept;
  const response = await fetch(`${stack.apiUrl}${path}`, {
    method: 'POST',
    headers,
    body: post.body,
    redirect: 'manual',
  });
  await response.arrayBuffer();
  return response.status;
}

/** Asserts every answer is below 500 and that nothing reached SES or Stripe. */
async function expectNothingDone(run: () => Promise<void>): Promise<void> {
  const mails = (await stack.mails()).length;
  const sessions = stack.stripe.sessions().size;
  await run();
  expect((await stack.mails()).length).toBe(mails);
  expect(stack.stripe.sessions().size).toBe(sessions);
  expect(stack.logs.lines.filter((line) => line.event === 'request.unhandled_error')).toEqual([]);
}

describe('the gift’s message and recipient (property-based)', () => {
  const offer = siteFacts.vouchers.offers[0];
  const valid = {
    giftType: offer?.title,
    amount: offer?.price,
    senderName: 'Paul',
    recipientName: 'Élise',
    email: 'paul@example.fr',
    attempt: 'a1B2c3D4e5F6g7H8i9J0',
    acceptTerms: true,
    deliverTo: 'recipient',
  };
  const recipientEmail = fc.oneof(
    hostileValue,
    fc.emailAddress(),
    fc.emailAddress().map((address) => `${address}\r\nBcc: x@example.com`),
  );

  it('refuses them with a French reason, or keeps them as the webhook reads them back', () => {
    // The day straddling midnight in Paris is not the point here: the buyer's tomorrow is safe.
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    fc.assert(
      fc.property(giftMessage, recipientEmail, (message, address) => {
        const input = { ...valid, deliverOn: tomorrow, message, recipientEmail: address };
        const result = validateOrder(input, siteFacts);
        if (!result.ok) {
          const problems = Object.keys('fields' in result.failure ? result.failure.fields : {});
          expect(problems.length).toBeGreaterThan(0);
          expect(problems.every((name) => ['message', 'recipientEmail'].includes(name))).toBe(true);
          expect(result.failure.message).toMatch(/[a-zé]/);
          return;
        }
        const metadata = orderMetadata(result.order);
        const back = readOrder(metadata);
        expect(back?.message).toBe(result.order.message);
        expect(back?.delivery).toEqual(result.order.delivery);
        expect(EMAIL_ADDRESS.test(metadata['recipient_email'] ?? '')).toBe(true);
        expect(metadata['gift_message'] ?? '').not.toMatch(CONTROL_CHARACTERS_EXCEPT_TAB_LF);
      }),
      { numRuns: RUNS * 4 },
    );
  });
});

describe('hostile bodies (property-based)', () => {
  it('POST /api/send-contact-email: never a 5xx, never an e-mail', async () => {
    const messages = contactFields.map(([known, email, extra]) => ({ ...extra, ...known, email }));
    await expectNothingDone(() =>
      fc.assert(
        fc.asyncProperty(posts(messages), async (post) => {
          // A filled honeypot (`website`) is answered as a success, and sends nothing.
          expect(await send('/api/send-contact-email', post)).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      ),
    );
  });

  it('POST /api/create-payment: never a 5xx, never a Checkout Session', async () => {
    const orders = orderFields.map(([known, email, extra]) => ({ ...extra, ...known, email }));
    await expectNothingDone(() =>
      fc.assert(
        fc.asyncProperty(posts(orders), async (post) => {
          const status = await send('/api/create-payment', post);
          expect(status).toBeGreaterThanOrEqual(400);
          expect(status).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      ),
    );
  });

  it('POST /api/stripe-webhook: never a 5xx, never an e-mail, signed or not', async () => {
    const sessionId = fc.oneof(hostileValue, fc.stringMatching(/^cs_test_[A-Za-z0-9]{1,24}$/));
    const event = (ids: fc.Arbitrary<unknown>) =>
      fc.record(
        {
          id: hostileValue,
          object: fc.constantFrom('event', 'charge'),
          type: fc.oneof(
            fc.constantFrom(
              'checkout.session.completed',
              'checkout.session.async_payment_succeeded',
            ),
            hostileString,
          ),
          data: fc.oneof(
            hostileValue,
            fc.record({ object: fc.oneof(hostileValue, fc.record({ id: ids })) }),
          ),
        },
        { requiredKeys: [] },
      );
    // The event Stripe would send for the paid session: it sends the voucher if it is believed.
    const paidEvent = fc.record({
      id: fc.stringMatching(/^evt_[A-Za-z0-9]{1,24}$/),
      object: fc.constant('event'),
      type: fc.constantFrom(
        'checkout.session.completed',
        'checkout.session.async_payment_succeeded',
      ),
      data: fc.constant({ object: { id: paid.id } }),
    });
    const secret = stack.env['STRIPE_WEBHOOK_SECRET'] ?? '';
    /** A Stripe-Signature header that is not Stripe's signature of `body`. */
    const forgedSignature = (body: string): fc.Arbitrary<string> =>
      fc.oneof(
        hostileString,
        fc.constant('t=1,v1=00'),
        fc.constant(
          Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret: 'whsec_not_the_right_one',
          }),
        ),
        // Stripe's signature, but too old (a replay) or of another body.
        fc.constant(
          Stripe.webhooks.generateTestHeaderString({
            payload: body,
            secret,
            timestamp: Math.floor(Date.now() / 1000) - 600,
          }),
        ),
        fc.constant(Stripe.webhooks.generateTestHeaderString({ payload: `${body} `, secret })),
      );
    const delivery = fc.oneof(
      // Signed with the right secret: only the content is hostile.
      event(sessionId).map((value) => {
        const body = json(value);
        return {
          body,
          signature: Stripe.webhooks.generateTestHeaderString({ payload: body, secret }),
          signed: true,
        };
      }),
      // Not signed by Stripe: refused (400) whatever it says, the paid session's event included.
      fc
        .oneof(
          event(fc.oneof(sessionId, fc.constant(paid.id))).map(json),
          paidEvent.map(json),
          fc.string({ unit: 'binary', maxLength: 300 }),
        )
        .chain((body) =>
          forgedSignature(body).map((signature) => ({ body, signature, signed: false })),
        ),
    );
    await expectNothingDone(() =>
      fc.assert(
        fc.asyncProperty(delivery, async ({ body, signature, signed }) => {
          const response = await fetch(`${stack.apiUrl}/api/stripe-webhook`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', 'stripe-signature': signature },
            body,
          }).catch((error: unknown) => {
            // A header value fetch itself refuses (control characters) never reaches the API.
            if (error instanceof TypeError) return undefined;
            throw error;
          });
          if (response === undefined) return;
          await response.arrayBuffer();
          if (signed) expect(response.status).toBeLessThan(500);
          else expect(response.status).toBe(400);
          expect(stack.stripe.sessions().get(paid.id)?.['metadata']).not.toHaveProperty(
            'voucher_code',
          );
        }),
        { numRuns: RUNS },
      ),
    );
    // The paid session got neither its voucher e-mail nor a code.
    const mails = await stack.mails();
    expect(mails.filter((mail) => mail.destination.to.includes(paid.buyer))).toEqual([]);
    expect(stack.stripe.sessions().get(paid.id)?.['metadata']).not.toHaveProperty('voucher_code');
  });
});

describe('the desk, hostile (property-based)', () => {
  const deskPost = async (path: string, post: Post, cookie?: string) => {
    const headers: Record<string, string> = { origin: stack.apiUrl };
    if (post.contentType !== undefined) headers['content-type'] = post.contentType;
    if (cookie !== undefined) headers['cookie'] = `__Host-clinique-desk=${cookie}`;
    const response = await fetch(`${stack.apiUrl}${path}`, {
      method: 'POST',
      headers,
      body: post.body,
    });
    await response.arrayBuffer();
    return { status: response.status, cookie: response.headers.get('set-cookie') };
  };

  it('sign-in and its link: never a 5xx, never an e-mail, never a session', async () => {
    const signIns = fields({ email: invalidEmail, next: hostileValue });
    const links = fields({ token: hostileValue, next: hostileValue });
    await expectNothingDone(async () => {
      await fc.assert(
        fc.asyncProperty(posts(signIns), async (post) => {
          expect((await deskPost('/api/desk/sign-in', post)).status).toBeLessThan(500);
        }),
        { numRuns: RUNS },
      );
      await fc.assert(
        fc.asyncProperty(posts(links), async (post) => {
          const answer = await deskPost('/api/desk/session', post);
          expect(answer.status).toBeGreaterThanOrEqual(400);
          expect(answer.status).toBeLessThan(500);
          expect(answer.cookie).toBeNull();
        }),
        { numRuns: RUNS },
      );
    });
  });

  it('uses and codes typed by staff: never a 5xx, and the balance is what the accepted uses left', async () => {
    const staff = siteFacts.clinic.email;
    await fetch(`${stack.apiUrl}/api/desk/sign-in`, {
      method: 'POST',
      headers: { origin: stack.apiUrl, 'content-type': 'application/json' },
      body: JSON.stringify({ email: staff }),
    });
    const mail = (await stack.mails()).filter((one) => one.destination.to.includes(staff)).at(-1);
    const token = /jeton=([\w-]+)/.exec(mail?.body.text ?? '')?.[1];
    const opened = await deskPost('/api/desk/session', {
      contentType: 'application/json',
      accept: '',
      body: JSON.stringify({ token }),
    });
    const cookie = /__Host-clinique-desk=([^;]+)/.exec(opened.cookie ?? '')?.[1];
    expect(cookie).toBeDefined();
    const code = voucherCode(paid.id, stack.env['VOUCHER_CODE_SECRET'] ?? '');
    await stack.deliver(
      stack.stripe.events().find((event) => event.sessionId === paid.id)?.payload ?? '',
    );
    await stack.local.idle();

    const uses = fields({
      amount: fc.oneof(hostileValue, fc.constantFrom('1', '0,01', '10,5', '99999')),
      treatment: fc.oneof(hostileValue, fc.constantFrom(...siteFacts.usableTreatments)),
      note: hostileValue,
      balanceCents: hostileValue,
    });
    let accepted = 0;
    await fc.assert(
      fc.asyncProperty(posts(uses), hostileString, async (post, typedCode) => {
        const answer = await deskPost(`/api/desk/vouchers/${code}/uses`, post, cookie);
        expect(answer.status).toBeLessThan(500);
        if (answer.status === 200) accepted += 1;
        // A lone surrogate cannot be put in an address: the browser could not send it either.
        const path = (() => {
          try {
            return encodeURIComponent(typedCode);
          } catch {
            return 'BC-%ZZ';
          }
        })();
        const lookUp = await fetch(`${stack.apiUrl}/api/desk/vouchers/${path}`, {
          headers: { cookie: `__Host-clinique-desk=${cookie}` },
        });
        expect(lookUp.status).toBeLessThan(500);
      }),
      { numRuns: RUNS },
    );
    const item = await stack.register.get(code);
    const usedCents = (item?.history ?? [])
      .filter((event) => event.type === 'used')
      .reduce((sum, event) => sum + (event.amountCents ?? 0), 0);
    expect(item?.history.filter((event) => event.type === 'used')).toHaveLength(accepted);
    expect(item?.balanceCents).toBe((item?.amountCents ?? 0) - usedCents);
    expect(item?.balanceCents).toBeGreaterThanOrEqual(0);
  });
});
