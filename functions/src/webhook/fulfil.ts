/**
 * Fulfilment of a paid Checkout Session: one voucher code, one PDF, one e-mail to the buyer, one
 * notification to the clinic, however many times (and however concurrently) Stripe delivers the
 * events of that session.
 *
 * The state lives in the session's metadata (visible in the Stripe dashboard), and Stripe's
 * idempotency keys arbitrate between concurrent deliveries. Each step (the buyer's e-mail, then
 * the clinic's notification) runs as:
 *
 * 1. Done already (`voucher_sent_at` / `clinic_notified_at` set)? Nothing to do.
 * 2. Claimed by another delivery less than `claimTtlMs` ago? Leave it: `in_progress`.
 * 3. Claim it: update the metadata with `<attempt>:<random token>:<time>` under the idempotency key
 *    `fulfil-<session id>` (`notify-…` for the notification; `-<attempt>` from the second attempt).
 *    Stripe answers the first caller; a concurrent caller gets 409 `idempotency_key_in_use`, a later
 *    one a 400 idempotency error (its random token makes its parameters differ): it has lost.
 * 4. Send. On failure, release the claim (`<attempt>:released:<time>`) so that Stripe's next
 *    delivery takes over at once (with the next attempt's key), and fail the delivery. The release
 *    first re-reads the session and writes only if the claim is still this delivery's (a slow run
 *    whose claim expired and was taken over must not free the new owner's claim); a failed release
 *    leaves the claim to expire after `claimTtlMs`.
 * 5. Mark the step done. If Stripe refuses that write, the e-mail is out anyway: the delivery
 *    succeeds, the claim stays (it holds redeliveries off) and an alert asks a person to check.
 *
 * A session that can never be fulfilled (unknown to Stripe, order metadata unreadable, unknown
 * offer, amount differing from the order, no buyer address) is answered 200 with an alert log: a
 * 4xx would make Stripe retry for three days for nothing.
 *
 * The code is derived from the session id (HMAC), so a takeover computes the same code; it is also
 * written to the metadata (`voucher_code`) with the claim, with the end of validity.
 */
import { randomBytes } from 'node:crypto';
import { eurosToCents } from '@clinique/catalog/format';
import type { WebhookConfig } from '../config.ts';
import type { WebhookDeps } from '../deps.ts';
import { errorFields } from '../logger.ts';
import { FULFILMENT_KEYS, ORDER_SOURCE, readOrder } from '../payment/metadata.ts';
import { Stripe } from '../stripe.ts';
import { isEmailAddress } from '../text.ts';
import { sessionVoucherCode } from './code.ts';
import { buyerEmail, clinicNotification, voucherAttachment } from './emails.ts';
import { renderVoucherPdf } from './pdf.ts';
import { validUntil, type Voucher } from './voucher.ts';

type Session = Stripe.Checkout.Session;

export type FulfilmentResult =
  /** This delivery sent the voucher (and the notification). */
  | { status: 'fulfilled'; code: string }
  /** Sent before: nothing sent now (the notification may have been sent now if it was missing). */
  | { status: 'already_fulfilled'; code: string }
  /** Another delivery holds the claim: nothing sent by this one. */
  | { status: 'in_progress' }
  | { status: 'not_paid' }
  /** Not a session of this site (no order in its metadata). */
  | { status: 'ignored' }
  /** A session that can never be fulfilled as it is (an alert asks a person to look at it). */
  | { status: 'unfulfillable'; reason: UnfulfillableReason };

export type UnfulfillableReason =
  'unknown_session' | 'bad_metadata' | 'unknown_offer' | 'amount_mismatch' | 'buyer_address';

interface Step {
  name: 'voucher' | 'notification';
  claimKey: string;
  doneKey: string;
  idempotencyPrefix: string;
}

const VOUCHER_STEP: Step = {
  name: 'voucher',
  claimKey: FULFILMENT_KEYS.claim,
  doneKey: FULFILMENT_KEYS.sentAt,
  idempotencyPrefix: 'fulfil',
};

const NOTIFICATION_STEP: Step = {
  name: 'notification',
  claimKey: FULFILMENT_KEYS.notificationClaim,
  doneKey: FULFILMENT_KEYS.notifiedAt,
  idempotencyPrefix: 'notify',
};

