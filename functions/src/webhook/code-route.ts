/**
 * `GET /api/voucher-code?session_id=cs_…`: the code for the confirmation page, once paid. Only
 * whoever holds the session id can ask; 202 `not_paid` is not an error for the browser.
 */
import {
  SESSION_ID_PATTERN,
  voucherCode as route,
  type VoucherCodeAnswer,
  type VoucherCodeError,
  type VoucherRecap,
} from '@clinique/api/voucher-code';
import { formatCents, formatLongDate } from '@clinique/catalog/format';
import type { Hono } from 'hono';
import type { WebhookConfig } from '../config.ts';
import type { WebhookDeps } from '../deps.ts';
import { errorResponse, methodNotAllowed } from '../http.ts';
import { errorFields } from '../logger.ts';
import { readOrder } from '../payment/metadata.ts';
import type { VoucherItem } from '../register/schema.ts';
import type { Stripe } from '../stripe.ts';
import { voucherCode } from '../voucher/code.ts';
import { isUnknownSession } from './record.ts';

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

export function addVoucherCodeRoute(
  app: Hono,
  config: Pick<WebhookConfig, 'voucherCodeSecret'>,
  deps: Pick<WebhookDeps, 'stripe' | 'log' | 'register' | 'facts'>,
): void {
  const { stripe, log, register } = deps;
  const copy = deps.facts.api.voucherCode;
  app.get(route.path, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const sessionId = c.req.query('session_id') ?? '';
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      return errorResponse<VoucherCodeError>(c, 400, 'invalid_session', copy.invalidSession);
    }
    let session: Stripe.Checkout.Session;
    try {
      const code = voucherCode(sessionId, config.voucherCodeSecret);
      const recorded = await register.get(code);
      if (recorded?.sessionId === sessionId) {
        return c.json({ code, recap: recapOf(recorded) } satisfies VoucherCodeAnswer);
      }
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (isUnknownSession(error)) {
        return errorResponse<VoucherCodeError>(c, 404, 'unknown_session', copy.unknownSession);
      }
      log.error('voucher_code.lookup_failed', errorFields(error));
      return errorResponse<VoucherCodeError>(c, 502, 'payment_unavailable', copy.unverifiable);
    }
    if (readOrder(session.metadata) === undefined) {
      return errorResponse<VoucherCodeError>(c, 404, 'unknown_session', copy.unknownSession);
    }
    if (session.payment_status !== 'paid') {
      return c.json({ status: 'not_paid', message: copy.notPaid } satisfies VoucherCodeAnswer, 202);
    }
    return c.json({ status: 'pending', message: copy.pending } satisfies VoucherCodeAnswer, 202);
  });
  app.on(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], route.path, (c) =>
    methodNotAllowed(c, 'GET, HEAD', 'GET'),
  );
}
