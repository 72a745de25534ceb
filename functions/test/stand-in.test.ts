import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { startLocalServices, type LocalServices } from '../src/local/stack.ts';
import { createStripeClient, Stripe } from '../src/stripe.ts';

let local: LocalServices;
let stripe: Stripe;

const params = {
  mode: 'payment' as const,
  success_url: 'http://127.0.0.1:8080/success?session_id={CHECKOUT_SESSION_ID}',
  cancel_url: 'http://127.0.0.1:8080/bons-cadeaux',
  customer_email: 'a@example.com',
  metadata: { a: '1', b: '2' },
  line_items: [
    {
      quantity: 1,
      price_data: { currency: 'eur', unit_amount: 5000, product_data: { name: 'Bon' } },
    },
  ],
};

beforeAll(async () => {
  local = await startLocalServices({
    sesPort: 0,
    stripePort: 0,
    webhookUrl: 'http://127.0.0.1:8080/api/stripe-webhook',
    baseEnv: {},
  });
  stripe = createStripeClient(loadConfig(local.env).stripe);
});
afterAll(async () => {
  await local.stop();
});

describe('local stack', () => {
  it('gives the API the variables it needs', () => {
    expect(local.env).toEqual({
      SITE_URL: 'http://127.0.0.1:8080',
      SES_ENDPOINT: local.sesUrl,
      AWS_REGION: 'eu-west-3',
      MAIL_FROM: expect.stringMatching(/^bons-cadeaux@[\w.-]+\.example$/),
      STRIPE_API_URL: local.stripeUrl,
      STRIPE_WEBHOOK_SECRET: expect.stringMatching(/^whsec_/),
      VOUCHER_CODE_SECRET: expect.any(String),
      REGISTER_TABLE: 'clinique-local-vouchers',
      DYNAMODB_ENDPOINT: local.register.endpoint,
      DESK_STAFF: expect.stringContaining('@'),
      DESK_SESSION_SECRET: expect.any(String),
    });
    expect(() => loadConfig(local.env)).not.toThrow();
    expect(() => loadConfig({ ...local.env, NODE_ENV: 'production' })).toThrow(
      /refused in production/,
    );
  });

  it('serves the mail viewer of aws-ses-v2-local', async () => {
    const page = await fetch(local.sesUrl);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<html/i);
  });

  it('starts no stand-in when a real Stripe key is set', async () => {
    const real = await startLocalServices({
      sesPort: 0,
      stripePort: 0,
      baseEnv: { STRIPE_SECRET_KEY: 'sk_test_real' },
    });
    try {
      expect(real.stripe).toBeUndefined();
      expect(Object.keys(real.env).filter((key) => key.startsWith('STRIPE_'))).toEqual([]);
    } finally {
      await real.stop();
    }
  });
});

describe('local Stripe stand-in (through the real SDK)', () => {
  it('creates, retrieves and updates a Checkout Session', async () => {
    const created = await stripe.checkout.sessions.create(params);
    expect(created).toMatchObject({
      object: 'checkout.session',
      amount_total: 5000,
      currency: 'eur',
      payment_status: 'unpaid',
    });
    const retrieved = await stripe.checkout.sessions.retrieve(created.id);
    expect(retrieved.id).toBe(created.id);
    const updated = await stripe.checkout.sessions.update(created.id, {
      metadata: { a: '', c: '3' },
    });
    expect(updated.metadata).toEqual({ b: '2', c: '3' });
  });

  it('replays an idempotent request, refuses other parameters with the same key', async () => {
    const first = await stripe.checkout.sessions.create(params, { idempotencyKey: 'key-1' });
    const replay = await stripe.checkout.sessions.create(params, { idempotencyKey: 'key-1' });
    expect(replay.id).toBe(first.id);
    const error = await stripe.checkout.sessions
      .create({ ...params, customer_email: 'b@example.com' }, { idempotencyKey: 'key-1' })
      .catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Stripe.errors.StripeIdempotencyError);
  });

  it('answers Stripe-shaped errors', async () => {
    const missing = await stripe.checkout.sessions
      .retrieve('cs_test_nope')
      .catch((caught: unknown) => caught);
    expect(missing).toBeInstanceOf(Stripe.errors.StripeInvalidRequestError);
    expect(missing).toMatchObject({ statusCode: 404, code: 'resource_missing' });

    const unknown = await stripe.checkout.sessions
      .create({ ...params, billing_address_collection: 'required' })
      .catch((caught: unknown) => caught);
    expect(unknown).toMatchObject({ statusCode: 400, code: 'parameter_unknown' });

    const noItems = await stripe.checkout.sessions
      .create({ ...params, line_items: [] })
      .catch((caught: unknown) => caught);
    expect(noItems).toMatchObject({ statusCode: 400, param: 'line_items' });

    const wrongKey = new Stripe('sk_test_wrong', {
      host: '127.0.0.1',
      port: Number(new URL(local.stripeUrl ?? '').port),
      protocol: 'http',
      maxNetworkRetries: 0,
    });
    const denied = await wrongKey.checkout.sessions
      .retrieve('cs_test_x')
      .catch((caught: unknown) => caught);
    expect(denied).toBeInstanceOf(Stripe.errors.StripeAuthenticationError);
  });

  it('shows a French page for an unknown payment link', async () => {
    const response = await fetch(`${local.stripeUrl}/pay/cs_test_nope`);
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('Session de paiement introuvable');
  });
});
