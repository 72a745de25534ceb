/**
 * What the worker sends after the sale, as pure transitions. The item's `dueAt` is always its
 * earliest pending job.
 */
import { addDays, parisDay, parisInstant } from '../webhook/voucher.ts';
import type { Delivery, Job, JobKind, VoucherItem } from './schema.ts';
import {
  FULFILMENT_LEASE_MS,
  isExpired,
  ok,
  refuse,
  RETRY_DELAYS_MS,
  withEvent,
  withNextDue,
  type Transition,
} from './transitions.ts';

export const SEND_HOUR = 8;

export const REMINDER_DAYS_BEFORE = 30;

/** A bounce usually arrives first, and cancels the « delivered » note. */
export const DELIVERY_NOTE_DELAY_MS = 10 * 60_000;

export function pendingJob(at: string): Job {
  return { state: 'pending', at, attempts: 0, leaseUntil: null, lastError: null };
}

export function deliveryTime(on: string, now: Date): string {
  return on <= parisDay(now) ? now.toISOString() : parisInstant(on, SEND_HOUR).toISOString();
}

export function reminderJob(validUntil: string, fromDay: string): Job | undefined {
  const day = addDays(validUntil, -REMINDER_DAYS_BEFORE);
  return day > fromDay ? pendingJob(parisInstant(day, SEND_HOUR).toISOString()) : undefined;
}

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

export function holderEmail(item: VoucherItem): string {
  return item.delivery?.state === 'delivered' ? item.delivery.email : item.buyerEmail;
}

function setJob(item: VoucherItem, kind: JobKind, job: Job): VoucherItem {
  return { ...item, jobs: { ...item.jobs, [kind]: job } };
}

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

/** A report for another address, or a second one, changes nothing. */
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

/** Not for a void voucher, nor once delivered unless `again`. */
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
    if (Date.parse(item.jobs?.delivery?.leaseUntil ?? '') > now.getTime()) return refuse('leased');
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