/** Default time a claim holds: far above the webhook's run time (Lambda timeout 30 s). */
export const DEFAULT_CLAIM_TTL_MS = 5 * 60 * 1000;

const RELEASED = 'released';

interface Claim {
  attempt: number;
  token: string;
  at: number;
}

export function parseClaim(value: string | undefined): Claim | undefined {
  const match = /^(\d{1,4}):([A-Za-z0-9_-]+):(\d{1,12})$/.exec(value ?? '');
  if (!match) return undefined;
  return { attempt: Number(match[1]), token: match[2] ?? '', at: Number(match[3]) };
}

/** Stripe's answer for a session id it does not know. */
export function isUnknownSession(error: unknown): boolean {
  return (
    error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_missing'
  );
}

export function isIdempotencyConflict(error: unknown): boolean {
  if (error instanceof Stripe.errors.StripeIdempotencyError) return true;
  return (
    error instanceof Stripe.errors.StripeError &&
    (error.statusCode === 409 || error.code === 'idempotency_key_in_use')
  );
}

type StepOutcome = 'done' | 'already' | 'in_progress';

async function runStep(
  deps: WebhookDeps,
  session: Session,
  step: Step,
  extraMetadata: Record<string, string>,
  action: () => Promise<void>,
): Promise<StepOutcome> {
  const { stripe, log, now, claimTtlMs } = deps;
  const metadata = session.metadata ?? {};
  if ((metadata[step.doneKey] ?? '') !== '') return 'already';

  const previous = parseClaim(metadata[step.claimKey]);
  const startedAt = Math.floor(now().getTime() / 1000);
  if (
    previous !== undefined &&
    previous.token !== RELEASED &&
    (startedAt - previous.at) * 1000 < claimTtlMs
  ) {
    return 'in_progress';
  }
  const attempt = (previous?.attempt ?? 0) + 1;
  const claim = `${attempt}:${randomBytes(12).toString('base64url')}:${startedAt}`;
  const idempotencyKey =
    attempt === 1
      ? `${step.idempotencyPrefix}-${session.id}`
      : `${step.idempotencyPrefix}-${session.id}-${attempt}`;

  let claimed: Session;
  try {
    claimed = await stripe.checkout.sessions.update(
      session.id,
      { metadata: { ...extraMetadata, [step.claimKey]: claim } },
      { idempotencyKey, maxNetworkRetries: 0 },
    );
  } catch (error) {
    if (isIdempotencyConflict(error)) {
      log.info('fulfilment.claim_lost', { session: session.id, step: step.name, attempt });
      return 'in_progress';
    }
    throw error;
  }
  if (claimed.metadata?.[step.claimKey] !== claim) return 'in_progress';
  log.info('fulfilment.claimed', { session: session.id, step: step.name, attempt });

  try {
    await action();
  } catch (error) {
    try {
      await releaseClaim(deps, session.id, step, claim, attempt);
    } catch (releaseError) {
      // The claim will expire after claimTtlMs instead.
      log.error('fulfilment.release_failed', {
        session: session.id,
        step: step.name,
        ...errorFields(releaseError),
      });
    }
    throw error;
  }

  try {
    await stripe.checkout.sessions.update(session.id, {
      metadata: { [step.doneKey]: now().toISOString() },
    });
  } catch (error) {
    // The e-mail is out: this delivery succeeded. The claim stays and holds redeliveries off; a
    // delivery after claimTtlMs would send again, so a person must record the step by hand.
    log.alert('fulfilment.mark_done_failed', {
      session: session.id,
      step: step.name,
      ...errorFields(error),
    });
  }
  return 'done';
}

/** Releases `claim` if the session still holds it (re-read first); leaves another owner's alone. */
async function releaseClaim(
  deps: WebhookDeps,
  sessionId: string,
  step: Step,
  claim: string,
  attempt: number,
): Promise<void> {
  const { stripe, log, now } = deps;
  const current = await stripe.checkout.sessions.retrieve(sessionId);
  if (current.metadata?.[step.claimKey] !== claim) {
    log.warn('fulfilment.release_skipped', { session: sessionId, step: step.name, attempt });
    return;
  }
  await stripe.checkout.sessions.update(sessionId, {
    metadata: {
      [step.claimKey]: `${attempt}:${RELEASED}:${Math.floor(now().getTime() / 1000)}`,
    },
  });
}

