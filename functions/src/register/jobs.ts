/**
 * What the worker sends after the sale, as pure transitions like transitions.ts: the voucher to
 * its recipient on the chosen day, the buyer's notes (delivered, bounced) and the reminder before
 * the end of validity. Each job is leased, done once, or retried on the fulfilment's delays; the
 * item's `dueAt` is always its earliest pending job (`withNextDue`).
 */
import { addDays, parisDay, parisInstant } from '../webhook/voucher.ts';
import type { Delivery, Job, JobKind, VoucherItem } from './schema.ts';
import {
  FULFILMENT_LEASE_MS,
  isExpired,
  RETRY_DELAYS_MS,
  withEvent,
  withNextDue,
  type Outcome,
  type RefusalReason,
  type Transition,
} from './transitions.ts';

/** A delivery or a reminder goes out at 8:00, Paris time, on its day (a delivery for today: at once). */
export const SEND_HOUR = 8;

/** The reminder's day: this many days before the last day of validity. */
export const REMINDER_DAYS_BEFORE = 30;

/** The buyer's « delivered » note waits this long: a bounce usually arrives first, and cancels it. */
export const DELIVERY_NOTE_DELAY_MS = 10 * 60_000;

const ok = (item: VoucherItem): Outcome => ({ ok: true, item });
const refuse = (reason: RefusalReason): Outcome => ({ ok: false, reason });

export function pendingJob(at: string): Job {
  return { state: 'pending', at, attempts: 0, leaseUntil: null, lastError: null };
}

/** When a delivery chosen for `on` goes out: 8:00 Paris that day, or now for today (or a past day). */
export function deliveryTime(on: string, now: Date): string {
  return on <= parisDay(now) ? now.toISOString() : parisInstant(on, SEND_HOUR).toISOString();
}

/** The reminder of a voucher valid until `validUntil`, unless its day is not after `fromDay`. */
export function reminderJob(validUntil: string, fromDay: string): Job | undefined {
  const day = addDays(validUntil, -REMINDER_DAYS_BEFORE);
  return day > fromDay ? pendingJob(parisInstant(day, SEND_HOUR).toISOString()) : undefined;
}

/** The jobs of a voucher recorded at `now`: its delivery (if for a recipient) and its reminder. */
export function initialJobs(
  validUntil: string,
  delivery: { email: string; date: string } | undefined,
  now: Date,
): NonNullable<VoucherItem['jobs']> {
  const reminder = reminderJob(validUntil, delivery?.date ?? parisDay(now));
  return {
    ...(delivery === undefined ? {} : { delivery: pendingJob(deliveryTime(delivery.date, now)) }),
    ...(reminder === undefined ? {} : { reminder }),
  };
}

/** Who holds the voucher: the recipient once it reached them, otherwise the buyer. */
export function holderEmail(item: VoucherItem): string {
  return item.delivery?.state === 'delivered' ? item.delivery.email : item.buyerEmail;
}

function setJob(item: VoucherItem, kind: JobKind, job: Job): VoucherItem {
  return { ...item, jobs: { ...item.jobs, [kind]: job } };
}

/** Why a due job is not sent after all (the voucher changed meanwhile), or undefined. */
function dropped(item: VoucherItem, kind: JobKind, now: Date): Job['state'] | undefined {
  if (item.status === 'void') return 'cancelled';
  if (kind === 'reminder') {
    const holderHasIt = item.delivery === undefined || item.delivery.state === 'delivered';
    const usable = item.status === 'active' && item.balanceCents > 0 && !isExpired(item, now);
    return holderHasIt && usable ? undefined : 'skipped';
  }
  if (item.delivery === undefined) return 'cancelled';
  if (kind === 'deliveryNote' && item.delivery.state !== 'delivered') return 'cancelled';
  if (kind === 'bounceNote' && item.delivery.state !== 'bounced') return 'cancelled';
  return undefined;
}

/** Takes job `kind` for `leaseMs` if it is due and free; cancels or skips it if it is moot. */
export function leaseJob(kind: JobKind, now: Date, leaseMs = FULFILMENT_LEASE_MS): Transition {
  return (item) => {
    const job = item.jobs?.[kind];
    if (job === undefined || job.state !== 'pending') return refuse('job_over');
    // The buyer's confirmation goes first.
    if (item.fulfilment.state === 'pending') return refuse('not_due');
    const at = now.getTime();
    if (Date.parse(job.at) > at) return refuse('not_due');
    if (job.leaseUntil !== null && Date.parse(job.leaseUntil) > at) return refuse('leased');
    const drop = dropped(item, kind, now);
    if (drop !== undefined) {
      return ok(withNextDue(setJob(item, kind, { ...job, state: drop, leaseUntil: null })));
    }
    const until = new Date(at + leaseMs).toISOString();
    return ok(withNextDue(setJob(item, kind, { ...job, at: until, leaseUntil: until })));
  };
}

