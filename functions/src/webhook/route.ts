/**
 * `POST /api/stripe-webhook`, verified on the raw body. A 502 leaves nothing half done, so Stripe's
 * retry starts again; an event that can never be fulfilled gets 200 and an alert.
 */
import {
  SESSION_ID_PATTERN,
  voucherCode as codeRoute,
  type VoucherCodeAnswer,
  type VoucherCodeError,
  type VoucherRecap,
} from '@clinique/api/voucher-code';
import { webhook } from '@clinique/api/webhook';
import { fillTemplate, formatCents, formatLongDate } from '@clinique/catalog/format';
import { Hono, type Context } from 'hono';
import type { WebhookConfig } from '../config.ts';
import type { WebhookDeps } from '../deps.ts';
import { errorResponse, finishApp, methodNotAllowed, postRoute } from '../http.ts';
import { errorFields } from '../logger.ts';
import { readOrder } from '../payment/metadata.ts';
import type { VoucherItem } from '../register/schema.ts';
import { noteDispute, refund, type Transition } from '../register/transitions.ts';
import { Stripe } from '../stripe.ts';
import { voucherCode } from '../voucher/code.ts';
import { isUnknownSession, recordPaidSession } from './record.ts';

/** Replay protection. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

const PAID_EVENTS = new Set([
  'checkout.session.completed',
  'checkout.session.async_payment_succeeded',
]);

/** Signed, but any part may be missing or no object. */
function eventObject(event: Stripe.Event): Record<string, unknown> | undefined {
  const object: unknown = (event.data as { object?: unknown } | null | undefined)?.object;
  return typeof object === 'object' && object !== null
    ? (object as Record<string, unknown>)
    : undefined;
}

const cents = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : undefined;

/**
 * When Stripe made the event (the payment, the refund), not when it reached us: a delivery retried
 * past midnight on a month's last day stays in that month's figures. Never later than now.
 */
const eventTime = (event: Stripe.Event, now: Date): Date =>
  typeof event.created === 'number' && event.created > 0
    ? new Date(Math.min(event.created * 1000, now.getTime()))
    : now;

/** How long after the payment the confirmation page may show the voucher's code. */
export const CODE_SHOWN_MS = 3600_000;

/**
 * The charge events read, by their log lines' name. A dispute opened alerts: the clinic has days to
 * answer it in the Dashboard.
 */
const CHARGE_EVENTS = new Map<string, { name: string; alert?: boolean }>([
  ['charge.refunded', { name: 'refund' }],
  ['charge.dispute.created', { name: 'dispute', alert: true }],
  ['charge.dispute.closed', { name: 'dispute' }],
]);

/** What a charge's event does to the voucher its payment intent names; `undefined`: unreadable. */
function chargeTransition(
  event: Stripe.Event,
  object: Record<string, unknown>,
  now: Date,
  texts: WebhookDeps['facts']['api']['webhook'],
): Transition | undefined {
  if (event.type === 'charge.refunded') {
    const amount = cents(object['amount']);
    const refunded = cents(object['amount_refunded']);
    if (amount === undefined || refunded === undefined) return undefined;
    const full = object['refunded'] === true || refunded >= amount;
    return refund(now, refunded, full, fillTemplate(texts.refunded, { event: event.id }));
  }
  const id = object['id'];
  if (typeof id !== 'string') return undefined;
  if (event.type === 'charge.dispute.created') {
    return noteDispute(now, { opened: true, lost: false }, id);
  }
  const lost = object['status'] === 'lost';
  const note = lost ? fillTemplate(texts.disputeLost, { event: id }) : id;
  return noteDispute(now, { opened: false, lost }, id, note);
}

/**
 * A charge's voucher; if Stripe's paid event has not been recorded yet (it is retried), the session
 * is recorded now, so a refund or dispute that comes first is not lost.
 */
async function voucherOfIntent(config: WebhookConfig, deps: WebhookDeps, intent: string) {
  const found = await deps.register.findByPaymentIntent(intent);
  if (found !== undefined) return found;
  const sessions = await deps.stripe.checkout.sessions.list({ payment_intent: intent, limit: 1 });
  const session = sessions.data[0];
  if (session === undefined) return undefined;
  const result = await recordPaidSession(config, deps, session.id);
  return 'code' in result && result.code ? deps.register.get(result.code) : undefined;
}

async function handleCharge(
  c: Context,
  event: Stripe.Event,
  config: WebhookConfig,
  deps: WebhookDeps,
) {
  const { register, log, now } = deps;
  const handler = CHARGE_EVENTS.get(event.type);
  const object = eventObject(event);
  const intent = object?.['payment_intent'];
  const texts = deps.facts.api.webhook;
  const transition = object && chargeTransition(event, object, eventTime(event, now()), texts);
  if (typeof intent !== 'string' || !/^pi_\w{1,250}$/.test(intent) || !handler || !transition) {
    log.warn('webhook.invalid_charge_event', { eventId: event.id, type: event.type });
    return errorResponse(c, 400, 'invalid_payload', texts.unreadable);
  }
  const voucher = await voucherOfIntent(config, deps, intent);
  if (voucher === undefined) {
    log.info(`webhook.${handler.name}_ignored`, { eventId: event.id, paymentIntent: intent });
    return c.json({ received: true, status: 'ignored' });
  }
  const result = await register.change(voucher.code, transition);
  const status = result.ok ? result.item.status : undefined;
  const fields = { eventId: event.id, session: voucher.sessionId, status };
  // Once: Stripe's redelivery of the same event changes nothing and pages nobody again.
  if (handler.alert && result.ok && result.changed)
    log.alert(`webhook.${handler.name}_opened`, fields);
  else log.info(`webhook.${handler.name}_handled`, fields);
  return c.json({ received: true, status, changed: result.ok && result.changed });
}

