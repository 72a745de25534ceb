/** `POST /api/create-payment`: prices the order from the catalog and opens a Stripe Checkout Session. */
import { createHash } from 'node:crypto';
import { eurosToCents, formatEuros } from '@clinique/catalog/format';
import { Hono } from 'hono';
import type { PaymentConfig } from '../config.ts';
import type { PaymentDeps } from '../deps.ts';
import { BODY_LIMITS, errorResponse, finishApp, postRoute, readJson } from '../http.ts';
import { errorFields } from '../logger.ts';
import { orderMetadata } from './metadata.ts';
import { validateOrder, type PricedOrder } from './request.ts';

export const PAYMENT_PATH = '/api/create-payment';

/** A double click within this window opens the same Checkout Session. */
const IDEMPOTENCY_WINDOW_MS = 10 * 60 * 1000;

/**
 * Idempotency key of a Checkout Session: a hash of the whole order and of a 10-minute window.
 * The same order sent twice (double click, retry) yields the same session; the same order made
 * again later yields a new one.
 */
export function checkoutIdempotencyKey(order: PricedOrder, now: Date): string {
  const window = Math.floor(now.getTime() / IDEMPOTENCY_WINDOW_MS);
  const fingerprint = JSON.stringify([
    order.offerId,
    order.giftType,
    order.amount,
    order.senderName,
    order.recipientName,
    order.email.toLowerCase(),
    window,
  ]);
  return `checkout-${createHash('sha256').update(fingerprint).digest('hex').slice(0, 48)}`;
}

export function createPaymentApp(config: PaymentConfig, deps: PaymentDeps): Hono {
  const { facts, log, stripe, now } = deps;
  const app = new Hono();
  postRoute(
    app,
    config,
    { path: PAYMENT_PATH, maxBytes: BODY_LIMITS.browser, browser: true },
    async (c) => {
      const body = await readJson(c);
      if (!body.ok) return body.response;
      const result = validateOrder(body.value, facts);
      if (!result.ok) {
        const { error, message, ...extra } = result.failure;
        return errorResponse(c, 400, error, message, extra);
      }
      const { order } = result;
      const amount = formatEuros(order.amount);
      const metadata = orderMetadata(order);
      try {
        const session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            locale: 'fr',
            submit_type: 'pay',
            customer_email: order.email,
            line_items: [
              {
                quantity: 1,
                price_data: {
                  currency: 'eur',
                  unit_amount: eurosToCents(order.amount),
                  product_data: {
                    name: `${order.title} – bon cadeau de ${amount}`,
                    description: `Offert par ${order.senderName} à ${order.recipientName}. Valable ${order.validityMonths} mois sur tous nos soins – ${facts.clinic.name}.`,
                  },
                },
              },
            ],
            metadata,
            payment_intent_data: { metadata, description: `${order.title} (${amount})` },
            success_url: `${config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
            cancel_url: `${config.siteUrl}/bons-cadeaux`,
          },
          { idempotencyKey: checkoutIdempotencyKey(order, now()) },
        );
        if (session.url === null) throw new Error('Checkout Session without a url');
        log.info('payment.session_created', {
          session: session.id,
          offer: order.offerId,
          amount: order.amount,
        });
        return c.json({ url: session.url });
      } catch (error) {
        log.error('payment.session_failed', errorFields(error));
        return errorResponse(
          c,
          502,
          'payment_unavailable',
          'Impossible de créer le paiement pour le moment. Veuillez réessayer dans quelques instants.',
        );
      }
    },
  );
  return finishApp(app, log);
}
