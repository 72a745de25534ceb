/**
 * Records a paid session with a write keyed by its code, so one voucher exists however many
 * deliveries arrive. An unfulfillable session gets 200 and an alert: a 4xx makes Stripe retry for days.
 */
import { eurosToCents } from '@clinique/catalog/format';
import { deliveryWindow } from '@clinique/catalog/voucher-orders';
import type { WebhookConfig } from '../config.ts';
import type { WebhookDeps } from '../deps.ts';
import { ORDER_SOURCE, readOrder } from '../payment/metadata.ts';
import { initialJobs, scheduledDelivery } from '../register/jobs.ts';
import { STRIPE_ACTOR, type VoucherItem } from '../register/schema.ts';
import { Stripe } from '../stripe.ts';
import { isEmailAddress } from '@clinique/api/text';
import { voucherCode } from '../voucher/code.ts';
import { parisDay } from '../voucher/model.ts';

type Session = Stripe.Checkout.Session;

export function isUnknownSession(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

function paymentIntentId(session: Session): string | undefined {
  const intent = session.payment_intent;
  const id = typeof intent === 'string' ? intent : intent?.id;
  return id !== undefined && id.startsWith('pi_') ? id : undefined;
}

export async function recordPaidSession(
  config: Pick<WebhookConfig, 'voucherCodeSecret'>,
  deps: WebhookDeps,
  sessionId: string,
  /** When Stripe took the payment, if its event says so: the sale's date and validity's start. */
  paidAt?: Date,
) {
  const { stripe, facts, log, now, register } = deps;
  const unfulfillable = (
    reason: 'unknown_session' | 'bad_metadata' | 'amount_mismatch' | 'buyer_address',
  ) => {
    log.alert('fulfilment.unfulfillable', { session: sessionId, reason });
    return { status: 'unfulfillable', reason } as const;
  };
  let session: Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isUnknownSession(error)) return unfulfillable('unknown_session');
    throw error;
  }
  const order = readOrder(session.metadata);
  if (order === undefined) {
    return session.metadata?.['source'] === ORDER_SOURCE
      ? unfulfillable('bad_metadata')
      : ({ status: 'ignored' } as const);
  }
  if (session.payment_status !== 'paid') {
    // Not an alert: with a delayed payment method, `checkout.session.completed` comes first.
    log.info('fulfilment.not_paid', { session: session.id, paymentStatus: session.payment_status });
    return { status: 'not_paid' } as const;
  }
  // Only its colour: an offer the catalog dropped while its buyer paid is still owed, as paid.
  const offer = facts.vouchers.offers.find((candidate) => candidate.id === order.offerId);
  const amountCents = eurosToCents(order.amount);
  if (session.currency !== 'eur' || session.amount_total !== amountCents) {
    return unfulfillable('amount_mismatch');
  }
  const buyer = session.customer_email ?? session.customer_details?.email ?? '';
  if (!isEmailAddress(buyer)) return unfulfillable('buyer_address');

  const code = voucherCode(session.id, config.voucherCodeSecret);
  const at = now();
  const issuedAt = (paidAt ?? at).toISOString();
  const intent = paymentIntentId(session);
  const validTo = deliveryWindow(paidAt ?? at, order.validityMonths).last;
  // Paid after midnight, a gift chosen for « today » goes today, and its e-mails say so.
  const today = parisDay(at);
  const delivery = order.delivery && {
    ...order.delivery,
    date: order.delivery.date < today ? today : order.delivery.date,
  };
  const item: VoucherItem = {
    code,
    status: 'active',
    issuedAt,
    validUntil: validTo,
    amountCents,
    balanceCents: amountCents,
    kind: order.kind,
    offerId: order.offerId,
    title: order.title,
    giftType: order.giftType,
    validityMonths: order.validityMonths,
    ...(offer?.colour === undefined ? {} : { colour: offer.colour }),
    sessionId: session.id,
    ...(intent === undefined ? {} : { paymentIntentId: intent }),
    ...(order.termsVersion === undefined ? {} : { cgvVersion: order.termsVersion }),
    // The day of the order: the withdrawal period's start.
    orderedAt: new Date(session.created > 0 ? session.created * 1000 : at.getTime()).toISOString(),
    buyerName: order.senderName,
    buyerEmail: buyer.toLowerCase(),
    recipientName: order.recipientName,
    ...(delivery && {
      recipientEmail: delivery.email,
      delivery: scheduledDelivery(delivery.email, delivery.date),
    }),
    ...(order.message === undefined ? {} : { message: order.message }),
    jobs: initialJobs(validTo, delivery, at),
    fulfilment: {
      state: 'pending',
      attempts: 0,
      buyerEmailedAt: null,
      clinicNotifiedAt: null,
      leaseUntil: null,
      lastError: null,
    },
    dueShard: 'due',
    dueAt: issuedAt,
    history: [{ at: issuedAt, actor: STRIPE_ACTOR, type: 'issued', amountCents, note: session.id }],
    version: 1,
  };
  if ((await register.create(item)) === 'exists')
    return { status: 'already_recorded', code } as const;
  log.info('register.voucher_recorded', { session: session.id });
  return { status: 'recorded', code } as const;
}