/** From the register, never from the browser: what was paid, for whom, sent when. */
function recapOf(voucher: VoucherItem): VoucherRecap {
  const { delivery } = voucher;
  return {
    title: voucher.title,
    amount: formatCents(voucher.amountCents),
    recipientName: voucher.recipientName,
    ...(delivery && { delivery: { email: delivery.email, date: formatLongDate(delivery.on) } }),
  };
}

export function createWebhookApp(config: WebhookConfig, deps: WebhookDeps): Hono {
  const { stripe, log, register } = deps;
  const copy = deps.facts.api.webhook;
  const app = new Hono();
  postRoute(app, config, { path: webhook.path, browser: false }, async (c) => {
    const signature = c.req.header('stripe-signature');
    if (signature === undefined || signature === '') {
      return errorResponse(c, 400, 'missing_signature', copy.missingSignature);
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
        return errorResponse(c, 400, 'invalid_signature', copy.invalidSignature);
      }
      log.warn('webhook.invalid_payload');
      return errorResponse(c, 400, 'invalid_payload', copy.unreadable);
    }

    try {
      if (CHARGE_EVENTS.has(event.type)) return await handleCharge(c, event, config, deps);
      if (!PAID_EVENTS.has(event.type)) return c.json({ received: true, status: 'ignored' });
      const sessionId = eventObject(event)?.['id'];
      if (typeof sessionId !== 'string' || !SESSION_ID_PATTERN.test(sessionId)) {
        log.warn('webhook.invalid_session_id', { eventId: event.id });
        return errorResponse(c, 400, 'invalid_payload', copy.noSession);
      }
      const paidAt = eventTime(event, deps.now());
      const result = await recordPaidSession(config, deps, sessionId, paidAt);
      log.info('webhook.handled', {
        eventId: event.id,
        type: event.type,
        session: sessionId,
        status: result.status,
      });
      if (result.status === 'recorded' || result.status === 'already_recorded') {
        // A redelivery nudges a voucher still pending; the lease keeps it to one worker.
        await deps.dispatch(result.code).catch((error: unknown) => {
          log.warn('webhook.dispatch_failed', { session: sessionId, ...errorFields(error) });
        });
      }
      return c.json({ received: true, ...result });
    } catch (error) {
      log.error('webhook.failed', { eventId: event.id, type: event.type, ...errorFields(error) });
      return errorResponse(c, 502, 'fulfilment_failed', copy.unrecorded);
    }
  });
  /**
   * `GET /api/voucher-code?session_id=cs_…`, the confirmation page's code once paid, from the same
   * secret and register: only whoever holds the session id can ask; 202 `not_paid` is not an
   * error for the browser.
   */
  const codeCopy = deps.facts.api.voucherCode;
  app.get(codeRoute.path, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const sessionId = c.req.query('session_id') ?? '';
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      return errorResponse<VoucherCodeError>(c, 400, 'invalid_session', codeCopy.invalidSession);
    }
    const unknownSession = () =>
      errorResponse<VoucherCodeError>(c, 404, 'unknown_session', codeCopy.unknownSession);
    let session: Stripe.Checkout.Session;
    try {
      const code = voucherCode(sessionId, config.voucherCodeSecret);
      const recorded = await register.get(code);
      if (recorded?.sessionId === sessionId) {
        // Past the confirmation page's moment, a session id found later (a log, a browser's
        // history) gives no code: the e-mail has it.
        if (deps.now().getTime() - Date.parse(recorded.issuedAt) > CODE_SHOWN_MS) {
          return errorResponse<VoucherCodeError>(c, 410, 'code_withdrawn', codeCopy.withdrawn);
        }
        return c.json({ code, recap: recapOf(recorded) } satisfies VoucherCodeAnswer);
      }
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (isUnknownSession(error)) return unknownSession();
      log.error('voucher_code.lookup_failed', errorFields(error));
      return errorResponse<VoucherCodeError>(c, 502, 'payment_unavailable', codeCopy.unverifiable);
    }
    if (readOrder(session.metadata) === undefined) return unknownSession();
    const answer: VoucherCodeAnswer =
      session.payment_status === 'paid'
        ? { status: 'pending', message: codeCopy.pending }
        : { status: 'not_paid', message: codeCopy.notPaid };
    return c.json(answer, 202);
  });
  app.on(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], codeRoute.path, (c) =>
    methodNotAllowed(c, 'GET, HEAD', 'GET'),
  );
  return finishApp(app, log);
}