const DONE_EVENTS = {
  delivery: 'delivered',
  deliveryNote: 'delivery_confirmed',
  bounceNote: 'bounce_reported',
  reminder: 'reminded',
} as const;

/** Job `kind` sent to `to`: done, recorded; a delivery schedules the buyer's note. */
export function completeJob(kind: JobKind, now: Date, to: string): Transition {
  return (item) => {
    const job = item.jobs?.[kind];
    // Only a leased job is sent: one already done (by a worker whose lease ran out) stays as is.
    if (job === undefined || job.state !== 'pending' || job.leaseUntil === null) return ok(item);
    let next = setJob(
      { ...item, history: withEvent(item, now, DONE_EVENTS[kind], { note: to }) },
      kind,
      { ...job, state: 'done', leaseUntil: null, lastError: null },
    );
    // A bounce may be recorded before the send is: it stays, and the buyer is told of it only.
    if (kind === 'delivery' && next.delivery !== undefined && next.delivery.state !== 'bounced') {
      const delivery: Delivery = {
        ...next.delivery,
        state: 'delivered',
        deliveredAt: now.toISOString(),
        bouncedAt: null,
      };
      const noteAt = new Date(now.getTime() + DELIVERY_NOTE_DELAY_MS).toISOString();
      next = setJob({ ...next, delivery }, 'deliveryNote', pendingJob(noteAt));
    }
    return ok(withNextDue(next));
  };
}

/** A failed attempt at job `kind`: due again after the next delay, or `failed` after the last. */
export function failJob(
  kind: JobKind,
  now: Date,
  error: string,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
): Transition {
  return (item) => {
    const job = item.jobs?.[kind];
    if (job === undefined || job.state !== 'pending') return refuse('job_over');
    const attempts = job.attempts + 1;
    const note = error.slice(0, 500);
    const delay = delaysMs[attempts - 1];
    const failed = { ...job, attempts, leaseUntil: null, lastError: note };
    const history = withEvent(item, now, 'email_failed', { note });
    if (delay !== undefined) {
      const at = new Date(now.getTime() + delay).toISOString();
      return ok(withNextDue(setJob({ ...item, history }, kind, { ...failed, at })));
    }
    const given = setJob(
      {
        ...item,
        history: withEvent({ ...item, history }, now, 'fulfilment_failed', {
          note: `${attempts} tentatives`,
        }),
      },
      kind,
      { ...failed, state: 'failed' },
    );
    return ok(
      withNextDue(
        kind === 'delivery' && given.delivery !== undefined
          ? { ...given, delivery: { ...given.delivery, state: 'failed' } }
          : given,
      ),
    );
  };
}

/**
 * SES reported `address` as bouncing: the delivery is `bounced`, the buyer is told (and not told
 * it was delivered). A report for another address, or a second one, changes nothing.
 */
export function markBounced(now: Date, address: string): Transition {
  return (item) => {
    const delivery = item.delivery;
    if (delivery === undefined || delivery.email.toLowerCase() !== address.toLowerCase()) {
      return ok(item);
    }
    if (delivery.state === 'bounced') return ok(item);
    let next: VoucherItem = {
      ...item,
      delivery: { ...delivery, state: 'bounced', bouncedAt: now.toISOString() },
      history: withEvent(item, now, 'bounced', { note: delivery.email }),
    };
    const note = next.jobs?.deliveryNote;
    if (note?.state === 'pending') {
      next = setJob(next, 'deliveryNote', { ...note, state: 'cancelled', leaseUntil: null });
    }
    next = setJob(next, 'bounceNote', pendingJob(now.toISOString()));
    return ok(withNextDue(next));
  };
}

/**
 * A person changes the recipient's address or day, or sends the voucher again (`on` today): a new
 * delivery, scheduled like the first. Not for a void voucher, nor once delivered unless `again`.
 */
export function scheduleDelivery(
  now: Date,
  change: { email: string; on: string },
  actor: string,
  again = false,
): Transition {
  return (item) => {
    if (item.status === 'void') return refuse('void');
    if (item.delivery === undefined) return refuse('no_delivery');
    if (item.delivery.state === 'delivered' && !again) return refuse('already_delivered');
    if (change.on < parisDay(now) || change.on > item.validUntil) return refuse('invalid_date');
    const job = item.jobs?.delivery;
    const lease = job?.leaseUntil ?? null;
    if (lease !== null && Date.parse(lease) > now.getTime()) {
      return refuse('leased');
    }
    const delivery: Delivery = {
      email: change.email,
      on: change.on,
      state: 'scheduled',
      deliveredAt: null,
      bouncedAt: null,
    };
    return ok(
      withNextDue(
        setJob(
          {
            ...item,
            delivery,
            recipientEmail: change.email,
            history: withEvent(item, now, 'delivery_changed', {
              actor,
              note: `${change.email} · ${change.on}`,
            }),
          },
          'delivery',
          pendingJob(deliveryTime(change.on, now)),
        ),
      ),
    );
  };
}
