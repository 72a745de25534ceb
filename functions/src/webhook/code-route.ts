/**
 * `GET /api/voucher-code?session_id=cs_…`: the code for the confirmation page, once paid. Only
 * whoever holds the session id can ask; 202 `not_paid` is not an error for the browser.
 */
import type { Hono } from 'hono';
import type { WebhookConfig } from '../config.ts';
import type { WebhookDeps } from '../deps.ts';
import { errorResponse } from '../http.ts';
import { errorFields } from '../logger.ts';
import { readOrder } from '../payment/metadata.ts';
import type { Stripe } from '../stripe.ts';
import { voucherCode } from './code.ts';
import { isUnknownSession } from './record.ts';

export const VOUCHER_CODE_PATH = '/api/voucher-code';

export const SESSION_ID_PATTERN = /^cs_[A-Za-z0-9_]{1,250}$/;

export function addVoucherCodeRoute(
  app: Hono,
  config: Pick<WebhookConfig, 'voucherCodeSecret'>,
  deps: Pick<WebhookDeps, 'stripe' | 'log' | 'register'>,
): void {
  const { stripe, log, register } = deps;
  app.get(VOUCHER_CODE_PATH, async (c) => {
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    const sessionId = c.req.query('session_id') ?? '';
    if (!SESSION_ID_PATTERN.test(sessionId)) {
      return errorResponse(c, 400, 'invalid_session', 'Identifiant de paiement invalide.');
    }
    let session: Stripe.Checkout.Session;
    try {
      const code = voucherCode(sessionId, config.voucherCodeSecret);
      const recorded = await register.get(code);
      if (recorded?.sessionId === sessionId) return c.json({ code });
      session = await stripe.checkout.sessions.retrieve(sessionId);
    } catch (error) {
      if (isUnknownSession(error)) {
        return errorResponse(c, 404, 'unknown_session', 'Ce paiement est introuvable.');
      }
      log.error('voucher_code.lookup_failed', errorFields(error));
      return errorResponse(
        c,
        502,
        'payment_unavailable',
        'Le paiement ne peut pas être vérifié pour le moment.',
      );
    }
    if (readOrder(session.metadata) === undefined) {
      return errorResponse(c, 404, 'unknown_session', 'Ce paiement est introuvable.');
    }
    if (session.payment_status !== 'paid') {
      return c.json({ status: 'not_paid', message: 'Le paiement n’est pas encore confirmé.' }, 202);
    }
    return c.json({ status: 'pending', message: 'Le bon est en cours d’enregistrement.' }, 202);
  });
  app.on(['POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'], VOUCHER_CODE_PATH, (c) => {
    c.header('Allow', 'GET, HEAD');
    return errorResponse(c, 405, 'method_not_allowed', 'Méthode non autorisée : utilisez GET.');
  });
}