function unfulfillable(
  log: WebhookDeps['log'],
  sessionId: string,
  reason: UnfulfillableReason,
): FulfilmentResult {
  log.alert('fulfilment.unfulfillable', { session: sessionId, reason });
  return { status: 'unfulfillable', reason };
}

/** Fulfils the Checkout Session `sessionId` (its current state is read from Stripe). */
export async function fulfilSession(
  config: Pick<WebhookConfig, 'voucherCodeSecret' | 'mail' | 'siteUrl'>,
  deps: WebhookDeps,
  sessionId: string,
): Promise<FulfilmentResult> {
  const { stripe, facts, mailer, log, now } = deps;
  let session: Session;
  try {
    session = await stripe.checkout.sessions.retrieve(sessionId);
  } catch (error) {
    if (isUnknownSession(error)) return unfulfillable(log, sessionId, 'unknown_session');
    throw error;
  }
  const order = readOrder(session.metadata);
  if (order === undefined) {
    // Marked as ours but unreadable: a person must look; anything else is not this site's.
    return session.metadata?.['source'] === ORDER_SOURCE
      ? unfulfillable(log, session.id, 'bad_metadata')
      : { status: 'ignored' };
  }
  if (session.payment_status !== 'paid') {
    // Not an alert: with a delayed payment method, Stripe sends `checkout.session.completed`
    // before the money arrives, then `checkout.session.async_payment_succeeded`, which fulfils.
    log.info('fulfilment.not_paid', { session: session.id, paymentStatus: session.payment_status });
    return { status: 'not_paid' };
  }
  const offer = facts.vouchers.offers.find((candidate) => candidate.id === order.offerId);
  if (order.kind === 'offer' && offer === undefined) {
    return unfulfillable(log, session.id, 'unknown_offer');
  }
  if (session.currency !== 'eur' || session.amount_total !== eurosToCents(order.amount)) {
    return unfulfillable(log, session.id, 'amount_mismatch');
  }
  const buyer = session.customer_email ?? session.customer_details?.email ?? '';
  if (!isEmailAddress(buyer)) {
    return unfulfillable(log, session.id, 'buyer_address');
  }

  const metadata = session.metadata ?? {};
  const code = sessionVoucherCode(session, config.voucherCodeSecret);
  const storedEnd = metadata[FULFILMENT_KEYS.validUntil] ?? '';
  const end = /^\d{4}-\d{2}-\d{2}$/.test(storedEnd)
    ? storedEnd
    : validUntil(now(), order.validityMonths);
  const voucher: Voucher = {
    ...order,
    code,
    validUntil: end,
    colour: offer?.colour,
    // Stripe's creation time of the session: the day of the order (the withdrawal period's start).
    orderedAt: session.created > 0 ? new Date(session.created * 1000) : now(),
  };

  let pdf: Uint8Array | undefined;
  const attachment = async () =>
    voucherAttachment(
      voucher,
      (pdf ??= await renderVoucherPdf(voucher, facts, now(), config.siteUrl)),
    );

  const sent = await runStep(
    deps,
    session,
    VOUCHER_STEP,
    { [FULFILMENT_KEYS.code]: code, [FULFILMENT_KEYS.validUntil]: end },
    async () => {
      const { messageId } = await mailer.send(
        buyerEmail(voucher, buyer, await attachment(), facts, config.siteUrl),
      );
      log.info('fulfilment.voucher_sent', { session: session.id, messageId });
    },
  );
  if (sent === 'in_progress') return { status: 'in_progress' };

  const clinicAddress = config.mail.clinicEmail ?? facts.clinic.email;
  await runStep(deps, session, NOTIFICATION_STEP, {}, async () => {
    const { messageId } = await mailer.send(
      clinicNotification(
        voucher,
        buyer,
        session.id,
        await attachment(),
        facts,
        clinicAddress,
        config.siteUrl,
      ),
    );
    log.info('fulfilment.clinic_notified', { session: session.id, messageId });
  });

  return sent === 'done' ? { status: 'fulfilled', code } : { status: 'already_fulfilled', code };
}
