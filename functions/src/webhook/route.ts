/**
 * `POST /api/stripe-webhook`: Stripe's events, verified on the raw body. A paid Checkout Session
 * (`checkout.session.completed`, `checkout.session.async_payment_succeeded`) is fulfilled once.
 *
 * Answers: 200 when the event is handled (or needs nothing, or can never be fulfilled: an alert is
 * logged, and a retry would not help); 400 for a bad signature or payload; 409 while another
 * delivery of the same session is fulfilling it (Stripe retries later and then gets 200); 502 when
 * Stripe or SES failed (nothing half done: Stripe's retry starts again).
 *
 * The same app answers `GET /api/voucher-code` (code-route.ts): on AWS it is a route of the
 * webhook's Lambda, which holds the voucher-code secret.
 */
import { Hono } from 'hono';
import type { WebhookConfig } from '../config.ts';
import type { WebhookDeps } from '../deps.ts';
import { BODY_LIMITS, errorResponse, finishApp, postRoute } from '../http.ts';
import { errorFields } from '../logger.ts';
import { Stripe } from '../stripe.ts';
import { addVoucherCodeRoute } from './code-route.ts';
import { fulfilSession } from './fulfil.ts';

export const WEBHOOK_PATH = '/api/stripe-webhook';

/** Age beyond which a signed event is refused (replay protection), in seconds. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const FULFILLING_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

export function createWebhookApp(config: WebhookConfig, deps: WebhookDeps): Hono {
  const { stripe, log } = deps;
  const app = new Hono();
  postRoute(
    app,
    config,
    { path: WEBHOOK_PATH, maxBytes: BODY_LIMITS.webhook, browser: false },
    async (c) => {
      const signature = c.req.header('stripe-signature');
      if (signature === undefined || signature === '') {
        return errorResponse(c, 400, 'missing_signature', 'En-tête Stripe-Signature manquant.');
      }
      const payload = await c.req.text();
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(
          payload,
          signature,
          config.webhookSecret,
          SIGNATURE_TOLERANCE_SECONDS,
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeSignatureVerificationError) {
          log.warn('webhook.invalid_signature');
          return errorResponse(
            c,
            400,
            'invalid_signature',
            'Signature Stripe invalide ou expirée.',
          );
        }
        log.warn('webhook.invalid_payload');
        return errorResponse(c, 400, 'invalid_payload', 'Événement Stripe illisible.');
      }

      if (!FULFILLING_EVENTS.has(event.type)) {
        return c.json({ received: true, status: 'ignored' });
      }
      // A signed event is Stripe's, but its shape is still checked (no `data` must not throw).
      const data: unknown = (event as { data?: unknown }).data;
      const object: unknown =
        typeof data === 'object' && data !== null && 'object' in data ? data.object : undefined;
      const sessionId =
        typeof object === 'object' && object !== null && 'id' in object ? object.id : undefined;
      if (typeof sessionId !== 'string' || !/^cs_[A-Za-z0-9_]{1,250}$/.test(sessionId)) {
        log.warn('webhook.invalid_session_id', { eventId: event.id });
        return errorResponse(c, 400, 'invalid_payload', 'Événement Stripe sans session valide.');
      }

      try {
        const result = await fulfilSession(config, deps, sessionId);
        log.info('webhook.handled', {
          eventId: event.id,
          type: event.type,
          session: sessionId,
          status: result.status,
        });
        switch (result.status) {
          case 'in_progress':
            return c.json({ received: true, status: result.status }, 409);
          case 'unfulfillable':
            return c.json({ received: true, status: result.status, reason: result.reason });
          default:
            return c.json({ received: true, status: result.status });
        }
      } catch (error) {
        log.error('webhook.fulfilment_failed', {
          eventId: event.id,
          session: sessionId,
          ...errorFields(error),
        });
        return errorResponse(
          c,
          502,
          'fulfilment_failed',
          'Le bon n’a pas pu être délivré pour le moment ; Stripe renverra l’événement.',
        );
      }
    },
  );
  // The confirmation page's code: the same secret and Stripe account as the fulfilment.
  addVoucherCodeRoute(app, config, deps);
  return finishApp(app, log);
}
