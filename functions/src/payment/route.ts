/**
 * `POST /api/create-payment`: prices the order from the catalog and opens a Stripe Checkout Session.
 * The page's script posts JSON and gets `{ url }`; the form sent without JavaScript (urlencoded)
 * gets a 303 to the Checkout page, or the form again with its errors (422) or Stripe's (502).
 */
import { createHash } from 'node:crypto';
import { eurosToCents, fillTemplate, formatEuros } from '@clinique/catalog/format';
import {
  checkVoucherAmount,
  PAYMENT_CANCELLED_PARAM,
  voucherAmountMessage,
} from '@clinique/catalog/voucher-orders';
import { refusal } from '@clinique/api/fields';
import { payment, type PaymentAnswer, type PaymentError } from '@clinique/api/payment';
import { Hono } from 'hono';
import type { PaymentConfig } from '../config.ts';
import type { PaymentDeps } from '../deps.ts';
import { type FormPageError, formPageResponse, pageErrors, typed } from '../forms/page.tsx';
import { errorResponse, finishApp, postRoute, readBody } from '../http.ts';
import { errorFields } from '../logger.ts';
import { orderInputFromForm, voucherFormPage } from './form-page.ts';
import { orderMetadata } from './metadata.ts';
import { unprintableFields, validateOrder, voucherChoice, type PricedOrder } from './request.ts';

/**
 * The same attempt sent twice (double click, retry) opens the same Checkout Session; the order is
 * hashed too, so an attempt id sent again with other contents opens its own, not an idempotency error.
 */
export function checkoutIdempotencyKey(order: PricedOrder): string {
  const { email, delivery } = order;
  const fingerprint = JSON.stringify({
    ...order,
    email: email.toLowerCase(),
    delivery: delivery && { ...delivery, email: delivery.email.toLowerCase() },
  });
  return `checkout-${createHash('sha256').update(fingerprint).digest('hex').slice(0, 48)}`;
}

/** Where a failure points on the voucher form (a refused custom amount: the card's sentence). */
function orderErrors(
  failure: { error: string; message: string; fields?: Record<string, string> },
  input: unknown,
  facts: PaymentDeps['facts'],
): FormPageError[] {
  if (failure.fields === undefined && failure.error.startsWith('amount_')) {
    return [{ field: 'amount', message: failure.message }];
  }
  const check = checkVoucherAmount(typed(input, 'amount'), facts.vouchers.custom);
  const errors = pageErrors(failure);
  if (check.ok || voucherChoice(input, facts)?.custom !== true) return errors;
  const message = voucherAmountMessage(check.problem, facts.forms.vouchers, facts.vouchers.custom);
  return [{ field: 'amount', message }, ...errors.filter((error) => error.field !== 'amount')];
}

export function createPaymentApp(config: PaymentConfig, deps: PaymentDeps): Hono {
  const { facts, log, stripe } = deps;
  const app = new Hono();
  const pageOptions = { action: payment.path, siteUrl: config.siteUrl };
  postRoute(app, config, { path: payment.path, browser: true }, async (c) => {
    const now = deps.now?.() ?? new Date();
    const body = await readBody(c, (fields) => orderInputFromForm(fields, facts, now));
    if (!body.ok) return body.response;
    const { browser, value: input } = body;
    /** The voucher form again, for a browser that posted it. */
    const formAgain = (status: 422 | 502, errors: FormPageError[]) => {
      const page = voucherFormPage(input, errors, facts, pageOptions, now);
      return formPageResponse(c, status, page, facts);
    };
    // A posted offer the catalog does not know: no form, the way back.
    if (input === undefined) return formAgain(422, [{ message: facts.forms.pages.unknownVoucher }]);
    const result = validateOrder(input, facts, now);
    if (!result.ok) {
      if (browser) return formAgain(422, orderErrors(result.failure, input, facts));
      const { error, message, ...extra } = result.failure;
      return errorResponse<PaymentError>(c, 400, error, message, extra);
    }
    const { order } = result;
    const unprintable = await unprintableFields(order, facts);
    if (unprintable !== undefined) {
      const failure = refusal(unprintable);
      if (browser) return formAgain(422, pageErrors(failure));
      return errorResponse<PaymentError>(c, 422, 'unprintable_characters', failure.message, {
        fields: unprintable,
      });
    }
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
                  description: fillTemplate(facts.api.payment.checkoutDescription, {
                    sender: order.senderName,
                    recipient: order.recipientName,
                    months: order.validityMonths,
                    clinic: facts.clinic.name,
                  }),
                },
              },
            },
          ],
          metadata,
          payment_intent_data: { metadata, description: `${order.title} (${amount})` },
          success_url: `${config.siteUrl}/success?session_id={CHECKOUT_SESSION_ID}`,
          cancel_url: `${config.siteUrl}${facts.forms.paths.vouchers}?${PAYMENT_CANCELLED_PARAM.name}=${PAYMENT_CANCELLED_PARAM.value}`,
        },
        { idempotencyKey: checkoutIdempotencyKey(order) },
      );
      if (session.url === null) throw new Error('Checkout Session without a url');
      log.info('payment.session_created', {
        session: session.id,
        offer: order.offerId,
        amount: order.amount,
      });
      return browser
        ? c.redirect(session.url, 303)
        : c.json({ url: session.url } satisfies PaymentAnswer);
    } catch (error) {
      log.error('payment.session_failed', errorFields(error));
      const message = facts.api.payment.unavailable;
      if (browser) return formAgain(502, [{ message }]);
      return errorResponse<PaymentError>(c, 502, 'payment_unavailable', message);
    }
  });
  return finishApp(app, log);
}
